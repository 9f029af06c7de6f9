import { ArrowRight } from 'lucide-react';
import type { BlockProps } from '../render/registry.ts';
import { Icon } from '../ui/Icon.tsx';
import { Section } from '../ui/Section.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';

const columnClasses = { 2: 'md:grid-cols-2', 3: 'md:grid-cols-2 lg:grid-cols-3', 4: 'md:grid-cols-2 lg:grid-cols-4' } as const;

export function CardsBlock({ block, index }: BlockProps<'cards'>) {
  return (
    <Section id={block.id} index={index} title={block.title} intro={block.intro}>
      <ul className={`grid gap-6 ${columnClasses[block.columns ?? 3]}`}>
        {block.items.map((card) => (
          <li key={card.title} className="flex flex-col rounded-2xl bg-white p-6 shadow-card ring-1 ring-ink-100">
            {card.icon && (
              <span className="mb-4 flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon name={card.icon} />
              </span>
            )}
            <h3 className="text-lg font-semibold text-ink-900">{card.title}</h3>
            <p className="mt-2 flex-1 text-ink-600">{card.description}</p>
            {card.link && (
              <SmartLink href={card.link.href} className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-800">
                {card.link.label}
                <ArrowRight className="size-4" aria-hidden="true" />
              </SmartLink>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}

import { Check } from 'lucide-react';
import type { BlockProps } from '../../render/block-types.ts';
import { Section } from '../../ui/Section.tsx';

export function BenefitsBlock({ block, index }: BlockProps<'benefits'>) {
  return (
    <Section id={block.id} index={index} title={block.title} intro={block.intro}>
      <ul className="mx-auto grid max-w-5xl gap-x-10 gap-y-6 md:grid-cols-2">
        {block.items.map((item) => (
          <li key={item.title} className="flex gap-4">
            <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-accent-100 text-accent-700">
              <Check className="size-4" aria-hidden="true" strokeWidth={3} />
            </span>
            <div>
              <p className="font-semibold text-ink-900">{item.title}</p>
              {item.description && <p className="mt-1 text-ink-600">{item.description}</p>}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

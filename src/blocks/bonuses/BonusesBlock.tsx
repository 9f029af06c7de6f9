import { Gift } from 'lucide-react';
import type { BlockProps } from '../../render/block-types.ts';
import { Icon } from '../../ui/Icon.tsx';
import { Section } from '../../ui/Section.tsx';

export function BonusesBlock({ block, index }: BlockProps<'bonuses'>) {
  const { claimed } = block;
  return (
    <Section id={block.id} index={index} title={block.title} intro={block.intro}>
      {claimed && (
        <div className="mx-auto mb-10 max-w-xl">
          <p className="mb-2 flex justify-between text-sm font-semibold text-ink-800">
            <span>
              {claimed.count} of {claimed.of} {claimed.label}
            </span>
            <span>{Math.round((claimed.count / claimed.of) * 100)}%</span>
          </p>
          <progress
            className="bonus-progress"
            max={claimed.of}
            value={claimed.count}
            aria-label={`${claimed.count} of ${claimed.of} ${claimed.label}`}
          />
          {claimed.note && <p className="mt-2 text-center text-sm font-semibold text-accent-700">{claimed.note}</p>}
        </div>
      )}
      <ul className="grid gap-6 md:grid-cols-2">
        {block.items.map((item) => (
          <li key={item.title} className="flex gap-4 rounded-2xl bg-white p-6 shadow-card ring-1 ring-ink-100">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent-100 text-accent-700">
              {item.icon ? <Icon name={item.icon} /> : <Gift className="size-6" aria-hidden="true" />}
            </span>
            <div>
              <h3 className="font-semibold text-ink-900">{item.title}</h3>
              {item.description && <p className="mt-1 text-ink-600">{item.description}</p>}
              <p className="mt-3 inline-flex rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700">{item.value}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

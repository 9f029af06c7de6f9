import type { BlockProps } from '../../render/block-types.ts';
import { Section } from '../../ui/Section.tsx';

export function ProcessBlock({ block, index }: BlockProps<'process'>) {
  return (
    <Section id={block.id} index={index} title={block.title} intro={block.intro}>
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {block.steps.map((step, i) => (
          <li key={step.title} className="relative rounded-2xl bg-white p-6 shadow-card ring-1 ring-ink-100">
            <p className="inline-flex rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700">
              {step.label ?? `Step ${i + 1}`}
            </p>
            <h3 className="mt-4 text-lg font-semibold text-ink-900">{step.title}</h3>
            <p className="mt-2 text-ink-600">{step.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

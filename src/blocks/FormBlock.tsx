import { LeadFormSlot } from '../forms/LeadFormSlot.tsx';
import type { BlockProps } from '../render/registry.ts';

export function FormBlock({ block, index }: BlockProps<'form'>) {
  return (
    <section id={block.id} className="scroll-mt-24 bg-white py-16 sm:py-20">
      <div className="container-page">
        <div className="mx-auto max-w-xl rounded-2xl bg-white p-8 shadow-card ring-1 ring-ink-100">
          {block.title && <h2 className="mb-2 text-2xl font-bold tracking-tight text-ink-900">{block.title}</h2>}
          {block.subtitle && <p className="mb-6 text-ink-600">{block.subtitle}</p>}
          <LeadFormSlot form={block.form} idPrefix={block.id ?? `form-${index}`} submitLabel={block.submitLabel} />
        </div>
      </div>
    </section>
  );
}

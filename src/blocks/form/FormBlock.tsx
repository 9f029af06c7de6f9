import { CircleCheck, Gift } from 'lucide-react';
import { FormCard } from '../../forms/FormCard.tsx';
import type { BlockProps } from '../../render/block-types.ts';
import { CheckList } from '../../ui/CheckList.tsx';
import { InlineText } from '../../ui/InlineText.tsx';

export function FormBlock({ block, index }: BlockProps<'form'>) {
  const { beside } = block;
  const card = (
    <FormCard
      form={block.form}
      idPrefix={block.id ?? `form-${index}`}
      title={block.title}
      subtitle={block.subtitle}
      submitLabel={block.submitLabel}
    />
  );
  if (!beside) {
    return (
      <section id={block.id} className="scroll-mt-24 bg-white py-16 sm:py-20">
        <div className="container-page">
          <div className="mx-auto max-w-xl">{card}</div>
        </div>
      </section>
    );
  }
  return (
    <section id={block.id} className="scroll-mt-24 bg-ink-50 py-16 sm:py-20">
      {/* The form comes first in the document, so on phones it follows the headline at once instead of
          after the reasons; on wide screens it moves to the right-hand column and stays in view while
          the reasons beside it scroll past. */}
      <div className="container-page grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_30rem] lg:gap-14">
        <div className="lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1">{card}</div>
        <div className="lg:col-start-1 lg:row-start-1">
          <h2 className="text-3xl font-bold tracking-tight text-ink-900">{beside.title}</h2>
          <ul className="mt-8 space-y-6">
            {beside.reasons.map((reason) => (
              <li key={reason.title} className="flex gap-4">
                <CircleCheck className="mt-0.5 size-6 shrink-0 text-accent-600" aria-hidden="true" />
                <div>
                  <h3 className="font-semibold text-ink-900">{reason.title}</h3>
                  {reason.description && <p className="mt-1 text-ink-600">{reason.description}</p>}
                </div>
              </li>
            ))}
          </ul>
          {beside.offer && (
            <aside
              className="mt-10 rounded-2xl border-2 border-accent-500 bg-white p-6 sm:p-8"
              aria-labelledby={`${block.id ?? `form-${index}`}-offer`}
            >
              <p className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-xl bg-accent-100 text-accent-700">
                  <Gift className="size-5" aria-hidden="true" />
                </span>
                <span id={`${block.id ?? `form-${index}`}-offer`} className="text-xl font-bold text-ink-900">
                  {beside.offer.title}
                </span>
              </p>
              {beside.offer.text && (
                <p className="mt-4 text-ink-700">
                  <InlineText text={beside.offer.text} />
                </p>
              )}
              <CheckList items={beside.offer.points} className="mt-5" />
            </aside>
          )}
        </div>
      </div>
    </section>
  );
}

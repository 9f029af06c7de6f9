import { ChevronDown } from 'lucide-react';
import type { BlockProps } from '../../render/block-types.ts';
import { InlineText } from '../../ui/InlineText.tsx';
import { Section } from '../../ui/Section.tsx';

/** Native <details> sharing one name: the browser keeps one answer open at a time and lets the open one close. */
export function FaqBlock({ block, index }: BlockProps<'faq'>) {
  const group = `faq-${block.id ?? index}`;
  return (
    <Section id={block.id} index={index} title={block.title} intro={block.intro}>
      <div className="mx-auto max-w-3xl divide-y divide-ink-200 rounded-2xl bg-white shadow-card ring-1 ring-ink-100">
        {block.items.map((item) => (
          <details key={item.question} name={group} className="group px-6">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 font-semibold text-ink-900 [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDown className="size-5 shrink-0 text-ink-500 transition-transform group-open:rotate-180" aria-hidden="true" />
            </summary>
            <p className="pb-5 text-ink-600">
              <InlineText text={item.answer} />
            </p>
          </details>
        ))}
      </div>
    </Section>
  );
}

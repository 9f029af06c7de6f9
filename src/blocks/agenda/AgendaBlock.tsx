import type { BlockProps } from '../../render/block-types.ts';
import { agendaTimes, formatClock } from './agenda.ts';
import { InlineText } from '../../ui/InlineText.tsx';
import { Section } from '../../ui/Section.tsx';

/** A running order: each item's length, and its start and end worked out from the items before it. */
export function AgendaBlock({ block, index }: BlockProps<'agenda'>) {
  const optionalMinutes = block.items.reduce((sum, item) => sum + (item.optional ? item.minutes : 0), 0);
  const { labels } = block;
  const withMinutes = (text: string, minutes: number) => text.replace('{minutes}', String(minutes));
  return (
    <Section id={block.id} index={index} title={block.title} intro={block.intro}>
      <ol className="mx-auto max-w-3xl space-y-3">
        {agendaTimes(block.items).map((item) => (
          <li
            key={item.title}
            className={`flex gap-4 rounded-2xl p-5 sm:gap-6 ${item.optional ? 'border-2 border-dashed border-ink-300 bg-white/60' : 'bg-white shadow-card ring-1 ring-ink-100'}`}
          >
            <div className="w-24 shrink-0 text-center">
              <p
                className="rounded-lg bg-brand-50 px-2 py-1 text-lg font-bold whitespace-nowrap text-brand-700"
                data-minutes={item.minutes}
              >
                {item.minutes} {labels.minutes}
              </p>
              <p className="mt-1.5 text-xs text-ink-600 tabular-nums">
                <span className="sr-only">{labels.from} </span>
                {formatClock(item.start)}
                <span aria-hidden="true">–</span>
                <span className="sr-only"> {labels.to} </span>
                {formatClock(item.end)}
              </p>
            </div>
            <div>
              <h3 className="font-semibold text-ink-900">
                {item.title}
                {item.optional && (
                  <span className="ml-2 inline-flex rounded-full bg-ink-100 px-2 py-0.5 align-middle text-xs font-semibold text-ink-700">
                    {labels.optional}
                  </span>
                )}
              </h3>
              {item.description && (
                <p className="mt-1 text-ink-600">
                  <InlineText text={item.description} />
                </p>
              )}
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-6 text-center font-semibold text-ink-800">
        {withMinutes(labels.total, block.totalMinutes)}
        {optionalMinutes > 0 && withMinutes(labels.plusOptional, optionalMinutes)}
      </p>
    </Section>
  );
}

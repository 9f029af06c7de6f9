import type { BlockProps } from '../../render/block-types.ts';
import { Icon } from '../../ui/Icon.tsx';
import { InlineText } from '../../ui/InlineText.tsx';
import { Section } from '../../ui/Section.tsx';

/** Where each group's numbering starts: the points run 1, 2, 3 ... across the groups. */
export function groupStarts(groups: readonly { items: readonly unknown[] }[]): number[] {
  let next = 1;
  return groups.map((group) => {
    const start = next;
    next += group.items.length;
    return start;
  });
}

export function ChecklistBlock({ block, index }: BlockProps<'checklist'>) {
  const starts = groupStarts(block.groups);
  return (
    <Section id={block.id} index={index} title={block.title} intro={block.intro}>
      <div className="mx-auto max-w-3xl space-y-8">
        {block.groups.map((group, g) => (
          <section
            key={group.title}
            aria-labelledby={`checklist-${index}-${g}`}
            className="rounded-2xl bg-white p-6 shadow-card ring-1 ring-ink-100 sm:p-8"
          >
            <header className="flex items-center gap-4">
              {group.icon && (
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon name={group.icon} />
                </span>
              )}
              <h3 id={`checklist-${index}-${g}`} className="flex-1 text-xl font-semibold text-ink-900">
                {g + 1}. {group.title}
              </h3>
              <span className="shrink-0 rounded-full bg-ink-100 px-3 py-1 text-sm font-semibold text-ink-700">
                {group.items.length} {group.items.length === 1 ? 'point' : 'points'}
              </span>
            </header>
            <ol start={starts[g]} className="mt-6 space-y-4">
              {group.items.map((item, i) => (
                <li key={item.title} className="flex gap-4">
                  <span
                    className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
                    aria-hidden="true"
                  >
                    {starts[g]! + i}
                  </span>
                  <div>
                    <p className="font-semibold text-ink-900">{item.title}</p>
                    {item.detail && (
                      <p className="mt-1 text-ink-600">
                        <InlineText text={item.detail} />
                      </p>
                    )}
                  </div>
                </li>
              ))}
            </ol>
          </section>
        ))}
      </div>
    </Section>
  );
}

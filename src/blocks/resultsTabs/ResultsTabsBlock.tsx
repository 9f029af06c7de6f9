import { ArrowRight } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import type { BlockProps } from '../../render/block-types.ts';
import { CheckList } from '../../ui/CheckList.tsx';
import { Section } from '../../ui/Section.tsx';
import { SmartLink } from '../../ui/SmartLink.tsx';
import { Picture } from '../../ui/Picture.tsx';
import { tabClassName } from './tab-styles.ts';

/**
 * WAI-ARIA tabs with automatic activation: arrows, Home and End move between tabs. Every panel is in
 * the HTML; in the browser resultsTabs.island.ts switches them without React.
 */
export function ResultsTabsBlock({ block, index }: BlockProps<'resultsTabs'>) {
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const base = `results-${block.id ?? index}`;
  const count = block.tabs.length;

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: count - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + count) % count;
    setSelected(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <Section id={block.id} index={index} title={block.title} intro={block.intro}>
      <div
        role="tablist"
        aria-label={block.title}
        className="mx-auto mb-8 flex w-fit max-w-full gap-1 overflow-x-auto rounded-xl bg-ink-100 p-1"
        onKeyDown={onKeyDown}
      >
        {block.tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-selected={i === selected}
            aria-controls={`${base}-panel-${tab.id}`}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => setSelected(i)}
            className={tabClassName(i === selected)}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {block.tabs.map((tab, i) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          hidden={i !== selected}
          tabIndex={0}
          className="mx-auto grid max-w-5xl gap-8 rounded-2xl bg-white p-6 shadow-card ring-1 ring-ink-100 sm:p-10 md:grid-cols-2"
        >
          <div>
            <h3 className="text-xl font-semibold text-ink-900">{tab.companyName}</h3>
            <p className="mt-4 text-5xl font-extrabold tracking-tight text-brand-700">{tab.increase}</p>
            <p className="mt-1 font-medium text-ink-800">{tab.metric}</p>
            <p className="text-ink-600">{tab.timeframe}</p>
            {tab.revenue && (
              <p className="mt-4 inline-flex rounded-full bg-accent-100 px-3 py-1 text-sm font-semibold text-accent-700">{tab.revenue}</p>
            )}
            {tab.image && <Picture image={tab.image} loading="lazy" className="mt-6 h-auto w-full rounded-xl" />}
          </div>
          <div className="flex flex-col">
            <CheckList items={tab.results} className="flex-1" />
            <SmartLink href={tab.link.href} className="btn-primary mt-8 self-start">
              {tab.link.label}
              <ArrowRight className="size-4" aria-hidden="true" />
            </SmartLink>
          </div>
        </div>
      ))}
    </Section>
  );
}

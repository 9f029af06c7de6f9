import { useEffect, useState } from 'react';
import type { BlockProps } from '../../render/block-types.ts';
import { ActionLink } from '../../ui/ActionLink.tsx';
import { countdownTarget, remaining, type Remaining } from './countdown.ts';
import { InlineText } from '../../ui/InlineText.tsx';

const units = ['days', 'hours', 'minutes', 'seconds'] as const;

/**
 * Counts down to the next session. The target depends on when the visitor opened the page, so the
 * prerendered HTML shows a placeholder; in the browser countdown.island.ts (no React) starts the clock,
 * which ticks once a second and stops when the target has passed. This component runs the same clock
 * where it renders in a browser itself (the page studio's preview).
 */
export function CountdownBlock({ block, index }: BlockProps<'countdown'>) {
  const [left, setLeft] = useState<Remaining | null>(null);
  const { daysAhead, hour } = block;

  useEffect(() => {
    const target = countdownTarget(new Date(), daysAhead, hour);
    const tick = () => {
      const next = remaining(target, new Date());
      setLeft(next);
      if (next.done) window.clearInterval(timer);
    };
    const timer = window.setInterval(tick, 1000);
    tick();
    return () => window.clearInterval(timer);
  }, [daysAhead, hour]);

  return (
    <section
      id={block.id}
      aria-label={block.label}
      className={`bg-ink-950 text-white ${index === 0 ? 'pt-16 md:pt-18' : ''}`}
      data-countdown={left ? (left.done ? 'ended' : 'running') : 'pending'}
    >
      <div className="container-page flex flex-col items-center justify-center gap-x-6 gap-y-3 py-4 text-center lg:flex-row">
        <p className="font-semibold">{block.label}</p>
        {left?.done ? (
          <p className="text-lg font-bold text-accent-300" role="status">
            {block.endedLabel}
          </p>
        ) : (
          <dl className="flex gap-2" aria-live="off">
            {units.map((key) => (
              // HTML wants each group's dt before its dd; order-first shows the number above its label.
              <div key={key} className="flex min-w-16 flex-col items-center rounded-lg bg-white/10 px-2 py-1.5">
                <dt className="text-xs tracking-wide text-ink-300 uppercase">{block.units[key]}</dt>
                <dd className="order-first w-[2ch] text-left text-xl font-bold tabular-nums" data-unit={key}>
                  {left ? String(left[key]).padStart(2, '0') : '--'}
                </dd>
              </div>
            ))}
          </dl>
        )}
        {block.note && (
          <p className="text-sm text-accent-300">
            <InlineText text={block.note} />
          </p>
        )}
        {block.action && <ActionLink action={block.action} className="btn-accent" />}
      </div>
    </section>
  );
}

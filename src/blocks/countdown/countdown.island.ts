// The countdown in the browser, without React: the HTML has the clock with placeholders; this fills in
// each unit once a second (from a target fixed when the page was opened) and, once it has passed, shows
// the ended label in the clock's place, as CountdownBlock renders it.
import type { CountdownBlock } from '../../generated/page.ts';
import { countdownTarget, remaining } from './countdown.ts';

const units = ['days', 'hours', 'minutes', 'seconds'] as const;

export function hydrate(element: HTMLElement, props: unknown): void {
  const { block } = props as { block: Required<Pick<CountdownBlock, 'daysAhead' | 'hour' | 'endedLabel'>> };
  const section = element.querySelector<HTMLElement>('[data-countdown]');
  const clock = section?.querySelector('dl');
  if (!section || !clock) return;
  const target = countdownTarget(new Date(), block.daysAhead, block.hour);
  const tick = () => {
    const left = remaining(target, new Date());
    if (left.done) {
      window.clearInterval(timer);
      const ended = document.createElement('p');
      ended.className = 'text-lg font-bold text-accent-300';
      ended.setAttribute('role', 'status');
      ended.textContent = block.endedLabel;
      clock.replaceWith(ended);
      section.dataset.countdown = 'ended';
      return;
    }
    for (const unit of units) {
      const value = clock.querySelector(`[data-unit="${unit}"]`);
      if (value) value.textContent = String(left[unit]).padStart(2, '0');
    }
    section.dataset.countdown = 'running';
  };
  const timer = window.setInterval(tick, 1000);
  tick();
}

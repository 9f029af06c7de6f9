// npm run experiments: the page files' experiments in words. Those running today with their versions,
// shares and days, which of them end within a week, and those not running (yet to start, or ended, still
// written in their page file until an editor keeps the winner).
import type { PageExperiment } from '../generated/page.ts';
import { armsOf, isRunning, runsBetween } from '../core/experiment.ts';

const day = 24 * 60 * 60 * 1000;
const week = 7 * day;

/** The report's lines for the experiments of these pages, at `now` (ms). */
export function experimentsReport(pages: readonly { path: string; page: { experiment?: PageExperiment } }[], now: number): string[] {
  const all = pages.flatMap(({ path, page }) => (page.experiment ? [{ path, experiment: page.experiment }] : []));
  const running = all.filter(({ experiment }) => isRunning(experiment, now));
  const others = all.filter(({ experiment }) => !isRunning(experiment, now));
  const today = new Date(now).toISOString().slice(0, 10);
  const lines = [`Experiments running on ${today}: ${running.length || 'none'}`];
  for (const { path, experiment } of running) {
    const left = Math.ceil((runsBetween(experiment).until - now) / day);
    lines.push(`  ${path}  ${experiment.id}  ${experiment.start} to ${experiment.end} (${left} day${left === 1 ? '' : 's'} left)`);
    for (const arm of armsOf(experiment)) lines.push(`    ${arm.variant.padEnd(24)} ${String(arm.weight).padStart(3)}%`);
  }
  const ending = running.filter(({ experiment }) => runsBetween(experiment).until - now <= week);
  lines.push(
    `Ending within a week: ${ending.length ? ending.map(({ path, experiment }) => `${path} (${experiment.id}, last day ${experiment.end})`).join(', ') : 'none'}`,
  );
  for (const { path, experiment } of others)
    lines.push(
      runsBetween(experiment).from > now
        ? `Not started: ${path} (${experiment.id}) starts on ${experiment.start}`
        : `Ended: ${path} (${experiment.id}) ended on ${experiment.end}; keep the winning words in the page and remove the experiment`,
    );
  return lines;
}

// The SEO report's own thread (see seo-runner.ts): each message is a checked page to report on; the
// answer is its report, or why it could not be made.
import { studioSeoReport } from '../../engine/seo-report.tsx';
import type { Check } from '../../backend.ts';

addEventListener('message', (event: MessageEvent<{ id: number; check: Check; written: unknown }>) => {
  const { id, check, written } = event.data;
  try {
    postMessage({ id, report: studioSeoReport(check, written) });
  } catch (error) {
    postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});

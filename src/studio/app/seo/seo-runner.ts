// Where the SEO report is made: in a worker of its own, so rendering the page and running the checks
// (seconds on a page of 200 sections) never stands between two keys, or between a click and the page it
// opens. One report at a time; a newer request of the same kind (the page in the editor, as typed) takes
// the place of one still waiting. Where the browser has no workers, or the worker cannot start, the report
// is made in the page when the browser is idle, from code loaded on first use.
import type { SeoReport } from '../../../core/seo/report.ts';
import type { Check } from '../../backend.ts';

/** Runs `run` when the browser is idle (soon after, where it cannot tell); answers how to stop it. */
export const whenIdle = (run: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 0);
  return () => clearTimeout(id);
};

interface Job {
  id: number;
  kind: string;
  check: Check;
  written: unknown;
  done: (report: SeoReport | undefined) => void;
  failed: (error: unknown) => void;
}

let worker: Worker | null | undefined;
let running: Job | undefined;
const waiting: Job[] = [];
let lastId = 0;

function startWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker = typeof Worker === 'function' ? new Worker(new URL('./seo-worker.ts', import.meta.url), { type: 'module' }) : null;
  } catch {
    worker = null;
  }
  worker?.addEventListener('message', (event: MessageEvent<{ id: number; report?: SeoReport; error?: string }>) => {
    const job = running;
    if (!job || job.id !== event.data.id) return;
    running = undefined;
    if (event.data.error !== undefined) job.failed(new Error(event.data.error));
    else job.done(event.data.report);
    sendNext();
  });
  // A worker that cannot load (a policy, a missing file): every report from now on is made in the page.
  worker?.addEventListener('error', (event) => {
    event.preventDefault();
    worker = null;
    const lost = [...(running ? [running] : []), ...waiting.splice(0)];
    running = undefined;
    for (const job of lost) inPage(job);
  });
  return worker;
}

function sendNext() {
  const job = waiting.shift();
  if (!job || !worker) return;
  running = job;
  worker.postMessage({ id: job.id, check: job.check, written: job.written });
}

function inPage(job: Job) {
  whenIdle(() => {
    import('../../engine/seo-report.tsx').then(({ studioSeoReport }) => job.done(studioSeoReport(job.check, job.written)), job.failed);
  });
}

/**
 * The report of a checked page (undefined while the page cannot be rendered). `kind` names what the
 * report is for: a request of the same kind still waiting is answered undefined and dropped.
 */
export function seoReportOf(kind: string, check: Check, written: unknown): Promise<SeoReport | undefined> {
  return new Promise((done, failed) => {
    const job: Job = { id: ++lastId, kind, check, written, done, failed };
    const thread = startWorker();
    if (!thread) return inPage(job);
    const superseded = waiting.findIndex((other) => other.kind === kind);
    if (superseded >= 0) waiting.splice(superseded, 1)[0]!.done(undefined);
    waiting.push(job);
    if (!running) sendNext();
  });
}

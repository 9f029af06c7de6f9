// The build's renderers: worker threads, each rendering and storing a share of the pages (render-worker.ts).
// They start before the pages are read, so loading React and the blocks overlaps with checking the pages.
import { Worker } from 'node:worker_threads';
import type { RenderJob, Rendered, RenderTask } from './render-worker.ts';

const boot = new URL('./worker-boot.mjs', import.meta.url);
const entry = new URL('./render-worker.ts', import.meta.url).href;

interface Renderer {
  worker: Worker;
  ready: Promise<void>;
}

function start(): Renderer {
  const worker = new Worker(boot, { workerData: { entry } });
  const ready = new Promise<void>((resolve, reject) => {
    const onMessage = (message: { ready?: boolean }) => {
      if (!message.ready) return;
      worker.off('message', onMessage);
      resolve();
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
  });
  // A renderer that fails to start fails the job it is given, not the process before anyone asks.
  ready.catch(() => undefined);
  return { worker, ready };
}

function run(renderer: Renderer, job: RenderJob): Promise<Rendered[]> {
  return renderer.ready.then(
    () =>
      new Promise<Rendered[]>((resolve, reject) => {
        const onMessage = (message: { rendered?: Rendered[]; error?: string }) => {
          renderer.worker.off('error', onError);
          renderer.worker.off('message', onMessage);
          if (message.error) reject(new Error(message.error));
          else resolve(message.rendered!);
        };
        const onError = (error: Error) => {
          renderer.worker.off('message', onMessage);
          reject(error);
        };
        renderer.worker.on('message', onMessage);
        renderer.worker.once('error', onError);
        renderer.worker.postMessage(job);
      }),
  );
}

/** A pool of renderers, started at once; more may be added while it waits for work. */
export class Renderers {
  private readonly pool: Renderer[] = [];

  constructor(count: number) {
    this.grow(count);
  }

  /** Starts renderers until there are `count`. */
  grow(count: number): void {
    while (this.pool.length < count) this.pool.push(start());
  }

  get size(): number {
    return this.pool.length;
  }

  /** Renders the tasks, dealt round the renderers; answers every page rendered, in the tasks' order per renderer. */
  async render(job: Omit<RenderJob, 'tasks'>, tasks: readonly RenderTask[]): Promise<Rendered[]> {
    if (!tasks.length) return [];
    const shares = this.pool.map((_, i) => tasks.filter((__, t) => t % this.pool.length === i));
    const done = await Promise.all(this.pool.map((renderer, i) => (shares[i]!.length ? run(renderer, { ...job, tasks: shares[i]! }) : [])));
    return done.flat();
  }

  /** Stops every renderer. */
  async close(): Promise<void> {
    await Promise.all(this.pool.map(({ worker }) => worker.terminate()));
  }
}

// The build's renderers: worker threads, each rendering and storing a share of the pages (render-worker.ts).
// They start before the pages are read, so loading React and the blocks overlaps with checking the pages.
// Each runs the renderers' bundle (worker-bundle.ts), given as a promise as it may still be bundled.
import { Worker } from 'node:worker_threads';
import type { RenderJob, Rendered, RenderTask } from './render-worker.ts';

interface Renderer {
  worker: Promise<Worker>;
  ready: Promise<Worker>;
}

function start(entry: Promise<string>): Renderer {
  const worker = entry.then((file) => new Worker(file));
  const ready = worker.then(
    (worker) =>
      new Promise<Worker>((resolve, reject) => {
        const onMessage = (message: { ready?: boolean }) => {
          if (!message.ready) return;
          worker.off('message', onMessage);
          resolve(worker);
        };
        worker.on('message', onMessage);
        worker.once('error', reject);
      }),
  );
  // A renderer that fails to start fails the job it is given, not the process before anyone asks.
  worker.catch(() => undefined);
  ready.catch(() => undefined);
  return { worker, ready };
}

function run(renderer: Renderer, job: RenderJob): Promise<Rendered[]> {
  return renderer.ready.then(
    (worker) =>
      new Promise<Rendered[]>((resolve, reject) => {
        const onMessage = (message: { rendered?: Rendered[]; error?: string }) => {
          worker.off('error', onError);
          worker.off('message', onMessage);
          if (message.error) reject(new Error(message.error));
          else resolve(message.rendered!);
        };
        const onError = (error: Error) => {
          worker.off('message', onMessage);
          reject(error);
        };
        worker.on('message', onMessage);
        worker.once('error', onError);
        worker.postMessage(job);
      }),
  );
}

/** A pool of renderers, started at once; more may be added while it waits for work. */
export class Renderers {
  private readonly pool: Renderer[] = [];

  /** `entry`: the path of the renderers' module, asked for when the first renderer starts. */
  constructor(
    count: number,
    private readonly entry: () => Promise<string>,
  ) {
    this.grow(count);
  }

  /** Starts renderers until there are `count`. */
  grow(count: number): void {
    while (this.pool.length < count) this.pool.push(start(this.entry()));
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
    await Promise.all(
      this.pool.map(({ worker }) =>
        worker.then(
          (started) => started.terminate(),
          () => undefined,
        ),
      ),
    );
  }
}

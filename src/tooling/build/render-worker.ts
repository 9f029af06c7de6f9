// One of the build's renderers, in a worker thread of its own (src/tooling/build/renderers.ts starts
// them): it renders the pages it is given to HTML with the site's asset tags and version (filled into the
// lead forms' slot: the render cache keeps renders without it), and stores each page with its compressed
// copies in the build's store. Pages arrive as JSON text and go back as store names. An experiment's
// counted copy comes with its lead origin, whose experiment and variant its lead forms carry.
// A renderer runs it bundled (worker-bundle.ts), with React's production build; a build with no renderer
// threads imports it as it is.
import { parentPort } from 'node:worker_threads';
import type { SiteConfig } from '../../generated/site.ts';
import type { PageData } from '../../core/page-data.ts';
import { drawShared, renderRoute } from '../../entry-server.tsx';
import type { LeadOrigin } from '../../forms/lead-context.tsx';
import { fillVersion, holdsVersion } from '../../forms/origin-fields.ts';
import { islandAttribute } from '../../islands/markers.ts';
import { routeTable } from '../../routes/page-lookup.ts';
import type { AssetTags } from './assets.ts';
import { RenderCache } from './render-cache.ts';
import { Store, type Output } from './store.ts';

/** A route to render: a page (its data as JSON text) or a not-found page (none). */
export interface RenderTask {
  route: string;
  page?: string;
  /** The render's key in the render cache. */
  render: string;
  /** What its lead forms say of where they are: given for an experiment's counted copies. */
  origin?: LeadOrigin;
}

export interface RenderJob {
  store: string;
  /** The render cache's folder. */
  renders: string;
  site: string;
  assets: AssetTags;
  /** The site's version, written into every lead form (src/tooling/site-version.ts). */
  version: string;
  tasks: RenderTask[];
}

export interface Rendered {
  route: string;
  /** The render's key in the render cache, as the task gave it. */
  render: string;
  status: number;
  output: Output;
  /** Rendered before, as it is now (by validation): its render came from the render cache. */
  reused: boolean;
  /** The page holds the site's version (it has a lead form), so its file changes with the version. */
  versioned: boolean;
}

/** Renders and stores every task of a job. */
export function renderJob(job: RenderJob): Rendered[] {
  const store = new Store(job.store);
  const site = JSON.parse(job.site) as SiteConfig;
  const notFound = routeTable(site, new Map());
  const islandMarker = ` ${islandAttribute}=`;
  const renders = new RenderCache(job.renders);
  // The header and footer, the same on every page, drawn once for the job.
  const shared = drawShared(site);
  return job.tasks.map(({ route, page, render, origin }) => {
    // Rendered already (by validation, say): the same page, so the same HTML.
    let status = page === undefined ? 404 : 200;
    let raw = renders.raw(render);
    const reused = raw !== undefined;
    if (raw === undefined) {
      const data = page === undefined ? notFound(route) : { kind: 'page' as const, path: route, page: JSON.parse(page) as PageData };
      if (data.kind === 'redirect') throw new Error(`${route} is a redirect, not a page`);
      const result = renderRoute(site, data, shared, origin && { experiment: origin.experiment });
      raw = result.html;
      status = result.status;
    }
    const versioned = holdsVersion(raw);
    let html = raw.replace('</head>', `${job.assets.head}</head>`);
    if (html.includes(islandMarker)) html = html.replace('</body>', `${job.assets.islands}</body>`);
    if (versioned) html = fillVersion(html, job.version);
    // No compressed copies: a page is compressed as it is sent (precompress.ts, `compressedAtBuild`).
    const output = store.put(html, undefined);
    renders.linkPage(render, store.file(output.hash));
    return { route, render, status, output, reused, versioned };
  });
}

parentPort?.on('message', (job: RenderJob) => {
  try {
    parentPort!.postMessage({ rendered: renderJob(job) });
  } catch (error) {
    parentPort!.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
parentPort?.postMessage({ ready: true });

import { renderToString } from 'react-dom/server';
import type { SiteConfig } from './generated/site.ts';
import { Document } from './Document.tsx';
import { Layout } from './layout/Layout.tsx';
import type { PageData } from './core/page-data.ts';
import { routeTable, type RouteAnswer } from './routes/page-lookup.ts';
import { RouteView } from './routes/RouteView.tsx';
import { SiteProvider } from './site.tsx';
import { DrawnOnceContext, sharedMarker, type SharedPart } from './layout/drawn-once.tsx';
import { LeadOriginProvider, type LeadOrigin } from './forms/lead-context.tsx';
import { fillVersion, versionSlot } from './forms/origin-fields.ts';

/** A redirect as the route table gives it, or the page's HTML with its status (404 for not found). */
export type RenderResult = Extract<RouteAnswer, { kind: 'redirect' }> | { kind: 'html'; status: number; html: string };

/**
 * What React writes where a Suspense boundary could not be rendered on the server and is left for the
 * browser: the site has no such boundary, and a page must be complete without JavaScript.
 */
const leftToTheBrowser = '<!--$!-->';

/** The HTML of the parts every page of a site shares (layout/drawn-once.tsx), drawn once. */
export type SharedHtml = Record<SharedPart, string>;

const parts: SharedPart[] = ['header', 'footer'];

/**
 * Which copy of a page a render is: the experiment and variant it shows, when it is one of an
 * experiment's renders (none is the page everyone gets). Its lead forms carry it (LeadOrigin).
 */
export interface RenderCopy {
  experiment?: LeadOrigin['experiment'];
}

function documentOf(site: SiteConfig, data: Exclude<RouteAnswer, { kind: 'redirect' }>, markers: boolean, copy: RenderCopy = {}): string {
  // The version is a slot here, filled in by fillVersion once rendered: the render never depends on the commit.
  const origin: LeadOrigin = { page: data.path, version: versionSlot, ...(copy.experiment ? { experiment: copy.experiment } : {}) };
  // renderToString, not a stream: the whole page is wanted at once, and it costs a third of the streaming
  // render's time (the site has nothing that suspends; a block that throws throws here, a bug to fix
  // before shipping, not to hide).
  const html = renderToString(
    <DrawnOnceContext.Provider value={markers}>
      <Document lang={site.language} themeColor={site.themeColor}>
        <SiteProvider site={site}>
          <Layout>
            <LeadOriginProvider value={origin}>
              <RouteView data={data} />
            </LeadOriginProvider>
          </Layout>
        </SiteProvider>
      </Document>
    </DrawnOnceContext.Provider>,
  );
  if (html.includes(leftToTheBrowser))
    throw new Error(`${data.path} has a part that suspended while prerendering; every part of a page must render on the server.`);
  // React writes the doctype only for its streaming renders; the document is the same otherwise.
  return `<!DOCTYPE html>${html}`;
}

/**
 * The shared parts' HTML for a site, cut from one page rendered whole and with markers; undefined when
 * they cannot be cut exactly (then every page is rendered whole). Pages rendered with it are byte for
 * byte the pages rendered whole (tests/unit/render-pages.test.ts checks every page of the site).
 */
export function drawShared(site: SiteConfig): SharedHtml | undefined {
  const probe = { kind: 'not-found', path: '/404' } as const;
  const whole = documentOf(site, probe, false);
  const marked = documentOf(site, probe, true);
  const [header, footer] = [marked.indexOf(sharedMarker('header')), marked.indexOf(sharedMarker('footer'))];
  if (header < 0 || footer < header) return undefined;
  const before = marked.slice(0, header);
  const between = marked.slice(header + sharedMarker('header').length, footer);
  const after = marked.slice(footer + sharedMarker('footer').length);
  if (!whole.startsWith(before) || !whole.endsWith(after)) return undefined;
  const middle = whole.slice(before.length, whole.length - after.length);
  const at = middle.indexOf(between);
  if (at < 0 || middle.indexOf(between, at + 1) >= 0) return undefined;
  const shared = { header: middle.slice(0, at), footer: middle.slice(at + between.length) };
  return splice(marked, shared) === whole ? shared : undefined;
}

function splice(html: string, shared: SharedHtml): string {
  let out = html;
  for (const part of parts) {
    const marker = sharedMarker(part);
    const at = out.indexOf(marker);
    if (at < 0 || out.indexOf(marker, at + marker.length) >= 0) throw new Error(`A page has no single place for the ${part}.`);
    out = `${out.slice(0, at)}${shared[part]}${out.slice(at + marker.length)}`;
  }
  return out;
}

/**
 * Renders one route of the site to its complete HTML document; with the shared parts drawn once, it
 * renders only the rest. Its lead forms hold the version slot (fillVersion fills it); `copy` names the
 * experiment and variant when this is one of an experiment's renders.
 */
export function renderRoute(
  site: SiteConfig,
  data: Exclude<RouteAnswer, { kind: 'redirect' }>,
  shared?: SharedHtml,
  copy?: RenderCopy,
): Extract<RenderResult, { kind: 'html' }> {
  const html = shared ? splice(documentOf(site, data, true, copy), shared) : documentOf(site, data, false, copy);
  return { kind: 'html', status: data.kind === 'page' ? 200 : 404, html };
}

/**
 * Renders routes of the site from pages held in memory; validation's SEO report and the tests call it.
 * With a `version`, the lead forms carry it; without, they hold the slot, as the render cache keeps them.
 */
export function createRenderer(site: SiteConfig, pages: ReadonlyMap<string, PageData>, { version }: { version?: string } = {}) {
  const route = routeTable(site, pages);
  return async function render(path: string): Promise<RenderResult> {
    const data = route(path);
    if (data.kind === 'redirect') return data;
    const result = renderRoute(site, data);
    return version === undefined ? result : { ...result, html: fillVersion(result.html, version) };
  };
}

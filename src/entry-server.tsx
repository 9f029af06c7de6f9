import { renderToString } from 'react-dom/server';
import type { SiteConfig } from './generated/site.ts';
import { Document } from './Document.tsx';
import { Layout } from './layout/Layout.tsx';
import type { PageData } from './core/page-data.ts';
import { routeTable, type RouteAnswer } from './routes/page-lookup.ts';
import { RouteView } from './routes/RouteView.tsx';
import { SiteProvider } from './site.tsx';

/** A redirect as the route table gives it, or the page's HTML with its status (404 for not found). */
export type RenderResult = Extract<RouteAnswer, { kind: 'redirect' }> | { kind: 'html'; status: number; html: string };

/**
 * What React writes where a Suspense boundary could not be rendered on the server and is left for the
 * browser: the site has no such boundary, and a page must be complete without JavaScript.
 */
const leftToTheBrowser = '<!--$!-->';

/** Renders one route of the site to its complete HTML document. */
export function renderRoute(site: SiteConfig, data: Exclude<RouteAnswer, { kind: 'redirect' }>): RenderResult {
  // renderToString, not a stream: the whole page is wanted at once, and it costs a third of the streaming
  // render's time (the site has nothing that suspends; a block that throws throws here, a bug to fix
  // before shipping, not to hide).
  const html = renderToString(
    <Document lang={site.language} themeColor={site.themeColor}>
      <SiteProvider site={site}>
        <Layout>
          <RouteView data={data} />
        </Layout>
      </SiteProvider>
    </Document>,
  );
  if (html.includes(leftToTheBrowser))
    throw new Error(`${data.path} has a part that suspended while prerendering; every part of a page must render on the server.`);
  // React writes the doctype only for its streaming renders; the document is the same otherwise.
  return { kind: 'html', status: data.kind === 'page' ? 200 : 404, html: `<!DOCTYPE html>${html}` };
}

/** Renders routes of the site from pages held in memory; the prerenderer and the tests call it. */
export function createRenderer(site: SiteConfig, pages: ReadonlyMap<string, PageData>) {
  const route = routeTable(site, pages);
  return async function render(path: string): Promise<RenderResult> {
    const data = route(path);
    if (data.kind === 'redirect') return data;
    return renderRoute(site, data);
  };
}

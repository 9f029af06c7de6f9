import { prerenderToNodeStream } from 'react-dom/static';
import type { SiteConfig } from './generated/site.ts';
import { Document } from './Document.tsx';
import { Layout } from './layout/Layout.tsx';
import type { PageData } from './core/page-data.ts';
import { routeTable, type RouteAnswer } from './routes/page-lookup.ts';
import { RouteView } from './routes/RouteView.tsx';
import { SiteProvider } from './site.tsx';

/** A redirect as the route table gives it, or the page's HTML with its status (404 for not found). */
export type RenderResult = Extract<RouteAnswer, { kind: 'redirect' }> | { kind: 'html'; status: number; html: string };

/** Renders routes of the site from pages held in memory; the prerenderer and the tests call it. */
export function createRenderer(site: SiteConfig, pages: ReadonlyMap<string, PageData>) {
  const route = routeTable(site, pages);
  return async function render(path: string): Promise<RenderResult> {
    const data = route(path);
    if (data.kind === 'redirect') return data;
    const failures: unknown[] = [];
    const { prelude } = await prerenderToNodeStream(
      <Document lang={site.language} themeColor={site.themeColor}>
        <SiteProvider site={site}>
          <Layout>
            <RouteView data={data} />
          </Layout>
        </SiteProvider>
      </Document>,
      {
        // Never split a large boundary (the lazy form) out of line: that would need inline <script>s to
        // swap it in, which the site's Content-Security-Policy forbids and most pages have no script at all.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError(error) {
          failures.push(error);
        },
      },
    );
    let html = '';
    for await (const chunk of prelude) html += chunk;
    // A block that throws while prerendering is a bug to fix before shipping, not to hide.
    if (failures.length) throw failures[0];
    return { kind: 'html', status: data.kind === 'page' ? 200 : 404, html };
  };
}

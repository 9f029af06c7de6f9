import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { SiteConfig } from './generated/site.ts';
import type { BootData } from './boot-data.ts';
import { Document } from './Document.tsx';
import { normalisePath, type PageData } from './routes/page-data.ts';
import { createRoutes } from './routes/routes.tsx';
import { SiteProvider } from './site.tsx';

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'html'; status: number; html: string; boot: BootData };

/** Renders routes of the site from pages held in memory; the prerenderer and the tests call it. */
export function createRenderer(site: SiteConfig, pages: ReadonlyMap<string, PageData>) {
  const routes = createRoutes(site, async (pathname) => {
    const path = normalisePath(pathname);
    const page = pages.get(path);
    return page ? { kind: 'page', path, page } : { kind: 'not-found', path };
  });
  const handler = createStaticHandler(routes);

  return async function render(path: string): Promise<RenderResult> {
    const context = await handler.query(new Request(new URL(path, site.baseUrl)));
    if (context instanceof Response) {
      return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
    }
    if (context.errors) {
      const [error] = Object.values(context.errors);
      throw error instanceof Error ? error : new Error(`Rendering ${path} failed: ${JSON.stringify(error)}`);
    }
    const router = createStaticRouter(handler.dataRoutes, context);
    const failures: unknown[] = [];
    const { prelude } = await prerenderToNodeStream(
      <Document lang={site.language} themeColor={site.themeColor}>
        <SiteProvider site={site}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </SiteProvider>
      </Document>,
      {
        // Never split a large boundary (the lazy form) out of line: that would need inline <script>s to
        // swap it in, which the site's Content-Security-Policy forbids and JavaScript-off visitors lack.
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
    return { kind: 'html', status: context.statusCode, html, boot: { site, loaderData: context.loaderData } };
  };
}

import { data, redirect, type RouteObject } from 'react-router-dom';
import type { SiteConfig } from '../generated/site.ts';
import { Layout } from '../layout/Layout.tsx';
import { PageRoute } from './PageRoute.tsx';
import { RouteError } from './RouteError.tsx';
import type { PageLoaderData } from './page-data.ts';

/** Navigating between sections of the same page must not refetch it. */
const shouldRevalidate = ({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }) => currentUrl.pathname !== nextUrl.pathname;

/** Finds the page for a path: from memory while prerendering, over the network in the browser. */
export type PageSource = (path: string) => Promise<PageLoaderData>;

/**
 * The one route table, used by the prerenderer and the browser alike. Pages are not listed one by one:
 * the page index lives in the data, so the JavaScript stays the same size however many pages exist.
 * Parameterised routes (for example /case-studies/:studyId) go before the catch-all page route.
 */
export function createRoutes(site: SiteConfig, loadPage: PageSource): RouteObject[] {
  const loadOrNotFound = async (request: Request, variant?: 'case-study') => {
    const result = await loadPage(new URL(request.url).pathname);
    // The 404 status reaches the prerenderer, which writes the not-found page from it.
    return result.kind === 'not-found' ? data(variant ? { ...result, variant } : result, { status: 404 }) : result;
  };
  return [
    {
      id: 'root',
      Component: Layout,
      ErrorBoundary: RouteError,
      children: [
        ...site.redirects.map(
          (rule): RouteObject => ({
            id: `redirect:${rule.from}`,
            path: rule.from,
            // The old address never becomes a history entry of its own: Back returns to the page before it.
            loader: () => redirect(rule.to, 301),
          }),
        ),
        {
          // Case studies are pages made from data; an unknown id gets the case-study not-found page.
          id: 'case-study',
          path: 'case-studies/:studyId',
          loader: ({ request }) => loadOrNotFound(request, 'case-study'),
          Component: PageRoute,
          shouldRevalidate,
        },
        {
          id: 'page',
          path: '*',
          loader: ({ request }) => loadOrNotFound(request),
          Component: PageRoute,
          shouldRevalidate,
        },
      ],
    },
  ];
}

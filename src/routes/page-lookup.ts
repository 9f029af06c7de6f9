import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { SiteConfig } from '../generated/site.ts';
import { caseStudiesPath, normalisePath, type PageData, type PageLoaderData } from './page-data.ts';

/** What a path answers: an old address sends the visitor on with a 301; anything else is a page or not found. */
export type RouteAnswer = { kind: 'redirect'; status: 301; location: string } | PageLoaderData;

type Route = RouteObject & { handle: (path: string) => RouteAnswer };

/**
 * The one route table, in react-router's terms, used by the prerenderer, the studio's checks and the
 * tests. It is built from the data: the site config's redirects, one route per page file, an unknown
 * case study (its own not-found variant) and everything else (the plain one). React Router's matcher
 * ranks them, so a page or a redirect always beats the catch-alls. Pages are not listed in code, so
 * adding one is adding a JSON file. Paths are case-sensitive, as on a static host.
 */
export function routeTable(site: SiteConfig, pages: ReadonlyMap<string, PageData>): (pathname: string) => RouteAnswer {
  const routes: Route[] = [
    ...site.redirects.map((rule) => ({
      path: rule.from,
      handle: () => ({ kind: 'redirect', status: 301, location: rule.to }) as const,
    })),
    ...[...pages].map(([path, page]) => ({ path, handle: () => ({ kind: 'page', path, page }) as const })),
    // Any one segment under the list, not only a well-formed id: a mistyped id is still a missing case study.
    { path: `${caseStudiesPath}/:id`, handle: (path: string) => ({ kind: 'not-found', path, variant: 'case-study' }) as const },
    { path: '*', handle: (path: string) => ({ kind: 'not-found', path }) as const },
  ].map((route) => ({ ...route, caseSensitive: true }));

  return (pathname) => {
    const path = normalisePath(pathname);
    // The matcher decodes what it is given; the path is already decoded (or kept as typed when malformed).
    const [match] = matchRoutes(routes, encodeURI(path))!;
    return (match!.route as Route).handle(path);
  };
}

import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { SiteConfig } from '../generated/site.ts';
import type { PageData } from '../core/page-data.ts';
import { caseStudiesPath, normalisePath } from '../core/page-paths.ts';
import type { PageLoaderData } from './page-data.ts';

/** What a path answers: an old address sends the visitor on with a 301; anything else is a page or not found. */
export type RouteAnswer = { kind: 'redirect'; status: 301; location: string } | PageLoaderData;

type PatternRoute = RouteObject & { handle: (path: string) => RouteAnswer };

/**
 * The routes with parameters, ranked by React Router's matcher: an unknown case study (its own not-found
 * variant) and everything else (the plain one). Their number never grows with the site, so matching
 * them costs the same at 40 pages as at 10,000.
 */
const patternRoutes: PatternRoute[] = [
  // Any one segment under the list, not only a well-formed id: a mistyped id is still a missing case study.
  {
    path: `${caseStudiesPath}/:id`,
    caseSensitive: true,
    handle: (path: string) => ({ kind: 'not-found', path, variant: 'case-study' }) as const,
  },
  { path: '*', caseSensitive: true, handle: (path: string) => ({ kind: 'not-found', path }) as const },
];

/**
 * The one route table, used by the prerenderer, the link checks, the studio and the tests, built once
 * from the data: every page and every redirect of the site config by its exact path (a redirect wins
 * over a page of the same path, which validation refuses anyway), looked up in constant time; a path
 * that is neither falls to the pattern routes. Pages are not listed in code, so adding one is adding a
 * JSON file. Paths are case-sensitive, as on a static host.
 */
export function routeTable(site: SiteConfig, pages: ReadonlyMap<string, PageData>): (pathname: string) => RouteAnswer {
  const exact = new Map<string, RouteAnswer>();
  for (const [path, page] of pages) exact.set(path, { kind: 'page', path, page });
  for (const rule of site.redirects) exact.set(rule.from, { kind: 'redirect', status: 301, location: rule.to });

  return (pathname) => {
    const path = normalisePath(pathname);
    const answer = exact.get(path);
    if (answer) return answer;
    let encoded: string;
    try {
      // The matcher decodes what it is given; the path is already decoded (or kept as typed when malformed).
      encoded = encodeURI(path);
    } catch {
      // A lone surrogate cannot be a URL at all, let alone a page's.
      return { kind: 'not-found', path };
    }
    const [match] = matchRoutes(patternRoutes, encoded)!;
    return (match!.route as PatternRoute).handle(path);
  };
}

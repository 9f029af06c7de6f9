import type { PageData } from '../render/resolved.ts';

export type { PageData };

/** What the page route's loader hands its component: a page, or the fact that none lives at this path. */
export type PageLoaderData = { kind: 'page'; path: string; page: PageData } | { kind: 'not-found'; path: string; variant?: 'case-study' };

/** The route path a URL pathname refers to: no trailing slash, decoded. */
export function normalisePath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A malformed escape is simply a path no page has.
  }
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** The routePath pattern of schema/defs.schema.json (a test keeps the two equal). */
export const pagePathPattern = /^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/;

/** Where the list of case studies lives; each study's page is under it. */
export const caseStudiesPath = '/case-studies';

/** The path of one case study's page. */
export const caseStudyPath = (id: string) => `${caseStudiesPath}/${id}`;

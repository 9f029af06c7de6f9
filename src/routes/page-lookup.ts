import type { SiteConfig } from '../generated/site.ts';
import { caseStudiesPath, normalisePath, type PageData, type PageLoaderData } from './page-data.ts';

/**
 * Where an old address now lives, from the site config's redirects. The prerenderer answers it with a
 * 301, and each static host's rules file does the same.
 */
export function redirectTarget(site: SiteConfig, pathname: string): string | undefined {
  const path = normalisePath(pathname);
  return site.redirects.find((rule) => rule.from === path)?.to;
}

// Any one segment under the list, not only a well-formed id: a mistyped id is still a missing case study.
const underCaseStudies = new RegExp(`^${caseStudiesPath}/[^/]+$`);

/** An unknown case-study id gets the case-study variant of the not-found page; anything else the plain one. */
export function notFoundAt(path: string): PageLoaderData {
  return underCaseStudies.test(path) ? { kind: 'not-found', path, variant: 'case-study' } : { kind: 'not-found', path };
}

/**
 * The one route table, used by the prerenderer and the tests: pages are not listed one by one in code,
 * the page index lives in the data, so the JavaScript stays the same size however many pages exist.
 */
export function pageFrom(pages: ReadonlyMap<string, PageData>, pathname: string): PageLoaderData {
  const path = normalisePath(pathname);
  const page = pages.get(path);
  return page ? { kind: 'page', path, page } : notFoundAt(path);
}

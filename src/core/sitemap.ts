import type { PageData } from './page-data.ts';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * sitemap.xml for the given routes (indexable pages only: the caller leaves out noindex pages, redirects
 * and not-found pages). No lastmod: a build date stamped on every URL tells crawlers nothing.
 */
export function sitemapXml(baseUrl: string, routes: Iterable<string>): string {
  const urls = [...routes]
    .sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)))
    .map((route) => `  <url><loc>${escapeXml(`${baseUrl}${route === '/' ? '/' : route}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The sitemap of everything the site renders, less the pages that ask to stay out of search results. */
export function siteSitemap(baseUrl: string, pages: ReadonlyMap<string, PageData>): string {
  return sitemapXml(
    baseUrl,
    [...pages].filter(([, page]) => !page.meta.noindex).map(([route]) => route),
  );
}

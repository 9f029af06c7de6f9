// What the SEO report knows of the whole site: every page's title, description, keyphrase and links, the
// redirects and the menus' links. Built the same way for the command line and both studios.
import type { SiteConfig } from '../../generated/site.ts';
import type { PageData } from '../page-data.ts';
import { everywhereLinks, legalLinks, linkGraph, linkResolver } from '../seo-rules.ts';
import type { SeoSite } from './report.ts';

export function seoSite(site: SiteConfig, pages: ReadonlyMap<string, PageData>): SeoSite {
  const graph = linkGraph(site, pages);
  const resolve = linkResolver(site);
  return {
    baseUrl: site.baseUrl,
    pages: [...pages].map(([path, page]) => ({
      path,
      title: page.meta.title,
      description: page.meta.description,
      ...(page.meta.keyphrase ? { keyphrase: page.meta.keyphrase } : {}),
      ...(page.meta.noindex ? { noindex: true } : {}),
      links: [...(graph.links.get(path) ?? [])],
    })),
    redirects: Object.fromEntries(site.redirects.map((rule) => [rule.from, rule.to])),
    everywhere: everywhereLinks(site, resolve),
    legal: legalLinks(site, resolve),
  };
}

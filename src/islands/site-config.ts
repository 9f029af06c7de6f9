import type { SiteConfig } from '../generated/site.ts';
import { islandSiteId } from './markers.ts';

let site: SiteConfig | undefined;

/** The site config the page's islands share, read once from the JSON the prerenderer wrote. */
export function siteConfig(): SiteConfig {
  site ??= JSON.parse(document.getElementById(islandSiteId)?.textContent ?? 'null') as SiteConfig;
  if (!site) throw new Error(`The page has islands but no #${islandSiteId} script: it was not produced by the prerenderer.`);
  return site;
}

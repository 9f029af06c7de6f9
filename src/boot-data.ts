import type { SiteConfig } from './generated/site.ts';
import type { PageLoaderData } from './routes/page-data.ts';

/** Everything the browser needs to hydrate, written into each page as a non-executable JSON script. */
export interface BootData {
  site: SiteConfig;
  /** The page (or not-found page) exactly as the prerenderer rendered it. */
  page: PageLoaderData;
}

export const bootDataElementId = 'boot-data';

/** JSON that is safe inside any <script> element. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

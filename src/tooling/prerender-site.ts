// Renders every route of a site to static HTML in a build folder, after the client build has written its
// assets. Each page gets <path>/index.html, complete without JavaScript; only a page with an island (an
// interactive block) gets a script: the island loader, inline. Unknown paths get 404.html; the local server's
// config is written beside the build folder. Callers set NODE_ENV=production before importing this module,
// so React loads its production build.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRenderer } from '../entry-server.tsx';
import { islandAttribute } from '../islands/markers.ts';
import type { SiteConfig } from '../generated/site.ts';
import type { PageData } from '../core/page-data.ts';
import {
  assetCacheHeader,
  documentsAmongAssets,
  headersFile,
  redirectStub,
  redirectsFile,
  robotsTxt,
  sectionNotFound,
  securityHeaders,
  serveSections,
  speculationRules,
  vercelConfig,
  webManifest,
} from './hosting.ts';
import { inlineLoaderTag, loaderModule, readManifest, type Manifest } from './manifest.ts';
import { buildPhotos } from './photos/attach.ts';
import { photoServeHeaders } from './photos/folders.ts';
import { siteSitemap } from '../core/sitemap.ts';

/**
 * The stylesheet, for every page; and for a page with an island, the island loader, in the page itself
 * (inlineLoader): no request of its own, and no island's code is fetched before the first paint (the
 * loader waits for that paint, then imports each island's code when the island wakes). Nothing is
 * preloaded. No site config goes with it: each island's props carry what its code reads. Both are made
 * once per build: they are the same on every page, and the policy allows the loader by its hash.
 */
function assetTags(dist: string): { head: string; islands: string; loader: string } {
  const { manifest, loader, styles } = readManifest(dist);
  const code = inlineLoader(readFileSync(path.join(dist, loader.file), 'utf8'), loader.file, manifest);
  return {
    head: `<link rel="stylesheet" href="/${styles.file}">`,
    islands: `${inlineLoaderTag}${code}</script>`,
    loader: code,
  };
}

/**
 * The island loader's code as it runs inside a page: its imports of the islands' chunks, relative to
 * its own file, made absolute (relative ones would resolve against the page's address). Refuses a build
 * where an island's chunk imports from the loader's (it would fetch the loader's file again: islands
 * share nothing with the loader, see markers.ts), or where the code could end its script element early.
 */
export function inlineLoader(code: string, loaderFile: string, manifest: Manifest): string {
  const importers = Object.entries(manifest)
    .filter(([, chunk]) => chunk.imports?.includes(loaderModule))
    .map(([key]) => key);
  if (importers.length)
    throw new Error(
      `${importers.join(', ')} import(s) from the island loader (${loaderModule}), which pages inline: move what they share out of the loader's modules.`,
    );
  const folder = `/${path.posix.dirname(loaderFile)}/`;
  const specifier = /(\bimport\s*\(\s*|\bfrom\s*|\bimport\s*)(["'`])\.\/([\w.-]+\.js)\2/g;
  const inlined = code.replace(specifier, (_, before: string, quote: string, file: string) => `${before}${quote}${folder}${file}${quote}`);
  const relative = /(?:\bimport\s*\(\s*|\bfrom\s*|\bimport\s*)(["'`])\.\.?\/[^"'`]*\1/.exec(inlined);
  if (relative) throw new Error(`The island loader names ${relative[0]}, which cannot be made absolute to inline it.`);
  if (/<\/script|<!--/i.test(inlined))
    throw new Error('The island loader contains "</script" or "<!--", so it cannot be inlined in a page.');
  return inlined;
}

function writeFile(file: string, content: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

export interface PrerenderTarget {
  /** Where the HTML and host files go. */
  dist: string;
  /** Where the local server's rules go (outside dist, never served). */
  serveConfigFile: string;
  /** The client build whose manifest names the assets; by default dist itself. */
  assetsFrom?: string;
}

/** Writes every page, its photos, the not-found pages and the host files of a checked site into `dist`; answers what the photo step did. */
export async function prerenderSite(
  site: SiteConfig,
  pages: ReadonlyMap<string, PageData>,
  { dist, serveConfigFile, assetsFrom = dist }: PrerenderTarget,
): Promise<string> {
  // Photos get their encoded files before any page is rendered, as the pages name those files.
  const photos = await buildPhotos(pages.values(), dist);
  const render = createRenderer(site, pages);
  const assets = assetTags(assetsFrom);
  const islandMarker = ` ${islandAttribute}=`;

  async function renderToFile(route: string, file: string): Promise<number> {
    const result = await render(route);
    if (result.kind !== 'html') throw new Error(`${route} redirected to ${result.location} while prerendering`);
    let html = result.html.replace('</head>', `${assets.head}</head>`);
    if (html.includes(islandMarker)) html = html.replace('</body>', `${assets.islands}</body>`);
    writeFile(file, html);
    return result.status;
  }

  for (const route of pages.keys()) await renderToFile(route, path.join(dist, route, 'index.html'));
  // Unknown addresses get 404.html; unknown case studies get their own not-found page, which a host
  // serves for any missing path under /case-studies/ (the nearest 404.html up the folder tree).
  for (const [route, file] of [['/404', '/404.html'], ...sectionNotFound.map((rule) => [`${rule.prefix}404`, rule.file])] as const) {
    const status = await renderToFile(route, path.join(dist, file));
    if (status !== 404) throw new Error(`${file} rendered with status ${status}, expected 404`);
  }
  writeFile(path.join(dist, 'sitemap.xml'), siteSitemap(site.baseUrl, pages));
  writeFile(path.join(dist, 'robots.txt'), robotsTxt(site.baseUrl));
  writeFile(path.join(dist, speculationRules.path), `${JSON.stringify(speculationRules.rules, null, 2)}\n`);
  writeFile(path.join(dist, 'site.webmanifest'), webManifest(site));
  writeFile(path.join(dist, '_redirects'), redirectsFile(site));
  // Assets are served without the page policy, so nothing there may be a document a browser would open.
  const assetsDir = path.join(dist, assetCacheHeader.path);
  const documents = existsSync(assetsDir) ? documentsAmongAssets(readdirSync(assetsDir, { recursive: true, encoding: 'utf8' })) : [];
  if (documents.length)
    throw new Error(
      `${documents.map((file) => path.join(assetCacheHeader.path, file)).join(', ')}: a document under ${assetCacheHeader.path} would be served without the site's Content-Security-Policy; put it in public/ instead.`,
    );
  // The one inline script, the island loader, is allowed by its hash.
  writeFile(path.join(dist, '_headers'), headersFile(site, [assets.loader]));
  writeFile(path.join(dist, 'vercel.json'), vercelConfig(site, [assets.loader]));
  for (const rule of site.redirects) writeFile(path.join(dist, rule.from, 'index.html'), redirectStub(site, rule.to));

  // The local server's rules live outside dist/, so they are never served as a file.
  writeFile(
    serveConfigFile,
    JSON.stringify(
      {
        handler: {
          public: dist,
          cleanUrls: true,
          trailingSlash: false,
          directoryListing: false,
          redirects: site.redirects.map((r) => ({ source: r.from, destination: r.to, type: 301 })),
          // The browser reads a rules file only with its own media type, which no file extension maps to.
          headers: [
            { source: speculationRules.path, headers: [{ key: 'Content-Type', value: speculationRules.contentType }] },
            ...photoServeHeaders,
          ],
        },
        // Missing paths under a prefix get that section's own not-found page.
        notFound: sectionNotFound,
        headers: securityHeaders(site, [assets.loader]),
        assetCache: assetCacheHeader,
        // The page studio on the web, its own policy (it is built after this, by scripts/build-studio.ts), and assets.
        sections: serveSections(site),
      },
      null,
      2,
    ),
  );
  return photos;
}

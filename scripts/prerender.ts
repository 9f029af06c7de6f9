// Renders every route of the site to static HTML in dist/, after the client build has written its assets.
// Each page gets <path>/index.html, complete without JavaScript; only a page with an island (an
// interactive block) gets a script: the island loader. Unknown paths get 404.html; the local server's
// config is written beside dist/.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { distDir, pagesDir, publicDir, serveConfigFile } from './lib/paths.ts';
import { readManifest } from './lib/manifest.ts';
import { formatProblem } from './lib/report.ts';
import {
  assetCacheHeader,
  headersFile,
  redirectStub,
  redirectsFile,
  robotsTxt,
  sectionNotFound,
  securityHeaders,
  speculationRules,
  vercelConfig,
  webManifest,
} from './lib/hosting.ts';
import { siteSitemap } from './lib/sitemap.ts';
import { precompressBuild } from './lib/precompress.ts';

// Set before anything loads React (the content loader draws icons with it), so every module gets the production build.
process.env.NODE_ENV = 'production';
const { loadContent } = await import('./lib/content/index.ts');
const { createRenderer } = await import('../src/entry-server.tsx');
const { jsonForScript } = await import('../src/json-script.ts');
const { islandAttribute, islandSiteId } = await import('../src/islands/markers.ts');

const dist = distDir();

/**
 * The stylesheet, for every page; and for a page with an island, the site config its islands share
 * (data, never run) and the island loader. Nothing is preloaded, and the loader is fetched at low
 * priority, after what the first paint needs: it waits for that paint anyway, then imports each
 * island's code when the island wakes.
 */
function assetTags(): { head: string; islands: (site: unknown) => string } {
  const { loader, styles } = readManifest(dist);
  return {
    head: `<link rel="stylesheet" href="/${styles.file}">`,
    islands: (site) =>
      `<script type="application/json" id="${islandSiteId}">${jsonForScript(site)}</script><script type="module" src="/${loader.file}" fetchpriority="low"></script>`,
  };
}

function writeFile(file: string, content: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

const started = performance.now();
// SITE_URL, FORM_ENDPOINT and FORM_ACCESS_KEY apply before pages are rendered (canonicals, structured data).
const content = loadContent({ pagesDir: pagesDir(), publicDir, env: process.env });
if (content.problems.length || !content.site) {
  for (const problem of content.problems) console.error(`${formatProblem(problem)}\n`);
  console.error(`Build stopped: ${content.problems.length} problem(s) in the page files. Run npm run validate for details.`);
  process.exit(1);
}
const site = content.site;
const pages = content.rendered;
const render = createRenderer(site, pages);
const assets = assetTags();

async function renderToFile(route: string, file: string): Promise<number> {
  const result = await render(route);
  if (result.kind !== 'html') throw new Error(`${route} redirected to ${result.location} while prerendering`);
  let html = result.html.replace('</head>', `${assets.head}</head>`);
  if (html.includes(` ${islandAttribute}=`)) html = html.replace('</body>', `${assets.islands(site)}</body>`);
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
writeFile(path.join(dist, '_headers'), headersFile(site));
writeFile(path.join(dist, 'vercel.json'), vercelConfig(site));
for (const rule of site.redirects) writeFile(path.join(dist, rule.from, 'index.html'), redirectStub(site, rule.to));

// The local server's rules live outside dist/, so they are never served as a file.
writeFile(
  serveConfigFile(),
  JSON.stringify(
    {
      handler: {
        public: dist,
        cleanUrls: true,
        trailingSlash: false,
        directoryListing: false,
        redirects: site.redirects.map((r) => ({ source: r.from, destination: r.to, type: 301 })),
        // The browser reads a rules file only with its own media type, which no file extension maps to.
        headers: [{ source: speculationRules.path, headers: [{ key: 'Content-Type', value: speculationRules.contentType }] }],
      },
      // Missing paths under a prefix get that section's own not-found page.
      notFound: sectionNotFound,
      headers: securityHeaders(site),
      assetCache: assetCacheHeader,
    },
    null,
    2,
  ),
);

console.log(`Prerendered ${pages.size} pages and 404.html in ${Math.round(performance.now() - started)} ms.`);
// Last, once every file is written: brotli and gzip copies of each text file, for the server to send as they are.
const compressed = await precompressBuild(dist);
console.log(
  `Compressed ${compressed.files} text files (${Math.round(compressed.bytes / 1000)} KB): ${Math.round(compressed.br / 1000)} KB brotli, ${Math.round(compressed.gzip / 1000)} KB gzip.`,
);

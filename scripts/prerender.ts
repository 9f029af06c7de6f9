// Renders every route of the site to static HTML in dist/, after the client build has written its assets.
// Each page gets <path>/index.html (readable without JavaScript) and _data/<path>.json (for client-side
// navigation); unknown paths get 404.html; the local server's config is written beside dist/.
import { createHash } from 'node:crypto';
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
  vercelConfig,
  webManifest,
} from './lib/hosting.ts';
import { siteSitemap } from './lib/sitemap.ts';

// Set before anything loads React (the content loader draws icons with it), so every module gets the production build.
process.env.NODE_ENV = 'production';
const { loadContent } = await import('./lib/content/index.ts');
const { createRenderer } = await import('../src/entry-server.tsx');
const { bootDataElementId, jsonForScript } = await import('../src/boot-data.ts');
const { dataUrl } = await import('../src/routes/page-data.ts');

const dist = distDir();

/**
 * Starts the app one frame after the first paint, so the page's HTML and CSS have the connection to
 * themselves until the content is on screen (Lighthouse LCP 1.7 s -> 1.1 s on a throttled phone,
 * against 1.0 s for the same page with no JavaScript at all). The page is complete HTML before then:
 * links are real links and forms post to the form service. The script tag names the entry it loads.
 */
const hydrateLater = `const entry = document.querySelector('script[data-entry]')?.dataset.entry;
// Two frames: the first paints the page, the second starts the app once that paint is on screen.
if (entry) requestAnimationFrame(() => requestAnimationFrame(() => import(entry)));
`;

/**
 * The tags every page gets: the stylesheet, and the small loader above with the entry it loads.
 * Nothing is preloaded: chunks the entry imports load with it, and the form chunk loads while the
 * page hydrates (preloading it cost form pages 0.5 s of LCP). Until then the form posts as plain HTML.
 */
function assetTags(): { head: string; body: string } {
  const { entry } = readManifest(dist);
  const loader = `assets/hydrate-${createHash('sha256').update(hydrateLater).digest('hex').slice(0, 8)}.js`;
  writeFile(path.join(dist, loader), hydrateLater);
  return {
    head: (entry.css ?? []).map((href) => `<link rel="stylesheet" href="/${href}">`).join(''),
    body: `<script type="module" src="/${loader}" data-entry="/${entry.file}"></script>`,
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
  const html = result.html
    .replace('</head>', `${assets.head}</head>`)
    .replace(
      '</body>',
      `<script type="application/json" id="${bootDataElementId}">${jsonForScript(result.boot)}</script>${assets.body}</body>`,
    );
  writeFile(file, html);
  return result.status;
}

for (const [route, page] of pages) {
  await renderToFile(route, path.join(dist, route, 'index.html'));
  writeFile(path.join(dist, dataUrl(route)), JSON.stringify(page));
}
// Unknown addresses get 404.html; unknown case studies get their own not-found page, which a host
// serves for any missing path under /case-studies/ (the nearest 404.html up the folder tree).
for (const [route, file] of [['/404', '/404.html'], ...sectionNotFound.map((rule) => [`${rule.prefix}404`, rule.file])] as const) {
  const status = await renderToFile(route, path.join(dist, file));
  if (status !== 404) throw new Error(`${file} rendered with status ${status}, expected 404`);
}
writeFile(path.join(dist, 'sitemap.xml'), siteSitemap(site.baseUrl, pages));
writeFile(path.join(dist, 'robots.txt'), robotsTxt(site.baseUrl));
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

// Renders every route of the site to static HTML in dist/ (see lib/prerender-site.ts), after the client
// build has written its assets, and stops with the problems when a page file is invalid, or when a page
// file would be left out of the site without a problem naming it.
import { distDir, pagesDir, publicDir, serveConfigFile } from '../src/tooling/paths.ts';
import { precompressBuild } from '../src/tooling/precompress.ts';

// Set before anything loads React (the content loader draws icons with it), so every module gets the production build.
process.env.NODE_ENV = 'production';
const { siteToBuild } = await import('../src/tooling/content/to-build.ts');
const { prerenderSite } = await import('../src/tooling/prerender-site.ts');

const started = performance.now();
// SITE_URL, FORM_ENDPOINT and FORM_ACCESS_KEY apply before pages are rendered (canonicals, structured data).
// Every page file is built, or the build stops naming it: a page never vanishes from the site unannounced.
const { content, stop } = siteToBuild({ pagesDir: pagesDir(), publicDir, env: process.env });
if (stop || !content.site) {
  for (const line of stop ?? []) console.error(line);
  process.exit(1);
}
console.log(await prerenderSite(content.site, content.rendered, { dist: distDir(), serveConfigFile: serveConfigFile() }));
console.log(`Prerendered ${content.rendered.size} pages and 404.html in ${Math.round(performance.now() - started)} ms.`);
// Last, once every file is written: brotli and gzip copies of each text file, for the server to send as they are.
const compressed = await precompressBuild(distDir());
console.log(
  `Compressed ${compressed.files} text files (${Math.round(compressed.bytes / 1000)} KB): ${Math.round(compressed.br / 1000)} KB brotli, ${Math.round(compressed.gzip / 1000)} KB gzip.`,
);

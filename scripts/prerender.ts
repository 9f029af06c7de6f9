// Renders every route of the site to static HTML in dist/ (see lib/prerender-site.ts), after the client
// build has written its assets, and stops with the problems when a page file is invalid, or when a page
// file would be left out of the site without a problem naming it.
import { displayPath, distDir, pagesDir, publicDir, serveConfigFile } from '../src/tooling/paths.ts';
import { formatProblem } from '../src/tooling/report.ts';
import { precompressBuild } from '../src/tooling/precompress.ts';

// Set before anything loads React (the content loader draws icons with it), so every module gets the production build.
process.env.NODE_ENV = 'production';
const { listPageFiles, loadContentAndForms } = await import('../src/tooling/content/index.ts');
const { leftOutMessage, pagesLeftOut } = await import('../src/tooling/content/left-out.ts');
const { prerenderSite } = await import('../src/tooling/prerender-site.ts');

const started = performance.now();
// SITE_URL, FORM_ENDPOINT and FORM_ACCESS_KEY apply before pages are rendered (canonicals, structured data).
const content = loadContentAndForms({ pagesDir: pagesDir(), publicDir, env: process.env });
if (content.problems.length || !content.site) {
  for (const problem of content.problems) console.error(`${formatProblem(problem)}\n`);
  console.error(`Build stopped: ${content.problems.length} problem(s) in the page files. Run npm run validate for details.`);
  process.exit(1);
}
// Every page file is built, or the build stops naming it: a page never vanishes from the site unannounced.
const leftOut = pagesLeftOut(listPageFiles(pagesDir()), content, displayPath);
if (leftOut.length) {
  console.error(leftOutMessage(leftOut.map(displayPath)));
  process.exit(1);
}
console.log(await prerenderSite(content.site, content.rendered, { dist: distDir(), serveConfigFile: serveConfigFile() }));
console.log(`Prerendered ${content.rendered.size} pages and 404.html in ${Math.round(performance.now() - started)} ms.`);
// Last, once every file is written: brotli and gzip copies of each text file, for the server to send as they are.
const compressed = await precompressBuild(distDir());
console.log(
  `Compressed ${compressed.files} text files (${Math.round(compressed.bytes / 1000)} KB): ${Math.round(compressed.br / 1000)} KB brotli, ${Math.round(compressed.gzip / 1000)} KB gzip.`,
);

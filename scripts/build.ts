// npm run build: the site into dist/ (src/tooling/build/site-build.ts), from the build cache what did not
// change. Stops with the problems when a page file is invalid, or when a page file would be left out of
// the site without a problem naming it. SITE_URL, FORM_ENDPOINT and FORM_ACCESS_KEY apply to the pages
// (canonicals, structured data); PAGES_DIR and DIST_DIR point it at other folders. The project's own build
// also writes the split's Edge Function module (netlify/edge-functions/experiments.ts) for the host.
import path from 'node:path';
import { distDir, pagesDir, publicDir, root, serveConfigFile } from '../src/tooling/paths.ts';

// React's production build, for every module that loads it.
process.env.NODE_ENV = 'production';
const { buildSite } = await import('../src/tooling/build/site-build.ts');

const report = await buildSite({
  root,
  pagesDir: pagesDir(),
  publicDir,
  dist: distDir(),
  serveConfigFile: serveConfigFile(),
  env: process.env,
  // The project's own build writes the split's Edge Function for the host; a build elsewhere (DIST_DIR) does not.
  ...(process.env.DIST_DIR ? {} : { edgeFunctionsDir: path.join(root, 'netlify', 'edge-functions') }),
});
// --timings: each step's time, to see where a build spends it.
if (process.argv.includes('--timings')) for (const [name, ms] of report.steps) console.log(`  ${name.padEnd(18)} ${ms} ms`);
process.exit(report.code);

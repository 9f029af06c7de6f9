// The page studio on the web at /studio/ (see src/studio/build/hosted-studio.ts), built from the site config's
// studio settings into DIST_DIR; a site config without "studio" gets no /studio/. npm run build runs it in a
// process of its own (src/tooling/build/site-build.ts), while it checks the site config and the pages, and
// keeps its files with their compressed copies in the build cache until the code or those settings change.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { SiteConfig } from '../src/generated/site.ts';
import { buildHostedStudio } from '../src/studio/build/hosted-studio.ts';
import { distDir, pagesDir } from '../src/tooling/paths.ts';

// React's production build, as the editors' browsers run it.
process.env.NODE_ENV = 'production';
const started = performance.now();
const dist = distDir();
const site = JSON.parse(readFileSync(path.join(pagesDir(), '_site.json'), 'utf8')) as SiteConfig;
const files = await buildHostedStudio(dist, site);
if (!files.length) {
  console.log('No page studio on the web: the site config has no "studio" settings.');
} else {
  const js = files.filter((file) => file.endsWith('.js'));
  const gz = js.reduce((total, file) => total + gzipSync(readFileSync(path.join(dist, file))).length, 0);
  console.log(
    `Built the page studio at /studio/ for ${site.studio!.repository} in ${Math.round(performance.now() - started)} ms: ${js.length} scripts, ${Math.round(gz / 1000)} KB gzipped.`,
  );
}

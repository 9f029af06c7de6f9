// npm run build's last step: the page studio on the web at /studio/ (see lib/hosted-studio.ts), built from
// the site config's studio settings, with the brotli and gzip copies of its files the server sends. A site
// config without "studio" gets no /studio/. Runs after the prerender, which checks the site config first
// (and apart from it, so the benchmark's prerender figures stay the site's own).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { SiteConfig } from '../src/generated/site.ts';
import { buildHostedStudio } from '../src/studio/build/hosted-studio.ts';
import { distDir, pagesDir } from '../src/tooling/paths.ts';
import { compressible, precompressFile } from '../src/tooling/precompress.ts';

// React's production build, as the editors' browsers run it.
process.env.NODE_ENV = 'production';
const started = performance.now();
const dist = distDir();
const site = JSON.parse(readFileSync(path.join(pagesDir(), '_site.json'), 'utf8')) as SiteConfig;
const files = await buildHostedStudio(dist, site);
// --plain: the files alone; npm run build compresses them in its build cache (src/tooling/build/site-build.ts).
const plain = process.argv.includes('--plain');
if (!files.length) {
  console.log('No page studio on the web: the site config has no "studio" settings.');
} else {
  // Compressed fast: only editors download it, once per deploy, and the best settings cost a second of every build.
  if (!plain)
    await Promise.all(files.filter((file) => compressible.test(file)).map((file) => precompressFile(path.join(dist, file), 'fast')));
  const js = files.filter((file) => file.endsWith('.js'));
  const gz = js.reduce((total, file) => total + gzipSync(readFileSync(path.join(dist, file))).length, 0);
  console.log(
    `Built the page studio at /studio/ for ${site.studio!.repository} in ${Math.round(performance.now() - started)} ms: ${js.length} scripts, ${Math.round(gz / 1000)} KB gzipped.`,
  );
}

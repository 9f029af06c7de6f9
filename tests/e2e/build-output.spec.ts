// What the build folder holds is what a host publishes: nothing in it may be a file only the build needs.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { distDir, manifestFile } from '../../src/tooling/paths.ts';
import { expect, test } from './fixtures.ts';

test('dist/ holds no hidden file and no build manifest, which names source files', async ({ request }) => {
  const dist = distDir();
  const entries = readdirSync(dist, { recursive: true }) as string[];
  expect(entries.filter((entry) => entry.split(path.sep).some((part) => part.startsWith('.')))).toEqual([]);
  // The manifest lives beside the build, where the budgets and the prerenderer read it.
  expect(readFileSync(manifestFile(dist), 'utf8')).toContain('src/islands/entry.ts');
  const text = entries.filter((e) => /\.(html|js|css|json|xml|txt)$/.test(e) && statSync(path.join(dist, e)).isFile());
  for (const entry of text) expect(readFileSync(path.join(dist, entry), 'utf8'), entry).not.toContain('src/islands/entry.ts');
  expect((await request.get('/.vite/manifest.json')).status()).toBe(404);
});

test('the shared text files have their brotli and gzip copies, the pages none, and the server sends both compressed', async ({
  request,
}) => {
  const dist = distDir();
  const entries = readdirSync(dist, { recursive: true }) as string[];
  // Pages are compressed by the host as it sends them (and by the local server): a copy would only be uploaded.
  expect(entries.filter((entry) => /\.html\.(br|gz)$/.test(entry))).toEqual([]);
  const stylesheet = entries.find((entry) => /^assets[/\\].*\.css$/.test(entry))!;
  for (const shared of [stylesheet, 'sitemap.xml', 'site.webmanifest'])
    for (const suffix of ['.br', '.gz']) expect(statSync(path.join(dist, `${shared}${suffix}`)).size, shared).toBeGreaterThan(0);
  const home = await request.get('/', { headers: { 'Accept-Encoding': 'br' } });
  expect(home.headers()['content-encoding']).toBe('br');
  expect(await home.text()).toContain('<h1');
  const css = await request.get(`/${stylesheet.split(path.sep).join('/')}`, { headers: { 'Accept-Encoding': 'br' } });
  expect(css.headers()['content-encoding']).toBe('br');
  expect(Number(css.headers()['content-length'])).toBe(statSync(path.join(dist, `${stylesheet}.br`)).size);
});

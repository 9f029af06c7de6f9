import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { firstImages, floorFailures, floorHtml, islandsAtLoad, measureFloors } from '../../src/tooling/floor-cost.ts';
import { manifestFile } from '../../src/tooling/paths.ts';
import { precompressFile } from '../../src/tooling/precompress.ts';
import type { ServeConfig } from '../../src/tooling/static-server.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('the zero-JavaScript floor of a page', () => {
  it('is its HTML without any script but JSON-LD and without module preloads', () => {
    const html =
      '<head><link rel="modulepreload" href="/a.js"><script type="application/ld+json">{"@type":"Thing"}</script></head>' +
      '<body><script type="application/json" data-island-props>{"a":1}</script><div data-island="x"></div><script type="module" src="/e.js"></script></body>';
    expect(floorHtml(html)).toBe(
      '<head><script type="application/ld+json">{"@type":"Thing"}</script></head><body><div data-island="x"></div></body>',
    );
  });

  it('has the first images of the page, each address once, in document order', () => {
    const html = '<img src="/a.svg" loading="lazy"/><p><img alt="" src="/b.svg"/></p><img src="/a.svg"/><img src="/c.svg"/>';
    expect(firstImages(html, 2)).toEqual(['/a.svg', '/b.svg']);
    expect(firstImages(html, 0)).toEqual([]);
  });

  it('loads with the page the islands that wake on load or when idle, and those in view that the target names', () => {
    const html =
      '<div data-island="countdown" data-island-when="load" class="contents"></div>' +
      '<div data-island="consent" data-island-when="idle" class="contents"></div>' +
      '<div data-island="form" data-island-when="visible" class="contents"></div>' +
      '<div data-island="resultsTabs" data-island-when="visible" class="contents"></div>';
    expect(islandsAtLoad(html, [])).toEqual(['countdown', 'consent']);
    expect(islandsAtLoad(html, ['form'])).toEqual(['countdown', 'consent', 'form']);
  });
});

/** Base64 of random bytes: brotli can only undo the base64, so about 3/4 of the length is sent. */
const incompressible = (bytes: number) => randomBytes(Math.round(bytes)).toString('base64');

/** A build folder with a page that has a load island, a visible one in view and one out of view, and its server config. */
async function fakeBuild() {
  const work = mkdtempSync(path.join(tmpdir(), 'floor-'));
  dirs.push(work);
  const dist = path.join(work, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  mkdirSync(path.join(dist, 'lead'));
  mkdirSync(path.dirname(manifestFile(dist)), { recursive: true });
  const files = { 'entry.js': 1000, 'clock.js': 500, 'form.js': 3000, 'shared.js': 800, 'tabs.js': 700, 'site.css': 6000 };
  for (const [name, bytes] of Object.entries(files)) writeFileSync(path.join(dist, 'assets', name), incompressible(bytes));
  writeFileSync(path.join(dist, 'favicon.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${incompressible(300)}</svg>`);
  writeFileSync(
    manifestFile(dist),
    JSON.stringify({
      'src/islands/entry.ts': { file: 'assets/entry.js', isEntry: true },
      'src/styles.css': { file: 'assets/site.css' },
      '_shared.js': { file: 'assets/shared.js' },
      'src/blocks/clock/clock.island.ts': { file: 'assets/clock.js', isDynamicEntry: true },
      'src/blocks/form/form.island.ts': { file: 'assets/form.js', imports: ['_shared.js'], isDynamicEntry: true },
      'src/blocks/tabs/tabs.island.ts': { file: 'assets/tabs.js', isDynamicEntry: true },
    }),
  );
  const text = incompressible(9000);
  writeFileSync(
    path.join(dist, 'lead', 'index.html'),
    `<html><head><link rel="icon" href="/favicon.svg" type="image/svg+xml"/><link rel="stylesheet" href="/assets/site.css"></head><body><p>${text}</p>` +
      '<script type="application/json" data-island-props>{"block":{"hour":14}}</script><div data-island="clock" data-island-when="load" class="contents"></div>' +
      '<div data-island="form" data-island-when="visible" class="contents"><form></form></div>' +
      '<div data-island="tabs" data-island-when="visible" class="contents"></div>' +
      `<script type="module" data-island-loader>${incompressible(1000)}</script></body></html>`,
  );
  for (const file of [
    'lead/index.html',
    'assets/entry.js',
    'assets/clock.js',
    'assets/form.js',
    'assets/shared.js',
    'assets/tabs.js',
    'assets/site.css',
  ])
    await precompressFile(path.join(dist, file));
  const config: ServeConfig = {
    handler: { public: dist, redirects: [], headers: [] },
    notFound: [],
    headers: { 'X-Content-Type-Options': 'nosniff' },
    assetCache: { path: '/assets/', value: 'public, max-age=31536000, immutable' },
  };
  return { dist, config };
}

describe('what a page sends because of its scripts', () => {
  it('counts, as served, the code of each island that wakes at once with what it imports, the document difference (the inline loader, the props) and the headers of each extra request', async () => {
    const { dist, config } = await fakeBuild();
    const [cost] = await measureFloors(dist, config, [{ route: '/lead', ratio: 1.25, inView: ['form'], imagesInView: 0 }]);
    expect(cost!.islands).toEqual(['clock', 'form']);
    expect(cost!.scripts.map((s) => s.url).sort()).toEqual(['/assets/clock.js', '/assets/form.js', '/assets/shared.js']);
    expect(cost!.extraRequests).toBe(3);
    // Each file is its brotli body (random bytes do not shrink) and a status line with headers (over 200 bytes here).
    const form = cost!.scripts.find((s) => s.url === '/assets/form.js')!;
    expect(form.bytes).toBeGreaterThan(3000 + 200);
    expect(form.bytes).toBeLessThan(3000 + 600);
    // The floor loads the document, the stylesheet and the icon; the page sends more only for its scripts.
    expect(cost!.shared.map((s) => s.url)).toEqual(['/assets/site.css', '/favicon.svg']);
    // The inline loader (about 1,000 bytes that brotli cannot shrink) is most of the document's difference.
    expect(cost!.document.page - cost!.document.floor).toBeGreaterThan(1000);
    expect(cost!.document.page - cost!.document.floor).toBeLessThan(1200);
    const scripts = cost!.scripts.reduce((total, s) => total + s.bytes, 0);
    expect(cost!.scriptBytes).toBe(scripts + cost!.document.page - cost!.document.floor);
    expect(cost!.floorBytes).toBe(cost!.document.floor + cost!.shared.reduce((total, s) => total + s.bytes, 0));
    expect(cost!.ratio).toBeCloseTo(cost!.pageBytes / cost!.floorBytes, 3);
  });

  it('names the page, its ratio, its requests and what would fit when it is over its target', async () => {
    const { dist, config } = await fakeBuild();
    const targets = [{ route: '/lead', ratio: 1.1, inView: ['form'], imagesInView: 0 }];
    const costs = await measureFloors(dist, config, targets);
    expect(costs[0]!.ratio).toBeGreaterThan(1.1);
    expect(floorFailures(costs, targets)).toEqual([
      expect.stringMatching(
        /^\/lead: sends 1\.\d+x the bytes of the same page without scripts; the target is 1\.1x\. Its scripts add \d+ bytes \(3 request\(s\): .*\/assets\/form\.js \d+.*; document \+\d+\); at most \d+ fit\.$/,
      ),
    ]);
    expect(floorFailures(costs, [{ route: '/lead', ratio: 3, inView: [], imagesInView: 0 }])).toEqual([]);
  });
});

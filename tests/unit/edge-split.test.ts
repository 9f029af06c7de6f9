// The edge split (src/core/edge-split.ts) in Node: the assertions Deno runs too (tests/edge/split-cases.ts),
// once against the handler itself and once over HTTP through the local server's handler
// (src/tooling/static-server.ts, what npm run serve runs) over a build folder whose experimenting pages
// are plain files, as the build leaves them.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHandler } from '../../src/tooling/static-server.ts';
import { root } from '../../src/tooling/paths.ts';
import { moduleCases, moduleText, type HostModule } from '../edge/module-cases.ts';
import { directFetcher, now, pages, plainHtml, splitCases } from '../edge/split-cases.ts';

describe('the split, called as the host calls it', () => {
  for (const { name, run } of splitCases(directFetcher(), 'https://www.example.com')) it(name, run);
});

describe('the host’s Edge Function module, as the build writes it', () => {
  // Two folders below the project, as netlify/edge-functions/ is, so its import of the split resolves.
  mkdirSync(path.join(root, 'tmp'), { recursive: true });
  const folder = mkdtempSync(path.join(root, 'tmp', 'edge-module-'));
  let loaded: Promise<HostModule> | undefined;
  const load = () =>
    (loaded ??= (async () => {
      const file = path.join(folder, 'experiments.ts');
      writeFileSync(file, moduleText());
      return (await import(file)) as HostModule;
    })());
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  for (const { name, run } of moduleCases(load)) it(name, run);
});

describe('the split through npm run serve’s handler, over HTTP', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'split-'));
  const dist = path.join(work, 'dist');
  let server: http.Server;
  let base = '';
  beforeAll(async () => {
    for (const page of ['hvac-seo', 'ended', 'about']) {
      mkdirSync(path.join(dist, page), { recursive: true });
      writeFileSync(path.join(dist, page, 'index.html'), plainHtml);
    }
    writeFileSync(path.join(dist, '404.html'), 'Not found');
    const handler = createStaticHandler(
      {
        handler: { public: dist, redirects: [], headers: [] },
        notFound: [],
        headers: { 'X-Content-Type-Options': 'nosniff' },
        assetCache: { path: '/assets/', value: 'immutable' },
        experiments: pages,
      },
      { now: () => now },
    );
    server = http.createServer(handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(work, { recursive: true, force: true });
  });

  // The cases' requests, sent to the server started above.
  const overHttp = (request: Request) =>
    fetch(`${base}${new URL(request.url).pathname}`, { method: request.method, headers: request.headers });
  for (const { name, run } of splitCases(overHttp, 'http://127.0.0.1')) it(name, run);

  it('serves the plain page with the site’s headers, varying on Cookie, and leaves other pages alone', async () => {
    const plain = await fetch(`${base}/hvac-seo`);
    expect(await plain.text()).toBe(plainHtml);
    expect(plain.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    expect(plain.headers.get('x-content-type-options')).toBe('nosniff');
    const counted = await fetch(`${base}/hvac-seo`, { headers: { Cookie: 'consent=granted' } });
    expect(counted.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await counted.text()).not.toBe(plainHtml);
    const other = await fetch(`${base}/about`, { headers: { Cookie: 'consent=granted' } });
    expect([other.headers.get('vary'), other.headers.get('set-cookie')]).toEqual(['Accept-Encoding', null]);
  });
});

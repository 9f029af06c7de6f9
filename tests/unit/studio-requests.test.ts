// What the studio's server reads from a request, what the dev server lets other pages reach, and which
// names either server answers under.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { root } from '../../src/tooling/paths.ts';
import { maxBodyBytes, readBody } from '../../src/studio/local/server/request.ts';
import { fingerprint } from '../../src/studio/local/server/files.ts';
import { studioServer } from '../../src/studio/local/serve.ts';
import { fixturePage, studioAnswer, writePages } from './helpers.ts';

async function* chunks(...parts: Buffer[]) {
  for (const part of parts) yield part;
}

describe('a request body', () => {
  it('is decoded once from its bytes: a character split across two chunks arrives whole', async () => {
    const text = JSON.stringify({ title: 'Référencement à Montréal — ça marche 🚀'.repeat(20_000) });
    const bytes = Buffer.from(text);
    // Cut in the middle of "é" (two bytes) and of the rocket (four bytes).
    const at = [bytes.indexOf(Buffer.from('é')) + 1, bytes.indexOf(Buffer.from('🚀')) + 2];
    const body = await readBody(chunks(bytes.subarray(0, at[0]), bytes.subarray(at[0], at[1]), bytes.subarray(at[1])));
    expect(body).toBe(text);
    expect(body).not.toContain('\uFFFD');
  });

  it('is limited by bytes, not characters', async () => {
    // Fewer characters than the limit, more bytes: three bytes each.
    const text = '€'.repeat(maxBodyBytes / 2);
    await expect(readBody(chunks(Buffer.from(text)))).rejects.toMatchObject({ status: 413, message: expect.stringMatching(/too large/) });
  });

  it('must be UTF-8', async () => {
    await expect(readBody(chunks(Buffer.from([0x7b, 0xff, 0x7d])))).rejects.toMatchObject({ status: 400 });
  });
});

/** One request through the studio's middleware, as the studio itself would send it. */
const post = (url: string, body: string) =>
  studioAnswer<{ error?: string }>(
    Object.assign(chunks(Buffer.from(body)), {
      url,
      method: 'POST',
      headers: { host: '127.0.0.1:5173', origin: 'http://127.0.0.1:5173', 'content-type': 'application/json' },
      socket: { localPort: 5173 },
    }),
  );

describe('a malformed request', () => {
  it.each(['/_editor/api/save', '/_editor/api/check', '/_editor/api/publish'])('to %s is a 400 in words', async (url) => {
    const answer = await post(url, '{"file": "about.json", "data": {');
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('The studio could not read what was sent (it is not complete JSON). Reload the page and try again.');
  });
});

/** A JSON value nested `depth` levels deep: what no page is, and what any recursive walk of it overflows on. */
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('a request of the wrong shape', () => {
  const hash = 'abcdef0123456789';
  // Each operation with: no fields at all (null), a field of the wrong type, and values nested past any page's depth.
  const deep = 'values nested 5,000 levels deep';
  const cases: [string, string, string, RegExp][] = [
    ['/_editor/api/save', 'null', 'null', /request to save a page/],
    ['/_editor/api/save', 'a list', '[]', /request to save a page/],
    ['/_editor/api/save', 'a number for file', '{"file": 5, "data": {}, "base": null}', /"file" should be a page file name/],
    ['/_editor/api/save', 'a text for data', '{"file": "about.json", "data": "x", "base": null}', /"data" should be a page/],
    ['/_editor/api/save', 'a number for base', '{"file": "about.json", "data": {}, "base": 5}', /"base" should be/],
    ['/_editor/api/save', deep, `{"file": "about.json", "data": {"blocks": ${nested(5000)}}, "base": null}`, /5002 levels deep/],
    ['/_editor/api/check', 'null', 'null', /request to check a page/],
    ['/_editor/api/check', 'a number for file', '{"file": 5, "text": "{}"}', /"file" should be a page file name/],
    ['/_editor/api/check', 'an object for text', '{"file": "about.json", "text": {}}', /"text" should be/],
    ['/_editor/api/check', deep, `{"file": "about.json", "data": ${nested(5000)}}`, /5001 levels deep/],
    ['/_editor/api/update-links', 'null', 'null', /request to update links/],
    ['/_editor/api/update-links', 'a number for from', '{"from": 5, "to": "/b", "pages": []}', /"from" should be/],
    ['/_editor/api/update-links', 'null among pages', '{"from": "/a", "to": "/b", "pages": [null]}', /"pages" should be/],
    [
      '/_editor/api/update-links',
      "a number for a page's file",
      `{"from": "/a", "to": "/b", "pages": [{"file": 5, "hash": "${hash}"}]}`,
      /"pages" should be/,
    ],
    ['/_editor/api/update-links', deep, `{"from": "/a", "to": "/b", "pages": ${nested(5000)}}`, /5001 levels deep/],
    ['/_editor/api/publish', 'null', 'null', /request to publish a page/],
    ['/_editor/api/publish', 'an object for file', '{"file": {}}', /"file" should be a page file name/],
    ['/_editor/api/publish', 'a list for file', '{"file": ["about.json"]}', /"file" should be a page file name/],
    ['/_editor/api/publish', deep, `{"file": ${nested(5000)}}`, /5001 levels deep/],
  ];

  it.each(cases)('to %s, %s, is a 400 in words, with nothing printed', async (url, _label, body, words) => {
    const saved = process.env.PAGES_DIR;
    process.env.PAGES_DIR = writePages({ 'about.json': fixturePage('about') });
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const answer = await post(url, body);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatch(words);
      expect(answer.body.error).toMatch(/\. Reload the page and try again\.$/);
      expect(printed).not.toHaveBeenCalled();
    } finally {
      printed.mockRestore();
      if (saved === undefined) delete process.env.PAGES_DIR;
      else process.env.PAGES_DIR = saved;
    }
  });
});

/** The answer to `ask`, with what the server printed meanwhile. */
async function answered(ask: () => Promise<{ status: number; body: { error?: string } }>) {
  const saved = process.env.PAGES_DIR;
  process.env.PAGES_DIR = writePages({ 'about.json': fixturePage('about', ['/contact-old']), 'contact.json': fixturePage('contact') });
  const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    return { ...(await ask()), printed: printed.mock.calls.length };
  } finally {
    printed.mockRestore();
    if (saved === undefined) delete process.env.PAGES_DIR;
    else process.env.PAGES_DIR = saved;
  }
}

describe('a publish time that is not a real time in the studio’s own form', () => {
  const day = 24 * 60 * 60_000;
  const cases: [string, string, RegExp][] = [
    ['"1" (read as 2001 by a date parser)', '1', /^The publish time could not be read/],
    ['a six-digit year', '+010000-01-01T00:00:00.000Z', /^The publish time could not be read/],
    ['a time with an offset', '2027-07-05T09:00:00+01:00', /^The publish time could not be read/],
    ['a space instead of T', '2027-07-05 09:00:00Z', /^The publish time could not be read/],
    ['lower case', '2027-07-05t09:00:00z', /^The publish time could not be read/],
    ['30 February', '2027-02-30T09:00:00.000Z', /^The publish time could not be read/],
    ['two days ago', new Date(Date.now() - 2 * day).toISOString(), /^The publish time has passed\. Choose a time still to come\.$/],
    ['six years ahead', new Date(Date.now() + 6 * 366 * day).toISOString(), /^The publish time is more than five years ahead/],
  ];
  it.each(cases)('%s is a 400 in words, and nothing is sent', async (_label, publishAt, words) => {
    const answer = await answered(() =>
      post('/_editor/api/publish', JSON.stringify({ file: 'about.json', publishAt, timeZone: 'Europe/London' })),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(words);
    expect(answer.printed).toBe(0);
  });
});

describe('a request the studio would never send', () => {
  it('a photo address that is not properly encoded is a 400 in words, not a failure', async () => {
    const answer = await answered(() =>
      studioAnswer<{ error?: string }>({ url: '/_editor/photos/%E0%A4%A', method: 'GET', headers: { host: '127.0.0.1:5173' } }),
    );
    expect(answer).toEqual({ status: 400, body: { error: expect.stringMatching(/^That photo’s address cannot be read/) }, printed: 0 });
  });

  it('links to update on a page listed twice is a 400 in words, and nothing is written', async () => {
    const answer = await answered(async () => {
      const file = path.join(process.env.PAGES_DIR!, 'about.json');
      const before = readFileSync(file, 'utf8');
      const hash = fingerprint(before);
      const pages = [
        { file: 'about.json', hash },
        { file: 'about.json', hash },
      ];
      const result = await post('/_editor/api/update-links', JSON.stringify({ from: '/contact-old', to: '/contact', pages }));
      expect(readFileSync(file, 'utf8')).toBe(before);
      return result;
    });
    expect(answer).toEqual({
      status: 400,
      body: { error: 'The studio listed the page about.json twice to update its links. Reload the page and try again.' },
      printed: 0,
    });
  });

  it('an unexpected failure is logged, and answered 500 in plain words with no stack trace', async () => {
    const saved = process.env.PAGES_DIR;
    process.env.PAGES_DIR = path.join(mkdtempSync(path.join(tmpdir(), 'studio-gone-')), 'no-such-folder');
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const answer = await studioAnswer<{ error?: string }>({
        url: '/_editor/api/pages',
        method: 'GET',
        headers: { host: '127.0.0.1:5173' },
      });
      expect(answer).toEqual({
        status: 500,
        body: {
          error: 'The studio ran into an unexpected problem; nothing was changed. Try again, and tell a developer if it repeats.',
        },
      });
      expect(printed).toHaveBeenCalledTimes(1);
    } finally {
      printed.mockRestore();
      if (saved === undefined) delete process.env.PAGES_DIR;
      else process.env.PAGES_DIR = saved;
    }
  });

  it('a publish time in an unknown time zone is a 400 in words', async () => {
    const answer = await answered(() =>
      post('/_editor/api/publish', JSON.stringify({ file: 'about.json', publishAt: '2030-01-01T09:00:00.000Z', timeZone: 'Mars/Olympus' })),
    );
    expect(answer).toEqual({
      status: 400,
      body: {
        error:
          'The studio\'s request to publish a page could not be read: "Mars/Olympus" is an unknown time zone. Reload the page and try again.',
      },
      printed: 0,
    });
  });
});

/** One GET to a server on 127.0.0.1, with the Host header given (or the server's own), its answer read whole. */
const getFrom = (port: number, pathname: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: IncomingHttpHeaders; text: string }>((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, path: pathname, headers: { host: `127.0.0.1:${port}`, ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, text: Buffer.concat(chunks).toString('utf8') }),
      );
    })
      .on('error', reject)
      .end();
  });

/** The framing and type policy the site sends (src/tooling/hosting.ts), on every answer of the studio's servers. */
function expectPolicy(answer: { headers: IncomingHttpHeaders }, what: string) {
  expect(answer.headers['content-security-policy'], what).toContain("frame-ancestors 'none'");
  expect(answer.headers['x-frame-options'], what).toBe('DENY');
  expect(answer.headers['x-content-type-options'], what).toBe('nosniff');
  expect(answer.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
}

/** What a page on another site, its name pointed at 127.0.0.1 (DNS rebinding), would ask the studio for. */
const rebound = ['/_editor/api/pages', '/_editor/api/schema', '/_editor', '/_editor/', '/_editor/assets/app.js', '/robots.txt', '/'];

describe('the studio server (npm run studio)', () => {
  let server: Server;
  let port = 0;
  beforeAll(async () => {
    // A stand-in for the built studio: its page and one asset.
    const out = mkdtempSync(path.join(tmpdir(), 'studio-built-'));
    mkdirSync(path.join(out, 'src', 'studio', 'local'), { recursive: true });
    mkdirSync(path.join(out, 'assets'));
    writeFileSync(path.join(out, 'src', 'studio', 'local', 'index.html'), '<!doctype html><title>Page studio</title>');
    writeFileSync(path.join(out, 'assets', 'app.js'), 'console.log("studio")');
    server = studioServer(out);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server?.close(resolve)));

  it('answers nothing under another host name or port, not even a read: 421 in words', async () => {
    for (const host of ['evil.example', `evil.example:${port}`, `127.0.0.1:${port + 1}`, `localhost.evil.example:${port}`]) {
      for (const pathname of rebound) {
        const answer = await getFrom(port, pathname, { host });
        expect(answer.status, `${host}${pathname}`).toBe(421);
        expect(answer.text, `${host}${pathname}`).toMatch(/^.*not to this studio/);
        expect(answer.text).not.toContain('Page studio');
        expect(answer.text).not.toContain('console.log');
        expectPolicy(answer, `${host}${pathname}`);
      }
    }
  });

  it("answers its own names on the loopback address, with the site's framing policy on every answer", async () => {
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]) {
      const page = await getFrom(port, '/_editor', { host });
      expect(page.status, host).toBe(200);
      expect(page.text).toContain('Page studio');
      expectPolicy(page, `${host} /_editor`);
    }
    const asset = await getFrom(port, '/_editor/assets/app.js');
    expect(asset.status).toBe(200);
    expectPolicy(asset, 'an asset');
    const pages = await getFrom(port, '/_editor/api/pages');
    expect(pages.status).toBe(200);
    expectPolicy(pages, 'the API');
    const missing = await getFrom(port, '/_editor/assets/nothing.js');
    expect(missing.status).toBe(404);
    expectPolicy(missing, 'a not-found answer');
    expectPolicy(await getFrom(port, '/'), 'the redirect');
  });
});

describe('the dev server (npm run studio:dev)', () => {
  let server: ViteDevServer;
  let port = 0;
  beforeAll(async () => {
    server = await createServer({
      configFile: path.join(root, 'vite.config.ts'),
      root,
      logLevel: 'silent',
      server: { host: '127.0.0.1', port: 0, strictPort: false },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    await server.listen();
    port = (server.httpServer!.address() as AddressInfo).port;
  }, 60_000);
  afterAll(() => server?.close());

  const get = (pathname: string, headers: Record<string, string>) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders }>((resolve, reject) => {
      httpRequest({ host: '127.0.0.1', port, path: pathname, headers: { host: `127.0.0.1:${port}`, ...headers } }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers }));
      })
        .on('error', reject)
        .end();
    });

  it('never opens a code editor for another local page', async () => {
    // What an <img src="http://127.0.0.1:5173/__open-in-editor?file=…"> on another local site sends.
    const answer = await get('/__open-in-editor?file=/etc/hostname', { 'sec-fetch-site': 'same-site', 'sec-fetch-dest': 'image' });
    expect(answer.status).toBe(403);
  });

  it('never opens a code editor for a request written in absolute form or with its path encoded', async () => {
    // curl's --request-target, or a proxy: the path is the same, only written another way.
    for (const target of [
      `http://127.0.0.1:${port}/__open-in-editor?file=package.json`,
      '/%5F%5Fopen-in-editor?file=package.json',
      '//__open-in-editor?file=package.json',
    ]) {
      const answer = await get(target, { 'sec-fetch-site': 'cross-site' });
      expect(answer.status, target).toBe(403);
    }
  });

  it('answers nothing under another host name or port, and frames nothing', async () => {
    for (const host of [`evil.example:${port}`, `127.0.0.1:${port + 1}`]) {
      for (const pathname of [...rebound, '/src/studio/local/main.tsx', '/@vite/client']) {
        const answer = await getFrom(port, pathname, { host });
        expect(answer.status, `${host}${pathname}`).toBe(421);
        expect(answer.text).toMatch(/not to this studio/);
        expectPolicy(answer, `${host}${pathname}`);
      }
    }
    const own = await getFrom(port, '/_editor/api/schema');
    expect(own.status).toBe(200);
    expectPolicy(own, 'the API');
    expectPolicy(await getFrom(port, '/_editor'), 'the studio page');
  });

  it("lets no other origin read the studio's answers", async () => {
    const answer = await get('/_editor/api/pages', { origin: 'http://localhost:8080', 'sec-fetch-site': 'same-site' });
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });
});

// npm run serve answers as the static hosts do. The real server script runs over a small build folder of
// its own, and every answer is read raw (status, headers, bytes), without a client that decompresses.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root } from '../../src/tooling/paths.ts';
import { compress, precompressFile } from '../../src/tooling/precompress.ts';
import { describeLoad, loadTestServe, percentile, summariseRun } from '../../src/tooling/serve-load.ts';
import { makeRunCertificate } from '../../src/tooling/tls-certificate.ts';

const work = mkdtempSync(path.join(tmpdir(), 'serve-'));
const dist = path.join(work, 'dist');
const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body>${`<p>${title} text</p>`.repeat(200)}</body></html>`;
const files: Record<string, string> = {
  'index.html': page('Home'),
  'about/index.html': page('About'),
  '404.html': page('Not found'),
  'case-studies/404.html': page('No such case study'),
  'assets/app-abc123.js': `console.log(${JSON.stringify('x'.repeat(2000))});`,
  'speculation-rules.json': '{"prerender":[]}',
  'robots.txt': 'User-agent: *\n',
  _redirects: '/old /about 301\n',
  'vercel.json': '{}',
  '.vite/manifest.json': '{}',
};
let server: ChildProcess;
let port = 0;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

let output = '';
beforeAll(async () => {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    writeFileSync(path.join(dist, name), text);
  }
  // The build compresses its shared files; a page it leaves alone, and the server compresses it as it sends it.
  await precompressFile(path.join(dist, 'assets/app-abc123.js'));
  // A copy beside a page (left by some other tool) is never what the server sends for it.
  writeFileSync(path.join(dist, 'about', 'index.html.br'), 'not the page');
  mkdirSync(path.join(work, '.build'));
  writeFileSync(
    path.join(work, '.build', 'dist.serve.json'),
    JSON.stringify({
      handler: {
        public: dist,
        redirects: [{ source: '/old', destination: '/about', type: 301 }],
        headers: [{ source: '/speculation-rules.json', headers: [{ key: 'Content-Type', value: 'application/speculationrules+json' }] }],
      },
      notFound: [{ prefix: '/case-studies/', file: '/case-studies/404.html' }],
      headers: { 'X-Content-Type-Options': 'nosniff' },
      assetCache: { path: '/assets/', value: 'public, max-age=31536000, immutable' },
    }),
  );
  port = await freePort();
  server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'serve.ts')], {
    cwd: root,
    env: { ...process.env, DIST_DIR: dist, PORT: String(port) },
  });
  server.stdout!.on('data', (chunk) => (output += chunk));
  server.stderr!.on('data', (chunk) => (output += chunk));
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', () => output.includes('Serving') && resolve());
    server.on('exit', (code) => reject(new Error(`The server stopped (${code}): ${output}`)));
  });
}, 60_000);

afterAll(() => {
  server?.kill();
  rmSync(work, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One raw request: no decompression, no redirect following. */
function request(
  target: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: target, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const file = (name: string) => readFileSync(path.join(dist, name));
/** A page's bytes as the server compresses them when it sends them (the build makes no copy of a page). */
const sent = (name: string, encoding: 'br' | 'gzip') => compress(file(name), encoding, 'fast');

describe('methods', () => {
  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE'])('%s answers 405 with Allow: GET, HEAD', async (method) => {
    const answer = await request('/', { method });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.body.toString()).not.toContain('<title>Home');
  });

  it('HEAD answers the headers of GET without the body', async () => {
    const head = await request('/about', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(file('about/index.html').length));
    expect(head.body.length).toBe(0);
  });
});

describe('paths no file can have', () => {
  it('a segment longer than a file name may be is a 404 with the not-found page, and nothing is logged', async () => {
    const before = output;
    for (const target of [`/${'a'.repeat(300)}`, `/about/${encodeURIComponent('é'.repeat(200))}`, `/case-studies/${'b'.repeat(4000)}`]) {
      const answer = await request(target);
      expect(answer.status, target).toBe(404);
      expect(answer.body.toString()).toContain('<title>');
    }
    expect(output).toBe(before);
  });

  it('a malformed escape is a 400; ., .., dot folders and host files are 404s', async () => {
    expect((await request('/%E0%A4%A')).status).toBe(400);
    for (const target of [
      '/.vite/manifest.json',
      '/%2e%2e/package.json',
      '/_redirects',
      '/vercel.json',
      '/about/index.html.br',
      '/about/index.html.gz',
    ])
      expect((await request(target)).status, target).toBe(404);
  });
});

describe('redirects', () => {
  it('keep the query string', async () => {
    const moved = await request('/old?utm_source=news&utm_medium=email');
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe('/about?utm_source=news&utm_medium=email');
    expect((await request('/about/?a=1')).headers.location).toBe('/about?a=1');
    expect((await request('/about/index.html?a=1')).headers.location).toBe('/about?a=1');
  });

  it('are read afresh after a rebuild, without restarting the server', async () => {
    const configFile = path.join(work, '.build', 'dist.serve.json');
    const before = readFileSync(configFile, 'utf8');
    expect((await request('/older')).status).toBe(404);
    try {
      const config = JSON.parse(before) as { handler: { redirects: unknown[] } };
      // The rebuild drops /old and adds /older, as a rename published since would.
      config.handler.redirects = [{ source: '/older', destination: '/about', type: 301 }];
      writeFileSync(configFile, JSON.stringify(config));
      const moved = await request('/older');
      expect(moved.status).toBe(301);
      expect(moved.headers.location).toBe('/about');
      expect((await request('/old')).status).toBe(404);
    } finally {
      writeFileSync(configFile, before);
    }
    expect((await request('/old')).headers.location).toBe('/about');
  });

  it('never lead to another site', async () => {
    const answer = await request('//example.com/');
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe('/example.com');
  });
});

describe('not-found pages', () => {
  it('/404, /404.html and the section ones stay 404s', async () => {
    for (const target of ['/404', '/404.html', '/nothing-here']) {
      const answer = await request(target);
      expect(answer.status, target).toBe(404);
      expect(answer.body.toString(), target).toContain('<title>Not found</title>');
    }
    for (const target of ['/case-studies/404', '/case-studies/404.html', '/case-studies/nobody']) {
      const answer = await request(target);
      expect(answer.status, target).toBe(404);
      expect(answer.body.toString(), target).toContain('<title>No such case study</title>');
    }
  });
});

describe('compression', () => {
  it('a page: brotli when accepted, else gzip, else the file itself, compressed as sent; always Vary: Accept-Encoding', async () => {
    const br = await request('/', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.equals(sent('index.html', 'br'))).toBe(true);
    expect(br.body.length).toBeLessThan(file('index.html').length / 5);
    expect(br.headers.vary).toBe('Accept-Encoding');
    const gz = await request('/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body.equals(sent('index.html', 'gzip'))).toBe(true);
    const none = await request('/', { headers: { 'Accept-Encoding': 'br;q=0, identity' } });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body.equals(file('index.html'))).toBe(true);
    expect(none.headers.vary).toBe('Accept-Encoding');
    const notFound = await request('/missing', { headers: { 'Accept-Encoding': 'br' } });
    expect(notFound.status).toBe(404);
    expect(notFound.headers['content-length']).toBe(String(sent('404.html', 'br').length));
    expect(notFound.body.equals(sent('404.html', 'br'))).toBe(true);
    const about = await request('/about', { headers: { 'Accept-Encoding': 'br' } });
    expect(about.body.equals(sent('about/index.html', 'br'))).toBe(true);
  });

  it('a page changed since it was last sent is compressed again, under a new ETag', async () => {
    const home = path.join(dist, 'index.html');
    const before = readFileSync(home);
    const first = await request('/', { headers: { 'Accept-Encoding': 'br' } });
    try {
      writeFileSync(home, page('Home, changed'));
      const later = new Date(Date.now() + 5_000);
      utimesSync(home, later, later);
      const second = await request('/', { headers: { 'Accept-Encoding': 'br' } });
      expect(second.body.equals(sent('index.html', 'br'))).toBe(true);
      expect(second.body.equals(first.body)).toBe(false);
      expect(second.headers.etag).not.toBe(first.headers.etag);
    } finally {
      writeFileSync(home, before);
    }
  });

  it('a range of a compressed page is a range of the bytes sent', async () => {
    const whole = sent('index.html', 'br');
    const part = await request('/', { headers: { 'Accept-Encoding': 'br', Range: 'bytes=2-9' } });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 2-9/${whole.length}`);
    expect(part.body.equals(whole.subarray(2, 10))).toBe(true);
  });

  it("a shared file: the build's copy, unless it is older than its file", async () => {
    const asset = path.join(dist, 'assets', 'app-abc123.js');
    const br = await request('/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.equals(file('assets/app-abc123.js.br'))).toBe(true);
    const stale = `${asset}.br`;
    const old = new Date(Date.now() - 60_000);
    utimesSync(stale, old, old);
    const answer = await request('/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.body.equals(file('assets/app-abc123.js.gz'))).toBe(true);
  });

  it('hashed assets are cached for a year; other types keep their media type', async () => {
    const asset = await request('/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect((await request('/speculation-rules.json')).headers['content-type']).toBe('application/speculationrules+json');
  });
});

describe('revalidation', () => {
  it('ETag and If-None-Match: 304 without a body, a different tag per encoding', async () => {
    const first = await request('/', { headers: { 'Accept-Encoding': 'br' } });
    const plain = await request('/');
    expect(first.headers.etag).toMatch(/^"[^"]+"$/);
    expect(plain.headers.etag).not.toBe(first.headers.etag);
    const again = await request('/', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': first.headers.etag! } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect((await request('/', { headers: { 'If-None-Match': '"other"' } })).status).toBe(200);
  });

  it('If-Modified-Since: 304 when the file is not newer, 200 when it is', async () => {
    const first = await request('/assets/app-abc123.js');
    const modified = first.headers['last-modified']!;
    expect((await request('/assets/app-abc123.js', { headers: { 'If-Modified-Since': modified } })).status).toBe(304);
    const earlier = new Date(Date.parse(modified) - 60_000).toUTCString();
    expect((await request('/assets/app-abc123.js', { headers: { 'If-Modified-Since': earlier } })).status).toBe(200);
  });
});

describe('byte ranges', () => {
  const whole = () => file('robots.txt');

  it('a satisfiable range answers 206 with those bytes', async () => {
    const first = await request('/robots.txt', { headers: { Range: 'bytes=0-3' } });
    expect(first.status).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-3/${whole().length}`);
    expect(first.body.equals(whole().subarray(0, 4))).toBe(true);
    const last = await request('/robots.txt', { headers: { Range: 'bytes=-2' } });
    expect(last.body.equals(whole().subarray(-2))).toBe(true);
  });

  it('an unsatisfiable range answers 416 with the size and no body', async () => {
    const answer = await request('/robots.txt', { headers: { Range: 'bytes=5000-' } });
    expect(answer.status).toBe(416);
    expect(answer.headers['content-range']).toBe(`bytes */${whole().length}`);
    expect(answer.body.length).toBe(0);
  });

  it('If-Range with another validator, or several ranges, get the whole file', async () => {
    const stale = await request('/robots.txt', { headers: { Range: 'bytes=0-3', 'If-Range': '"old"' } });
    expect(stale.status).toBe(200);
    expect(stale.body.equals(whole())).toBe(true);
    expect((await request('/robots.txt', { headers: { Range: 'bytes=0-1,3-4' } })).status).toBe(200);
  });
});

describe('the load test npm run bench runs', () => {
  it('reads the median and the 99th percentile by nearest rank, whatever order the answers came in', () => {
    // 1..100 ms, shuffled: the 50th percentile is 50 ms and the 99th is 99 ms (not the slowest, 100 ms).
    const latencies = Array.from({ length: 100 }, (_, i) => ((i * 37) % 100) + 1);
    expect(summariseRun('br', latencies, 2, 4, 512)).toEqual({
      encoding: 'br',
      requests: 100,
      errors: 2,
      requestsPerSecond: 25,
      p50Ms: 50,
      p99Ms: 99,
      bodyBytes: 512,
    });
    expect(percentile([0.04, 3.1, 7.25], 50)).toBe(3.1);
    expect(percentile([5], 99)).toBe(5);
    expect(percentile([], 50)).toBe(0);
  });

  it('loads a server of its own without and with brotli, and reports rates, latencies and memory', async () => {
    const result = await loadTestServe({ dist, connections: 4, seconds: 1 });
    expect(result.runs.map((r) => r.encoding)).toEqual(['identity', 'br']);
    for (const run of result.runs) {
      expect(run.errors, run.encoding).toBe(0);
      expect(run.requests, run.encoding).toBeGreaterThan(0);
    }
    expect(result.runs[0]!.bodyBytes).toBe(file('index.html').length);
    expect(result.runs[1]!.bodyBytes).toBe(sent('index.html', 'br').length);
    expect(result.rssMbBefore).toBeGreaterThan(10);
    expect(describeLoad(result)).toMatch(/identity +\d+ requests\/s {3}p50 [\d.]+ ms {3}p99 [\d.]+ ms/);
  }, 60_000);
});

describe('over HTTPS with HTTP/2 (TLS_CERT_FILE and TLS_KEY_FILE), as the Lighthouse photo runs serve it', () => {
  it('answers on one HTTP/2 connection with the same statuses, headers and compressed bytes', async () => {
    const certificate = makeRunCertificate();
    const tlsPort = await freePort();
    const tlsServer = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'serve.ts')], {
      cwd: root,
      env: { ...process.env, ...certificate.env, DIST_DIR: dist, PORT: String(tlsPort) },
    });
    try {
      let said = '';
      await new Promise<void>((resolve, reject) => {
        tlsServer.stdout!.on('data', (chunk) => (said += chunk) && said.includes('Serving') && resolve());
        tlsServer.on('exit', (code) => reject(new Error(`The server stopped (${code})`)));
      });
      expect(said).toContain(`https://127.0.0.1:${tlsPort}`);
      const session = http2.connect(`https://127.0.0.1:${tlsPort}`, { ca: readFileSync(certificate.env.TLS_CERT_FILE) });
      const get = (target: string, headers: Record<string, string> = {}) =>
        new Promise<{ headers: http2.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
          const stream = session.request({ ':path': target, ...headers });
          const chunks: Buffer[] = [];
          let answered: http2.IncomingHttpHeaders = {};
          stream.on('response', (h) => (answered = h));
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => resolve({ headers: answered, body: Buffer.concat(chunks) }));
          stream.on('error', reject);
        });
      try {
        // Three requests at once share the session's one connection.
        const [home, asset, moved] = await Promise.all([
          get('/', { 'accept-encoding': 'br' }),
          get('/assets/app-abc123.js'),
          get('/old?x=1'),
        ]);
        expect(home.headers[':status']).toBe(200);
        expect(home.headers['content-encoding']).toBe('br');
        expect(home.body.equals(sent('index.html', 'br'))).toBe(true);
        expect(home.headers['x-content-type-options']).toBe('nosniff');
        expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(asset.body.equals(file('assets/app-abc123.js'))).toBe(true);
        expect(moved.headers[':status']).toBe(301);
        expect(moved.headers.location).toBe('/about?x=1');
        expect((await get('/nowhere')).headers[':status']).toBe(404);
      } finally {
        session.close();
      }
    } finally {
      tlsServer.kill();
      certificate.cleanup();
    }
  }, 60_000);
});

import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { expect, test } from './fixtures.ts';

// Addresses no file can have: a NUL byte, and percent-encoding that does not decode.
const malformed = ['/%00', '/about%00', '/%', '/%E0%A4%A', '/case-studies/%'];

test('the server answers a malformed address with 400 and a short plain body', async ({ request }) => {
  for (const path of malformed) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(400);
    expect(response.headers()['content-type'], path).toBe('text/plain; charset=utf-8');
    expect(await response.text(), path).toBe('Bad Request: this address is not valid.\n');
    // The header policy still applies.
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
  }
  expect((await request.head('/%00')).status()).toBe(400);
});

test('well-formed addresses still answer as before', async ({ request }) => {
  for (const path of ['/', '/about', '/hvac-seo', '/?q=%', '/about?utm=a%20b']) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
  expect((await request.get('/no-such-page%20here')).status()).toBe(404);
  expect((await request.get('/pricing', { maxRedirects: 0 })).status()).toBe(301);
});

test('a malformed address prints nothing on the server', async ({ request }) => {
  // A server of its own, so its output can be read.
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], { env: { ...process.env, PORT: String(port) } });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  try {
    await expect.poll(() => output, { timeout: 15_000 }).toContain('Serving dist/');
    for (const path of malformed) expect((await request.get(`http://127.0.0.1:${port}${path}`)).status(), path).toBe(400);
    expect((await request.get(`http://127.0.0.1:${port}/about`)).status()).toBe(200);
    expect(output.trim()).toBe(`Serving dist/ at http://127.0.0.1:${port}`);
  } finally {
    server.kill();
  }
});

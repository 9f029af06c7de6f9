// Serves the prerendered site from dist/ on 127.0.0.1 as the static hosts serve it (src/tooling/static-server.ts):
// real 301 redirects, a 404 status with the right not-found page, brotli and gzip (the copies made at build
// time, and pages compressed as they are sent).
//
// For tests only, STUDIO_GITHUB_API=http://127.0.0.1:<port> points the page studio on the web at a stand-in
// for GitHub's API: this server then answers /studio/api-address.json with that address and lets the
// studio's policy connect to it. Without the variable there is no such file (as on every real host), and
// the studio talks to https://api.github.com; nothing in a page can change that.
//
// TLS_CERT_FILE and TLS_KEY_FILE (PEM files) serve it over HTTPS with HTTP/2, as every static host does
// (HTTP/1.1 too, for a client that asks for it): the Lighthouse runs use it, so that the simulated network
// shares one connection between a page's requests as a visitor's browser would.
import { existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { apiAddressPath } from '../src/studio/github/sign-in/session.ts';
import { allowConnectTo } from '../src/tooling/hosting.ts';
import { serveConfigFile } from '../src/tooling/paths.ts';
import { createStaticHandler, inSection, type ServeConfig } from '../src/tooling/static-server.ts';

const configFile = serveConfigFile();
if (!existsSync(configFile)) {
  console.error('No build found. Run npm run build first (or npm start, which builds and serves).');
  process.exit(1);
}

/** The tests' GitHub API stand-in, from STUDIO_GITHUB_API, or undefined. */
function studioApiStandIn(value: string | undefined): URL | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url;
  } catch {
    // Reported below.
  }
  console.error(`STUDIO_GITHUB_API must be an http(s) address, for example http://127.0.0.1:4180; it is ${JSON.stringify(value)}.`);
  process.exit(1);
}
const standIn = studioApiStandIn(process.env.STUDIO_GITHUB_API);

/** The build's rules (redirects, headers, not-found pages) with the stand-in's address allowed, when there is one. */
function readConfig(): { config: ServeConfig; studioSection: NonNullable<ServeConfig['sections']>[number] | undefined } {
  const config = JSON.parse(readFileSync(configFile, 'utf8')) as ServeConfig;
  const studioSection = config.sections?.find(
    (section) => inSection(apiAddressPath, section.prefix) && section.headers['Content-Security-Policy'],
  );
  if (standIn && studioSection)
    studioSection.headers['Content-Security-Policy'] = allowConnectTo(studioSection.headers['Content-Security-Policy']!, standIn.origin);
  return { config, studioSection };
}

/**
 * The rules as the last build wrote them: a rebuild rewrites them (a redirect added or dropped), so they
 * are read again whenever the file changed, and the server never answers with an earlier build's
 * redirects. A file read while a build is still writing it is not used: the last good rules stay until
 * the build has finished writing.
 */
let served = { ...readConfig(), stamp: '' };
let handle = createStaticHandler(served.config);
function current() {
  let stamp: string;
  try {
    const stats = statSync(configFile);
    stamp = `${stats.mtimeMs}:${stats.size}:${stats.ino}`;
  } catch {
    return served;
  }
  if (stamp === served.stamp) return served;
  try {
    const next = { ...readConfig(), stamp };
    handle = createStaticHandler(next.config);
    served = next;
  } catch {
    // Half written: read again on the next request.
  }
  return served;
}
current();
const port = Number(process.env.PORT || 4173);
const host = '127.0.0.1';
const respond = (request: http.IncomingMessage, response: http.ServerResponse) => {
  const { config, studioSection } = current();
  if (standIn && request.url === apiAddressPath && (request.method === 'GET' || request.method === 'HEAD')) {
    const body = `${JSON.stringify({ apiUrl: standIn.href.replace(/\/$/, '') })}\n`;
    const policy = Object.entries(config.headers).filter(([name]) => !studioSection?.remove?.includes(name));
    response.writeHead(200, {
      ...Object.fromEntries(policy),
      ...studioSection?.headers,
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Length': Buffer.byteLength(body),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
    return;
  }
  handle(request, response);
};
const tls =
  process.env.TLS_CERT_FILE && process.env.TLS_KEY_FILE
    ? { cert: readFileSync(process.env.TLS_CERT_FILE), key: readFileSync(process.env.TLS_KEY_FILE) }
    : undefined;
// The compatibility API of HTTP/2 answers with the same calls as HTTP/1.1's (writeHead, setHeader, end, a piped stream).
const server = tls
  ? http2.createSecureServer({ ...tls, allowHTTP1: true }, respond as unknown as Parameters<typeof http2.createSecureServer>[1])
  : http.createServer(respond);
server.listen(port, host, () =>
  console.log(
    `Serving dist/ at ${tls ? 'https' : 'http'}://${host}:${port}${standIn ? ` (the page studio talks to ${standIn.origin}, for tests)` : ''}`,
  ),
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));

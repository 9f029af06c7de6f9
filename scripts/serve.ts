// Serves the prerendered site from dist/ on 127.0.0.1 with real HTTP 301 redirects and a 404 status
// (with the right not-found page) for unknown paths, as a static host would.
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import handler from 'serve-handler';
import { serveConfigFile } from './lib/paths.ts';

const configFile = serveConfigFile();
if (!existsSync(configFile)) {
  console.error('No build found. Run npm run build first (or npm start, which builds and serves).');
  process.exit(1);
}
const config = JSON.parse(readFileSync(configFile, 'utf8')) as {
  handler: Parameters<typeof handler>[2] & { public: string };
  notFound: { prefix: string; file: string }[];
  headers: Record<string, string>;
  assetCache: { path: string; value: string };
};

/** A section's not-found page, when the request is under its prefix and no page or file answers it. */
function sectionNotFound(url: string): string | undefined {
  const pathname = decodeURIComponent(new URL(url, 'http://local').pathname).replace(/\/+$/, '');
  const rule = config.notFound.find((r) => pathname.startsWith(r.prefix));
  if (!rule) return undefined;
  const root = config.handler.public;
  const candidates = [path.join(root, pathname, 'index.html'), path.join(root, `${pathname}.html`), path.join(root, pathname)];
  if (candidates.some((file) => file.startsWith(root) && existsSync(file))) return undefined;
  return path.join(root, rule.file.slice(1));
}

/**
 * A path no file can have: percent-encoding that does not decode (/%, /%E0%A4%A) or a NUL byte (/%00),
 * which the file system refuses with an exception. serve-handler would answer the NUL with a 500 and a
 * stack trace in the log, so such a request is answered 400 before anything else reads its path.
 */
function malformedPath(url: string): boolean {
  const pathname = url.replace(/[?#][\s\S]*$/, '');
  try {
    return decodeURIComponent(pathname).includes('\0');
  } catch {
    return true;
  }
}

const port = Number(process.env.PORT || 4173);
const host = '127.0.0.1';
// Text is gzipped, as every real static host does, so what Lighthouse and the tests measure is what visitors download.
const compress = compression();

const server = http.createServer((request, response) => {
  compress(request as never, response as never, () => respond(request, response));
});

function respond(request: http.IncomingMessage, response: http.ServerResponse): void {
  // The same header policy as the static hosts' files, on every response.
  for (const [name, value] of Object.entries(config.headers)) response.setHeader(name, value);
  if (malformedPath(request.url ?? '/')) {
    response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
    response.end(request.method === 'HEAD' ? undefined : 'Bad Request: this address is not valid.\n');
    return;
  }
  if (request.url?.startsWith(config.assetCache.path)) response.setHeader('Cache-Control', config.assetCache.value);
  let notFound: string | undefined;
  try {
    notFound = sectionNotFound(request.url ?? '/');
  } catch {
    notFound = undefined;
  }
  if (notFound && (request.method === 'GET' || request.method === 'HEAD')) {
    response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
    if (request.method === 'HEAD') response.end();
    else createReadStream(notFound).pipe(response);
    return;
  }
  handler(request, response, config.handler).catch((error: unknown) => {
    console.error(error);
    response.statusCode = 500;
    response.end('Internal server error');
  });
}
server.listen(port, host, () => console.log(`Serving dist/ at http://${host}:${port}`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));

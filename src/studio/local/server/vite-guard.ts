// The dev server's gate: every request is answered only under this server's own loopback name and port,
// with the studio's framing policy (guard.ts, the same gate as npm run studio's server). Its own routes
// are closed to other pages: Vite answers /__open-in-editor by starting the configured code editor on any
// file named in the address, and an <img> on any other local site could ask for it. Only the studio's own
// page (a same-origin request to this server on the loopback address) may.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { answeredMisdirected } from './guard.ts';

/**
 * The path a request asks for, however it is written: absolute form (http://host/__x), doubled slashes or
 * percent-encoded, as a router that parses the target would read it. Undefined when it cannot be read.
 */
function requestedPath(target: string): string | undefined {
  try {
    return decodeURIComponent(new URL(target.replace(/^\/+/, '/'), 'http://localhost').pathname);
  } catch {
    return undefined;
  }
}

export function devRouteGuard(request: IncomingMessage, response: ServerResponse, next: () => void): void {
  if (answeredMisdirected(request, response)) return;
  const pathname = requestedPath(request.url ?? '/');
  if (pathname !== undefined && !pathname.startsWith('/__')) return next();
  // The Host named this server (the gate above); the page asking must be the studio's own.
  if (request.headers['sec-fetch-site'] === 'same-origin') return next();
  response.statusCode = 403;
  response.setHeader('Content-Type', 'text/plain; charset=utf-8');
  response.end('Refused: only the studio itself may use this address.');
}

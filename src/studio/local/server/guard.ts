// Who may reach the studio's server, and who may write through it: only the studio's own page, served by
// this server on this computer. Every request must name this server on the loopback address in its Host
// (a site whose name was pointed at 127.0.0.1, DNS rebinding, names itself and is answered nothing, not
// even a read). A web page open in another tab must not be able to post to it either, so a write also
// needs an Origin equal to the Host (browsers always send one with a POST).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { framingPolicy } from '../../../tooling/hosting.ts';

const loopbackNames = ['127.0.0.1', 'localhost', '[::1]'];

/** Why a request is refused for the name it is addressed to, or undefined when it names this server on the loopback address. */
export function hostRefusal(request: Pick<IncomingMessage, 'headers' | 'socket'>): string | undefined {
  const host = request.headers.host ?? '';
  const port = request.socket?.localPort;
  const [name, hostPort] = host.startsWith('[')
    ? [host.slice(0, host.indexOf(']') + 1), host.slice(host.indexOf(']') + 2)]
    : host.split(':');
  if (!loopbackNames.includes(name ?? '') || (port !== undefined && Number(hostPort) !== port)) {
    return `Refused: the request is addressed to "${host}", not to this studio.`;
  }
  return undefined;
}

/** Why a write request is refused, or undefined when it comes from the studio itself (sending `sends`: JSON, or a photo's bytes). */
export function refusal(request: Pick<IncomingMessage, 'headers' | 'socket'>, sends = 'application/json'): string | undefined {
  const wrongHost = hostRefusal(request);
  if (wrongHost) return wrongHost;
  const origin = request.headers.origin;
  if (origin !== `http://${request.headers.host}`)
    return `Refused: a request from ${origin ? `"${origin}"` : 'an unknown page'} may not change files.`;
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return 'Refused: only the studio itself may change files.';
  // A type a plain web form cannot send, so even a request the browser lets through without asking first is refused.
  if (!String(request.headers['content-type'] ?? '').startsWith(sends))
    return sends === 'application/json' ? 'Refused: the studio sends JSON.' : 'Refused: the studio sends a photo as its bytes.';
  return undefined;
}

/** The site's framing and type policy (src/tooling/hosting.ts), sent on every answer of the studio's servers. */
export const studioPolicyHeaders: Record<string, string> = {
  'Content-Security-Policy': framingPolicy.frameAncestors,
  ...framingPolicy.headers,
};

/**
 * The gate in front of everything the studio's servers answer (its page, its assets, its API, photos,
 * public files, the dev server's own routes): the policy headers on every answer, and a request addressed
 * to another name or port answered 421 Misdirected Request (it was sent to a server that does not answer
 * for that name) with nothing of the studio in it. True when the request was answered so.
 */
export function answeredMisdirected(request: Pick<IncomingMessage, 'headers' | 'socket' | 'url'>, response: ServerResponse): boolean {
  for (const [name, value] of Object.entries(studioPolicyHeaders)) response.setHeader(name, value);
  const refused = hostRefusal(request);
  if (!refused) return false;
  const api = (request.url ?? '').startsWith('/_editor/api/');
  response.statusCode = 421;
  response.setHeader('Content-Type', api ? 'application/json' : 'text/plain; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  response.end(api ? JSON.stringify({ error: refused }) : refused);
  return true;
}

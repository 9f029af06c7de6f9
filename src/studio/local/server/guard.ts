// Who may write through the studio: only the studio's own page, served by this server on this computer.
// A web page open in another tab must not be able to post to it, so a write needs a Host naming this
// server on the loopback address and an Origin equal to it (browsers always send one with a POST).
import type { IncomingMessage } from 'node:http';

const loopbackNames = ['127.0.0.1', 'localhost', '[::1]'];

/** Why a write request is refused, or undefined when it comes from the studio itself (sending `sends`: JSON, or a photo's bytes). */
export function refusal(request: Pick<IncomingMessage, 'headers' | 'socket'>, sends = 'application/json'): string | undefined {
  const host = request.headers.host ?? '';
  const port = request.socket?.localPort;
  const [name, hostPort] = host.startsWith('[')
    ? [host.slice(0, host.indexOf(']') + 1), host.slice(host.indexOf(']') + 2)]
    : host.split(':');
  if (!loopbackNames.includes(name ?? '') || (port !== undefined && Number(hostPort) !== port)) {
    return `Refused: the request is addressed to "${host}", not to this studio.`;
  }
  const origin = request.headers.origin;
  if (origin !== `http://${host}`) return `Refused: a request from ${origin ? `"${origin}"` : 'an unknown page'} may not change files.`;
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return 'Refused: only the studio itself may change files.';
  // A type a plain web form cannot send, so even a request the browser lets through without asking first is refused.
  if (!String(request.headers['content-type'] ?? '').startsWith(sends))
    return sends === 'application/json' ? 'Refused: the studio sends JSON.' : 'Refused: the studio sends a photo as its bytes.';
  return undefined;
}

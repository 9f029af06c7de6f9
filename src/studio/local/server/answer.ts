// How the studio's server answers: a status and a JSON body, never cached (a page's state changes with
// every save).
import type { ServerResponse } from 'node:http';

/** An operation's answer, before it is sent. */
export type Answer = { status: number; body: Record<string, unknown> };

export function send(response: ServerResponse, status: number, body: unknown): void {
  response.statusCode = status;
  response.setHeader('Content-Type', 'application/json');
  response.setHeader('Cache-Control', 'no-store');
  response.end(JSON.stringify(body));
}

// A save's, an update of links' and a send for review's typed results (SaveResult, LinkUpdateResult,
// PublishResult, backend.ts) as the local studio's API answers them, a status code and a body, and read
// back: the server (server/save.ts, server/publish-saved.ts) answers with saveAnswerOf, linkUpdateAnswerOf
// and publishAnswerOf, the client (client.ts) reads with saveResultOf, linkUpdateResultOf and
// publishResultOf, so the two sides map each kind of refusal to one status code, written once here.
import type { LinkUpdateResult, NotSent, NotWritten, PublishAnswer, PublishResult, SaveAnswer, SaveResult } from '../backend.ts';

/** The local studio's status code for each kind of refusal. */
const refusalStatus: Record<NotWritten['why'], number> = { problems: 422, changed: 409, request: 400, 'not-kept': 507 };

/** A save's result as the local studio's server answers it (POST /_editor/api/save). */
export function saveAnswerOf(result: SaveResult): { status: number; body: SaveAnswer } {
  if ('saved' in result) {
    const { hash, linkNeeded, renamed } = result.saved;
    if (!renamed) return { status: 200, body: { hash, linkNeeded } };
    const { from, to, menuLinks, linking } = renamed;
    return { status: 200, body: { hash, linkNeeded, redirect: { from, to }, menuLinks, linking } };
  }
  if ('conflict' in result) return { status: 409, body: { conflict: true, ...result.conflict } };
  const { why, error, problems } = result.refused;
  // A refusal with status 409 is not the page's conflict: the editor is told, not asked to choose.
  return {
    status: refusalStatus[why],
    body: { ...(why === 'changed' ? { conflict: false } : {}), ...(problems ? { problems } : {}), error },
  };
}

/** A save's result from the local studio's answer (saveAnswerOf, read back). */
export function saveResultOf({ status, body }: { status: number; body: SaveAnswer }): SaveResult {
  if (status === 200 && body.hash) {
    const renamed = body.redirect && { ...body.redirect, menuLinks: body.menuLinks ?? 0, linking: body.linking ?? [] };
    return { saved: { hash: body.hash, linkNeeded: Boolean(body.linkNeeded), ...(renamed ? { renamed } : {}) } };
  }
  if (status === 409 && body.conflict !== false) return { conflict: { hash: body.hash ?? null, text: body.text, error: body.error ?? '' } };
  return {
    refused: {
      why: refusalOf(status),
      error: body.error ?? `Not saved (the studio answered ${status}). Your edits are still here.`,
      ...(body.problems ? { problems: body.problems } : {}),
    },
  };
}

/** An update of links' result as the local studio's server answers it (POST /_editor/api/update-links). */
export function linkUpdateAnswerOf(result: LinkUpdateResult): { status: number; body: { updated?: number; error?: string } } {
  return 'updated' in result
    ? { status: 200, body: { updated: result.updated } }
    : { status: refusalStatus[result.refused.why], body: { error: result.refused.error } };
}

/** An update of links' result from the local studio's answer (linkUpdateAnswerOf, read back). */
export function linkUpdateResultOf({ status, body }: { status: number; body: { updated?: number; error?: string } }): LinkUpdateResult {
  return status === 200
    ? { updated: body.updated ?? 0 }
    : { refused: { why: refusalOf(status), error: body.error ?? 'The links were not updated.' } };
}

const refusalOf = (status: number): NotWritten['why'] =>
  (Object.entries(refusalStatus).find(([, code]) => code === status)?.[0] as NotWritten['why'] | undefined) ?? 'problems';

/** A send for review's answer (POST /_editor/api/publish): 200 once sent (or kept on this computer), else 400 for a request it cannot take, 409. */
export type PublishApiAnswer = PublishAnswer & { why?: NotSent['why']; error?: string };

/** A send for review's result as the local studio's server answers it. */
export function publishAnswerOf(result: PublishResult): { status: number; body: PublishApiAnswer } {
  if ('sent' in result) return { status: 200, body: result.sent };
  // A request it cannot take is a 400 that says `error`, as every other request the studio refuses.
  if (result.refused.why === 'request') return { status: 400, body: { ok: false, ...result.refused, error: result.refused.message } };
  return { status: 409, body: { ok: false, ...result.refused } };
}

/** A send for review's result from the local studio's answer (publishAnswerOf, read back; a refusal of the request's shape says `error`). */
export function publishResultOf({ status, body }: { status: number; body: PublishApiAnswer }): PublishResult {
  if (status === 200 && body.ok) return { sent: body };
  const { why = status === 400 ? 'request' : 'not-sent', message, error, theirs, local, branch, commit } = body;
  return {
    refused: {
      why,
      message: message ?? error ?? `Nothing was sent (the studio answered ${status}). Your saved page is unchanged.`,
      ...(theirs ? { theirs } : {}),
      ...(local ? { local, branch, commit } : {}),
    },
  };
}

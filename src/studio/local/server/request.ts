// Reading a studio request: the body is collected as bytes, limited by bytes, and decoded once as strict
// UTF-8, so a character split across two network chunks arrives whole and a large save cannot grow past
// the limit by being written in many-byte characters. What cannot be read is refused in words, and so is
// JSON nested deeper than any page, before anything parses or walks it (every walk of it recurses).
import type { IncomingMessage } from 'node:http';
import { maxNesting, nestingTooDeep } from '../../../core/json-source.ts';

/** A request the studio refuses, with the status and the sentence it answers with. */
export class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const maxBodyBytes = 2 * 1024 * 1024;

export async function readBody(request: AsyncIterable<Buffer | string>, limit = maxBodyBytes): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += bytes.byteLength;
    if (size > limit) throw new RequestError(413, `The page is too large to save (over ${limit / 1024 / 1024} MB).`);
    chunks.push(bytes);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw new RequestError(400, 'The studio could not read what was sent (it is not UTF-8 text). Reload the page and try again.');
  }
}

/** A request's fields hold a page one level down (a save's data): no deeper than a page may nest, plus that level. */
export const maxRequestNesting = maxNesting + 1;

/** The body as JSON; a malformed or too deeply nested one is a 400 in words, never the parser's message or a stack overflow. */
export async function readJson<T = unknown>(request: IncomingMessage | AsyncIterable<Buffer | string>): Promise<T> {
  const text = await readBody(request);
  const deep = nestingTooDeep(text, maxRequestNesting);
  if (deep)
    throw new RequestError(
      400,
      `The studio sent values nested ${deep.depth} levels deep, more than a page may have (${maxNesting}; real pages need fewer than 10). Nothing was changed. Reload the page and try again.`,
    );
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new RequestError(400, 'The studio could not read what was sent (it is not complete JSON). Reload the page and try again.');
  }
}

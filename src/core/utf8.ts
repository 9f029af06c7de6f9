// Page files are UTF-8. A byte sequence that is not UTF-8 would otherwise become U+FFFD (�) silently and
// ship on the page; reading strictly turns it into a problem with the file and the position.
import { positionAt, withoutBom, type Position } from './json-source.ts';

/** Bytes that are not UTF-8, with where they start: the byte offset, and the line and column an editor shows. */
export class InvalidUtf8Error extends Error {
  constructor(
    readonly byte: number,
    readonly position: Position,
  ) {
    super(`The bytes at byte ${byte} (line ${position.line}, column ${position.col}) are not UTF-8 text.`);
  }
}

const strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const lenient = new TextDecoder('utf-8', { ignoreBOM: true });
const replacement = '\uFFFD';
const utf8 = new TextEncoder();

/** The text of UTF-8 bytes (a byte-order mark is kept, as readFileSync keeps it); throws InvalidUtf8Error on the first invalid sequence. */
export function decodeUtf8(bytes: Uint8Array): string {
  try {
    return strict.decode(bytes);
  } catch {
    // Find the first U+FFFD the lenient decoder made, skipping any the file really contains (EF BF BD):
    // everything before it decoded faithfully, so its UTF-8 length is its byte offset.
    const text = lenient.decode(bytes);
    for (let at = text.indexOf(replacement); at !== -1; at = text.indexOf(replacement, at + 1)) {
      const byte = utf8.encode(text.slice(0, at)).length;
      if (!(bytes[byte] === 0xef && bytes[byte + 1] === 0xbf && bytes[byte + 2] === 0xbd))
        throw new InvalidUtf8Error(byte, shownAt(text, at));
    }
    throw new InvalidUtf8Error(bytes.length, shownAt(text, text.length));
  }
}

/** Lines and columns as an editor shows them: after the byte-order mark, as JsonSource counts them. */
function shownAt(text: string, offset: number): Position {
  const shown = withoutBom(text);
  return positionAt(shown, offset - (text.length - shown.length));
}

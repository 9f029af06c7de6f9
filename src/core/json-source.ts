import { findNodeAtLocation, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import { locateInStrictJson } from './json-locate.ts';
import { pointerToSegments } from './json-pointer.ts';

export interface Position {
  line: number;
  col: number;
}

/** Line and column (both 1-based) of a character offset. */
export function positionAt(text: string, offset: number): Position {
  let line = 1;
  let lineStart = 0;
  // From line break to line break (indexOf reads far faster than a loop over every character): every
  // problem is placed this way, one in each of thousands of files for a whole-site check.
  const end = Math.min(offset, text.length);
  for (let at = text.indexOf('\n'); at !== -1 && at < end; at = text.indexOf('\n', at + 1)) {
    line++;
    lineStart = at + 1;
  }
  return { line, col: offset - lineStart + 1 };
}

const syntaxHelp: Record<string, string> = {
  InvalidSymbol: 'this character is not valid JSON here',
  InvalidNumberFormat: 'this number is not written the JSON way (no leading zeros, no trailing dot)',
  PropertyNameExpected: 'a field name in double quotes is expected here (JSON allows no comma before a closing })',
  ValueExpected: 'a value is expected here (JSON allows no comma before a closing ])',
  ColonExpected: 'a colon is missing between the field name and its value',
  CommaExpected: 'a comma is missing between two entries',
  CloseBraceExpected: 'a closing } is missing',
  CloseBracketExpected: 'a closing ] is missing',
  EndOfFileExpected: 'the file should end here; there is text after the last closing bracket',
  InvalidCommentToken: 'comments are not allowed in JSON',
  UnexpectedEndOfComment: 'comments are not allowed in JSON',
  UnexpectedEndOfString: 'a text value is not closed: a double quote " is missing',
  UnexpectedEndOfNumber: 'a number is cut off',
  InvalidUnicode: 'a \\u escape is not valid',
  InvalidEscapeCharacter: 'a backslash escape is not valid; write \\\\ for a backslash',
  InvalidCharacter: 'text values cannot contain line breaks or tabs; write \\n instead',
};

/**
 * Windows editors may save a byte-order mark before the first character. JSON parsers may ignore it, so it
 * is dropped before anything reads the text: every line and column is then counted as an editor shows them.
 */
export function withoutBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Real page files nest under 10 levels; this leaves ample room and keeps every recursive walk far from the stack's end. */
export const maxNesting = 64;

/** What one pass over a file's text finds before it is parsed (see scanJsonText). */
export interface TextScan {
  /** Where the text first nests deeper than the limit, and how deep it goes; undefined when it does not. */
  tooDeep: (Position & { depth: number }) | undefined;
  /** How many keys it writes (a string followed by a colon): more than the parsed objects hold when a key is written twice. */
  keys: number;
  /**
   * Whether it may hold a character no editor shows: a control character other than tab, line feed and
   * carriage return, any character from U+007F on, or an escape that writes one (\\b, \\f, \\r, \\u…).
   * When false, it holds none (hidden-text.ts has the exact list).
   */
  mayHide: boolean;
}

/**
 * One pass over the text, without recursion, for everything read before and beside the parse: how deep it
 * nests (parsers, the schema check and the pointer lookups all recurse, so a file nested thousands of
 * levels deep would overflow the stack in any of them; this runs before all of them), how many keys it
 * writes, and whether it may hide a character. Every page file is read this way, so the pass allocates
 * nothing per character and each later check runs only for the rare file that needs it.
 */
export function scanJsonText(text: string, limit = maxNesting): TextScan {
  let depth = 0;
  let deepest = 0;
  let crossed = -1;
  let inString = false;
  // Whether the last string ended with nothing but blanks after it (a colon then makes it a key).
  let afterString = false;
  let keys = 0;
  let mayHide = false;
  for (let i = 0; i < text.length; i++) {
    // Runs of characters that change nothing here (a string's plain characters, blanks between values)
    // are passed in one step of the regular expression engine: most of a file, read far faster.
    const skip = inString ? plainInString : blanks;
    skip.lastIndex = i;
    if (skip.test(text)) i = skip.lastIndex;
    if (i >= text.length) break;
    const c = text.charCodeAt(i);
    if (c < 0x20 ? c !== 9 && c !== 10 && c !== 13 : c >= 0x7f) mayHide = true;
    if (inString) {
      if (c === 92) {
        // A backslash escapes the next character, \" included; \b, \f, \r and \u may write a hidden one.
        const next = text.charCodeAt(i + 1);
        if (next === 98 || next === 102 || next === 114 || next === 117) mayHide = true;
        else if (next < 0x20 || next >= 0x7f) mayHide = true;
        i++;
      } else if (c === 34) {
        inString = false;
        afterString = true;
      }
      continue;
    }
    if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (depth > limit && crossed < 0) crossed = i;
    } else if ((c === 93 || c === 125) && depth > 0) depth--;
    else if (c === 58 && afterString) keys++;
    if (c !== 32 && c !== 10 && c !== 13 && c !== 9) afterString = false;
  }
  return { tooDeep: crossed < 0 ? undefined : { ...positionAt(text, crossed), depth: deepest }, keys, mayHide };
}

/** A string's characters that need no look of their own: printable ASCII but the quote and the backslash. */
// Control characters are what this expression leaves out.
// eslint-disable-next-line no-control-regex
const plainInString = /[^"\\\u0000-\u001f\u007f-\uffff]+/y;
/** Blanks between values. */
const blanks = /[ \t\n\r]+/y;

/** Where the text first nests arrays and objects deeper than `limit`, and how deep it goes (see scanJsonText). */
export function nestingTooDeep(text: string, limit = maxNesting): (Position & { depth: number }) | undefined {
  return scanJsonText(text, limit).tooDeep;
}

/** How many places in one file are found by reading its text (locateInStrictJson) before its syntax tree is built. */
const quickReadsPerFile = 4;

/** A parsed file that can say where any JSON pointer sits in its text. Builds the syntax tree only when asked. */
export class JsonSource {
  private tree: Node | undefined;
  private quickReads = 0;
  readonly text: string;
  constructor(text: string) {
    this.text = withoutBom(text);
  }

  /** The first JSON syntax error in plain words, with its position; undefined for valid JSON. */
  syntaxError(): (Position & { message: string }) | undefined {
    const errors: ParseError[] = [];
    parseTree(this.text, errors, { allowTrailingComma: false, disallowComments: true, allowEmptyContent: false });
    const first = errors[0];
    if (!first) return undefined;
    const code = printParseErrorCode(first.error);
    return { ...positionAt(this.text, first.offset), message: `Invalid JSON: ${syntaxHelp[code] ?? code}.` };
  }

  /** Where a value sits; with `key`, where that property's name sits in the object. Falls back to the nearest parent. */
  locate(pointer: string, key?: string): Position {
    const segments = pointerToSegments(pointer);
    // Nearly every file given a problem is given one or two: each is found by reading the text, which
    // costs a tenth of building its syntax tree. A file asked for more, or that is not strict JSON, has
    // its tree built once.
    if (!this.tree && this.quickReads < quickReadsPerFile) {
      this.quickReads++;
      const offset = locateInStrictJson(this.text, segments, key, maxNesting);
      if (offset !== undefined) return positionAt(this.text, offset);
      this.quickReads = quickReadsPerFile;
    }
    this.tree ??= parseTree(this.text, [], { allowTrailingComma: true }) ?? undefined;
    if (!this.tree) return { line: 1, col: 1 };
    for (let n = segments.length; n >= 0; n--) {
      const node = findNodeAtLocation(this.tree, segments.slice(0, n));
      if (!node) continue;
      if (key !== undefined && n === segments.length && node.type === 'object') {
        const property = node.children?.find((p) => p.children?.[0]?.value === key);
        if (property) return positionAt(this.text, property.offset);
      }
      return positionAt(this.text, node.offset);
    }
    return { line: 1, col: 1 };
  }

  /** The text of one line, for a code frame under the message. */
  lineText(line: number): string {
    return this.text.split('\n')[line - 1] ?? '';
  }
}

// What JSON accepts but a page must not hold, because nobody sees it while editing: a key written twice in
// one object (JSON keeps the last one without a word), and characters that do not show in any editor yet
// change the page (a NUL that ships raw in the HTML, a right-to-left override that reverses the words after
// it, a zero-width space that splits a word for search engines, a line separator some browsers break on).
import { visit } from 'jsonc-parser';
import { toPointer, walkJson } from '../json-pointer.ts';
import { positionAt, type Position } from '../json-source.ts';

export interface DuplicateKey extends Position {
  key: string;
  /** The object holding both. */
  pointer: string;
  /** Where the key was first written. */
  first: Position;
}

/**
 * Every key written again in the same object, at its second writing, with where it was first written. One
 * pass over the text's characters (the pipeline reads every page, and a full JSON tokenizer cost eight
 * times a parse); a pointer is made only for a duplicate found.
 */
export function duplicateKeys(text: string): DuplicateKey[] {
  let found: DuplicateKey[] | undefined;
  // The keys of each open object, and for each open array or object whether it is an object.
  const keys: Map<string, number>[] = [];
  const isObject: boolean[] = [];
  let stringStart = -1;
  let lastString = -1;
  let lastStringEnd = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (stringStart >= 0) {
      if (c === 92) i++;
      else if (c === 34) {
        lastString = stringStart;
        lastStringEnd = i;
        stringStart = -1;
      }
      continue;
    }
    if (c === 34) stringStart = i;
    else if (c === 123) {
      keys.push(new Map());
      isObject.push(true);
    } else if (c === 91) isObject.push(false);
    else if (c === 125 || c === 93) {
      if (isObject.pop()) keys.pop();
    } else if (c === 58 && lastString >= 0) {
      // A string followed by a colon is a key of the innermost object.
      const raw = text.slice(lastString + 1, lastStringEnd);
      const key = raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw;
      const open = keys.at(-1);
      const first = open?.get(key);
      if (first === undefined) open?.set(key, lastString);
      else (found ??= []).push({ key, pointer: '', first: positionAt(text, first), ...positionAt(text, lastString) });
    }
    if (c !== 32 && c !== 10 && c !== 13 && c !== 9 && c !== 34) lastString = -1;
  }
  if (!found) return [];
  // Rare: the objects' pointers from a full read of the text.
  const pointers = new Map<number, string>();
  visit(text, {
    onObjectProperty: (_key, offset, _length, _line, _col, pathSupplier) => void pointers.set(offset, toPointer(pathSupplier())),
  });
  return found.map((twice) => {
    const offset = offsetOf(text, twice);
    const path = pointers.get(offset);
    return { ...twice, pointer: path ?? '' };
  });
}

/**
 * How many keys the parsed objects hold, however deep. A key written twice in one object is held once, so
 * this is fewer than the keys the text writes (scanJsonText) exactly when duplicateKeys would find one.
 */
export function countKeys(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  let count = 0;
  if (Array.isArray(value)) for (const item of value) count += countKeys(item);
  else
    for (const key in value) {
      count++;
      count += countKeys((value as Record<string, unknown>)[key]);
    }
  return count;
}

function offsetOf(text: string, { line, col }: Position): number {
  let offset = 0;
  for (let l = 1; l < line; l++) offset = text.indexOf('\n', offset) + 1;
  return offset + col - 1;
}

/** Invisible characters by name; ranges are matched by `hidden` below. */
const names: Record<number, string> = {
  0x0: 'NUL',
  0x85: 'NEXT LINE',
  0x200b: 'ZERO WIDTH SPACE',
  0x200e: 'LEFT-TO-RIGHT MARK',
  0x200f: 'RIGHT-TO-LEFT MARK',
  0x2028: 'LINE SEPARATOR',
  0x2029: 'PARAGRAPH SEPARATOR',
  0x202a: 'LEFT-TO-RIGHT EMBEDDING',
  0x202b: 'RIGHT-TO-LEFT EMBEDDING',
  0x202c: 'POP DIRECTIONAL FORMATTING',
  0x202d: 'LEFT-TO-RIGHT OVERRIDE',
  0x202e: 'RIGHT-TO-LEFT OVERRIDE',
  0x2060: 'WORD JOINER',
  0x2066: 'LEFT-TO-RIGHT ISOLATE',
  0x2067: 'RIGHT-TO-LEFT ISOLATE',
  0x2068: 'FIRST STRONG ISOLATE',
  0x2069: 'POP DIRECTIONAL ISOLATE',
  0xfeff: 'ZERO WIDTH NO-BREAK SPACE (byte-order mark)',
};

/**
 * Control characters but tab and line feed, the C1 controls, the zero-width and direction-changing
 * characters, line and paragraph separators, the byte-order mark inside a text, non-characters, and halves
 * of a character (a lone surrogate, which is no character at all). Zero-width joiners (U+200C, U+200D) are
 * allowed: emoji sequences and some scripts need them.
 */
const hidden =
  // Finding control characters is this expression's purpose.
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u200B\u200E\u200F\u2028-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\uFFF9-\uFFFB\uFDD0-\uFDEF\uFFFE\uFFFF]|\p{Surrogate}/u;

export interface HiddenCharacter {
  pointer: string;
  /** What it is, for the message: its code point and name. */
  what: string;
  /** Its place in the text, counted in characters from 1. */
  at: number;
}

function describe(text: string, index: number): string {
  const code = text.codePointAt(index)!;
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  if (code >= 0xd800 && code <= 0xdfff) return `${hex}, half of a character whose other half is missing`;
  const name = names[code] ?? (code < 0x20 || (code >= 0x7f && code <= 0x9f) ? 'a control character' : 'an invisible character');
  return `${hex} ${name}`;
}

/** What can show one in a file's text: the character itself, or an escape that writes one (\\b, \\f, \\r, \\u…). */
const mayHide = new RegExp(`${hidden.source.replace('\\u000B-\\u001F', '\\u000B\\u000C\\u000E-\\u001F')}|\\\\[bfru]`, 'u');

/**
 * The first hidden character of every text value (and key) in parsed JSON. Given the file's text, a file
 * with none of them (nearly all) costs one search of its text instead of a walk of its values.
 */
export function hiddenCharacters(data: unknown, text?: string): HiddenCharacter[] {
  if (text !== undefined && !mayHide.test(text)) return [];
  const found: HiddenCharacter[] = [];
  walkJson(data, (value, path) => {
    const key = path.at(-1);
    for (const text of [typeof key === 'string' ? key : undefined, typeof value === 'string' ? value : undefined]) {
      if (text === undefined) continue;
      const match = hidden.exec(text);
      if (match)
        found.push({ pointer: toPointer(path), what: describe(text, match.index), at: [...text.slice(0, match.index)].length + 1 });
    }
  });
  return found;
}

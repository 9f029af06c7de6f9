// Where a JSON pointer sits in a file's text, found in one read of the text without building its syntax
// tree. Every problem is given a line and column this way, and a check of the whole site may find one in
// each of thousands of files (a photo missing from every page), where building each file's tree cost a
// read of the text and a node for every value. The answer is the syntax tree's (JsonSource.locate): the
// text is read as strict JSON, and any text that is not strict JSON is left to the tree, which is made to
// read broken files.
import type { JsonKey } from './json-pointer.ts';

/**
 * The offset of the value at the longest part of `segments` the text has (the root's for none), or with
 * `key`, where that key is first written in the object the whole path leads to; undefined when the text
 * is not strict JSON nested at most `limit` levels.
 */
export function locateInStrictJson(text: string, segments: readonly JsonKey[], key: string | undefined, limit: number): number | undefined {
  const reader = new PathReader(text, segments, key, limit);
  try {
    reader.space();
    reader.value(0, true);
    reader.space();
    if (reader.at !== text.length) return undefined;
  } catch (error) {
    if (error === notStrict) return undefined;
    throw error;
  }
  const deepest = reader.found.length - 1;
  return key !== undefined && deepest === segments.length && reader.keyAt >= 0 ? reader.keyAt : reader.found[deepest];
}

/** Thrown at the first character strict JSON does not allow there. */
const notStrict = new Error('Not strict JSON');

class PathReader {
  at = 0;
  /** The offset of the value each part of the path leads to, as far as the text has it. */
  readonly found: number[] = [];
  /** Where `key` is first written in the object at the end of the path. */
  keyAt = -1;

  constructor(
    private readonly text: string,
    private readonly segments: readonly JsonKey[],
    private readonly key: string | undefined,
    private readonly limit: number,
  ) {}

  space(): void {
    const c = this.text.charCodeAt(this.at);
    if (c !== 32 && c !== 10 && c !== 13 && c !== 9) return;
    blanks.lastIndex = this.at;
    blanks.test(this.text);
    this.at = blanks.lastIndex;
  }

  /** Reads one value; `onPath` when it is the one the first `level` segments lead to. */
  value(level: number, onPath: boolean): void {
    if (level > this.limit) throw notStrict;
    if (onPath) this.found.push(this.at);
    const c = this.text.charCodeAt(this.at);
    if (c === 123) this.object(level, onPath);
    else if (c === 91) this.array(level, onPath);
    else if (c === 34) this.string();
    else if (c === 116) this.word('true');
    else if (c === 102) this.word('false');
    else if (c === 110) this.word('null');
    else this.number();
  }

  object(level: number, onPath: boolean): void {
    const segment = onPath && level < this.segments.length ? this.segments[level] : undefined;
    // The path goes on through a key only; a list index leads nowhere in an object.
    let wanted = typeof segment === 'string' ? segment : undefined;
    let keyWanted = onPath && level === this.segments.length ? this.key : undefined;
    this.at++;
    this.space();
    if (this.text.charCodeAt(this.at) === 125) {
      this.at++;
      return;
    }
    for (;;) {
      if (this.text.charCodeAt(this.at) !== 34) throw notStrict;
      const start = this.at;
      const escaped = this.string();
      let next = false;
      if (wanted !== undefined && this.keyIs(start, escaped, wanted)) {
        // The first property with the key is the one the path follows, as in the syntax tree.
        wanted = undefined;
        next = true;
      }
      if (keyWanted !== undefined && this.keyIs(start, escaped, keyWanted)) {
        keyWanted = undefined;
        this.keyAt = start;
      }
      this.space();
      if (this.text.charCodeAt(this.at) !== 58) throw notStrict;
      this.at++;
      this.space();
      this.value(level + 1, next);
      this.space();
      const c = this.text.charCodeAt(this.at++);
      if (c === 125) return;
      if (c !== 44) throw notStrict;
      this.space();
    }
  }

  array(level: number, onPath: boolean): void {
    const segment = onPath && level < this.segments.length ? this.segments[level] : undefined;
    const wanted = typeof segment === 'number' ? segment : -1;
    this.at++;
    this.space();
    if (this.text.charCodeAt(this.at) === 93) {
      this.at++;
      return;
    }
    for (let index = 0; ; index++) {
      this.value(level + 1, index === wanted);
      this.space();
      const c = this.text.charCodeAt(this.at++);
      if (c === 93) return;
      if (c !== 44) throw notStrict;
      this.space();
    }
  }

  /** Whether the string from `start` (its opening quote) to the reader's place is `key`. */
  private keyIs(start: number, escaped: boolean, key: string): boolean {
    if (escaped) return JSON.parse(this.text.slice(start, this.at)) === key;
    return this.at - start - 2 === key.length && this.text.startsWith(key, start + 1);
  }

  /** Reads a string from its opening quote; answers whether it holds an escape. */
  string(): boolean {
    const { text } = this;
    let escaped = false;
    for (let i = this.at + 1; i < text.length; i++) {
      // The plain characters in one step of the regular expression engine, which reads them far faster.
      plain.lastIndex = i;
      plain.test(text);
      i = plain.lastIndex;
      const c = text.charCodeAt(i);
      if (c === 34) {
        this.at = i + 1;
        return escaped;
      }
      if (c < 0x20) throw notStrict;
      if (c === 92) {
        escaped = true;
        const e = text.charCodeAt(++i);
        if (e === 117) {
          for (let h = 1; h <= 4; h++) if (!isHex(text.charCodeAt(i + h))) throw notStrict;
          i += 4;
        } else if (!(e === 34 || e === 92 || e === 47 || e === 98 || e === 102 || e === 110 || e === 114 || e === 116)) throw notStrict;
      }
    }
    throw notStrict;
  }

  word(word: string): void {
    if (!this.text.startsWith(word, this.at)) throw notStrict;
    this.at += word.length;
  }

  /** -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)? */
  number(): void {
    const { text } = this;
    if (text.charCodeAt(this.at) === 45) this.at++;
    if (text.charCodeAt(this.at) === 48) this.at++;
    else if (!this.digits()) throw notStrict;
    if (text.charCodeAt(this.at) === 46) {
      this.at++;
      if (!this.digits()) throw notStrict;
    }
    const e = text.charCodeAt(this.at);
    if (e === 101 || e === 69) {
      this.at++;
      const sign = text.charCodeAt(this.at);
      if (sign === 43 || sign === 45) this.at++;
      if (!this.digits()) throw notStrict;
    }
  }

  /** Reads one or more digits; answers whether there was one. */
  private digits(): boolean {
    const start = this.at;
    let c = this.text.charCodeAt(this.at);
    while (c >= 48 && c <= 57) c = this.text.charCodeAt(++this.at);
    return this.at > start;
  }
}

/** Blanks between tokens, and a string's characters that need no second look (the y flag: each matches from lastIndex on). */
const blanks = /[ \t\n\r]*/y;
// Control characters are what strict JSON refuses in a string.
// eslint-disable-next-line no-control-regex
const plain = /[^"\\\u0000-\u001f]*/y;

const isHex = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);

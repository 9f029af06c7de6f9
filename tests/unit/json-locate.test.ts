// Finding a pointer by reading the text (locateInStrictJson) answers what the syntax tree answers, for every
// place in every page of the site and for texts written to trip it; a text that is not strict JSON is left
// to the tree.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findNodeAtLocation, parseTree } from 'jsonc-parser';
import { describe, expect, it } from 'vitest';
import { locateInStrictJson } from '../../src/core/json-locate.ts';
import { pointerToSegments, toPointer, walkJson } from '../../src/core/json-pointer.ts';
import { JsonSource, maxNesting, positionAt, type Position } from '../../src/core/json-source.ts';
import { defaultPagesDir } from '../../src/tooling/paths.ts';

const trees = new Map<string, ReturnType<typeof parseTree>>();

/** What JsonSource.locate answered from the syntax tree alone. */
function byTree(text: string, pointer: string, key?: string): Position {
  if (!trees.has(text)) trees.set(text, parseTree(text, [], { allowTrailingComma: true }));
  const tree = trees.get(text);
  if (!tree) return { line: 1, col: 1 };
  const segments = pointerToSegments(pointer);
  for (let n = segments.length; n >= 0; n--) {
    const node = findNodeAtLocation(tree, segments.slice(0, n));
    if (!node) continue;
    if (key !== undefined && n === segments.length && node.type === 'object') {
      const property = node.children?.find((p) => p.children?.[0]?.value === key);
      if (property) return positionAt(text, property.offset);
    }
    return positionAt(text, node.offset);
  }
  return { line: 1, col: 1 };
}

const byReading = (text: string, pointer: string, key?: string) => {
  const offset = locateInStrictJson(text, pointerToSegments(pointer), key, maxNesting);
  return offset === undefined ? undefined : positionAt(text, offset);
};

/** Every place in the text, places just beside them that are not there, and every key of every object. */
function questions(text: string): [string, string?][] {
  const asked: [string, string?][] = [['', undefined], ['/nothing/here'], ['/0']];
  walkJson(JSON.parse(text) as unknown, (value, keys) => {
    const pointer = toPointer(keys);
    asked.push([pointer], [`${pointer}/missing`], [`${pointer}/0`], [`${pointer}/1`], [`${pointer}/99`], [`${pointer}/~1x`]);
    if (value && typeof value === 'object' && !Array.isArray(value))
      for (const key of [...Object.keys(value), 'missing', '0']) asked.push([pointer, key]);
    if (Array.isArray(value)) asked.push([pointer, '0']);
  });
  return asked;
}

function pageFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('a place in a file, found by reading its text', () => {
  it('is where the syntax tree puts it, for every place in every file of the site', () => {
    const files = pageFiles(defaultPagesDir);
    expect(files.length).toBeGreaterThan(20);
    let asked = 0;
    for (const file of files) {
      const text = new JsonSource(readFileSync(file, 'utf8')).text;
      for (const [pointer, key] of questions(text)) {
        asked++;
        expect(byReading(text, pointer, key), `${file} ${pointer} ${key ?? ''}`).toEqual(byTree(text, pointer, key));
      }
    }
    expect(asked).toBeGreaterThan(10_000);
  });

  it.each([
    ['keys written twice: the first is followed', '{"a": {"b": 1}, "a": {"b": 2, "c": 3}}'],
    ['escaped keys and values', '{"a\\"b": [1, {"x\\u0079": "\\\\"}], "t/~": {"\\/": true}, "é": "ü\\n"}'],
    ['every kind of value', '  [ -0.5e+10, 0, 12.25E-3, true, false, null, "", {}, [], [[]], {"k": {}} ]  \n'],
    ['a digit key in an object', '{"0": "zero", "1": {"2": 3}, "list": ["a", "b"]}'],
    ['line breaks everywhere', '{\r\n\t"a"\n:\n[\n1\n,\n{"b":\t2}\n]\r\n}\n'],
    ['a key asked for twice', '{"k": 1, "k": 2, "o": {"k": 3}}'],
  ])('is where the syntax tree puts it: %s', (_what, text) => {
    for (const [pointer, key] of questions(text))
      expect(byReading(text, pointer, key), `${pointer} ${key ?? ''}`).toEqual(byTree(text, pointer, key));
  });

  it.each([
    ['a trailing comma', '{"a": [1, 2,], "b": 1}'],
    ['a comment', '{"a": 1 /* no */}'],
    ['a line break in a text', '{"a": "one\ntwo"}'],
    ['a leading zero', '{"a": 01}'],
    ['a single quote', "{'a': 1}"],
    ['text after the end', '{"a": 1} {"b": 2}'],
    ['a cut-off file', '{"a": [1, 2'],
    ['a bad escape', '{"a": "\\x41"}'],
    ['a bare word', '{"a": yes}'],
    ['nothing', ''],
  ])('is left to the syntax tree when the text has %s', (_what, text) => {
    expect(locateInStrictJson(text, ['a'], undefined, maxNesting)).toBeUndefined();
    // And JsonSource still answers as the tree does.
    expect(new JsonSource(text).locate('/a')).toEqual(byTree(text, '/a'));
  });

  it('is left to the syntax tree when the text nests deeper than the limit', () => {
    const text = `${'['.repeat(maxNesting + 2)}${']'.repeat(maxNesting + 2)}`;
    expect(locateInStrictJson(text, [0, 0], undefined, maxNesting)).toBeUndefined();
    expect(new JsonSource(text).locate('/0/0')).toEqual(byTree(text, '/0/0'));
  });

  it('answers as the tree does for a file asked for many places, once its tree is built', () => {
    const text = '{"list": [10, 20, 30, 40, 50, 60, 70], "o": {"k": 1}}';
    const source = new JsonSource(text);
    for (const [pointer, key] of questions(text))
      expect(source.locate(pointer, key), `${pointer} ${key ?? ''}`).toEqual(byTree(text, pointer, key));
  });
});

describe('the line and column of a place in a text', () => {
  /** Counted a character at a time, as an editor counts them. */
  function counted(text: string, offset: number): Position {
    let line = 1;
    let lineStart = 0;
    for (let i = 0; i < offset && i < text.length; i++)
      if (text[i] === '\n') {
        line++;
        lineStart = i + 1;
      }
    return { line, col: offset - lineStart + 1 };
  }

  it('is the one counted character by character, at every place, before the start and past the end', () => {
    const home = readFileSync(path.join(defaultPagesDir, 'index.json'), 'utf8');
    for (const text of [home, 'a\nb\r\nc\n\n', '', '\n', 'x', '\n\n\nlast'])
      for (let offset = -1; offset <= text.length + 2; offset++) expect(positionAt(text, offset)).toEqual(counted(text, offset));
  });
});

// The one JSON-pointer escape and the one walk that validation, the SEO rules, the icons and the editor share.
import { describe, expect, it } from 'vitest';
import { escape, pointerToSegments, toPointer, unescape, walkJson, type JsonKey } from '../../src/core/json-pointer.ts';

describe('a JSON pointer segment', () => {
  it('escapes ~ as ~0 and / as ~1, ~ first so that a written ~1 stays two characters', () => {
    expect(escape('a/b')).toBe('a~1b');
    expect(escape('a~b')).toBe('a~0b');
    expect(escape('~1')).toBe('~01');
    expect(escape(3)).toBe('3');
    expect(unescape('~01')).toBe('~1');
  });

  it('round-trips through a pointer, list indexes as numbers', () => {
    const path: JsonKey[] = ['blocks', 0, 'a/b', '~1', 'x~y', ''];
    expect(toPointer(path)).toBe('/blocks/0/a~1b/~01/x~0y/');
    expect(pointerToSegments(toPointer(path))).toEqual(path);
    expect(toPointer([])).toBe('');
    expect(pointerToSegments('')).toEqual([]);
  });
});

describe('walkJson', () => {
  const data = { meta: { title: 'T' }, blocks: [{ type: 'hero', 'a/b': ['x'] }, null], n: 1 };
  const walked = (root: unknown, skip?: (value: unknown) => boolean) => {
    const seen: string[] = [];
    walkJson(root, (value, path) => {
      seen.push(toPointer(path));
      if (skip?.(value)) return false;
    });
    return seen;
  };

  it('visits the root, then every value, each parent before its children, in the order written', () => {
    expect(walked(data)).toEqual([
      '',
      '/meta',
      '/meta/title',
      '/blocks',
      '/blocks/0',
      '/blocks/0/type',
      '/blocks/0/a~1b',
      '/blocks/0/a~1b/0',
      '/blocks/1',
      '/n',
    ]);
  });

  it('skips the children of a value whose visit returns false', () => {
    expect(walked(data, (value) => Array.isArray(value))).toEqual(['', '/meta', '/meta/title', '/blocks', '/n']);
  });

  it('visits a value that is not a list or an object once, as the root', () => {
    expect(walked('text')).toEqual(['']);
  });
});

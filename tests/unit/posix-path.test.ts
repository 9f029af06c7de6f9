import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as posix from '../../src/core/posix-path.ts';

// The content core's paths answer as node:path's posix functions do, for the paths the core meets.
describe('the core posix paths', () => {
  const cases: [string, string][] = [
    ['/site/pages', '/site/pages/about.json'],
    ['/site/pages', '/site/pages/industries/hvac-seo.json'],
    ['/site/pages', '/site/schema/page.schema.json'],
    ['/site/pages/industries', '/site/pages'],
    ['/a/b', '/a/b'],
    ['/', '/x/y'],
  ];
  it.each(cases)('relative(%s, %s) as node:path', (from, to) => expect(posix.relative(from, to)).toBe(path.posix.relative(from, to)));

  const joins: string[][] = [
    ['/site/pages', 'about.json'],
    ['/site/pages', '..', 'schema'],
    ['/site/pages/', './a//b.json'],
    ['a', '..', '..', 'b'],
    ['/x', '../../y'],
  ];
  it.each(joins)('join(%s, …) as node:path', (...parts) => expect(posix.join(...parts)).toBe(path.posix.join(...parts)));

  it('resolve, dirname and basename as node:path', () => {
    expect(posix.resolve('/site/pages', '..', 'schema')).toBe(path.posix.resolve('/site/pages', '..', 'schema'));
    expect(posix.resolve('/site/pages/a', '../../schema/x.json')).toBe(path.posix.resolve('/site/pages/a', '../../schema/x.json'));
    expect(posix.resolve('/site/pages', '/other/schema')).toBe('/other/schema');
    for (const p of ['/site/pages/about.json', '/site', '/', 'a/b'])
      expect([posix.dirname(p), posix.basename(p)]).toEqual([path.posix.dirname(p), path.posix.basename(p)]);
    expect(posix.basename('/x/hero.jpg', '.jpg')).toBe('hero');
  });
});

// The load step: which page files there are and what they say, from the folder or with texts in memory.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderSource, overlaySource } from '../../src/tooling/content/index.ts';
import { fixturePage, writePages } from './helpers.ts';

describe('a content source', () => {
  const dir = writePages({ 'about.json': fixturePage('about'), '_drafts/old.json': '{}' });
  const file = (name: string) => path.join(dir, name);

  it('of a folder lists its page files, sorted, leaving out names starting with _', () => {
    expect(folderSource(dir).list()).toEqual(['about.json', 'contact.json', 'index.json', 'services.json'].map(file));
  });

  it('with an overlay reads the given text instead of the saved one, and lists a new page file once', () => {
    const texts = new Map([
      [file('about.json'), '{"edited":true}'],
      [file('services/new.json'), '{}'],
      [file('_notes.json'), '{}'],
    ]);
    const source = overlaySource(folderSource(dir), texts);
    expect(source.read(file('about.json'))).toBe('{"edited":true}');
    expect(source.read(file('contact.json'))).toBe(fixturePage('contact'));
    expect(source.list()).toEqual(['about.json', 'contact.json', 'index.json', 'services.json', 'services/new.json'].map(file));
    expect(source.exists(file('_notes.json'))).toBe(true);
    expect(source.exists(file('missing.json'))).toBe(false);
  });
});

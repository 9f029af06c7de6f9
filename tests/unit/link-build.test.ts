import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { linkBuild, Store } from '../../src/tooling/build/store.ts';

const dirs: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

function stored() {
  const work = mkdtempSync(path.join(tmpdir(), 'link-build-'));
  dirs.push(work);
  const store = new Store(path.join(work, 'store'));
  const files = new Map([
    ['index.html', store.put('<p>home</p>', undefined).hash],
    ['about/index.html', store.put('<p>about</p>', undefined).hash],
  ]);
  return { store, files, dist: path.join(work, 'dist') };
}

describe('linking the build folder', () => {
  // After an edit nearly every file of a site of 10,000 pages is the last build's: each file's two paths
  // cost the build a few hundredths of a second for nothing.
  it('passes over the files the last build linked into the same folder without asking where they are', () => {
    const { store, files, dist } = stored();
    expect(linkBuild(store, dist, files, new Map(), false)).toBe(2);
    const where = vi.spyOn(store, 'file');
    expect(linkBuild(store, dist, files, files, true)).toBe(0);
    expect(where).not.toHaveBeenCalled();
    expect(readFileSync(path.join(dist, 'about', 'index.html'), 'utf8')).toBe('<p>about</p>');
  });

  it('checks the files of a folder it cannot trust, and links again what is not the stored file', () => {
    const { store, files, dist } = stored();
    linkBuild(store, dist, files, new Map(), false);
    rmSync(path.join(dist, 'index.html'));
    expect(linkBuild(store, dist, files, files, false)).toBe(1);
    expect(readFileSync(path.join(dist, 'index.html'), 'utf8')).toBe('<p>home</p>');
  });
});

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkEdit } from '../../src/studio/engine/pages.ts';
import { checkerFor } from '../../src/studio/local/server/checking.ts';
import { displayPath } from '../../src/tooling/paths.ts';
import { fixturePage, studioAnswer, writePages } from './helpers.ts';

/** One request to the editor's API, as the studio's page sends it, answered by the middleware without a dev server. */
const get = (url: string, host = '127.0.0.1:5173') => studioAnswer({ url, method: 'GET', headers: { host } });

describe('the editor lists the pages', () => {
  const saved = process.env.PAGES_DIR;
  afterEach(() => {
    if (saved === undefined) delete process.env.PAGES_DIR;
    else process.env.PAGES_DIR = saved;
  });

  it('including one saved with a byte-order mark, which validation accepts, as text the browser can parse', async () => {
    const dir = writePages({});
    writeFileSync(path.join(dir, 'about.json'), `\uFEFF${fixturePage('about')}`);
    process.env.PAGES_DIR = dir;
    const { status, body } = await get('/_editor/api/pages');
    expect(status).toBe(200);
    const about = (body as { pages: { file: string; path: string; text: string }[] }).pages.find((p) => p.file === 'about.json');
    expect(about?.path).toBe('/about');
    expect(() => JSON.parse(about!.text)).not.toThrow();
  });
});

describe('the editor answers only its own address', () => {
  it('and nothing to a request naming another host, not even the list of pages (DNS rebinding)', async () => {
    for (const host of ['evil.example:5173', 'evil.example', '']) {
      const { status, body } = await get('/_editor/api/pages', host);
      expect(status, host).toBe(421);
      expect(body).toEqual({ error: `Refused: the request is addressed to "${host}", not to this studio.` });
    }
  });
});

describe('the editor checks an edit', () => {
  it('in memory, as validation would after saving it: problems of that file only, and the page as it renders', () => {
    const dir = writePages({ 'index.json': fixturePage('home', ['/contact', '/services', '/about']), 'about.json': fixturePage('about') });
    const before = readFileSync(path.join(dir, 'about.json'), 'utf8');
    const edited = JSON.parse(before);
    edited.blocks.push({ type: 'cta', primary: { label: 'Talk to us', href: '/nowhere' } });
    const { problems, path: route, page } = checkEdit(checkerFor(dir), 'about.json', JSON.stringify(edited, null, 2));
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'pages/about.json',
        pointer: '/blocks/1/primary/href',
        message: expect.stringMatching(/^The link \/nowhere leads nowhere/),
      }),
    ]);
    expect(route).toBe('/about');
    expect(page?.blocks.map((b) => b.type)).toEqual(['hero', 'cta']);
    // Nothing was written: the folder still holds the saved text, and no copy of it was made.
    expect(readFileSync(path.join(dir, 'about.json'), 'utf8')).toBe(before);
  });

  it('of a page not saved yet, as a new file beside the others', () => {
    const dir = writePages({ 'index.json': fixturePage('home', ['/contact', '/services', '/new-page-draft']) });
    const { problems, path: route } = checkEdit(checkerFor(dir), undefined, fixturePage('draft'));
    expect(problems).toEqual([]);
    expect(route).toBe('/new-page-draft');
    expect(existsSync(path.join(dir, 'new-page-draft.json'))).toBe(false);
  });

  it("that takes another page's path, naming that page by its place in pages/", () => {
    const dir = writePages({});
    const page = { ...JSON.parse(fixturePage('draft')), path: '/contact' };
    const { problems } = checkEdit(checkerFor(dir), undefined, JSON.stringify(page, null, 2));
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'pages/new-page-draft.json',
        pointer: '/path',
        message: `The path /contact is already used by ${displayPath(path.join(dir, 'contact.json'))}. Each page needs its own path.`,
      }),
    ]);
  });
});

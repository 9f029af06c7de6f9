// The engine's save and update of links (src/studio/engine/save.ts), once, against page files in memory
// (tests/stand-ins/memory-repository.ts): a save over the version opened, a conflict, a refusal by the
// checks, a rename with its redirect (a file of its own; the site config's menu link led to the new address)
// written as one change or not at all, and the pages still linking to the old address updated as one change.
// Each adapter is tested against its own contract: the pages folder in studio-server.test.ts, the drafts in
// github-backend.test.ts.
import { describe, expect, it } from 'vitest';
import type { Problem } from '../../src/studio/backend.ts';
import { savePage, updateLinks } from '../../src/studio/engine/save.ts';
import { memoryPageFiles } from '../stand-ins/memory-repository.ts';

const page = (path: string, links: string[] = []) =>
  `${JSON.stringify({ path, meta: { title: path }, blocks: [{ type: 'hero', title: 'Hello', text: links.map((l) => `[see](${l})`).join(' ') }] }, null, 2)}\n`;
const site = `${JSON.stringify({ menu: [{ label: 'SEO', href: '/local-seo' }], redirects: [] }, null, 2)}\n`;
const problem = (message: string, extra: Partial<Problem> = {}): Problem => ({
  file: 'pages/local-seo.json',
  line: 1,
  col: 1,
  pointer: '/path',
  message,
  ...extra,
});

function siteInMemory(options: Parameters<typeof memoryPageFiles>[1] = {}) {
  return memoryPageFiles(
    { '_site.json': site, 'local-seo.json': page('/local-seo'), 'index.json': page('/', ['/local-seo']), 'about.json': page('/about') },
    options,
  );
}

describe('saving a page', () => {
  it('saves over the version opened, written like the file was, and a new page over none', async () => {
    const { pageFiles, files, fingerprint } = siteInMemory();
    const edited = { ...JSON.parse(page('/about')), meta: { title: 'About us' } };
    const result = await savePage(pageFiles, 'about.json', edited, fingerprint(page('/about')));
    expect(result).toEqual({ saved: { hash: fingerprint(files.get('about.json')!), linkNeeded: false } });
    expect(files.get('about.json')).toBe(page('/about').replace('"title": "/about"', '"title": "About us"'));
    expect(await savePage(pageFiles, 'partners.json', JSON.parse(page('/partners')), null)).toHaveProperty('saved');
  });

  it('is a conflict when the page changed, appeared or went since it was opened: nothing is written', async () => {
    const { pageFiles, files, writes, fingerprint } = siteInMemory({ renames: false });
    expect(await savePage(pageFiles, 'about.json', {}, 'not-the-version')).toEqual({
      conflict: {
        hash: fingerprint(page('/about')),
        text: page('/about'),
        error: 'This page was changed since you opened it. Nothing was overwritten.',
      },
    });
    expect(await savePage(pageFiles, 'about.json', {}, null)).toMatchObject({
      conflict: { error: 'Another page was saved at this address since you created this one. Nothing was overwritten.' },
    });
    files.delete('about.json');
    expect(await savePage(pageFiles, 'about.json', {}, 'was-there')).toMatchObject({ conflict: { hash: null, text: undefined } });
    // Changed right before the write: the page as it is then.
    const racing = siteInMemory({ meanwhile: (now) => now.set('about.json', page('/about-elsewhere')) });
    expect(await savePage(racing.pageFiles, 'about.json', JSON.parse(page('/about')), racing.fingerprint(page('/about')))).toMatchObject({
      conflict: { text: page('/about-elsewhere') },
    });
    expect(racing.files.get('about.json')).toBe(page('/about-elsewhere'));
    expect(writes).toEqual([]);
  });

  it('says where the working copy can: a page deleted, or changed elsewhere', async () => {
    const { pageFiles, files } = siteInMemory();
    const local = { ...pageFiles, changedWhere: 'elsewhere' };
    expect(await savePage(local, 'about.json', {}, 'old')).toMatchObject({
      conflict: {
        error: 'This page was changed elsewhere since you opened it (saved from another window or program). Nothing was overwritten.',
      },
    });
    files.delete('about.json');
    expect(await savePage(local, 'about.json', {}, 'old')).toMatchObject({
      conflict: { error: 'This page was deleted since you opened it.' },
    });
  });

  it('is refused by the same check as the edit, but not for a problem another page fixes', async () => {
    const blocking = problem('Headline is blank');
    const { pageFiles, writes, fingerprint } = siteInMemory({ problems: { 'about.json': [blocking] } });
    expect(await savePage(pageFiles, 'about.json', JSON.parse(page('/about')), fingerprint(page('/about')))).toEqual({
      refused: { why: 'problems', error: 'Not saved: 1 problem to fix first.', problems: [blocking] },
    });
    expect(writes).toEqual([]);
    const unlinked = problem('No page links to it yet', { fixedElsewhere: true });
    const other = siteInMemory({ problems: { 'partners.json': [unlinked] } });
    expect(await savePage(other.pageFiles, 'partners.json', JSON.parse(page('/partners')), null)).toMatchObject({
      saved: { linkNeeded: true },
    });
  });
});

describe('saving a page at a new address', () => {
  const moved = () => JSON.parse(page('/local-seo-services')) as unknown;

  it('adds the old address’s redirect, leads the menu’s link there, lists the pages still linking, all as one change', async () => {
    const { pageFiles, files, writes, fingerprint } = siteInMemory();
    const result = await savePage(pageFiles, 'local-seo.json', moved(), fingerprint(page('/local-seo')));
    expect(result).toEqual({
      saved: {
        hash: fingerprint(files.get('local-seo.json')!),
        linkNeeded: false,
        renamed: {
          from: '/local-seo',
          to: '/local-seo-services',
          menuLinks: 1,
          linking: [{ file: 'index.json', title: 'index.json', path: '/index', hash: fingerprint(page('/', ['/local-seo'])) }],
        },
      },
    });
    expect(writes).toHaveLength(1);
    expect(writes[0]!.map((w) => w.file).sort()).toEqual(['_redirects/local-seo.json', '_site.json', 'local-seo.json']);
    expect(JSON.parse(files.get('_redirects/local-seo.json')!)).toMatchObject({ from: '/local-seo', to: '/local-seo-services' });
    expect(JSON.parse(files.get('_site.json')!).menu).toEqual([{ label: 'SEO', href: '/local-seo-services' }]);
  });

  it('where the working copy keeps no rename’s companions (the web), saves the page alone', async () => {
    const { pageFiles, writes, fingerprint } = siteInMemory({ renames: false });
    const result = await savePage(pageFiles, 'local-seo.json', moved(), fingerprint(page('/local-seo')));
    expect(result).toEqual({ saved: { hash: expect.any(String), linkNeeded: false } });
    expect(writes.map((change) => change.map((w) => w.file))).toEqual([['local-seo.json']]);
  });

  it('is refused, writing nothing, when the site would not pass the checks with the redirect, or its config cannot be read', async () => {
    const { pageFiles, writes, fingerprint } = siteInMemory({
      siteProblems: [problem('The link /nowhere leads nowhere.', { file: 'pages/_site.json' }), problem('Path taken.')],
    });
    expect(await savePage(pageFiles, 'local-seo.json', moved(), fingerprint(page('/local-seo')))).toEqual({
      refused: {
        why: 'problems',
        error:
          'Not saved: the old address /local-seo cannot be sent on to /local-seo-services (The link /nowhere leads nowhere). Nothing was changed.',
        problems: [problem('Path taken.')],
      },
    });
    const unreadable = siteInMemory();
    unreadable.files.set('_site.json', '{ not json');
    expect(await savePage(unreadable.pageFiles, 'local-seo.json', moved(), fingerprint(page('/local-seo')))).toEqual({
      refused: {
        why: 'problems',
        error: 'Not saved: the site settings file cannot be read, so the old address cannot be redirected. Ask a developer to repair it.',
      },
    });
    expect([...writes, ...unreadable.writes]).toEqual([]);
  });

  it('writes nothing when the site config changed meanwhile, and is a conflict when the page did', async () => {
    const config = siteInMemory({ meanwhile: (now) => now.set('_site.json', `${site} `) });
    expect(await savePage(config.pageFiles, 'local-seo.json', moved(), config.fingerprint(page('/local-seo')))).toEqual({
      refused: {
        why: 'changed',
        error:
          'Not saved: the site settings or its redirects were changed elsewhere while this page was being saved, so nothing was written. Save again.',
      },
    });
    expect(config.files.get('local-seo.json')).toBe(page('/local-seo'));
    expect(config.files.has('_redirects/local-seo.json')).toBe(false);
    const own = siteInMemory({ meanwhile: (now) => now.set('local-seo.json', page('/elsewhere')) });
    expect(await savePage(own.pageFiles, 'local-seo.json', moved(), own.fingerprint(page('/local-seo')))).toMatchObject({
      conflict: { text: page('/elsewhere') },
    });
    expect(own.files.get('_site.json')).toBe(site);
  });
});

describe('updating the links to an old address', () => {
  it('rewrites the pages listed as one change', async () => {
    const { pageFiles, files, writes, fingerprint } = siteInMemory();
    const listed = [{ file: 'index.json', hash: fingerprint(page('/', ['/local-seo'])) }];
    expect(await updateLinks(pageFiles, '/local-seo', '/local-seo-services', listed)).toEqual({ updated: 1 });
    expect(files.get('index.json')).toContain('[see](/local-seo-services)');
    expect(writes).toHaveLength(1);
  });

  it('is refused, writing nothing: a page changed since listed, a page with a problem, a page listed twice, none listed', async () => {
    const { pageFiles, writes, fingerprint } = siteInMemory({ problems: { 'index.json': [problem('Headline is blank')] } });
    const hash = fingerprint(page('/', ['/local-seo']));
    expect(await updateLinks(pageFiles, '/local-seo', '/x', [{ file: 'index.json', hash: 'stale' }])).toEqual({
      refused: {
        why: 'changed',
        error: 'Nothing was updated: the page index.json was changed elsewhere since it was listed. Open it and update its links there.',
      },
    });
    expect(await updateLinks(pageFiles, '/local-seo', '/x', [{ file: 'index.json', hash }])).toEqual({
      refused: {
        why: 'problems',
        error: 'Nothing was updated: the page index.json has a problem to fix first. Open it and update its links there.',
      },
    });
    expect(
      await updateLinks(pageFiles, '/local-seo', '/x', [
        { file: 'index.json', hash },
        { file: 'index.json', hash },
      ]),
    ).toEqual({
      refused: {
        why: 'request',
        error: 'The studio listed the page index.json twice to update its links. Reload the page and try again.',
      },
    });
    expect(await updateLinks(pageFiles, '/local-seo', '/x', [])).toEqual({
      refused: { why: 'request', error: 'The studio sent no pages to update. Reload the page and try again.' },
    });
    const racing = siteInMemory({ meanwhile: (now) => now.set('index.json', page('/', ['/local-seo', '/about'])) });
    expect(await updateLinks(racing.pageFiles, '/local-seo', '/x', [{ file: 'index.json', hash }])).toEqual({
      refused: { why: 'changed', error: 'Nothing was updated: a page was changed elsewhere meanwhile. Try again.' },
    });
    expect([...writes, ...racing.writes]).toEqual([]);
  });

  it('where the working copy keeps no rename’s companions (the web), says it is not offered there', async () => {
    const { pageFiles } = siteInMemory({ renames: false });
    expect(await updateLinks(pageFiles, '/a', '/b', [{ file: 'index.json', hash: 'h' }])).toEqual({
      refused: {
        why: 'problems',
        error: 'Updating links on other pages is not available in the studio on the web yet. Edit those pages one by one.',
      },
    });
  });
});

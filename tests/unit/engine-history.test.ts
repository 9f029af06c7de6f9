// The studio's history, tested once in the engine over a repository in memory (tests/stand-ins/
// memory-repository.ts): both studios run this code, each over its own adapter (their tests:
// page-history.test.ts over git, github-history.test.ts over GitHub's API).
import { describe, expect, it } from 'vitest';
import { historyOver, versionsPerPage } from '../../src/studio/engine/history.ts';
import { StudioError } from '../../src/studio/backend.ts';
import type { RepositoryPort } from '../../src/studio/engine/port.ts';
import { MemoryRepository, memoryWorkingCopy } from '../stand-ins/memory-repository.ts';

const page = (title: string, extra: Record<string, unknown> = {}) =>
  `${JSON.stringify({ $schema: '../schema/page.schema.json', meta: { title }, blocks: [{ type: 'hero', title }], ...extra }, null, 2)}\n`;
const titleOf = (text: string) => (JSON.parse(text) as { meta: { title: string } }).meta.title;

function aboutWith(versions: number) {
  const repo = new MemoryRepository();
  repo.commit('Dev', { 'pages/about.json': page('About 0'), 'README.md': 'Site' });
  for (let i = 1; i < versions; i++) repo.commit(i % 2 ? 'maya' : 'jo', { 'pages/about.json': page(`About ${i}`) });
  return repo;
}

describe('the history of a page, in the engine', () => {
  it('lists the versions newest first, each with its author, date, address and the page just before', async () => {
    const repo = aboutWith(3);
    repo.commit('Dev', { 'README.md': 'Not the page' });
    const { versions, next } = await historyOver(repo.port(), memoryWorkingCopy().working).pageHistory('about.json');
    expect(next).toBeUndefined();
    expect(versions.map((v) => [v.author, titleOf(v.text), v.before && titleOf(v.before.text), v.route])).toEqual([
      ['jo', 'About 2', 'About 1', '/about'],
      ['maya', 'About 1', 'About 0', '/about'],
      ['Dev', 'About 0', undefined, '/about'],
    ]);
    expect(versions[0]!.date).toBe(repo.commits[2]!.date);
  });

  it(`reads ${versionsPerPage} versions a page, and the next page from where the first ended, reading only what it shows`, async () => {
    const repo = aboutWith(versionsPerPage + 3);
    const history = historyOver(repo.port(), memoryWorkingCopy().working);
    const first = await history.pageHistory('about.json');
    expect(first.versions).toHaveLength(versionsPerPage);
    // The oldest shown still has the page before it: the first of the next page, read once.
    expect(titleOf(first.versions.at(-1)!.before!.text)).toBe('About 2');
    expect(repo.asked.filter((a) => a.method === 'readAt').flatMap((a) => a.names)).toHaveLength(versionsPerPage + 1);
    const second = await history.pageHistory('about.json', first.next);
    expect(second.versions.map((v) => titleOf(v.text))).toEqual(['About 2', 'About 1', 'About 0']);
    expect(second.next).toBeUndefined();
  });

  it('follows the file back through a move: the versions before it keep the address they had, and one brought back keeps it', async () => {
    const repo = aboutWith(2);
    const moved = repo.commit('Dev', { 'pages/about-us.json': page('About 1') }, { 'pages/about-us.json': 'pages/about.json' });
    repo.commit('maya', { 'pages/about-us.json': page('About us') });
    const history = historyOver(repo.port(), memoryWorkingCopy().working);
    const { versions } = await history.pageHistory('about-us.json');
    expect(versions.map((v) => [v.id === moved, titleOf(v.text), v.route])).toEqual([
      [false, 'About us', '/about-us'],
      [true, 'About 1', '/about-us'],
      [false, 'About 1', '/about'],
      [false, 'About 0', '/about'],
    ]);
    // A version from before the move has its address written in, so restoring it restores the address.
    expect(JSON.parse(versions[2]!.text).path).toBe('/about');
    // The move's page before it is the page under its name then, at its address then.
    expect(versions[1]!.before!.route).toBe('/about');
    const back = await history.pageVersion('about-us.json', versions[3]!.id);
    expect(JSON.parse(back.text!).path).toBe('/about');
  });

  it('stops where the file was moved into the pages folder from elsewhere: what it held before is never read', async () => {
    const repo = new MemoryRepository();
    repo.commit('Dev', { 'notes.txt': page('API_KEY=hunter2') });
    const movedIn = repo.commit('Dev', { 'pages/moved.json': page('Moved in') }, { 'pages/moved.json': 'notes.txt' });
    const history = historyOver(repo.port(), memoryWorkingCopy().working);
    const { versions } = await history.pageHistory('moved.json');
    expect(versions.map((v) => titleOf(v.text))).toEqual(['Moved in']);
    expect(versions[0]!.before).toBeUndefined();
    expect(repo.asked.flatMap((a) => a.names)).not.toContain('notes.txt');
    expect((await history.pageVersion('moved.json', repo.commits[0]!.id)).error).toBe('There is no such version of this page.');
    expect((await history.pageVersion('moved.json', movedIn)).text).toBe(page('Moved in'));
  });

  it('refuses a place to go on from that names anything but a page file, before reading anything', async () => {
    const repo = aboutWith(2);
    const head = repo.commits.at(-1)!.id;
    const history = historyOver(repo.port(), memoryWorkingCopy().working);
    for (const next of [`${head}:README.md`, `${head}:pages/../package.json`, `${head}:pages/_site.json`, 'pages/about.json', `2:${head}`])
      await expect(history.pageHistory('about.json', next), next).rejects.toThrow(StudioError);
    await expect(history.pageHistory('../package.json')).rejects.toThrow(StudioError);
    expect(repo.asked).toEqual([]);
  });

  it('reads nothing an adapter names that is not a page file', async () => {
    const repo = aboutWith(3);
    const port = repo.port();
    const lying: RepositoryPort = {
      ...port,
      // An adapter that says the newest version moved the page from package.json, and that the one before was README.md.
      fileHistory: async (name, from, count) =>
        (await port.fileHistory(name, from, count)).map((c, i) =>
          i === 0 ? { ...c, nameBefore: 'package.json' } : { ...c, name: 'README.md', nameBefore: 'README.md' },
        ),
    };
    const { versions } = await historyOver(lying, memoryWorkingCopy().working).pageHistory('about.json');
    expect(versions.map((v) => [titleOf(v.text), v.before])).toEqual([['About 2', undefined]]);
    expect(repo.asked.filter((a) => a.method === 'readAt').flatMap((a) => a.names)).toEqual(['pages/about.json']);
  });

  it('brings a version back with the photos it shows that are gone, never one whose name leads out of the photos folder', async () => {
    const repo = new MemoryRepository();
    const photo = new Uint8Array([0xff, 0xd8, 0xff, 0xd9]);
    const shows = (src: string) => ({ type: 'hero', title: 'Team', image: { src, alt: 'The team' } });
    const old = repo.commit('Dev', {
      'pages/about.json': `${JSON.stringify({ meta: { title: 'About' }, blocks: [shows('about/team.jpg'), shows('../package.json'), shows('kept.jpg')] })}\n`,
      'photos/about/team.jpg': photo,
      'photos/kept.jpg': photo,
      'package.json': '{"secret": true}',
    });
    repo.commit('Dev', { 'pages/about.json': page('About'), 'photos/about/team.jpg': null });
    const { working, kept } = memoryWorkingCopy(['kept.jpg']);
    const version = await historyOver(repo.port(), working).pageVersion('about.json', old);
    expect(version.photos).toEqual(['about/team.jpg']);
    expect(kept).toEqual([{ src: 'about/team.jpg', bytes: photo, pageFile: 'about.json' }]);
    expect(repo.asked.flatMap((a) => a.names)).not.toContain('package.json');
    expect(repo.asked.flatMap((a) => a.names).filter((n) => n.includes('..'))).toEqual([]);
  });

  it('answers no version for a commit that is not one of the page', async () => {
    const repo = aboutWith(2);
    repo.commit('Dev', { 'README.md': 'Other' });
    const history = historyOver(repo.port(), memoryWorkingCopy().working);
    for (const id of ['0'.repeat(40), 'nope', repo.commits.at(-1)!.id])
      expect(await history.pageVersion('about.json', id), id).toEqual({ error: 'There is no such version of this page.' });
  });
});

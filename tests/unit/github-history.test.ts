// A page's history in the studio on the web, over the GitHub API stand-in (every exchange checked against
// GitHub's OpenAPI description): its versions newest first, 20 a page, each by its GitHub account where
// GitHub knows one; and an old version brought back with a photo deleted since, saved and sent for review:
// the pull request holds exactly that page and that photo, as they were.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root } from '../../src/tooling/paths.ts';
import { createGitHubBackend } from '../../src/studio/github/backend.ts';
import { historyOperations } from '../../src/studio/github/backend/history.ts';
import { createGitHubClient } from '../../src/studio/github/client.ts';
import { createDraftStore } from '../../src/studio/github/drafts.ts';
import { StudioError } from '../../src/studio/backend.ts';
import { makeSiteRepository, startGitHubStandIn, type GitHubStandIn } from '../stand-ins/github-api.ts';
import { addPageVersions } from '../stand-ins/page-versions.ts';
import { siteRepositoryFiles } from '../stand-ins/site-files.ts';
import { bundledPageSchema } from '../../src/studio/build/bundled-schema.ts';
import { versionSummary } from '../../src/studio/app/history/version-diff.ts';
import { MemoryStorage } from '../stand-ins/memory-storage.ts';

const hvac = 'industries/hvac-seo.json';
const photo = 'photos/industries/hvac-service-call.jpg';
const original = JSON.parse(readFileSync(path.join(root, 'pages', hvac), 'utf8')) as { blocks: Record<string, unknown>[] };
const localSeo = 'services/local-seo.json';
const movedTo = '/services/local-seo-services';
const textOf = (page: unknown) => `${JSON.stringify(page, null, 2)}\n`;
let site: ReturnType<typeof makeSiteRepository>;
let api: GitHubStandIn;
const git = (...args: string[]) => execFileSync('git', args, { cwd: site.bare, encoding: 'utf8' }).trim();
const session = () => ({
  apiUrl: api.url,
  owner: 'rankharbor',
  repo: 'website',
  branch: 'main',
  token: 'github_pat_editor',
  login: 'maya',
  canPush: true,
});
const studio = () => createGitHubBackend(session(), { storage: new MemoryStorage() });
const thanksTitle = () =>
  (JSON.parse(readFileSync(path.join(root, 'pages', 'thanks.json'), 'utf8')) as { blocks: { title: string }[] }).blocks[0]!.title;

beforeAll(async () => {
  site = makeSiteRepository(siteRepositoryFiles(root));
  // Three more versions: Jo changes the headline, Maya takes the photo away (deleted with it), then 22 small edits.
  const headline = structuredClone(original);
  headline.blocks[0]!.title = 'HVAC SEO for Every Season';
  const noPhoto = structuredClone(headline);
  delete noPhoto.blocks[0]!.image;
  addPageVersions(site.bare, `pages/${hvac}`, [
    { text: textOf(headline), author: 'jo' },
    { text: textOf(noPhoto), author: 'maya', remove: [photo] },
    ...Array.from({ length: 22 }, (_, i) => {
      const page = structuredClone(noPhoto);
      page.blocks[0]!.subtitle = `Subtitle number ${i + 1}`;
      return { text: textOf(page), author: 'Dev' };
    }),
  ]);
  // The thank-you page: a new headline, then a developer moves its file (its name gives its address) with another, then one more.
  const thanks = JSON.parse(readFileSync(path.join(root, 'pages', 'thanks.json'), 'utf8')) as { blocks: Record<string, unknown>[] };
  const titled = (title: string) => textOf({ ...thanks, blocks: [{ ...thanks.blocks[0], title }] });
  addPageVersions(site.bare, 'pages/thanks.json', [
    { text: titled('Before the move'), author: 'jo' },
    { text: titled('Moved'), author: 'Dev', movedFrom: 'pages/thanks.json', file: 'pages/thank-you.json' },
    { text: titled('After the move'), author: 'maya', file: 'pages/thank-you.json' },
  ]);
  // A file outside the pages (not a page file: notes.txt, with a secret in it) that a developer moved into
  // pages/moved-in.json, taking the secret out, and later removed; and the careers page once showing a "photo"
  // named out of the photos folder, put back as it was.
  const secretNotes = textOf({ ...thanks, secret: 'API_KEY=hunter2' });
  addPageVersions(site.bare, 'pages/notes.txt', [
    { text: secretNotes, author: 'Dev' },
    { text: textOf(thanks), author: 'Dev', movedFrom: 'pages/notes.txt', file: 'pages/moved-in.json' },
    { text: textOf(thanks), author: 'Dev', file: 'pages/moved-in.json', remove: ['pages/moved-in.json'] },
  ]);
  const careersText = readFileSync(path.join(root, 'pages', 'careers.json'), 'utf8');
  const careers = JSON.parse(careersText) as { blocks: Record<string, unknown>[] };
  const outOfPhotos = {
    ...careers,
    blocks: [{ ...careers.blocks[0], image: { src: '../package.json', alt: 'Not a photo' } }, ...careers.blocks.slice(1)],
  };
  addPageVersions(site.bare, 'pages/careers.json', [
    { text: textOf(outOfPhotos), author: 'Dev' },
    { text: careersText, author: 'Dev' },
  ]);
  // The local SEO page moved to /services/local-seo-services as the studio moves a page (and it went live): its
  // own address, the old address's redirect file, the redirect that led to it re-pointed, the link on the home page.
  const work = mkdtempSync(path.join(tmpdir(), 'site-rename-'));
  try {
    const run = (...args: string[]) => execFileSync('git', args, { cwd: work, encoding: 'utf8' });
    run('clone', '-q', site.bare, '.');
    const write = (file: string, change: (text: string) => string) =>
      writeFileSync(path.join(work, file), change(readFileSync(path.join(work, file), 'utf8')));
    write(`pages/${localSeo}`, (text) => text.replace('"$schema": "../../schema/page.schema.json",', `$&\n  "path": "${movedTo}",`));
    write('pages/_site.json', (text) => text.replace('"to": "/services/local-seo"', `"to": "${movedTo}"`));
    write('pages/index.json', (text) => text.replace('"href": "/services/local-seo"', `"href": "${movedTo}"`));
    mkdirSync(path.join(work, 'pages/_redirects'));
    writeFileSync(
      path.join(work, 'pages/_redirects/services-local-seo.json'),
      `${JSON.stringify({ $schema: '../../schema/redirect.schema.json', from: '/services/local-seo', to: movedTo }, null, 2)}\n`,
    );
    run('add', '.');
    run('-c', 'user.name=jo', '-c', 'user.email=jo@example.com', 'commit', '-q', '-m', `Local SEO at ${movedTo}`);
    run('push', '-q', 'origin', 'main');
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  api = await startGitHubStandIn({
    repo: site.bare,
    owner: 'rankharbor',
    name: 'website',
    tokens: { github_pat_editor: { login: 'maya', push: true }, github_pat_jo: { login: 'jo', push: true } },
  });
}, 60_000);
afterAll(async () => {
  await api.close();
  site.remove();
});

// Each test opens the studio, which reads the whole repository as it opens (as in the browser): on a busy
// 2-core machine that alone takes most of the default 20 s.
describe('the history of a page in the studio on the web', { timeout: 60_000 }, () => {
  it('lists 20 versions a page, newest first, reading only those (and the one before the oldest)', async () => {
    const backend = studio();
    const before = api.requests.length;
    const first = await backend.pageHistory(hvac);
    expect(first.versions).toHaveLength(20);
    // The next page starts at the first version not shown, under the file's name there.
    expect(first.next).toMatch(new RegExp(`^[0-9a-f]{40}:pages/${hvac}$`));
    expect(JSON.parse(first.versions[0]!.text).blocks[0].subtitle).toBe('Subtitle number 22');
    expect(JSON.parse(first.versions[0]!.before!.text).blocks[0].subtitle).toBe('Subtitle number 21');
    const asked = api.requests.slice(before);
    expect(asked.filter((r) => r.path.includes('/commits?'))).toHaveLength(1);
    expect(asked.filter((r) => r.path.includes('/contents/'))).toHaveLength(21);

    const second = await backend.pageHistory(hvac, first.next);
    expect(second.versions.map((v) => v.author)).toEqual(['Dev', 'Dev', 'maya', 'jo', 'Dev']);
    expect(second.versions.at(-1)!.before).toBeUndefined();
    expect(second.next).toBeUndefined();
  });

  it('brings back the oldest version with its deleted photo; sent for review, the pull request holds exactly that page and photo', async () => {
    const backend = studio();
    const { versions } = await backend.pageHistory(hvac, (await backend.pageHistory(hvac)).next);
    const oldest = versions.at(-1)!;
    const version = await backend.pageVersion(hvac, oldest.id);
    expect(version.photos).toEqual(['industries/hvac-service-call.jpg']);
    const listed = (await backend.pages()).pages.find((p) => p.file === hvac)!;
    const saved = await backend.save(hvac, JSON.parse(version.text!), listed.hash);
    expect(saved).toHaveProperty('saved');
    expect(await backend.publish(hvac)).toHaveProperty('sent');
    expect(git('diff', '--name-only', 'main', 'content/industries.hvac-seo').split('\n').sort()).toEqual([`pages/${hvac}`, photo]);
    expect(JSON.parse(git('show', `content/industries.hvac-seo:pages/${hvac}`))).toEqual(original);
    expect(git('rev-parse', `content/industries.hvac-seo:${photo}`)).toBe(git('rev-parse', `${oldest.id}:${photo}`));
  });

  it('follows a page back through its file moved by hand (GitHub says "renamed"): the versions before, at the address they had', async () => {
    const backend = studio();
    const titleOf = (text: string) => (JSON.parse(text) as { blocks: { title: string }[] }).blocks[0]!.title;
    const first = await backend.pageHistory('thank-you.json');
    // One page of the history: the versions under the file's name now, then those under its name before.
    expect(first.versions.map((v) => [titleOf(v.text), v.route, v.author])).toEqual([
      ['After the move', '/thank-you', 'maya'],
      ['Moved', '/thank-you', 'Dev'],
      ['Before the move', '/thanks', 'jo'],
      ['Form submitted successfully!', '/thanks', 'Dev'],
    ]);
    expect(first.next).toBeUndefined();
    // The move: the page before it is the one at the old address, and its summary says the address changed.
    const move = first.versions[1]!;
    expect(move.before?.route).toBe('/thanks');
    expect(titleOf(move.before!.text)).toBe('Before the move');
    expect(versionSummary(move, bundledPageSchema())[0]).toBe('Address changed from /thanks to /thank-you');
    // The versions before the move are said as they were, the address they had their own.
    expect(versionSummary(first.versions[2]!, bundledPageSchema())).toEqual(['Hero › Headline changed']);

    // Brought back, a version from before the move keeps its address, as the page's own.
    const version = await backend.pageVersion('thank-you.json', first.versions[2]!.id);
    expect(JSON.parse(version.text!)).toMatchObject({ path: '/thanks', blocks: [{ title: 'Before the move' }] });
  });

  it('restores a version at the address the page had: its review moves it back, with the redirects and the links as a rename writes them', async () => {
    const backend = studio();
    const { versions } = await backend.pageHistory(localSeo);
    expect(versions[0]).toMatchObject({ route: movedTo, before: { route: '/services/local-seo' } });
    expect(versionSummary(versions[0]!, bundledPageSchema())[0]).toBe(`Address changed from /services/local-seo to ${movedTo}`);
    const version = await backend.pageVersion(localSeo, versions[1]!.id);
    const listed = (await backend.pages()).pages.find((p) => p.file === localSeo)!;
    const saved = await backend.save(localSeo, JSON.parse(version.text!), listed.hash);
    expect(saved).toHaveProperty('saved');
    expect((await backend.publishPreview(localSeo)).summary).toEqual([
      `Address changed: ${movedTo} → /services/local-seo (old address redirects)`,
      'Links updated to the new address on 1 other page',
    ]);
    const sent = await backend.publish(localSeo);
    expect(sent).toMatchObject({ sent: { ok: true, branch: 'content/services.local-seo' } });
    // The review holds the page back at its address, the redirect from the later one, the redirect that would
    // now lead to the page's own address gone, the one that led to the later address re-pointed, the home page's link.
    const review = 'content/services.local-seo';
    expect(git('diff', '--no-renames', '--name-status', 'main', review).split('\n').sort()).toEqual([
      'A\tpages/_redirects/services-local-seo-services.json',
      'D\tpages/_redirects/services-local-seo.json',
      'M\tpages/_site.json',
      'M\tpages/index.json',
      'M\tpages/services/local-seo.json',
    ]);
    for (const file of [`pages/${localSeo}`, 'pages/_site.json', 'pages/index.json'])
      expect(JSON.parse(git('show', `${review}:${file}`)), file).toEqual(JSON.parse(readFileSync(path.join(root, file), 'utf8')));
    expect(JSON.parse(git('show', `${review}:pages/_redirects/services-local-seo-services.json`))).toEqual({
      $schema: '../../schema/redirect.schema.json',
      from: movedTo,
      to: '/services/local-seo',
    });
  });

  it('follows a move only from a page file: never from a file that is not one, outside pages/ or with ".." in its name', async () => {
    const titles = (versions: { text: string }[]) =>
      versions.map((v) => (JSON.parse(v.text) as { blocks: { title?: string }[] }).blocks[0]!.title);
    const before = api.requests.length;
    const { versions, next } = await studio().pageHistory('moved-in.json');
    // The version that moved it in, and nothing from before: not notes.txt, not what it held.
    expect(titles(versions)).toEqual([thanksTitle()]);
    expect(versions[0]!.before).toBeUndefined();
    expect(next).toBeUndefined();
    expect(JSON.stringify(versions)).not.toContain('hunter2');
    expect(api.requests.slice(before).filter((r) => r.path.includes('notes.txt'))).toEqual([]);

    // GitHub naming the file before the move with ".." in it: not followed, nothing read there.
    const moveCommit = versions[0]!.id;
    const client = createGitHubClient(session());
    const forged = {
      ...client,
      commitFiles: async (sha: string) =>
        (await client.commitFiles(sha)).map((f) =>
          sha === moveCommit && f.status === 'renamed' ? { ...f, previousPath: 'pages/../package.json' } : f,
        ),
    };
    const history = historyOperations({} as never, {
      session: session(),
      client: forged,
      drafts: createDraftStore(new MemoryStorage(), 'forged'),
    });
    const asked = api.requests.length;
    const forgedRead = await history.pageHistory('moved-in.json');
    expect(titles(forgedRead.versions)).toEqual([thanksTitle()]);
    expect(forgedRead.versions[0]!.before).toBeUndefined();
    expect(api.requests.slice(asked).filter((r) => r.path.includes('package.json'))).toEqual([]);
    // Nor is a place in the list that names another file read.
    await expect(history.pageHistory('moved-in.json', `${moveCommit}:pages/../package.json`)).rejects.toThrow(StudioError);
    await expect(history.pageHistory('moved-in.json', `${moveCommit}:package.json`)).rejects.toThrow(StudioError);
    expect(api.requests.slice(asked).filter((r) => r.path.includes('package.json'))).toEqual([]);
  });

  it('brings back no "photo" whose name leads out of the photos folder', async () => {
    const backend = studio();
    const { versions } = await backend.pageHistory('careers.json');
    const shown = versions.find((v) => v.text.includes('../package.json'))!;
    expect(shown).toBeDefined();
    const asked = api.requests.length;
    const version = await backend.pageVersion('careers.json', shown.id);
    expect(version.photos).toEqual([]);
    expect(api.requests.slice(asked).filter((r) => r.path.includes('package.json'))).toEqual([]);
  });
});

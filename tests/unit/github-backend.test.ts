// The studio on the web's backend (src/studio/github/backend.ts) over the real site's files in a repository
// behind the GitHub API stand-in: it lists and checks pages as the local studio does (the same problems,
// the same rendered page), keeps saved pages in the browser, and publishes one as a commit on its own
// branch with a pull request; what it leaves is checked with git in the bare repository.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkEdit, pageList } from '../../src/studio/engine/pages.ts';
import { checkerFor } from '../../src/studio/local/server/checking.ts';
import { localListing } from '../../src/studio/local/server/listing.ts';
import { pagesDir, root } from '../../src/tooling/paths.ts';
import type { SaveResult, StudioBackend } from '../../src/studio/backend.ts';
import { createGitHubBackend } from '../../src/studio/github/backend.ts';
import { createGitHubClient } from '../../src/studio/github/client.ts';
import { GitHubError } from '../../src/studio/github/errors.ts';
import { beginFirstRead } from '../../src/studio/github/first-read.ts';
import { makeSiteRepository, startGitHubStandIn, type GitHubStandIn } from '../stand-ins/github-api.ts';
import { siteRepositoryFiles } from '../stand-ins/site-files.ts';
import { MemoryStorage } from '../stand-ins/memory-storage.ts';
import { expectEveryCallKnown } from './github-calls.ts';

/** A save's new fingerprint; a save that was not made fails the test, saying why. */
function savedHash(result: SaveResult): string {
  if (!('saved' in result)) throw new Error(`Not saved: ${JSON.stringify(result)}`);
  return result.saved.hash;
}

const hvac = 'industries/hvac-seo.json';
const hvacText = readFileSync(path.join(root, 'pages', hvac), 'utf8');
let site: ReturnType<typeof makeSiteRepository>;
let api: GitHubStandIn;
expectEveryCallKnown(() => api);
const git = (...args: string[]) => execFileSync('git', args, { cwd: site.bare, encoding: 'utf8' }).trim();
const session = (token: string, login: string, canPush: boolean) => ({
  apiUrl: api.url,
  owner: 'rankharbor',
  repo: 'website',
  branch: 'main',
  token,
  login,
  canPush,
});
const studio = (token = 'github_pat_editor', login = 'maya', canPush = true) =>
  createGitHubBackend(session(token, login, canPush), { storage: new MemoryStorage() });
/** The page with its headline changed, as the form sends it. */
const withHeadline = (text: string, title: string) => {
  const page = JSON.parse(text) as { blocks: { title?: string }[] };
  page.blocks[0]!.title = title;
  return page;
};

beforeAll(async () => {
  site = makeSiteRepository(siteRepositoryFiles(root));
  api = await startGitHubStandIn({
    repo: site.bare,
    owner: 'rankharbor',
    name: 'website',
    tokens: {
      github_pat_editor: { login: 'maya', push: true },
      github_pat_reader: { login: 'sam', push: false },
      // Git records Jo's commits with her name: the studio names her by her login all the same.
      github_pat_jo: { login: 'jo', push: true, name: 'Jo Rivera' },
    },
  });
}, 60_000);
afterAll(async () => {
  await api.close();
  site.remove();
});

describe('the studio on the web, over GitHub', () => {
  let backend: StudioBackend;
  beforeAll(() => {
    backend = studio();
  });

  it('lists every page as the local studio does: address, title, group, problems, published', async () => {
    const hosted = await backend.pages();
    const local = (await pageList(localListing(pagesDir()))).pages;
    expect(hosted.pages.map(({ file, path, title, group, problems }) => ({ file, path, title, group, problems }))).toEqual(
      local.map(({ file, path, title, group, problems }) => ({ file, path, title, group, problems })),
    );
    expect(hosted.pages.length).toBeGreaterThan(30);
    expect(new Set(hosted.pages.map((p) => p.review.state))).toEqual(new Set(['published']));
    // The fingerprint is the file's blob in the repository.
    expect(hosted.pages.find((p) => p.file === hvac)!.hash).toBe(git('rev-parse', `main:pages/${hvac}`));
  });

  const hvacPage = () => JSON.parse(hvacText) as { meta: { title: string }; blocks: Record<string, unknown>[] };
  const edits: [string, () => unknown][] = [
    ['the page as it is', () => hvacPage()],
    ['a title too long', () => ({ ...hvacPage(), meta: { ...hvacPage().meta, title: 'HVAC '.repeat(19).trim() } })],
    [
      'a broken link with its "did you mean"',
      () => {
        const page = hvacPage();
        (page.blocks[0]!.actions as { href: string }[])[0]!.href = '/servces';
        return page;
      },
    ],
    ['an unknown section type', () => ({ ...hvacPage(), blocks: [{ type: 'heroo', title: 'x' }, ...hvacPage().blocks.slice(1)] })],
    ['a required field left empty', () => ({ ...hvacPage(), meta: { description: hvacPage().meta.title } })],
    [
      'an image that is not there',
      () => ({ ...hvacPage(), blocks: [...hvacPage().blocks, { type: 'logos', items: [{ src: '/images/nope.svg', alt: 'Nope' }] }] }),
    ],
  ];
  it.each(edits)('checks %s with the same problems and the same rendered page as the local studio', async (_name, edit) => {
    const text = `${JSON.stringify(edit(), null, 2)}\n`;
    const hosted = await backend.check(hvac, text);
    const local = checkEdit(checkerFor(pagesDir()), hvac, text);
    expect(hosted.problems).toEqual(local.problems);
    expect(hosted.path).toBe(local.path);
    expect(hosted.page).toEqual(local.page);
    expect(hosted.site).toEqual(local.site);
  });

  it('checks a page that fails the quick validators before the full ones are loaded: they load, and it says what the local studio says', async () => {
    // A fresh copy of the backend's modules: no full validators loaded yet by an earlier test.
    vi.resetModules();
    const fresh = await import('../../src/studio/github/backend.ts');
    const text = `${JSON.stringify(edits.find(([name]) => name === 'an unknown section type')![1](), null, 2)}\n`;
    const hosted = await fresh
      .createGitHubBackend(session('github_pat_editor', 'maya', true), { storage: new MemoryStorage() })
      .check(hvac, text);
    expect(hosted.problems.length).toBeGreaterThan(0);
    expect(hosted.problems).toEqual(checkEdit(checkerFor(pagesDir()), hvac, text).problems);
  }, 60_000);

  it('refuses to save a section type that is no text, or a blank headline, with the local studio’s problem on that field', async () => {
    const listed = (await backend.pages()).pages.find((p) => p.file === hvac)!;
    const noType = {
      ...hvacPage(),
      blocks: [hvacPage().blocks[0], { ...hvacPage().blocks[1], type: null }, ...hvacPage().blocks.slice(2)],
    };
    const blank = { ...hvacPage(), blocks: [{ ...hvacPage().blocks[0], title: '\u00A0\t ' }, ...hvacPage().blocks.slice(1)] };
    for (const [page, pointer, message] of [
      [noType, '/blocks/1/type', /^A block type must be one of the known types, in double quotes, but it is null\./],
      [blank, '/blocks/0/title', /^Headline is blank: write some words in it/],
    ] as const) {
      const saved = await backend.save(hvac, page, listed.hash);
      expect(saved).toMatchObject({ refused: { why: 'problems' } });
      const problems = ('refused' in saved ? saved.refused.problems : undefined) ?? [];
      // The same problems as the local studio's check (at lines of its own layout of the file: saving keeps the file's).
      const words = (list: { pointer: string; message: string }[]) => list.map(({ pointer, message }) => ({ pointer, message }));
      expect(words(problems)).toEqual(words(checkEdit(checkerFor(pagesDir()), hvac, `${JSON.stringify(page, null, 2)}\n`).problems));
      expect(problems.filter((p) => p.pointer === pointer).map((p) => p.message)).toEqual([expect.stringMatching(message)]);
    }
  });

  it('a too-long title and a broken link say so in the words the local studio uses', async () => {
    const page = hvacPage();
    page.meta.title = 'HVAC SEO for Heating and Cooling Contractors Nationwide | RankHarbor';
    (page.blocks[0]!.actions as { href: string }[])[0]!.href = '/servces';
    const { problems } = await backend.check(hvac, JSON.stringify(page, null, 2));
    expect(problems.map((p) => p.message).join('\n')).toMatch(/title is 68 characters/i);
    expect(problems.map((p) => p.message).join('\n')).toContain(
      'The link /servces leads nowhere: no page, redirect or file has that path. Did you mean /services?',
    );
    expect(problems.every((p) => p.file === `pages/${hvac}`)).toBe(true);
  });

  it('saves in the browser, publishes to content/industries.hvac-seo with one commit changing one line and a pull request, then adds a second commit to it', async () => {
    const listed = (await backend.pages()).pages.find((p) => p.file === hvac)!;
    const saved = await backend.save(hvac, withHeadline(listed.text, 'HVAC SEO That Fills Your Schedule in Every Season'), listed.hash);
    expect(saved).toHaveProperty('saved');
    expect((await backend.pages()).pages.find((p) => p.file === hvac)!.review).toEqual({ state: 'changed' });
    // Nothing reached GitHub yet.
    expect(git('branch', '--list', 'content/*')).toBe('');
    expect((await backend.publishPreview(hvac)).summary).toEqual(['Hero › Headline changed']);

    const first = await backend.publish(hvac);
    expect(first).toMatchObject({ sent: { ok: true, branch: 'content/industries.hvac-seo', updated: false, message: 'Sent for review:' } });
    const firstUrl = 'sent' in first ? first.sent.reviewUrl : undefined;
    expect(git('rev-list', '--count', 'main..content/industries.hvac-seo')).toBe('1');
    const diff = git('diff', '--numstat', 'main', 'content/industries.hvac-seo');
    expect(diff).toBe(`1\t1\tpages/${hvac}`);
    expect(api.pulls).toHaveLength(1);
    expect(api.pulls[0]).toMatchObject({
      state: 'open',
      head: 'content/industries.hvac-seo',
      base: 'main',
      title: 'Update the page /hvac-seo',
    });
    // What changed, then what it does to the page's SEO: the new headline changes no finding (the page's word count by one only).
    expect(api.pulls[0]!.body).toMatch(/^- Hero › Headline changed\n\nSEO score: (\d+) \(Good\) → \1 \(Good\)\n\nNo finding changed\.$/);
    const inReview = (await backend.pages()).pages.find((p) => p.file === hvac)!;
    expect(inReview.review).toMatchObject({ state: 'in-review', branch: 'content/industries.hvac-seo', reviewUrl: firstUrl });

    const again = await backend.save(hvac, withHeadline(inReview.text, 'HVAC SEO That Books Your Technicians Year-Round'), inReview.hash);
    expect(again).toHaveProperty('saved');
    const second = await backend.publish(hvac);
    expect(second).toMatchObject({ sent: { ok: true, branch: 'content/industries.hvac-seo', updated: true, reviewUrl: firstUrl } });
    expect(git('rev-list', '--count', 'main..content/industries.hvac-seo')).toBe('2');
    expect(api.pulls).toHaveLength(1);
    expect(git('show', `content/industries.hvac-seo:pages/${hvac}`)).toContain('HVAC SEO That Books Your Technicians Year-Round');
  });

  it('refuses a publish time that is not a real time in the studio’s own form, before anything reaches GitHub', async () => {
    const asked = api.requests.length;
    for (const at of ['1', '+010000-01-01T00:00:00.000Z', '2027-07-05T09:00:00+01:00', '2027-07-05 09:00:00Z']) {
      const refused = await backend.publish(hvac, { at, timeZone: 'Europe/London' });
      expect(refused, at).toEqual({
        refused: { why: 'request', message: expect.stringMatching(/^The publish time could not be read/) },
      });
      expect((await backend.schedule(hvac, { at, timeZone: 'Europe/London' })).message).toMatch(/^The publish time could not be read/);
    }
    const past = await backend.publish(hvac, { at: new Date(Date.now() - 2 * 24 * 3_600_000).toISOString(), timeZone: 'UTC' });
    expect(past).toEqual({ refused: { why: 'request', message: 'The publish time has passed. Choose a time still to come.' } });
    expect(api.requests.length).toBe(asked);
  });

  it('refuses a save over a page changed since it was opened, and a publish over a page changed on GitHub since', async () => {
    const about = (await backend.pages()).pages.find((p) => p.file === 'about.json')!;
    const stale = await backend.save('about.json', JSON.parse(about.text), 'not-the-fingerprint');
    expect(stale).toMatchObject({ conflict: { hash: about.hash, text: about.text } });
    expect(await backend.save('about.json', withHeadline(about.text, 'The Team Behind RankHarbor'), about.hash)).toHaveProperty('saved');
    // Someone else changes the page on the default branch.
    const client = createGitHubClient({ apiUrl: api.url, owner: 'rankharbor', repo: 'website', token: 'github_pat_editor' });
    const head = (await client.branchHead('main'))!;
    const tree = await client.tree(head);
    const blob = await client.createBlob(`${JSON.stringify(withHeadline(about.text, 'Meet RankHarbor'), null, 2)}\n`);
    const commit = await client.createCommit('Edit about', await client.createTree(tree.sha, [{ path: 'pages/about.json', sha: blob }]), [
      head,
    ]);
    await client.updateRef('main', commit.sha);
    const refused = await backend.publish('about.json');
    expect(refused).toMatchObject({
      refused: { why: 'changed', message: expect.stringMatching(/someone changed this page on GitHub since you opened it/) },
    });
    expect(git('branch', '--list', 'content/about')).toBe('');
    // The saved page is kept.
    expect((await backend.pages()).pages.find((p) => p.file === 'about.json')!.review).toEqual({ state: 'changed' });
  });

  it('asks GitHub for the pages in review again each time it lists the pages: 304 while none changed, and a review opened or closed elsewhere is seen', async () => {
    const hosted = studio();
    // The list of open pull requests (the closed ones are read too, for the day each page was published).
    const pullReads = () =>
      api.requests.filter(
        (r) => r.method === 'GET' && r.path.startsWith('/repos/rankharbor/website/pulls?') && r.path.includes('state=open'),
      );
    const contact = (await hosted.pages()).pages.find((p) => p.file === 'contact.json')!;
    expect(contact.review).toEqual({ state: 'published' });
    const read = pullReads().length;
    await hosted.pages();
    expect(
      pullReads()
        .slice(read)
        .map((r) => r.status),
    ).toEqual([304]);

    // Another editor sends the contact page for review.
    const client = createGitHubClient({ apiUrl: api.url, owner: 'rankharbor', repo: 'website', token: 'github_pat_editor' });
    const head = (await client.branchHead('main'))!;
    const theirs = `${JSON.stringify(withHeadline(contact.text, 'Talk to a Person Today'), null, 2)}\n`;
    const blob = await client.createBlob(theirs);
    const commit = await client.createCommit(
      'Update the page /contact',
      await client.createTree((await client.tree(head)).sha, [{ path: 'pages/contact.json', sha: blob }]),
      [head],
    );
    await client.createRef('content/contact', commit.sha);
    api.pulls.push({ number: 700, title: 'Update /contact', body: null, state: 'open', head: 'content/contact', base: 'main', user: 'jo' });
    try {
      const inReview = (await hosted.pages()).pages.find((p) => p.file === 'contact.json')!;
      expect(pullReads().at(-1)!.status).toBe(200);
      expect(inReview.review).toMatchObject({ state: 'in-review', branch: 'content/contact' });
      expect(inReview.text).toBe(theirs);
      expect(inReview.hash).toBe(blob);
    } finally {
      api.pulls.at(-1)!.state = 'closed';
    }
    // Their review closed without merging: the page is as published again (their change is theirs, not saved here).
    const afterwards = (await hosted.pages()).pages.find((p) => p.file === 'contact.json')!;
    expect(afterwards.review).toEqual({ state: 'published' });
    expect(afterwards.text).toBe(contact.text);
  }, 60_000);

  it('a review this editor sent, closed without merging: Changed again, its change saved in this browser, with the closed review; sent again, a new review', async () => {
    const plumber = 'industries/plumber-seo.json';
    const branch = 'content/industries.plumber-seo';
    const editor = studio();
    const entry = async () => (await editor.pages()).pages.find((p) => p.file === plumber)!;
    const listed = await entry();
    expect(await editor.save(plumber, withHeadline(listed.text, 'Plumber SEO That Keeps Your Vans Busy'), listed.hash)).toHaveProperty(
      'saved',
    );
    expect(await editor.publish(plumber)).toMatchObject({ sent: { ok: true, branch, updated: false } });
    const inReview = await entry();
    expect(inReview.review).toMatchObject({ state: 'in-review', branch });
    const first = api.pulls.find((pull) => pull.head === branch)!;
    first.state = 'closed';

    const closed = await entry();
    expect(closed.review).toEqual({ state: 'changed', closed: `https://github.com/rankharbor/website/pull/${first.number}` });
    expect(closed.text).toBe(inReview.text);
    // Its send says what changed since it was published, as a page not in review, and opens a new review.
    expect(await editor.publishPreview(plumber)).toMatchObject({ summary: ['Hero › Headline changed'], inReview: false });
    const again = await editor.publish(plumber);
    expect(again).toMatchObject({ sent: { ok: true, branch, updated: false, message: 'Sent for review:' } });
    // The closed one stays closed: the new review is another pull request.
    expect(api.pulls.filter((pull) => pull.head === branch).map((pull) => pull.state)).toEqual(['closed', 'open']);
    expect((await entry()).review).toMatchObject({ state: 'in-review', branch, reviewUrl: 'sent' in again ? again.sent.reviewUrl : '' });
    // Closed again, so the tests after this one see the open reviews they saw before it.
    for (const pull of api.pulls) if (pull.head === branch) pull.state = 'closed';
  }, 60_000);

  it('a review sent from this browser and closed while the studio was not open: Changed again when it opens, its change saved here, with the closed review', async () => {
    const accountant = 'industries/accountant-seo.json';
    const branch = 'content/industries.accountant-seo';
    const storage = new MemoryStorage();
    const open = () => createGitHubBackend(session('github_pat_editor', 'maya', true), { storage });
    const entryOf = async (editor: ReturnType<typeof open>) => (await editor.pages()).pages.find((p) => p.file === accountant)!;
    const editor = open();
    const listed = await entryOf(editor);
    const edited = withHeadline(listed.text, 'Accountant SEO That Fills Your Tax Season Calendar');
    expect(await editor.save(accountant, edited, listed.hash)).toHaveProperty('saved');
    expect(await editor.publish(accountant)).toMatchObject({ sent: { ok: true, branch } });
    const sentText = (await entryOf(editor)).text;
    // The tab is closed; meanwhile a reviewer closes the review without merging it.
    const pull = api.pulls.find((p) => p.head === branch && p.state === 'open')!;
    pull.state = 'closed';

    const reopened = open();
    const entry = await entryOf(reopened);
    expect(entry.review).toEqual({ state: 'changed', closed: `https://github.com/rankharbor/website/pull/${pull.number}` });
    expect(entry.text).toBe(sentText);
    // Seen once: a third opening finds the change saved here, and asks GitHub nothing more of that review.
    expect(storage.getItem('page-studio-sent:rankharbor/website@main')).toBeNull();
    expect((await entryOf(open())).review).toMatchObject({ state: 'changed' });
    // Sent again: a new review.
    expect(await reopened.publish(accountant)).toMatchObject({ sent: { ok: true, branch, updated: false } });
    expect(api.pulls.filter((p) => p.head === branch).map((p) => p.state)).toEqual(['closed', 'open']);
    for (const p of api.pulls) if (p.head === branch) p.state = 'closed';
  }, 60_000);

  it('two editors, one page: a version another editor sent to the review is never replaced unannounced, and no commit is lost', async () => {
    const careers = 'careers.json';
    const maya = studio();
    const first = (await maya.pages()).pages.find((p) => p.file === careers)!;
    expect(await maya.save(careers, withHeadline(first.text, 'Work With Maya'), first.hash)).toHaveProperty('saved');
    expect(await maya.publish(careers)).toHaveProperty('sent');
    const mayaCommit = git('rev-parse', 'content/careers');

    // Jo opens the studio in another browser: the page as its review has it, and adds a change on top.
    const jo = studio('github_pat_jo', 'jo');
    const joSees = (await jo.pages()).pages.find((p) => p.file === careers)!;
    expect(JSON.parse(joSees.text).blocks[0].title).toBe('Work With Maya');
    expect(await jo.save(careers, withHeadline(joSees.text, 'Work With Jo'), joSees.hash)).toHaveProperty('saved');
    expect(await jo.publish(careers)).toHaveProperty('sent');
    const joCommit = git('rev-parse', 'content/careers');
    expect(git('rev-parse', 'content/careers^')).toBe(mayaCommit);
    expect(git('log', '-1', '--format=%an', joCommit)).toBe('Jo Rivera');

    // Maya, who has not seen Jo's change, edits her version again: she is told who, and nothing is sent.
    const mayaSees = (await maya.pages()).pages.find((p) => p.file === careers)!;
    expect(await maya.save(careers, withHeadline(mayaSees.text, 'Work With Maya, Again'), mayaSees.hash)).toHaveProperty('saved');
    const refused = await maya.publish(careers);
    expect(refused).toMatchObject({
      refused: {
        why: 'theirs',
        message: expect.stringMatching(/^Nothing was sent: jo sent a change to this page for review since you opened it\./),
      },
    });
    expect(git('rev-parse', 'content/careers')).toBe(joCommit);
    expect((await maya.pages()).pages.find((p) => p.file === careers)!.review).toEqual({ state: 'changed' });

    // Publishing again, knowing, adds hers on top: Jo's commit stays in the review.
    expect(await maya.publish(careers)).toHaveProperty('sent');
    expect(git('rev-parse', 'content/careers^')).toBe(joCommit);
    expect(git('rev-list', 'content/careers')).toContain(mayaCommit);

    // Jo opens the studio again and changes it again; Maya, told so, starts from Jo's version (the studio hands it
    // over) and adds her change to it.
    const joLater = studio('github_pat_jo', 'jo');
    const joAgain = (await joLater.pages()).pages.find((p) => p.file === careers)!;
    expect(await joLater.save(careers, withHeadline(joAgain.text, 'Work With Jo, Again'), joAgain.hash)).toHaveProperty('saved');
    expect(await joLater.publish(careers)).toHaveProperty('sent');
    const joSecond = git('rev-parse', 'content/careers');
    const mayaLatest = (await maya.pages()).pages.find((p) => p.file === careers)!;
    const saved = await maya.save(careers, withHeadline(mayaLatest.text, 'Work With Maya, Third'), mayaLatest.hash);
    expect(saved).toHaveProperty('saved');
    const told = await maya.publish(careers);
    expect(told).toMatchObject({ refused: { why: 'theirs', theirs: { by: 'jo' } } });
    const theirs = 'refused' in told ? told.refused.theirs!.text : '';
    expect(JSON.parse(theirs).blocks[0].title).toBe('Work With Jo, Again');
    const onTop = withHeadline(theirs, 'Work With Jo and Maya');
    expect(await maya.save(careers, onTop, savedHash(saved))).toHaveProperty('saved');
    expect(await maya.publish(careers)).toHaveProperty('sent');
    expect(git('rev-parse', 'content/careers^')).toBe(joSecond);
    expect(JSON.parse(git('show', 'content/careers:pages/careers.json')).blocks[0].title).toBe('Work With Jo and Maya');
  }, 90_000);

  it('another open pull request changing the same page, from a branch of its own: the studio says who and hands over their version, with few requests', async () => {
    const maya = studio();
    // The HVAC page is in review on its own branch (above): that pull request is the page's, not another.
    const own = api.pulls.find((pull) => pull.head === 'content/industries.hvac-seo' && pull.state === 'open')!;
    expect(own).toBeDefined();
    await maya.pages();
    const fileReads = () => api.requests.filter((r) => /\/pulls\/\d+\/files/.test(r.path)).map((r) => r.path);
    const start = fileReads().length;
    expect(await maya.changedElsewhere!(hvac)).toEqual([]);
    // One list of files per other open pull request (the page's own is not asked).
    const others = api.pulls.filter((pull) => pull.state === 'open' && pull !== own).map((pull) => pull.number);
    expect(fileReads().slice(start)).toEqual(others.map((n) => `/repos/rankharbor/website/pulls/${n}/files?per_page=100&page=1`));

    // Jo changes the HVAC page on a branch she made by hand, and opens a pull request of it.
    const jo = createGitHubClient({ apiUrl: api.url, owner: 'rankharbor', repo: 'website', token: 'github_pat_jo' });
    const main = (await jo.branchHead('main'))!;
    const theirs = `${JSON.stringify(withHeadline(hvacText, 'HVAC SEO, Rewritten by Jo'), null, 2)}\n`;
    const tree = await jo.createTree((await jo.tree(main)).sha, [{ path: `pages/${hvac}`, sha: await jo.createBlob(theirs) }]);
    await jo.createRef('jo-hvac-copy', (await jo.createCommit('HVAC copy', tree, [main])).sha);
    api.pulls.push({ number: 801, title: 'HVAC copy by Jo', body: null, state: 'open', head: 'jo-hvac-copy', base: 'main', user: 'jo' });
    try {
      const before = { all: api.requests.length, files: fileReads().length };
      const found = await maya.changedElsewhere!(hvac);
      expect(found).toEqual([
        {
          by: 'jo',
          number: 801,
          title: 'HVAC copy by Jo',
          url: 'https://github.com/rankharbor/website/pull/801',
          removes: false,
          text: theirs,
        },
      ]);
      // The list of open pull requests changed (200); only the new one's files are asked: the others' heads did not move.
      expect(fileReads().slice(before.files)).toEqual(['/repos/rankharbor/website/pulls/801/files?per_page=100&page=1']);
      expect(
        api.requests
          .slice(before.all)
          .filter((r) => r.path.startsWith('/repos/rankharbor/website/pulls?'))
          .map((r) => r.status),
      ).toEqual([200]);

      // Asked again (the editor opens another page, or sends this one): the list answers 304, and only the files
      // of a pull request not read yet are asked (for the about page, the HVAC page's own review is another's).
      const again = api.requests.length;
      expect(await maya.changedElsewhere!('about.json')).toEqual([]);
      expect((await maya.changedElsewhere!(hvac)).map((change) => change.by)).toEqual(['jo']);
      expect(api.requests.slice(again).map((r) => `${r.status} ${r.path.replace(/\?.*/, '')}`)).toEqual([
        '304 /repos/rankharbor/website/pulls',
        `200 /repos/rankharbor/website/pulls/${own.number}/files`,
        '304 /repos/rankharbor/website/pulls',
      ]);

      // Jo adds to her branch: its head moved, so its files are asked again, and her new words are handed over.
      const later = `${JSON.stringify(withHeadline(hvacText, 'HVAC SEO, Rewritten by Jo Twice'), null, 2)}\n`;
      const head = (await jo.branchHead('jo-hvac-copy'))!;
      const next = await jo.createTree((await jo.tree(head)).sha, [{ path: `pages/${hvac}`, sha: await jo.createBlob(later) }]);
      await jo.updateRef('jo-hvac-copy', (await jo.createCommit('HVAC copy, again', next, [head])).sha);
      expect((await maya.changedElsewhere!(hvac))[0]!.text).toBe(later);

      // Sending stays possible: Maya's own change goes to the page's own review.
      const listed = (await maya.pages()).pages.find((p) => p.file === hvac)!;
      expect(await maya.save(hvac, withHeadline(listed.text, 'HVAC SEO by Maya'), listed.hash)).toHaveProperty('saved');
      expect(await maya.publish(hvac)).toMatchObject({ sent: { ok: true, branch: 'content/industries.hvac-seo' } });
      expect(git('show', 'jo-hvac-copy:pages/' + hvac)).toBe(later.trim());
      expect(api.contract.checked.get('GET /repos/{owner}/{repo}/pulls/{pull_number}/files')).toBeGreaterThan(0);
    } finally {
      api.pulls.find((pull) => pull.number === 801)!.state = 'closed';
    }
    expect(await maya.changedElsewhere!(hvac)).toEqual([]);
  }, 90_000);

  it('a new address for a published page: a taken one is said as the local studio says it; a free one is no problem, and saves', async () => {
    const page = hvacPage() as ReturnType<typeof hvacPage> & { path?: string };
    page.path = '/about';
    const taken = await backend.check(hvac, JSON.stringify(page, null, 2));
    expect(taken.problems).toEqual(checkEdit(checkerFor(pagesDir()), hvac, JSON.stringify(page, null, 2)).problems);
    expect(taken.problems.map((p) => p.pointer)).toContain('/path');
    // A free one: the review sends the old address's redirect with the page.
    page.path = '/hvac-contractor-seo';
    const { problems } = await backend.check(hvac, `${JSON.stringify(page, null, 2)}\n`);
    expect(problems.filter((p) => p.pointer === '/path')).toEqual([]);
    const listed = (await backend.pages()).pages.find((p) => p.file === hvac)!;
    const saved = await backend.save(hvac, page, listed.hash);
    expect(saved).toHaveProperty('saved');
    expect((await backend.publishPreview(hvac)).summary[0]).toBe(
      'Address changed: /hvac-seo → /hvac-contractor-seo (old address redirects)',
    );
    // Back at its own address: nothing moves.
    page.path = '/hvac-seo';
    expect(await backend.save(hvac, page, savedHash(saved))).toHaveProperty('saved');
    expect((await backend.publishPreview(hvac)).summary.filter((line) => line.startsWith('Address'))).toEqual([]);
  });

  it('a token without write access is told so in plain words, and the saved page is kept', async () => {
    const reader = studio('github_pat_reader', 'sam', false);
    const listed = (await reader.pages()).pages.find((p) => p.file === 'contact.json')!;
    expect(await reader.save('contact.json', withHeadline(listed.text, 'Talk to an SEO Strategist'), listed.hash)).toHaveProperty('saved');
    const answer = await reader.publish('contact.json');
    expect(answer).toEqual({
      refused: {
        why: 'no-access',
        message:
          'Not sent: GitHub does not let sam change rankharbor/website. Your saved page stays in this browser; ask an owner of the repository for write access, then publish again.',
      },
    });
    expect((await reader.pages()).pages.find((p) => p.file === 'contact.json')!.review).toEqual({ state: 'changed' });
  });

  it('plans a new page as npm run new-page does', async () => {
    const plan = await backend.planPage('industry', 'veterinary-seo');
    expect(plan).toMatchObject({ file: 'industries/veterinary-seo.json', path: '/veterinary-seo' });
    expect(await backend.planPage('industry', 'hvac-seo')).toMatchObject({ error: expect.stringMatching(/already exists/) });
  });

  it('takes the read of the repository begun beside the sign-in, and only for the session it was begun for', async () => {
    // The default branch's head is asked for once per read (the pages in review are read from their own branches).
    const treeReads = (from: number) => api.requests.slice(from).filter((r) => r.path.endsWith('/git/matching-refs/heads/main')).length;
    const editor = session('github_pat_editor', 'maya', true);
    const early = beginFirstRead(createGitHubClient(editor), editor);
    await early.tree;
    const before = api.requests.length;
    const backend = createGitHubBackend(editor, { storage: new MemoryStorage(), firstRead: early });
    expect((await backend.pages()).pages.find((p) => p.file === hvac)).toMatchObject({ path: '/hvac-seo' });
    expect(treeReads(before)).toBe(0);
    // Read with another account's token: this session reads the repository itself.
    const reader = session('github_pat_reader', 'sam', false);
    const other = beginFirstRead(createGitHubClient(reader), reader);
    await other.tree;
    const mark = api.requests.length;
    await createGitHubBackend(editor, { storage: new MemoryStorage(), firstRead: other }).pages();
    expect(treeReads(mark)).toBe(1);
  }, 60_000);

  it('deletes a replaced photo with the edit, unless another page shows it (saved in this browser too)', async () => {
    const editor = studio();
    const pages = async () => (await editor.pages()).pages;
    const withHero = (text: string, src: string) => {
      const page = JSON.parse(text) as { blocks: { image?: { src: string } }[] };
      page.blocks[0]!.image!.src = src;
      return page;
    };
    const removedLine = 'Photo removed: industries/hvac-service-call.jpg (no page shows it now)';
    const about = (await pages()).find((p) => p.file === 'about.json')!;
    // The about page, saved in this browser with the HVAC photo in its hero, still shows it.
    expect(await editor.save('about.json', withHero(about.text, 'industries/hvac-service-call.jpg'), about.hash)).toHaveProperty('saved');
    const page = (await pages()).find((p) => p.file === hvac)!;
    expect(await editor.save(hvac, withHero(page.text, 'about/office-planning.jpg'), page.hash)).toHaveProperty('saved');
    expect((await editor.publishPreview(hvac)).summary).not.toContain(removedLine);
    // Once the about page is back to its own photo, nothing shows the HVAC photo: it goes with the edit.
    const aboutNow = (await pages()).find((p) => p.file === 'about.json')!;
    expect(await editor.save('about.json', withHero(aboutNow.text, 'about/team-workshop.jpg'), aboutNow.hash)).toHaveProperty('saved');
    expect((await editor.publishPreview(hvac)).summary).toEqual(['Hero › Picture changed', removedLine]);
    const sent = await editor.publish(hvac);
    expect(sent).toMatchObject({ sent: { ok: true, branch: 'content/industries.hvac-seo' } });
    expect(git('diff', '--name-status', 'content/industries.hvac-seo~1', 'content/industries.hvac-seo')).toBe(
      `M\tpages/${hvac}\nD\tphotos/industries/hvac-service-call.jpg`,
    );
    expect(api.pulls.find((pull) => pull.head === 'content/industries.hvac-seo')!.body).toContain(removedLine);
  }, 60_000);
  it('keeps a photo a new page in another editor’s review shows, when the page whose folder it is in drops it, and says so', async () => {
    // Jo sends a new page for review (the site's branch does not have it) with the about page's hero photo.
    const client = createGitHubClient({ apiUrl: api.url, owner: 'rankharbor', repo: 'website', token: 'github_pat_jo' });
    const head = (await client.branchHead('main'))!;
    const teamDay = JSON.parse(readFileSync(path.join(root, 'pages', 'about.json'), 'utf8')) as { blocks: { image?: { src: string } }[] };
    expect(teamDay.blocks[0]!.image!.src).toBe('about/team-workshop.jpg');
    const blob = await client.createBlob(`${JSON.stringify(teamDay, null, 2)}\n`);
    const commit = await client.createCommit(
      'Add the page /team-day',
      await client.createTree((await client.tree(head)).sha, [{ path: 'pages/team-day.json', sha: blob }]),
      [head],
    );
    await client.createRef('content/team-day', commit.sha);
    api.pulls.push({
      number: 900,
      title: 'Add the page /team-day',
      body: null,
      state: 'open',
      head: 'content/team-day',
      base: 'main',
      user: 'jo',
    });
    try {
      const editor = studio();
      const about = (await editor.pages()).pages.find((p) => p.file === 'about.json')!;
      const page = JSON.parse(about.text) as { blocks: { image?: { src: string } }[] };
      page.blocks[0]!.image!.src = 'about/office-planning.jpg';
      expect(await editor.save('about.json', page, about.hash)).toHaveProperty('saved');
      const { summary } = await editor.publishPreview('about.json');
      expect(summary).not.toContain('Photo removed: about/team-workshop.jpg (no page shows it now)');
      expect(summary).toContainEqual(
        expect.stringMatching(/^Photo kept: about\/team-workshop\.jpg \(.+ \(\/team-day\) still shows it in review\)$/),
      );
    } finally {
      api.pulls.find((pull) => pull.number === 900)!.state = 'closed';
    }
  }, 60_000);
});

describe('the studio on the web when GitHub keeps failing while it reads the pages', () => {
  const trees = /^GET \/repos\/rankharbor\/website\/git\/trees\//;
  const blobs = /^GET \/repos\/rankharbor\/website\/git\/blobs\//;
  /** The rate limit's reset, a quarter of an hour from now, and the time it is in this computer's clock. */
  const reset = new Date(Math.ceil((Date.now() + 15 * 60_000) / 60_000) * 60_000);
  const clock = `${String(reset.getHours()).padStart(2, '0')}:${String(reset.getMinutes()).padStart(2, '0')}`;
  const failures: [string, RegExp, number, Record<string, string>, string, RegExp][] = [
    ['the tree answers 500', trees, 500, {}, 'github-down', /GitHub had a problem on its side\. Try again in a minute/],
    ['a blob answers 500', blobs, 500, {}, 'github-down', /GitHub had a problem on its side\. Try again in a minute/],
    ['the tree answers 404', trees, 404, {}, 'not-found', /GitHub did not find/],
    [
      'a blob answers 403, rate-limited',
      blobs,
      403,
      { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset.getTime() / 1000) },
      'rate-limited',
      new RegExp(`GitHub allows more requests at ${clock}`),
    ],
  ];
  it.each(failures)(
    'when %s, pages() says so in plain words, and once GitHub recovers lists the pages with the edits saved in this browser',
    async (_name, pattern, status, headers, kind, words) => {
      const storage = new MemoryStorage();
      const before = createGitHubBackend(session('github_pat_editor', 'maya', true), { storage });
      const contact = (await before.pages()).pages.find((p) => p.file === 'contact.json')!;
      expect(await before.save('contact.json', withHeadline(contact.text, 'Talk to Our Team'), contact.hash)).toHaveProperty('saved');

      // The studio opened again (a reload) while GitHub fails: every read fails until it recovers. The second
      // it waits before trying GitHub's own trouble again passes at once here, and is counted.
      const recover = api.failNext(pattern, status, { times: Infinity, headers });
      const waits: number[] = [];
      const wait = async (ms: number) => void waits.push(ms);
      const backend = createGitHubBackend(session('github_pat_editor', 'maya', true), { storage, wait });
      try {
        for (const attempt of [1, 2]) {
          const error = (await backend.pages().then(
            () => expect.fail(`attempt ${attempt} should have failed`),
            (e: unknown) => e,
          )) as GitHubError;
          expect(error).toBeInstanceOf(GitHubError);
          expect(error).toMatchObject({ status, kind });
          expect(error.message).toMatch(words);
          // Plain words: no JSON, no stack, no GitHub's own message.
          expect(error.message).not.toMatch(/\b[45]\d\d\b|[{}[\]]|\bat \w+ \(|Server Error|Not Found|rate limit exceeded/i);
        }
      } finally {
        recover();
      }
      // GitHub's own trouble is tried once more after a second; what GitHub refused, or a pause longer than the studio waits out, is not.
      expect(new Set(waits)).toEqual(new Set(status >= 500 ? [1000] : []));

      const list = await backend.pages();
      expect(list.pages.length).toBeGreaterThan(30);
      const saved = list.pages.find((p) => p.file === 'contact.json')!;
      expect(saved.review).toEqual({ state: 'changed' });
      expect(JSON.parse(saved.text).blocks[0].title).toBe('Talk to Our Team');
    },
    60_000,
  );
});

describe('review branches of pages that shared a name before', () => {
  const aiSeo = 'services/ai-seo-services.json';
  const earlier = 'content/services-ai-seo-services';

  it('a review open under the earlier name stays its page’s, and a new page whose name that review holds is sent on a name of its own', async () => {
    // A review of the AI SEO page sent before names were one per page file: on the name a new page
    // services-ai-seo-services.json would have now.
    const jo = createGitHubClient({ apiUrl: api.url, owner: 'rankharbor', repo: 'website', token: 'github_pat_jo' });
    const main = (await jo.branchHead('main'))!;
    const text = readFileSync(path.join(root, 'pages', aiSeo), 'utf8');
    const theirs = `${JSON.stringify(withHeadline(text, 'AI SEO, Sent Before'), null, 2)}\n`;
    const tree = await jo.createTree((await jo.tree(main)).sha, [{ path: `pages/${aiSeo}`, sha: await jo.createBlob(theirs) }]);
    await jo.createRef(earlier, (await jo.createCommit('Update the page /services/ai-seo-services', tree, [main])).sha);
    await jo.createPull({
      title: 'Update the page /services/ai-seo-services',
      head: earlier,
      base: 'main',
      body: '- Hero › Headline changed',
    });
    const earlierTip = git('rev-parse', earlier);

    const maya = studio();
    const listed = (await maya.pages()).pages;
    expect(listed.find((p) => p.file === aiSeo)!.review).toMatchObject({ state: 'in-review', branch: earlier });
    expect((await maya.publishPreview(aiSeo)).inReview).toBe(true);

    const newPage = 'services-ai-seo-services.json';
    const page = {
      $schema: '../schema/page.schema.json',
      meta: {
        title: 'AI SEO Services for Growing Brands and Teams | RankHarbor',
        description:
          'AI SEO services that help growing brands show up in AI answers and in search results, with clear monthly reporting and a team that explains every step.',
      },
      blocks: [{ type: 'hero', title: 'AI SEO Services' }],
    };
    const saved = await maya.save(newPage, page, null);
    expect(saved, JSON.stringify(saved)).toHaveProperty('saved');
    expect((await maya.publishPreview(newPage)).inReview).toBe(false);
    expect(await maya.publish(newPage)).toMatchObject({ sent: { ok: true, branch: `${earlier}_2` } });
    // The other page's review is left as it was; the new page's holds only the new page.
    expect(git('rev-parse', earlier)).toBe(earlierTip);
    expect(git('diff', '--name-only', 'main', `${earlier}_2`)).toBe(`pages/${newPage}`);
    expect((await studio().pages()).pages.find((p) => p.file === aiSeo)!.review).toMatchObject({ state: 'in-review', branch: earlier });
  }, 60_000);
});

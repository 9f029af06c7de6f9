// The studio's server side: where it may write, what a save writes, who may ask for it, and publishing
// with git in real repositories (a bare repository stands in for the remote).
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { checkEdit, pageList } from '../../src/studio/engine/pages.ts';
import { checkerFor } from '../../src/studio/local/server/checking.ts';
import { localListing } from '../../src/studio/local/server/listing.ts';

const listPages = async (dir: string) => (await pageList(localListing(dir))).pages;
import { pageGroup } from '../../src/studio/shared/page-list.ts';
import { answerPublish, localPreview as publishPreview, localSender } from '../../src/studio/local/server/publish-saved.ts';
import { answerLinkUpdate, answerSave, checkoutPageFiles } from '../../src/studio/local/server/save.ts';
import { savePage } from '../../src/studio/engine/save.ts';
import { publishAnswerOf, publishResultOf, saveAnswerOf } from '../../src/studio/local/api-answers.ts';
import { loadContentAndForms } from '../../src/tooling/content/index.ts';
import { publicDir } from '../../src/tooling/paths.ts';
import { fingerprint, formatLike, pageFileTarget, replaceAllIfUnchanged, UnsafePathError } from '../../src/studio/local/server/files.ts';
import { redirectsAfterRename, rewriteLinks, siteTextAfterRename } from '../../src/studio/shared/rename.ts';
import { refusal } from '../../src/studio/local/server/guard.ts';
import { branchFor, isGitHub, reviewLink } from '../../src/studio/local/server/publish.ts';
import { gitHubRepository } from '../../src/studio/local/server/github-review.ts';
import { fixturePage, fixturePagesDir } from './helpers.ts';
import { sendForReviewByHand } from '../stand-ins/review-by-hand.ts';

const temp = (prefix: string) => mkdtempSync(path.join(tmpdir(), prefix));

describe('where the studio may write', () => {
  const dir = temp('studio-pages-');
  mkdirSync(path.join(dir, 'industries'));
  const outside = temp('studio-outside-');
  symlinkSync(outside, path.join(dir, 'linked'));
  writeFileSync(path.join(outside, 'secret.json'), '{}');
  symlinkSync(path.join(outside, 'secret.json'), path.join(dir, 'alias.json'));

  it('a page file name inside pages/, in a folder or not', () => {
    expect(pageFileTarget(dir, 'about.json')).toBe(path.join(dir, 'about.json'));
    expect(pageFileTarget(dir, 'industries/veterinary-seo.json')).toBe(path.join(dir, 'industries', 'veterinary-seo.json'));
  });

  it.each([
    ['../escape.json'],
    ['industries/../../escape.json'],
    ['/etc/passwd.json'],
    ['industries\\x.json'],
    ['_site.json'],
    ['about.txt'],
    [''],
    ['Upper.json'],
  ])('never %j', (name) => {
    expect(() => pageFileTarget(dir, name)).toThrow(/not a page file name|No file name/);
  });

  it('never through a link or onto one', () => {
    expect(() => pageFileTarget(dir, 'linked/page.json')).toThrow(/leads through a link/);
    expect(() => pageFileTarget(dir, 'alias.json')).toThrow(/is a link/);
  });
});

describe('what a save writes', () => {
  const original = `{\n  "$schema": "../schema/page.schema.json",\n  "meta": {\n    "title": "Old",\n    "description": "D"\n  },\n  "blocks": [\n    {\n      "type": "hero",\n      "title": "Hi"\n    }\n  ]\n}\n`;

  it("keeps the file's key order, two spaces and the final newline, so one edited field is one changed line", () => {
    // The form hands keys back in its own order; the file's order wins.
    const edited = {
      blocks: [{ title: 'Hi', type: 'hero' }],
      meta: { description: 'D', title: 'New' },
      $schema: '../schema/page.schema.json',
    };
    const text = formatLike(original, edited);
    const changed = text.split('\n').filter((line, i) => line !== original.split('\n')[i]);
    expect(changed).toEqual(['    "title": "New",']);
    expect(text.endsWith('}\n')).toBe(true);
  });

  it('keeps one-line objects on one line, and changes only the value edited inside one', () => {
    const text = '{\n  "items": [\n    { "value": "2020", "label": "Founded" },\n    { "value": "30+", "label": "Team" }\n  ]\n}\n';
    const edited = formatLike(text, {
      items: [
        { value: '2019', label: 'Founded' },
        { value: '30+', label: 'Team' },
      ],
    });
    expect(edited).toBe(text.replace('"2020"', '"2019"'));
  });

  it('writes a block added at the end as an insertion, leaving the others as they were', () => {
    const edited = formatLike(original, { ...JSON.parse(original), blocks: [{ type: 'hero', title: 'Hi' }, { type: 'cta' }] });
    expect(edited.startsWith(original.slice(0, original.indexOf('      "title": "Hi"')))).toBe(true);
    expect(JSON.parse(edited).blocks).toEqual([{ type: 'hero', title: 'Hi' }, { type: 'cta' }]);
  });

  it('puts new keys after the known ones and drops undefined values', () => {
    const text = formatLike(original, {
      $schema: 'x',
      meta: { title: 'T', description: 'D', noindex: true, canonical: undefined },
      blocks: [],
    });
    expect(Object.keys(JSON.parse(text).meta)).toEqual(['title', 'description', 'noindex']);
  });
});

describe('who may write', () => {
  const request = (headers: Record<string, string>, localPort = 5173) => ({ headers, socket: { localPort } }) as never;
  const own = {
    host: '127.0.0.1:5173',
    origin: 'http://127.0.0.1:5173',
    'content-type': 'application/json',
    'sec-fetch-site': 'same-origin',
  };

  it('the studio itself', () => {
    expect(refusal(request(own))).toBeUndefined();
    expect(refusal(request({ ...own, host: 'localhost:5173', origin: 'http://localhost:5173' }))).toBeUndefined();
  });

  it('not another site, a page with no origin, another host name or port, or a form post', () => {
    expect(refusal(request({ ...own, origin: 'https://evil.example' }))).toMatch(/evil\.example.*may not change files/);
    expect(refusal(request({ ...own, origin: '' }))).toMatch(/may not change files/);
    expect(refusal(request({ ...own, 'sec-fetch-site': 'cross-site' }))).toMatch(/only the studio/);
    expect(refusal(request({ ...own, host: 'studio.attacker.example:5173', origin: 'http://studio.attacker.example:5173' }))).toMatch(
      /not to this studio/,
    );
    expect(refusal(request({ ...own, host: '127.0.0.1:80', origin: 'http://127.0.0.1:80' }))).toMatch(/not to this studio/);
    expect(refusal(request({ ...own, 'content-type': 'application/x-www-form-urlencoded' }))).toMatch(/sends JSON/);
  });
});

describe('the start screen', () => {
  it('lists every page with its group, a title and its problem count', async () => {
    const pages = await listPages(fixturePagesDir);
    const byPath = new Map(pages.map((p) => [p.path, p]));
    expect(byPath.get('/')?.group).toBe('Home');
    expect(byPath.get('/services/local-seo')).toMatchObject({ group: 'Services', problems: 0, file: 'services/local-seo.json' });
    expect(byPath.get('/hvac-seo')).toMatchObject({ group: 'Industries', title: 'HVAC SEO' });
    expect(byPath.get('/case-studies')?.group).toBe('Case studies');
    expect(byPath.get('/privacy')?.group).toBe('Other');
    expect(pages.every((p) => p.hash.length === 16)).toBe(true);
  });

  it('counts the problems of a broken page', async () => {
    const dir = temp('studio-broken-');
    cpSync(fixturePagesDir, dir, { recursive: true });
    const file = path.join(dir, 'about.json');
    const page = JSON.parse(readFileSync(file, 'utf8'));
    page.meta.title = 'Short';
    writeFileSync(file, JSON.stringify(page, null, 2));
    expect((await listPages(dir)).find((p) => p.path === '/about')!.problems).toBeGreaterThan(0);
    expect(pageGroup('/services/x', undefined)).toBe('Services');
  });
});

/** A repository holding a copy of the fixture pages, committed on main, with a bare repository as origin when asked. */
function repository({ remote = true, identity = true } = {}) {
  const top = temp('studio-repo-');
  const env = { HOME: top, GIT_CONFIG_GLOBAL: path.join(top, '.gitconfig-none'), GIT_CONFIG_NOSYSTEM: '1' };
  const git = (...args: string[]) => execFileSync('git', args, { cwd: top, env: { ...process.env, ...env }, encoding: 'utf8' }).trim();
  git('init', '-q', '-b', 'main');
  git('config', 'user.useConfigOnly', 'true');
  git('config', 'user.name', 'Editor');
  git('config', 'user.email', 'editor@example.com');
  cpSync(fixturePagesDir, path.join(top, 'pages'), { recursive: true });
  writeFileSync(path.join(top, 'notes.txt'), 'first\n');
  git('add', '.');
  git('commit', '-q', '-m', 'Site');
  if (!identity) {
    git('config', '--unset', 'user.name');
    git('config', '--unset', 'user.email');
  }
  let bare = '';
  if (remote) {
    bare = temp('studio-origin-');
    execFileSync('git', ['init', '-q', '--bare', bare]);
    git('remote', 'add', 'origin', bare);
  }
  return { top, env, git, bare, pages: path.join(top, 'pages') };
}

function editAbout(pages: string) {
  const file = path.join(pages, 'about.json');
  const text = readFileSync(file, 'utf8');
  const page = JSON.parse(text);
  page.blocks[0].title = 'About the people behind the rankings';
  return { base: fingerprint(text), page, file };
}

describe('saving', () => {
  it('writes a valid edit as a one-line diff, and refuses an invalid one or one made over a newer file', async () => {
    const { pages, git } = repository({ remote: false });
    const { base, page, file } = editAbout(pages);

    const invalid = structuredClone(page);
    invalid.meta.title = 'Short';
    const refused = await answerSave({ file: 'about.json', data: invalid, base }, pages);
    expect(refused.status).toBe(422);
    expect(refused.body.problems).toEqual([expect.objectContaining({ pointer: '/meta/title', file: 'pages/about.json' })]);

    const saved = await answerSave({ file: 'about.json', data: page, base }, pages);
    expect(saved.status).toBe(200);
    expect(git('diff', '--numstat', '--', 'pages/about.json')).toBe('1\t1\tpages/about.json');

    // Another program changes the file; a save based on the old text is refused and overwrites nothing.
    writeFileSync(file, readFileSync(file, 'utf8').replace('the rankings', 'the results'));
    const stale = await answerSave({ file: 'about.json', data: page, base: saved.body.hash as string }, pages);
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatch(/was changed elsewhere since you opened it/);
    expect(readFileSync(file, 'utf8')).toContain('the results');
  });
});

describe('a new page nobody links to yet', () => {
  it('can be saved, with a note to link it, and the link from another page can then be saved too', async () => {
    const { pages } = repository({ remote: false });
    const partners = JSON.parse(fixturePage('partners'));
    const first = await answerSave({ file: 'partners.json', data: partners, base: null }, pages);
    expect(first).toMatchObject({ status: 200, body: { linkNeeded: true } });
    expect((await listPages(pages)).find((p) => p.path === '/partners')!.problems).toBe(1);

    const { base, page } = editAbout(pages);
    page.blocks.push({ type: 'cta', title: 'Work with our partners', primary: { label: 'Meet our partners', href: '/partners' } });
    expect(await answerSave({ file: 'about.json', data: page, base }, pages)).toMatchObject({ status: 200, body: { linkNeeded: false } });
    expect((await listPages(pages)).find((p) => p.path === '/partners')!.problems).toBe(0);
  });

  it('still blocks a save for any problem on the page itself', async () => {
    const { pages } = repository({ remote: false });
    const partners = JSON.parse(fixturePage('partners'));
    partners.meta.title = 'Short';
    expect((await answerSave({ file: 'partners.json', data: partners, base: null }, pages)).status).toBe(422);
  });
});

/** Publishes as the studio does, with the repository's own git identity and no global configuration. */
async function publishAs(repo: ReturnType<typeof repository>, file: string) {
  const previousEnv = { HOME: process.env.HOME, GIT_CONFIG_GLOBAL: process.env.GIT_CONFIG_GLOBAL };
  Object.assign(process.env, repo.env);
  return answerPublish(file, repo.pages, repo.top)
    .then((answer) => answer.body)
    .finally(() => Object.assign(process.env, previousEnv));
}

const originLog = (bare: string, branch: string) =>
  execFileSync('git', ['--git-dir', bare, 'log', '--format=%s%n%b', branch], { encoding: 'utf8' }).trim();

describe('a send for review’s result over the local API', () => {
  it('is answered with a status code and read back as it was: sent, kept on this computer, or refused with why', () => {
    const results = [
      {
        sent: {
          ok: true,
          branch: 'content/about',
          commit: 'c1',
          reviewUrl: 'https://github.com/x',
          updated: false,
          message: 'Sent for review:',
        },
      },
      { sent: { ok: true, local: true, branch: 'content/about', commit: 'c1', message: 'Kept on this computer…' } },
      { refused: { why: 'request' as const, message: 'The publish time has passed. Choose a time still to come.' } },
      { refused: { why: 'theirs' as const, message: 'Nothing was sent: jo…', theirs: { text: '{}', by: 'jo' } } },
      { refused: { why: 'not-sent' as const, message: 'Not sent: …', local: true, branch: 'content/about', commit: 'c1' } },
    ];
    expect(results.map((result) => publishAnswerOf(result).status)).toEqual([200, 200, 400, 409, 409]);
    for (const result of results) expect(publishResultOf(publishAnswerOf(result))).toEqual(result);
    // A request refused before the studio reads it (its shape) says `error`.
    expect(publishResultOf({ status: 400, body: { ok: false, message: undefined as never, error: 'No such page.' } })).toEqual({
      refused: { why: 'request', message: 'No such page.' },
    });
  });
});

describe('publishing for review', () => {
  it('sends one page on its own branch with what changed in words, and leaves the checkout alone', async () => {
    const repo = repository();
    const { pages, git, bare, top } = repo;
    git('checkout', '-q', '-b', 'my-work');
    writeFileSync(path.join(top, 'notes.txt'), 'my own unfinished change\n');
    const { base, page } = editAbout(pages);
    expect((await answerSave({ file: 'about.json', data: page, base }, pages)).status).toBe(200);
    expect(await publishPreview('about.json', pages)).toEqual({
      route: '/about',
      summary: ['Hero › Headline changed'],
      inReview: false,
      // A plain directory remote is not GitHub: no publish time is offered, and the dialog says why in one sentence.
      noSchedule: 'Publishing at a time needs the site on GitHub, and this copy of the site is not connected to it.',
    });

    const statusBefore = git('status', '--porcelain');
    const result = await publishAs(repo, 'about.json');
    expect(result).toMatchObject({ ok: true, branch: 'content/about', updated: false });
    expect(git('rev-parse', '--abbrev-ref', 'HEAD')).toBe('my-work');
    expect(git('status', '--porcelain')).toBe(statusBefore);
    expect(git('diff', '--name-only', 'main', 'content/about')).toBe('pages/about.json');
    // What changed, then what it does to the page's SEO: a new headline changes no finding.
    expect(originLog(bare, 'content/about')).toMatch(
      /^Update the page \/about\n- Hero › Headline changed\n\nSEO score: (\d+) \((Good|Needs work)\) → \1 \(\2\)\n\nNo finding changed\.\n\nSite$/,
    );
    // A plain directory remote is neither GitHub nor GitLab: no link, and the message says what happened and where the team sees it.
    expect(result.reviewUrl).toBeUndefined();
    expect(result.message).toBe(
      'Sent for review: your team will find it as the proposed change “Update the page /about”. The page goes live once they accept it.',
    );
  });

  it('says in the commit what the change does to the page’s SEO: its score before and after, and the findings it brought', async () => {
    const repo = repository();
    const { base, page } = editAbout(repo.pages);
    page.meta.keyphrase = 'underwater basket weaving';
    expect((await answerSave({ file: 'about.json', data: page, base }, repo.pages)).status).toBe(200);
    expect(await publishAs(repo, 'about.json')).toMatchObject({ ok: true });
    const log = originLog(repo.bare, 'content/about');
    const [, before, after] =
      /\n\nSEO score: (\d+) \((?:Good|Needs work)\) → (\d+) \((?:Good|Needs work|Poor)\)\n\nFixed:\n/.exec(log) ?? [];
    expect(Number(after)).toBeLessThan(Number(before));
    // Fixed: the page now has a keyphrase; new: the page does not use it, said as the SEO panel says it.
    // Each headed by its field, as the SEO panel heads it, in the form's labels.
    expect(log).toMatch(
      /\nFixed:\n- Search and share › Focus keyphrase: The page has no focus keyphrase\.[^\n]*\n\nNew:\n- Search and share › Title: The title does not contain the focus keyphrase “underwater basket weaving”/,
    );
    expect(log).toContain('\n- Hero › Headline: The main headline does not contain the focus keyphrase “underwater basket weaving”.');
    expect(log).not.toMatch(/hero's Title|section's Title|opening text/);
  });

  it('adds a second commit to the same branch when the page is published again, and knows it is in review after a restart', async () => {
    const repo = repository();
    const { pages, bare } = repo;
    const { base, page } = editAbout(pages);
    const first = await answerSave({ file: 'about.json', data: page, base }, pages);
    expect((await listPages(pages)).find((p) => p.file === 'about.json')?.review).toEqual({ state: 'changed' });
    expect(await publishAs(repo, 'about.json')).toMatchObject({ ok: true, branch: 'content/about' });

    // A restart forgets everything the server held: the state comes from git.
    vi.resetModules();
    const restarted = {
      ...(await import('../../src/studio/local/server/listing.ts')),
      ...(await import('../../src/studio/local/server/save.ts')),
      ...(await import('../../src/studio/local/server/publish-saved.ts')),
    };
    expect((await pageList(restarted.localListing(pages))).pages.find((p) => p.file === 'about.json')?.review).toEqual({
      state: 'in-review',
      branch: 'content/about',
    });
    page.blocks.push({ type: 'cta' });
    expect((await restarted.answerSave({ file: 'about.json', data: page, base: first.body.hash as string }, pages)).status).toBe(200);
    expect(await restarted.localPreview('about.json', pages)).toMatchObject({
      summary: ['Call to action section added as section 6'],
      inReview: true,
    });
    const second = await publishAs(repo, 'about.json');
    expect(second).toMatchObject({ ok: true, branch: 'content/about', updated: true });
    expect(second.message).toMatch(/^Your changes were added to the review already open/);
    expect(
      execFileSync('git', ['--git-dir', bare, 'log', '--format=%s', 'content/about'], { encoding: 'utf8' }).trim().split('\n'),
    ).toEqual(['Update the page /about', 'Update the page /about', 'Site']);
    expect(await publishAs(repo, 'about.json')).toMatchObject({ ok: false, message: expect.stringMatching(/already in review/) });
  });

  it('names a new page\'s first commit "Add the page" and the next one on its branch "Update the page"', async () => {
    const repo = repository();
    const partners = JSON.parse(fixturePage('partners'));
    expect((await answerSave({ file: 'partners.json', data: partners, base: null }, repo.pages)).status).toBe(200);
    expect(await publishAs(repo, 'partners.json')).toMatchObject({ ok: true, branch: 'content/partners' });
    const saved = readFileSync(path.join(repo.pages, 'partners.json'), 'utf8');
    partners.meta.description = `${partners.meta.description.replace(/.$/, '')}!`;
    expect((await answerSave({ file: 'partners.json', data: partners, base: fingerprint(saved) }, repo.pages)).status).toBe(200);
    expect(await publishAs(repo, 'partners.json')).toMatchObject({ ok: true, updated: true });
    expect(
      execFileSync('git', ['--git-dir', repo.bare, 'log', '--format=%s', 'content/partners'], { encoding: 'utf8' }).trim().split('\n'),
    ).toEqual(['Update the page /partners', 'Add the page /partners', 'Site']);
  });

  it('checks what it sends: a saved page broken by hand is refused in words and nothing is pushed', async () => {
    const repo = repository();
    const { base, page, file } = editAbout(repo.pages);
    expect((await answerSave({ file: 'about.json', data: page, base }, repo.pages)).status).toBe(200);
    // Changed by hand since the studio saved it: not what the studio checked.
    writeFileSync(file, JSON.stringify({ ...page, meta: { ...page.meta, title: 'Changed by hand' } }, null, 2));
    expect((await publishAs(repo, 'about.json')).message).toMatch(/^Nothing was sent: this page was changed outside the studio/);
    // After a restart the studio no longer knows what it wrote, and checks the file itself.
    vi.resetModules();
    const restarted = await import('../../src/studio/local/server/publish-saved.ts');
    const publish = async (file: string) => (await restarted.answerPublish(file, repo.pages, repo.top)).body;
    expect((await publish('about.json')).message).toMatch(/^Nothing was sent: the saved page has 1 problem/);
    writeFileSync(file, '{ "meta": { "title": ');
    expect(await publish('about.json')).toEqual({
      ok: false,
      why: 'problems',
      message: expect.stringMatching(/^Nothing was sent: the saved file is no longer a complete page/),
    });
    expect(execFileSync('git', ['--git-dir', repo.bare, 'branch', '--list'], { encoding: 'utf8' })).toBe('');
  });

  it('keeps working after a saved page is deleted by hand: the other pages still list and publish', async () => {
    const repo = repository();
    const partners = JSON.parse(fixturePage('partners'));
    expect((await answerSave({ file: 'partners.json', data: partners, base: null }, repo.pages)).status).toBe(200);
    const { base, page } = editAbout(repo.pages);
    expect((await answerSave({ file: 'about.json', data: page, base }, repo.pages)).status).toBe(200);
    rmSync(path.join(repo.pages, 'partners.json'));
    expect((await listPages(repo.pages)).filter((p) => p.review.state === 'changed').map((p) => p.file)).toEqual(['about.json']);
    expect(await publishAs(repo, 'partners.json')).toMatchObject({ ok: false, message: expect.stringMatching(/it was deleted/) });
    expect(await publishAs(repo, 'about.json')).toMatchObject({ ok: true, branch: 'content/about' });
  });

  it('says the commit stayed local without a remote', async () => {
    const repo = repository({ remote: false });
    const { base, page } = editAbout(repo.pages);
    await answerSave({ file: 'about.json', data: page, base }, repo.pages);
    const first = await publishAs(repo, 'about.json');
    expect(first).toMatchObject({ ok: true, local: true, branch: 'content/about' });
    expect(first.message).toMatch(/^Kept on this computer, not sent: this copy of the site is not connected to the team's server/);
    expect(repo.git('rev-parse', 'content/about')).toBe(first.commit);
  });

  it('says in plain words when git has no identity or the remote refuses the push, and keeps the work', async () => {
    const anonymous = repository({ identity: false });
    const edit = editAbout(anonymous.pages);
    await answerSave({ file: 'about.json', data: edit.page, base: edit.base }, anonymous.pages);
    expect(await publishAs(anonymous, 'about.json')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/Git does not know who you are/),
    });

    const refusing = repository();
    const hook = path.join(refusing.bare, 'hooks', 'pre-receive');
    writeFileSync(hook, '#!/bin/sh\necho "pushes are closed today" >&2\nexit 1\n');
    chmodSync(hook, 0o755);
    const other = editAbout(refusing.pages);
    await answerSave({ file: 'about.json', data: other.page, base: other.base }, refusing.pages);
    const refused = await publishAs(refusing, 'about.json');
    expect(refused).toMatchObject({ ok: false, local: true, branch: 'content/about' });
    expect(refused.message).toMatch(/^Not sent: the team's server could not be reached or refused it .*Nothing is lost\.$/);
    expect(refusing.git('rev-parse', '--verify', 'content/about')).toBe(refused.commit);
  });

  it('refuses when nothing changed', async () => {
    const repo = repository({ remote: false });
    expect(await publishAs(repo, 'about.json')).toMatchObject({ ok: false, message: expect.stringMatching(/nothing new to send/) });
  });
});

describe('review branches of pages that shared a name before', () => {
  /** A review of services/local-seo.json sent before names were one per page file: on content/services-local-seo. */
  function earlierReview(repo: ReturnType<typeof repository>) {
    const { git, pages } = repo;
    const file = path.join(pages, 'services', 'local-seo.json');
    const text = readFileSync(file, 'utf8');
    const page = JSON.parse(text);
    page.meta.title = `${page.meta.title.slice(0, -1)}!`;
    const edited = formatLike(text, page);
    sendForReviewByHand(git, { file, text: edited, branch: 'content/services-local-seo', message: 'Update the page /services/local-seo' });
    return { page, text: edited };
  }
  const tipOf = (bare: string, branch: string) =>
    execFileSync('git', ['--git-dir', bare, 'rev-parse', branch], { encoding: 'utf8' }).trim();

  it('a review already open on the earlier name stays that page’s: it is found there and sent to again', async () => {
    const repo = repository();
    const { page, text } = earlierReview(repo);
    const states = new Map((await listPages(repo.pages)).map((p) => [p.file, p.review]));
    expect(states.get('services/local-seo.json')).toEqual({ state: 'in-review', branch: 'content/services-local-seo' });
    page.meta.description = `${page.meta.description.slice(0, -1)}!`;
    expect((await answerSave({ file: 'services/local-seo.json', data: page, base: fingerprint(text) }, repo.pages)).status).toBe(200);
    expect(await publishAs(repo, 'services/local-seo.json')).toMatchObject({
      ok: true,
      branch: 'content/services-local-seo',
      updated: true,
    });
    expect(originLog(repo.bare, 'content/services-local-seo').split('\n')[0]).toBe('Update the page /services/local-seo');
  });

  it('a new page whose name another page’s open review holds is sent on a name of its own, and that review is left alone', async () => {
    const repo = repository();
    earlierReview(repo);
    const before = tipOf(repo.bare, 'content/services-local-seo');
    const page = JSON.parse(fixturePage('services-local-seo'));
    expect((await answerSave({ file: 'services-local-seo.json', data: page, base: null }, repo.pages)).status).toBe(200);
    expect(await publishAs(repo, 'services-local-seo.json')).toMatchObject({
      ok: true,
      branch: 'content/services-local-seo_2',
      updated: false,
    });
    expect(tipOf(repo.bare, 'content/services-local-seo')).toBe(before);
    expect(repo.git('diff', '--name-only', 'main', 'content/services-local-seo_2')).toBe('pages/services-local-seo.json');
    const states = new Map((await listPages(repo.pages)).map((p) => [p.file, p.review]));
    expect(states.get('services-local-seo.json')).toEqual({ state: 'in-review', branch: 'content/services-local-seo_2' });
    expect(states.get('services/local-seo.json')).toEqual({ state: 'in-review', branch: 'content/services-local-seo' });
    // Sent again, it goes on its own branch, and the other page's review still holds only that page.
    const saved = readFileSync(path.join(repo.pages, 'services-local-seo.json'), 'utf8');
    page.meta.description = `${page.meta.description.slice(0, -1)}!`;
    expect((await answerSave({ file: 'services-local-seo.json', data: page, base: fingerprint(saved) }, repo.pages)).status).toBe(200);
    expect(await publishAs(repo, 'services-local-seo.json')).toMatchObject({
      ok: true,
      branch: 'content/services-local-seo_2',
      updated: true,
    });
    expect(tipOf(repo.bare, 'content/services-local-seo')).toBe(before);
  });

  it('two pages that shared a name are each sent on their own: industries/hvac-seo.json and a new hvac-seo.json', async () => {
    const repo = repository();
    const file = path.join(repo.pages, 'industries', 'hvac-seo.json');
    const text = readFileSync(file, 'utf8');
    const hvac = JSON.parse(text);
    hvac.meta.title = `${hvac.meta.title.slice(0, -1)}!`;
    expect((await answerSave({ file: 'industries/hvac-seo.json', data: hvac, base: fingerprint(text) }, repo.pages)).status).toBe(200);
    expect(await publishAs(repo, 'industries/hvac-seo.json')).toMatchObject({ ok: true, branch: 'content/industries.hvac-seo' });
    const page = JSON.parse(fixturePage('hvac-seo'));
    expect((await answerSave({ file: 'hvac-seo.json', data: page, base: null }, repo.pages)).status).toBe(200);
    expect(await publishAs(repo, 'hvac-seo.json')).toMatchObject({ ok: true, branch: 'content/hvac-seo', updated: false });
    expect(repo.git('diff', '--name-only', 'main', 'content/industries.hvac-seo')).toBe('pages/industries/hvac-seo.json');
    expect(repo.git('diff', '--name-only', 'main', 'content/hvac-seo')).toBe('pages/hvac-seo.json');
  });
});

describe('a save racing a change on disk', () => {
  it('re-checks the file right before replacing it: a change made while the page was being checked is kept, and the save says so', async () => {
    const { pages } = repository({ remote: false });
    const { base, page, file } = editAbout(pages);
    const outside = readFileSync(file, 'utf8').replace('"About', '"Changed elsewhere: About');
    const files = checkoutPageFiles(pages);
    const slowCheck: typeof files.check = async (...args) => {
      const result = await files.check(...args);
      // Another program writes the file while the studio is still checking the edit.
      writeFileSync(file, outside);
      return result;
    };
    const answer = saveAnswerOf(await savePage({ ...files, check: slowCheck }, 'about.json', page, base));
    expect(answer).toMatchObject({
      status: 409,
      body: {
        conflict: true,
        error: 'This page was changed elsewhere since you opened it (saved from another window or program). Nothing was overwritten.',
      },
    });
    expect(readFileSync(file, 'utf8')).toBe(outside);
    expect(readdirSync(pages).filter((f) => f.endsWith('.saving'))).toEqual([]);
  });
});

describe('the review link', () => {
  it.each([
    ['https://github.com/acme/site.git', 'https://github.com/acme/site/compare/main...content%2Fabout?expand=1'],
    ['git@github.com:acme/site.git', 'https://github.com/acme/site/compare/main...content%2Fabout?expand=1'],
    ['ssh://git@github.com/acme/site', 'https://github.com/acme/site/compare/main...content%2Fabout?expand=1'],
    [
      'https://gitlab.com/acme/web/site.git',
      'https://gitlab.com/acme/web/site/-/merge_requests/new?merge_request%5Bsource_branch%5D=content%2Fabout&merge_request%5Btarget_branch%5D=main',
    ],
    ['git@gitlab.com:acme/site.git', expect.stringMatching(/^https:\/\/gitlab\.com\/acme\/site\/-\/merge_requests\/new\?/)],
    ['/srv/git/site.git', undefined],
    // Every form git accepts, in any case, with or without .git and a final slash, GitHub's ssh on port 443.
    ['https://GitHub.com/acme/site.git', 'https://github.com/acme/site/compare/main...content%2Fabout?expand=1'],
    ['https://editor@github.com/acme/site/', 'https://github.com/acme/site/compare/main...content%2Fabout?expand=1'],
    ['http://github.com/acme/site.git/', 'https://github.com/acme/site/compare/main...content%2Fabout?expand=1'],
    ['git@GitHub.com:acme/site', 'https://github.com/acme/site/compare/main...content%2Fabout?expand=1'],
    ['github.com:acme/site.git', 'https://github.com/acme/site/compare/main...content%2Fabout?expand=1'],
    ['ssh://git@ssh.github.com:443/acme/site.git', 'https://github.com/acme/site/compare/main...content%2Fabout?expand=1'],
    ['ssh://git@github.com:22/acme/site.git/', 'https://github.com/acme/site/compare/main...content%2Fabout?expand=1'],
    ['git://github.com/acme/site.git', 'https://github.com/acme/site/compare/main...content%2Fabout?expand=1'],
    ['file:///srv/git/site.git', undefined],
    ['../site.git', undefined],
  ])('%s', (remote, link) => {
    expect(reviewLink(remote, 'main', 'content/about')).toEqual(link);
  });

  it.each([
    ['https://GitHub.com/acme/site.git', { host: 'github.com', owner: 'acme', repo: 'site' }],
    ['ssh://git@ssh.github.com:443/acme/site.git', { host: 'github.com', owner: 'acme', repo: 'site' }],
    ['git@github.example.com:acme/site.git', { host: 'github.example.com', owner: 'acme', repo: 'site' }],
    ['https://GITHUB.EXAMPLE.COM:8443/acme/site/', { host: 'github.example.com', owner: 'acme', repo: 'site' }],
    ['https://gitlab.com/acme/site.git', undefined],
    ['https://github.com/acme/web/site.git', undefined],
    ['/srv/git/github/site.git', undefined],
  ])('reads %s as GitHub’s (or not): publishing at a time and reviews read from GitHub follow it', (remote, repository) => {
    expect(gitHubRepository(remote)).toEqual(repository);
    expect(isGitHub(remote)).toBe(remote.toLowerCase().includes('github') && !remote.startsWith('/'));
  });

  it('opens the pull request with the title and the summary of the commit', () => {
    const link = new URL(
      reviewLink('git@github.com:acme/site.git', 'main', 'content/about', {
        title: 'Update the page /about',
        body: '- Hero › Headline changed',
      })!,
    );
    expect(link.searchParams.get('title')).toBe('Update the page /about');
    expect(link.searchParams.get('body')).toBe('- Hero › Headline changed');
    const gitlab = new URL(reviewLink('https://gitlab.com/acme/site.git', 'main', 'content/about', { title: 'T', body: 'B' })!);
    expect(gitlab.searchParams.get('merge_request[description]')).toBe('B');
  });

  it('names the branch after the page file, one name per file', () => {
    expect(branchFor('pages/industries/veterinary-seo.json')).toBe('content/industries.veterinary-seo');
    expect(branchFor('pages/services/local-seo.json')).toBe('content/services.local-seo');
    expect(branchFor('pages/index.json')).toBe('content/index');
    // Pages that shared a branch before: each has its own.
    expect(branchFor('pages/services-local-seo.json')).toBe('content/services-local-seo');
    expect(branchFor('pages/hvac-seo.json')).not.toBe(branchFor('pages/industries/hvac-seo.json'));
    expect(branchFor('pages/home.json')).not.toBe(branchFor('pages/index.json'));
    expect(branchFor('pages/services.json')).not.toBe(branchFor('pages/services/index.json'));
  });

  it('gives no two page files one name, and only names git takes', () => {
    // Every page file name of up to two folders from a few parts, the site's folders among them.
    const parts = ['a', 'b', 'a-b', 'index', 'home', 'industries', 'services', 'services-local-seo', 'local-seo', '1'];
    const files = new Set<string>();
    for (const x of parts) {
      files.add(`pages/${x}.json`);
      for (const y of parts) {
        files.add(`pages/${x}/${y}.json`);
        for (const z of parts) files.add(`pages/${x}/${y}/${z}.json`);
      }
    }
    const names = new Map<string, string>();
    for (const file of files) {
      const name = branchFor(file);
      expect(names.get(name), `${file} and ${names.get(name)}`).toBeUndefined();
      names.set(name, file);
    }
    // No name is a folder of another (git could not hold both branches).
    const all = [...names.keys()];
    expect(all.filter((name) => all.some((other) => other.startsWith(`${name}/`)))).toEqual([]);
    // Git takes every one as a branch: all 1,110 made in one repository, in one call (one process, not one a name).
    const repo = mkdtempSync(path.join(tmpdir(), 'branch-names-'));
    try {
      const git = (args: string[], input?: string) => execFileSync('git', args, { cwd: repo, input, stdio: 'pipe', encoding: 'utf8' });
      git(['init', '-q']);
      git(['-c', 'user.name=Test', '-c', 'user.email=test@example.com', 'commit', '-q', '--allow-empty', '-m', 'start']);
      const head = git(['rev-parse', 'HEAD']).trim();
      git(['update-ref', '--stdin'], all.map((name) => `create refs/heads/${name} ${head}\n`).join(''));
      expect(git(['for-each-ref', '--format=%(refname:short)', 'refs/heads/']).trim().split('\n').sort()).toEqual(
        [...all, git(['branch', '--show-current']).trim()].sort(),
      );
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  });
});

describe('the redirect list after a rename', () => {
  it('adds the old address, re-points redirects to it (no chains) and drops one from the new address', () => {
    const before = [
      { from: '/old-local', to: '/local' },
      { from: '/pricing', to: '/' },
      { from: '/local-services', to: '/contact' },
    ];
    expect(redirectsAfterRename(before, '/local', '/local-services')).toEqual([
      { from: '/old-local', to: '/local-services' },
      { from: '/pricing', to: '/' },
      { from: '/local', to: '/local-services' },
    ]);
  });

  it('moving back to an old address leaves no loop and no redirect from the page itself', () => {
    const once = redirectsAfterRename([], '/a', '/b');
    expect(redirectsAfterRename(once, '/b', '/a')).toEqual([{ from: '/b', to: '/a' }]);
  });

  it('changes only the site config lines that name the old address: the new redirect gets a file of its own', () => {
    const text = readFileSync(path.join(fixturePagesDir, '_site.json'), 'utf8');
    const { text: after, links } = siteTextAfterRename(text, '/services/local-seo', '/services/local-seo-services');
    expect(links).toBe(0);
    const changed = after.split('\n').filter((line, i) => line !== text.split('\n')[i]);
    expect(changed).toEqual(['      "to": "/services/local-seo-services"']);
    expect(JSON.parse(after).redirects).toContainEqual({ from: '/seo-services/local-seo', to: '/services/local-seo-services' });
    expect(JSON.parse(after).redirects).not.toContainEqual({ from: '/services/local-seo', to: '/services/local-seo-services' });
    // A page nothing in the site config names leaves it as it is.
    expect(siteTextAfterRename(text, '/thanks', '/thank-you')).toEqual({ text, links: 0 });
  });

  it("leads the site config's menu and footer links to the new address, and keeps the order of its keys", () => {
    const text = readFileSync(path.join(fixturePagesDir, '_site.json'), 'utf8');
    const { text: after, links } = siteTextAfterRename(text, '/careers', '/jobs');
    expect(links).toBe(2);
    const changed = after.split('\n').filter((line, i) => line !== text.split('\n')[i]);
    // Two links (header and footer), and nothing else.
    expect(changed).toHaveLength(2);
    expect(changed.filter((line) => line.includes('"href": "/jobs"'))).toHaveLength(2);
    expect(after).not.toMatch(/"href": "\/careers"/);
    expect(JSON.parse(after).redirects).toEqual(JSON.parse(text).redirects);
    expect(Object.keys(JSON.parse(after))).toEqual(Object.keys(JSON.parse(text)));
  });

  it('rewrites links to the old address in href fields and in text, keeping a #part', () => {
    const page = {
      blocks: [
        { type: 'cta', primary: { label: 'Local', href: '/services/local-seo#prices' }, other: { href: '/services/local-seo-x' } },
        { type: 'richText', text: 'See [local SEO](/services/local-seo) and [more](/contact).' },
      ],
    };
    const { data, count } = rewriteLinks(page, '/services/local-seo', '/local');
    expect(count).toBe(2);
    expect(data).toEqual({
      blocks: [
        { type: 'cta', primary: { label: 'Local', href: '/local#prices' }, other: { href: '/services/local-seo-x' } },
        { type: 'richText', text: 'See [local SEO](/local) and [more](/contact).' },
      ],
    });
    expect(page.blocks[0]!.primary!.href).toBe('/services/local-seo#prices');
  });
});

describe('renaming a saved page', () => {
  const rename = (pages: string) => {
    const file = path.join(pages, 'services', 'local-seo.json');
    const text = readFileSync(file, 'utf8');
    const page = { ...JSON.parse(text), path: '/services/local-seo-services' };
    return { base: fingerprint(text), page, file };
  };

  it('adds the 301 in the same save, lists the pages that link to the old address, and updates them on request', async () => {
    const { pages, git } = repository({ remote: false });
    const { base, page } = rename(pages);
    const saved = await answerSave({ file: 'services/local-seo.json', data: page, base }, pages);
    expect(saved.status).toBe(200);
    expect(saved.body.redirect).toEqual({ from: '/services/local-seo', to: '/services/local-seo-services' });
    const site = JSON.parse(readFileSync(path.join(pages, '_site.json'), 'utf8'));
    expect(JSON.parse(readFileSync(path.join(pages, '_redirects', 'services-local-seo.json'), 'utf8'))).toEqual({
      // One folder deeper than the site config's (the fixture's pages sit two folders down).
      $schema: '../../../../schema/redirect.schema.json',
      from: '/services/local-seo',
      to: '/services/local-seo-services',
    });
    // The older redirect to the old address now leads straight to the new one.
    expect(site.redirects).toContainEqual({ from: '/seo-services/local-seo', to: '/services/local-seo-services' });
    expect(site.redirects.filter((r: { to: string }) => r.to === '/services/local-seo')).toEqual([]);
    expect(git('diff', '--stat', '--', 'pages/_site.json')).toMatch(/1 file changed, \d insertions?\(\+\), 1 deletion/);
    // What npm run validate checks: the whole site, with both files written.
    expect(loadContentAndForms({ pagesDir: pages, publicDir }).problems).toEqual([]);

    const linking = saved.body.linking as { file: string; hash: string }[];
    expect(linking.map((p) => p.file)).toEqual(['index.json']);
    const updated = await answerLinkUpdate({ from: '/services/local-seo', to: '/services/local-seo-services', pages: linking }, pages);
    expect(updated).toEqual({ status: 200, body: { updated: 1 } });
    expect(git('diff', '--numstat', '--', 'pages/index.json')).toBe('1\t1\tpages/index.json');
    expect(readFileSync(path.join(pages, 'index.json'), 'utf8')).toContain('"href": "/services/local-seo-services"');
    expect(loadContentAndForms({ pagesDir: pages, publicDir }).problems).toEqual([]);
    // A page changed on disk since it was listed is left alone.
    expect((await answerLinkUpdate({ from: '/x', to: '/y', pages: [{ file: 'index.json', hash: 'stale' }] }, pages)).status).toBe(409);
  });

  it('two renames saved on two branches merge without a conflict, and the merged site has both redirects', async () => {
    const { pages, git } = repository({ remote: false });
    const renameOn = async (branch: string, file: string, to: string) => {
      git('checkout', '-q', '-b', branch, 'main');
      checkerFor(pages).invalidate();
      const target = path.join(pages, file);
      const text = readFileSync(target, 'utf8');
      const saved = await answerSave({ file, data: { ...JSON.parse(text), path: to }, base: fingerprint(text) }, pages);
      expect(saved.status).toBe(200);
      git('add', '-A', 'pages');
      git('commit', '-q', '-m', `Move ${file}`);
    };
    await renameOn('move-about', 'about.json', '/about-us');
    await renameOn('move-careers', 'careers.json', '/jobs');
    git('checkout', '-q', 'move-about');
    // A conflict makes git merge fail (and this throw).
    git('merge', '-q', '--no-edit', 'move-careers');
    expect(git('status', '--porcelain')).toBe('');
    const content = loadContentAndForms({ pagesDir: pages, publicDir });
    expect(content.problems).toEqual([]);
    expect(content.site!.redirects).toEqual(
      expect.arrayContaining([
        { from: '/about', to: '/about-us' },
        { from: '/careers', to: '/jobs' },
      ]),
    );
  });

  it('updates the links on every saved page, published or not, and says which go with the rename and which wait for their own page', async () => {
    const repo = repository();
    const { pages } = repo;
    // A page saved in the studio and never published, linking to the page about to move.
    writeFileSync(path.join(pages, 'partners.json'), fixturePage('partners', ['/services/local-seo', '/contact']));
    const { base, page } = rename(pages);
    const saved = await answerSave({ file: 'services/local-seo.json', data: page, base }, pages);
    const linking = saved.body.linking as { file: string; title: string }[];
    expect(linking.map((p) => p.file)).toEqual(['index.json', 'partners.json']);
    expect(
      await answerLinkUpdate({ from: '/services/local-seo', to: '/services/local-seo-services', pages: linking as never }, pages),
    ).toEqual({
      status: 200,
      body: { updated: 2 },
    });
    expect(readFileSync(path.join(pages, 'partners.json'), 'utf8')).toContain('(/services/local-seo-services)');
    const preview = await publishPreview('services/local-seo.json', pages);
    const partners = linking.find((p) => p.file === 'partners.json')!.title;
    expect(preview.summary).toEqual([
      'Address changed: /services/local-seo → /services/local-seo-services (old address redirects)',
      'Links updated to the new address on 1 other page',
      `Not sent with it: the updated link on ${partners} (/partners), which is not published yet; it goes when that page is sent`,
    ]);
    const sender = localSender(pages);
    const along = await sender.companions('services/local-seo.json', await sender.page('services/local-seo.json'));
    expect(along?.files.map((part) => path.relative(realpathSync(pages), part.path))).not.toContain('partners.json');
    expect(along?.files.map((part) => path.relative(realpathSync(pages), part.path))).toContain('index.json');
  });

  it('is refused, writing nothing, when the site config would not pass the checks with the redirect', async () => {
    const { pages } = repository({ remote: false });
    const siteFile = path.join(pages, '_site.json');
    const broken = readFileSync(siteFile, 'utf8').replace('"to": "/webinar"', '"to": "/no-such-page"');
    writeFileSync(siteFile, broken);
    const { base, page, file } = rename(pages);
    const before = readFileSync(file, 'utf8');
    const refused = await answerSave({ file: 'services/local-seo.json', data: page, base }, pages);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatch(
      /^Not saved: the old address \/services\/local-seo cannot be sent on to \/services\/local-seo-services \(.*no-such-page.*\)\. Nothing was changed\.$/,
    );
    expect(readFileSync(file, 'utf8')).toBe(before);
    expect(readFileSync(siteFile, 'utf8')).toBe(broken);
  });

  it('a page saved for the first time adds no redirect', async () => {
    const { pages } = repository({ remote: false });
    const site = readFileSync(path.join(pages, '_site.json'), 'utf8');
    const partners = { ...JSON.parse(fixturePage('partners')), path: '/our-partners' };
    expect(await answerSave({ file: 'partners.json', data: partners, base: null }, pages)).toMatchObject({ status: 200 });
    expect(readFileSync(path.join(pages, '_site.json'), 'utf8')).toBe(site);
  });

  it('writes a rename’s companions only as the site config or a file right in pages/_redirects/, never through a link', async () => {
    const { pages } = repository({ remote: false });
    const files = checkoutPageFiles(pages);
    const outside = mkdtempSync(path.join(tmpdir(), 'outside-'));
    mkdirSync(path.join(pages, '_redirects'), { recursive: true });
    symlinkSync(path.join(outside, 'linked.json'), path.join(pages, '_redirects', 'linked.json'));
    for (const name of [
      '_redirects/../../outside.json',
      '_redirects/deeper/a.json',
      '_redirects/a.txt',
      '_redirects/linked.json',
      '../x.json',
    ])
      await expect(files.writeAll([{ file: name, text: '{}\n', expected: null }]), name).rejects.toThrow(UnsafePathError);
    expect(readdirSync(outside)).toEqual([]);
    expect(readdirSync(path.dirname(pages))).not.toContain('outside.json');
    expect(readdirSync(path.join(pages, '_redirects'))).not.toContain('deeper');
  });

  it('writes neither file when the page changed on disk, and neither when one of several files changed', async () => {
    const { pages } = repository({ remote: false });
    const { page, file } = rename(pages);
    const site = readFileSync(path.join(pages, '_site.json'), 'utf8');
    expect((await answerSave({ file: 'services/local-seo.json', data: page, base: 'not-the-file' }, pages)).status).toBe(409);
    expect(readFileSync(path.join(pages, '_site.json'), 'utf8')).toBe(site);

    const text = readFileSync(file, 'utf8');
    const changed = replaceAllIfUnchanged([
      { file, text: 'page', expected: fingerprint(text) },
      { file: path.join(pages, '_site.json'), text: 'site', expected: 'changed-meanwhile' },
    ]);
    expect(changed).toBe(path.join(pages, '_site.json'));
    expect(readFileSync(file, 'utf8')).toBe(text);
    expect(readFileSync(path.join(pages, '_site.json'), 'utf8')).toBe(site);
    expect(readdirSync(path.join(pages, 'services')).filter((f) => f.endsWith('.saving'))).toEqual([]);
  });

  it('is published with its redirect and the updated links, in one commit that says so', async () => {
    const repo = repository();
    const { pages, bare } = repo;
    const { base, page } = rename(pages);
    const saved = await answerSave({ file: 'services/local-seo.json', data: page, base }, pages);
    await answerLinkUpdate({ from: '/services/local-seo', to: '/services/local-seo-services', pages: saved.body.linking as never }, pages);
    // The site config holds an unrelated edit by hand: it is not sent with the page.
    const siteFile = path.join(pages, '_site.json');
    writeFileSync(siteFile, readFileSync(siteFile, 'utf8').replace('"/pricing"', '"/prices"'));
    const preview = await publishPreview('services/local-seo.json', pages);
    expect(preview.summary).toEqual([
      'Address changed: /services/local-seo → /services/local-seo-services (old address redirects)',
      'Links updated to the new address on 1 other page',
    ]);
    expect(await publishAs(repo, 'services/local-seo.json')).toMatchObject({ ok: true, branch: 'content/services.local-seo' });
    const origin = (...args: string[]) => execFileSync('git', ['--git-dir', bare, ...args], { encoding: 'utf8' }).trim();
    expect(origin('diff', '--name-only', 'content/services.local-seo~1', 'content/services.local-seo').split('\n')).toEqual([
      'pages/_redirects/services-local-seo.json',
      'pages/_site.json',
      'pages/index.json',
      'pages/services/local-seo.json',
    ]);
    const sentSite = JSON.parse(origin('show', 'content/services.local-seo:pages/_site.json'));
    expect(JSON.parse(origin('show', 'content/services.local-seo:pages/_redirects/services-local-seo.json'))).toMatchObject({
      from: '/services/local-seo',
      to: '/services/local-seo-services',
    });
    expect(sentSite.redirects).toContainEqual({ from: '/seo-services/local-seo', to: '/services/local-seo-services' });
    expect(sentSite.redirects).toContainEqual({ from: '/pricing', to: '/' });
    expect(origin('log', '-1', '--format=%B', 'content/services.local-seo')).toContain(
      '- Address changed: /services/local-seo → /services/local-seo-services (old address redirects)',
    );
    // The home page's updated link went with the rename: it is in review there, not waiting on its own.
    const states = new Map((await listPages(pages)).map((p) => [p.file, p.review]));
    expect(states.get('index.json')).toEqual({ state: 'in-review', branch: 'content/services.local-seo' });
    expect(states.get('services/local-seo.json')).toEqual({ state: 'in-review', branch: 'content/services.local-seo' });
  });
});

describe("the card's places", () => {
  it("renders the group's index with the edited card among its neighbours, as typed", () => {
    const file = path.join('industries', 'hvac-seo.json');
    const page = JSON.parse(readFileSync(path.join(fixturePagesDir, file), 'utf8'));
    page.card.title = 'HVAC and Heating SEO';
    const { cardIndex, site } = checkEdit(checkerFor(fixturePagesDir), file, JSON.stringify(page));
    expect(cardIndex?.path).toBe('/seo');
    const cards = cardIndex!.page.blocks.flatMap((b) => (b.type === 'pageIndex' ? b.cards : []));
    expect(cards).toContainEqual(expect.objectContaining({ href: '/hvac-seo', title: 'HVAC and Heating SEO' }));
    expect(cards.length).toBeLessThanOrEqual(7);
    expect(cardIndex!.page.blocks.every((b) => b.type === 'pageIndex')).toBe(true);
    // The menus carry the same card, by its menu label.
    expect(JSON.stringify(site?.header.nav)).toContain('"/hvac-seo"');
  });

  it('a page without a card has none', () => {
    expect(
      checkEdit(checkerFor(fixturePagesDir), 'about.json', readFileSync(path.join(fixturePagesDir, 'about.json'), 'utf8')).cardIndex,
    ).toBeUndefined();
  });
});

describe('publishing at a time from the local studio', () => {
  it('where the remote is on GitHub: the time goes into the commit and into the pull request its link opens, and the page shows Scheduled for it', async () => {
    const repo = repository();
    // The remote reads as GitHub's; pushes go to the bare repository that stands in for it.
    repo.git('remote', 'set-url', 'origin', 'https://github.com/rankharbor/website.git');
    repo.git('config', `url.${repo.bare}.pushInsteadOf`, 'https://github.com/rankharbor/website.git');
    const { base, page } = editAbout(repo.pages);
    expect((await answerSave({ file: 'about.json', data: page, base }, repo.pages)).status).toBe(200);
    expect((await publishPreview('about.json', repo.pages)).noSchedule).toBeUndefined();

    const previousEnv = { HOME: process.env.HOME, GIT_CONFIG_GLOBAL: process.env.GIT_CONFIG_GLOBAL };
    Object.assign(process.env, repo.env);
    const { body: result } = await answerPublish('about.json', repo.pages, repo.top, {
      at: '2027-07-05T08:00:00.000Z',
      timeZone: 'Europe/London',
    }).finally(() => Object.assign(process.env, previousEnv));
    expect(result).toMatchObject({ ok: true, branch: 'content/about' });
    const line = 'Publish on: 2027-07-05T08:00:00Z (Monday 5 July, 09:00 Europe/London)';
    // The time line first, then the change in words, then what it does to the page's SEO (see seo-change.ts).
    const seo = /\n\nSEO score: \d+ \([A-Za-z ]+\) → \d+ \([A-Za-z ]+\)\n/;
    const body = new URL(result.reviewUrl!).searchParams.get('body')!;
    expect(body.startsWith(`${line}\n\n- Hero › Headline changed\n\nSEO score: `)).toBe(true);
    expect(body).toMatch(seo);
    const log = originLog(repo.bare, 'content/about');
    expect(log.startsWith(`Update the page /about\n${line}\n\n- Hero › Headline changed\n\nSEO score: `)).toBe(true);
    expect(log).toMatch(seo);
    expect((await listPages(repo.pages)).find((p) => p.file === 'about.json')?.review).toMatchObject({
      state: 'in-review',
      scheduled: '2027-07-05T08:00:00.000Z',
    });
    // In review, the time is changed on GitHub: the dialog says where, in one sentence.
    expect(await publishPreview('about.json', repo.pages)).toMatchObject({
      scheduled: '2027-07-05T08:00:00.000Z',
      noSchedule: expect.stringMatching(/^This page is already in review: its publish time is on its pull request on GitHub/),
    });
  });
});

// The studio's server side: where it may write, what a save writes, who may ask for it, and publishing
// with git in real repositories (a bare repository stands in for the remote).
import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listPages, pageGroup, publishSaved, savePage } from '../../scripts/editor-server.ts';
import { fingerprint, formatLike, pageFileTarget } from '../../scripts/lib/studio/files.ts';
import { refusal } from '../../scripts/lib/studio/guard.ts';
import { branchBaseName, publishForReview, reviewLink } from '../../scripts/lib/studio/publish.ts';
import { fixturePage, fixturePagesDir } from './helpers.ts';

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
  it('lists every page with its group, a title and its problem count', () => {
    const pages = listPages(fixturePagesDir);
    const byPath = new Map(pages.map((p) => [p.path, p]));
    expect(byPath.get('/')?.group).toBe('Home');
    expect(byPath.get('/services/local-seo')).toMatchObject({ group: 'Services', problems: 0, file: 'services/local-seo.json' });
    expect(byPath.get('/hvac-seo')).toMatchObject({ group: 'Industries', title: 'HVAC SEO' });
    expect(byPath.get('/case-studies')?.group).toBe('Case studies');
    expect(byPath.get('/privacy')?.group).toBe('Other');
    expect(pages.every((p) => p.hash.length === 16)).toBe(true);
  });

  it('counts the problems of a broken page', () => {
    const dir = temp('studio-broken-');
    cpSync(fixturePagesDir, dir, { recursive: true });
    const file = path.join(dir, 'about.json');
    const page = JSON.parse(readFileSync(file, 'utf8'));
    page.meta.title = 'Short';
    writeFileSync(file, JSON.stringify(page, null, 2));
    expect(listPages(dir).find((p) => p.path === '/about')!.problems).toBeGreaterThan(0);
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
  it('writes a valid edit as a one-line diff, and refuses an invalid one or one made over a newer file', () => {
    const { pages, git } = repository({ remote: false });
    const { base, page, file } = editAbout(pages);

    const invalid = structuredClone(page);
    invalid.meta.title = 'Short';
    const refused = savePage({ file: 'about.json', data: invalid, base }, pages);
    expect(refused.status).toBe(422);
    expect(refused.body.problems).toEqual([expect.objectContaining({ pointer: '/meta/title', file: 'pages/about.json' })]);

    const saved = savePage({ file: 'about.json', data: page, base }, pages);
    expect(saved.status).toBe(200);
    expect(git('diff', '--numstat', '--', 'pages/about.json')).toBe('1\t1\tpages/about.json');

    // Another program changes the file; a save based on the old text is refused and overwrites nothing.
    writeFileSync(file, readFileSync(file, 'utf8').replace('the rankings', 'the results'));
    const stale = savePage({ file: 'about.json', data: page, base: saved.body.hash as string }, pages);
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatch(/changed on disk since you opened it/);
    expect(readFileSync(file, 'utf8')).toContain('the results');
  });
});

describe('a new page nobody links to yet', () => {
  it('can be saved, with a note to link it, and the link from another page can then be saved too', () => {
    const { pages } = repository({ remote: false });
    const partners = JSON.parse(fixturePage('partners'));
    const first = savePage({ file: 'partners.json', data: partners, base: null }, pages);
    expect(first).toMatchObject({ status: 200, body: { linkNeeded: true } });
    expect(listPages(pages).find((p) => p.path === '/partners')!.problems).toBe(1);

    const { base, page } = editAbout(pages);
    page.blocks.push({ type: 'cta', title: 'Work with our partners', primary: { label: 'Meet our partners', href: '/partners' } });
    expect(savePage({ file: 'about.json', data: page, base }, pages)).toMatchObject({ status: 200, body: { linkNeeded: false } });
    expect(listPages(pages).find((p) => p.path === '/partners')!.problems).toBe(0);
  });

  it('still blocks a save for any problem on the page itself', () => {
    const { pages } = repository({ remote: false });
    const partners = JSON.parse(fixturePage('partners'));
    partners.meta.title = 'Short';
    expect(savePage({ file: 'partners.json', data: partners, base: null }, pages).status).toBe(422);
  });
});

describe('publishing for review', () => {
  it('commits only the saved page on a new branch, pushes it, links the pull request, and leaves the checkout alone', async () => {
    const { pages, git, bare, top, env } = repository();
    git('checkout', '-q', '-b', 'my-work');
    writeFileSync(path.join(top, 'notes.txt'), 'my own unfinished change\n');
    const { base, page } = editAbout(pages);
    expect(savePage({ file: 'about.json', data: page, base }, pages).status).toBe(200);

    const statusBefore = git('status', '--porcelain');
    const previousEnv = { HOME: process.env.HOME, GIT_CONFIG_GLOBAL: process.env.GIT_CONFIG_GLOBAL };
    Object.assign(process.env, env);
    const result = await publishSaved(pages, top).finally(() => Object.assign(process.env, previousEnv));

    expect(result).toMatchObject({ ok: true, branch: 'content/about' });
    expect(git('rev-parse', '--abbrev-ref', 'HEAD')).toBe('my-work');
    expect(git('status', '--porcelain')).toBe(statusBefore);
    expect(git('diff', '--name-only', 'main', 'content/about')).toBe('pages/about.json');
    expect(git('log', '-1', '--format=%s', 'content/about')).toBe('Update the page /about');
    expect(execFileSync('git', ['--git-dir', bare, 'branch', '--list'], { encoding: 'utf8' })).toContain('content/about');
    // A plain directory remote is neither GitHub nor GitLab: no link, and the message says where it went.
    expect(result.reviewUrl).toBeUndefined();
    expect(result.message).toMatch(/Open a pull request from it into my-work/);
  });

  it('says the commit stayed local without a remote, and never reuses a branch name', async () => {
    const { pages, git, top, env } = repository({ remote: false });
    const relative = path.relative(top, path.join(pages, 'about.json'));
    writeFileSync(path.join(pages, 'about.json'), readFileSync(path.join(pages, 'about.json'), 'utf8').replace('"About', '"All about'));
    const first = await publishForReview([relative], ['/about'], { cwd: top, env });
    expect(first).toMatchObject({ ok: true, local: true, branch: 'content/about' });
    expect(first.message).toMatch(/no remote called origin, so the commit stayed on this computer/);
    writeFileSync(
      path.join(pages, 'about.json'),
      readFileSync(path.join(pages, 'about.json'), 'utf8').replace('"All about', '"Everything about'),
    );
    const second = await publishForReview([relative], ['/about'], { cwd: top, env });
    expect(second.branch).toBe('content/about-2');
    expect(git('rev-parse', 'content/about')).toBe(first.commit);
  });

  it('says in plain words when git has no identity or the remote refuses the push, and keeps the work', async () => {
    const anonymous = repository({ identity: false });
    writeFileSync(
      path.join(anonymous.pages, 'about.json'),
      readFileSync(path.join(anonymous.pages, 'about.json'), 'utf8').replace('"About', '"All about'),
    );
    const noName = await publishForReview(['pages/about.json'], ['/about'], { cwd: anonymous.top, env: anonymous.env });
    expect(noName).toMatchObject({ ok: false });
    expect(noName.message).toMatch(/Git does not know who you are/);

    const refusing = repository();
    const hook = path.join(refusing.bare, 'hooks', 'pre-receive');
    writeFileSync(hook, '#!/bin/sh\necho "pushes are closed today" >&2\nexit 1\n');
    chmodSync(hook, 0o755);
    writeFileSync(
      path.join(refusing.pages, 'about.json'),
      readFileSync(path.join(refusing.pages, 'about.json'), 'utf8').replace('"About', '"All about'),
    );
    const refused = await publishForReview(['pages/about.json'], ['/about'], { cwd: refusing.top, env: refusing.env });
    expect(refused).toMatchObject({ ok: false, local: true, branch: 'content/about' });
    expect(refused.message).toMatch(/saved on the branch content\/about on this computer, but sending it to origin failed/);
    expect(refusing.git('rev-parse', '--verify', 'content/about')).toBe(refused.commit);
  });

  it('refuses when nothing changed', async () => {
    const { top, env } = repository({ remote: false });
    expect(await publishForReview(['pages/about.json'], ['/about'], { cwd: top, env })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/nothing new to publish/),
    });
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
  ])('%s', (remote, link) => {
    expect(reviewLink(remote, 'main', 'content/about')).toEqual(link);
  });

  it('names the branch after the page', () => {
    expect(branchBaseName(['pages/industries/veterinary-seo.json'])).toBe('content/veterinary-seo');
    expect(branchBaseName(['pages/services/local-seo.json', 'pages/about.json'])).toBe('content/services-local-seo-and-1-more');
    expect(branchBaseName(['pages/index.json'])).toBe('content/home');
  });
});

// The local studio's review states where the site's remote is on GitHub: its server asks GitHub's API (here
// the stand-in, tests/stand-ins/github-api.ts) for each page's pull request, with the sign-in this computer
// already has (GITHUB_TOKEN, or git's own for that host), and says in one sentence why it cannot when it
// cannot. The pages' list itself never waits on GitHub.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGitHubClient } from '../../src/studio/github/client.ts';
import {
  gitHubChangedElsewhere,
  gitHubClosedReview,
  gitHubReviewTime,
  gitHubSchedule,
  gitHubReviews,
  noSignIn,
  notOnGitHub,
  signInRefused,
} from '../../src/studio/local/server/github-review.ts';
import { pageList } from '../../src/studio/engine/pages.ts';
import { localListing } from '../../src/studio/local/server/listing.ts';
import { answerPublish, localPreview } from '../../src/studio/local/server/publish-saved.ts';
import { scheduleLine } from '../../src/studio/shared/schedule.ts';
import { startGitHubStandIn, type GitHubStandIn } from '../stand-ins/github-api.ts';
import { fixturePagesDir } from './helpers.ts';

const remote = 'https://github.com/rankharbor/site.git';
const token = 'github_pat_editor';

describe('the local studio reads its pages’ reviews from GitHub', () => {
  let api: GitHubStandIn;
  let top: string;
  let bare: string;
  let pages: string;
  // No global or system git settings of this machine (its credential helpers above all): the test's own only.
  let env: NodeJS.ProcessEnv;
  const git = (...args: string[]) => execFileSync('git', args, { cwd: top, env: { ...process.env, ...env }, encoding: 'utf8' }).trim();
  const about = () => path.join(pages, 'about.json');

  /** Sends the about page for review as the studio does: its branch pushed, the edit left in the working tree. */
  function sendAbout(headline: string) {
    git('checkout', '-q', '--', 'pages/about.json');
    const edited = readFileSync(about(), 'utf8').replace(/"title": "The SEO Team[^"]*"/, `"title": "${headline}"`);
    const sent = git('branch', '--list', 'content/about') !== '';
    git('checkout', '-q', ...(sent ? [] : ['-b']), 'content/about');
    writeFileSync(about(), edited);
    git('commit', '-q', '-am', 'Update the page /about');
    git('push', '-q', 'origin', 'content/about');
    git('checkout', '-q', 'main');
    writeFileSync(about(), edited);
  }
  const client = () => createGitHubClient({ apiUrl: api.url, owner: 'rankharbor', repo: 'site', token });
  // The stand-in's token is the one meant for it (STUDIO_GITHUB_API_TOKEN): GITHUB_TOKEN goes to GitHub only.
  const ask = (more: NodeJS.ProcessEnv = { STUDIO_GITHUB_API_TOKEN: token }) =>
    gitHubReviews(pages, { env: { ...env, STUDIO_GITHUB_API: api.url, ...more } });

  beforeEach(async () => {
    top = mkdtempSync(path.join(tmpdir(), 'local-reviews-'));
    bare = mkdtempSync(path.join(tmpdir(), 'local-reviews-origin-'));
    env = { HOME: top, GIT_CONFIG_GLOBAL: path.join(top, '.gitconfig-none'), GIT_CONFIG_NOSYSTEM: '1' };
    pages = path.join(top, 'pages');
    cpSync(fixturePagesDir, pages, { recursive: true });
    execFileSync('git', ['init', '-q', '--bare', '-b', 'main', bare]);
    git('init', '-q', '-b', 'main');
    git('config', 'user.name', 'Editor');
    git('config', 'user.email', 'editor@example.com');
    git('add', '.');
    git('commit', '-q', '-m', 'Site');
    // The remote reads as GitHub's; git's pushes go to the bare repository the stand-in serves.
    git('remote', 'add', 'origin', remote);
    git('config', `url.${bare}.pushInsteadOf`, remote);
    git('push', '-q', 'origin', 'main');
    api = await startGitHubStandIn({
      repo: bare,
      owner: 'rankharbor',
      name: 'site',
      tokens: { [token]: { login: 'maya', push: true }, github_pat_sam: { login: 'sam', push: true } },
    });
  });
  afterEach(async () => {
    expect(api.unknown).toEqual([]);
    await api.close();
    rmSync(top, { recursive: true, force: true });
    rmSync(bare, { recursive: true, force: true });
  });

  it('Changes requested, with what the reviewer wrote, then Approved; asked again while nothing changed, GitHub answers 304', async () => {
    sendAbout('The people behind the rankings');
    await client().createPull({ title: 'Update the page /about', head: 'content/about', base: 'main', body: '- Hero › Headline changed' });
    expect((await ask()).states['about.json']).toEqual({
      from: 'in-review',
      review: { state: 'in-review', branch: 'content/about', reviewUrl: 'https://github.com/rankharbor/site/pull/1' },
    });

    await api.reviewing.addReview(1, {
      user: 'sam',
      state: 'CHANGES_REQUESTED',
      body: 'Keep “SEO team” in the headline, please.',
      comments: [{ path: 'pages/about.json', body: 'Too short for the hero.' }],
    });
    expect((await ask()).states['about.json']?.review).toEqual({
      state: 'in-review',
      branch: 'content/about',
      reviewUrl: 'https://github.com/rankharbor/site/pull/1',
      verdict: 'changes-requested',
      comments: [
        { by: 'sam', text: 'Keep “SEO team” in the headline, please.' },
        { by: 'sam', text: 'Too short for the hero.' },
      ],
    });

    await api.reviewing.addReview(1, { user: 'sam', state: 'APPROVED', body: '' });
    const approved = await ask();
    expect(approved.states['about.json']?.review).toMatchObject({ state: 'in-review', verdict: 'approved' });
    expect(approved.note).toBeUndefined();
    // Only the page in review is asked about, and never the sign-in in an answer.
    expect(Object.keys(approved.states)).toEqual(['about.json']);
    expect(JSON.stringify(approved)).not.toContain(token);

    // Nothing changed since: every read is answered 304 (nothing of the rate limit), none in full again.
    const before = api.requests.length;
    await ask();
    const again = api.requests.slice(before);
    expect(again.length).toBeGreaterThan(0);
    expect(again.map((r) => r.status)).toEqual(again.map(() => 304));
  });

  it('Scheduled for the time on the pull request as it is now, changed there after it was sent', async () => {
    sendAbout('The people behind the rankings');
    const pull = await client().createPull({ title: 'Update the page /about', head: 'content/about', base: 'main', body: '- Hero' });
    const monday = new Date('2027-07-05T08:00:00Z');
    await client().updatePull(pull.number, { body: `${scheduleLine(monday, 'Europe/London')}\n\n- Hero` });
    expect((await ask()).states['about.json']?.review).toMatchObject({ state: 'in-review', scheduled: monday.toISOString() });
  });

  it('Published on the day its review was merged, whether or not this computer has the merge yet', async () => {
    sendAbout('The people behind the rankings');
    await client().createPull({ title: 'Update the page /about', head: 'content/about', base: 'main', body: '- Hero' });
    const merged = await fetch(`${api.url}/repos/rankharbor/site/pulls/1/merge`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/vnd.github+json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ merge_method: 'merge' }),
    });
    expect(merged.status).toBe(200);
    // Not pulled yet: the page is as it was sent, and that was merged.
    expect((await ask()).states['about.json']).toEqual({ from: 'in-review', review: { state: 'published', on: expect.any(String) } });
    // Sent again on the same branch before that was pulled: in review again (its review is opened by its link), not published.
    const sentAgain = readFileSync(about(), 'utf8');
    sendAbout('The people behind every ranking');
    expect((await ask()).states['about.json']).toBeUndefined();
    // Pulled (the second change set aside): the page is as committed, and GitHub says when it went live.
    git('checkout', '-q', '--', 'pages/about.json');
    git('pull', '-q', '--no-rebase', bare, 'main');
    expect(readFileSync(about(), 'utf8')).toBe(sentAgain);
    expect((await ask()).states['about.json']).toEqual({ from: 'published', review: { state: 'published', on: expect.any(String) } });
  });

  it('Changed again once its review is closed without merging, with the closed review; sent again, a new review', async () => {
    const options = { env: { ...env, STUDIO_GITHUB_API: api.url, STUDIO_GITHUB_API_TOKEN: token } };
    const closedReview = (file: string) => gitHubClosedReview(pages, file, options);
    sendAbout('The people behind the rankings');
    const first = await client().createPull({ title: 'Update the page /about', head: 'content/about', base: 'main', body: '- Hero' });
    expect(await closedReview('about.json')).toBeUndefined();
    api.pulls.find((pull) => pull.number === first.number)!.state = 'closed';
    expect((await ask()).states['about.json']).toEqual({ from: 'in-review', review: { state: 'changed', closed: first.htmlUrl } });
    expect(await closedReview('about.json')).toBe(first.htmlUrl);

    // Its send says what changed since it was published, as a page not in review, and any time goes with it.
    expect(await localPreview('about.json', pages, { closedReview })).toEqual({
      route: '/about',
      summary: ['Hero › Headline changed'],
      inReview: false,
    });
    // Sent again as it was: not "nothing new", the branch goes to a new review (its link opens one).
    const publishAbout = () => answerPublish('about.json', pages, pages, undefined, { closedReview }).then(({ body }) => body);
    const again = await publishAbout();
    expect(again).toMatchObject({ ok: true, branch: 'content/about', updated: false, message: 'Sent for review:' });
    expect(String(again.reviewUrl)).toMatch(/^https:\/\/github\.com\/rankharbor\/site\/compare\/main\.\.\.content%2Fabout\?/);
    expect(git('rev-list', '--count', 'main..content/about')).toBe('1');
    // Changed again first: a commit on its branch, and still a new review.
    writeFileSync(about(), readFileSync(about(), 'utf8').replace('The people behind the rankings', 'The people behind every ranking'));
    expect(await publishAbout()).toMatchObject({ ok: true, updated: false, message: 'Sent for review:' });
    expect(git('rev-list', '--count', 'main..content/about')).toBe('2');
    const second = await client().createPull({ title: 'Update the page /about', head: 'content/about', base: 'main', body: '- Hero' });
    expect(second.number).not.toBe(first.number);
    expect((await ask()).states['about.json']?.review).toMatchObject({ state: 'in-review', reviewUrl: second.htmlUrl });
    expect(await closedReview('about.json')).toBeUndefined();
  });

  it('sent again after its review was closed, opens a review of this change alone: none of what the closed review left on its branch', async () => {
    const closedReview = (file: string) =>
      gitHubClosedReview(pages, file, { env: { ...env, STUDIO_GITHUB_API: api.url, STUDIO_GITHUB_API_TOKEN: token } });
    sendAbout('The people behind the rankings');
    // The closed review also held a redirect (from a rename undone since), committed on its branch.
    const run = (args: string[], more: NodeJS.ProcessEnv = {}, input?: string) =>
      execFileSync('git', args, { cwd: top, env: { ...process.env, ...env, ...more }, encoding: 'utf8', input }).trim();
    const index = { GIT_INDEX_FILE: path.join(top, '.git', 'test-index') };
    run(['read-tree', 'content/about'], index);
    const blob = run(['hash-object', '-w', '--stdin'], {}, '{ "from": "/team", "to": "/about" }\n');
    run(['update-index', '--add', '--cacheinfo', `100644,${blob},pages/_redirects/team.json`], index);
    const withRedirect = run(['commit-tree', run(['write-tree'], index), '-p', 'content/about', '-m', 'Redirect /team'], index);
    run(['update-ref', 'refs/heads/content/about', withRedirect]);
    git('push', '-q', 'origin', 'content/about');
    const first = await client().createPull({ title: 'Update the page /about', head: 'content/about', base: 'main', body: '- Hero' });
    api.pulls.find((pull) => pull.number === first.number)!.state = 'closed';

    writeFileSync(about(), readFileSync(about(), 'utf8').replace('The people behind the rankings', 'The people behind every ranking'));
    const again = await answerPublish('about.json', pages, pages, undefined, { closedReview }).then(({ body }) => body);
    expect(again).toMatchObject({ ok: true, branch: 'content/about', updated: false });
    // The branch moved forward from the closed review's tip, joined with main; the new review shows the page alone.
    expect(git('rev-list', '--parents', '-n', '1', 'content/about')).toBe(`${again.commit} ${withRedirect} ${git('rev-parse', 'main')}`);
    expect(git('diff', '--name-only', 'main...content/about')).toBe('pages/about.json');
    expect(git('show', 'content/about:pages/about.json')).toContain('The people behind every ranking');
  });

  it('signs in with the sign-in git keeps for the host it asks, when the environment has no token', async () => {
    sendAbout('The people behind the rankings');
    await client().createPull({ title: 'Update the page /about', head: 'content/about', base: 'main', body: '- Hero' });
    const host = new URL(api.url).host;
    // A credential helper that knows the stand-in's host only: git's sign-in for github.com never goes to it.
    git(
      'config',
      'credential.helper',
      `!f() { test "$1" = get && grep -qx "host=${host}" && printf "username=maya\\npassword=${token}\\n"; }; f`,
    );
    const answer = await ask({});
    expect(answer.note).toBeUndefined();
    expect(answer.states['about.json']?.review).toMatchObject({
      state: 'in-review',
      reviewUrl: 'https://github.com/rankharbor/site/pull/1',
    });
  });

  it('says in one sentence how to let it see reviews without a sign-in, or when GitHub refuses it; the list never asks GitHub', async () => {
    sendAbout('The people behind the rankings');
    expect((await pageList(localListing(pages))).pages.find((p) => p.file === 'about.json')?.review).toMatchObject({ state: 'in-review' });
    expect(api.requests).toEqual([]);
    expect(await ask({})).toEqual({ states: {}, note: noSignIn });
    expect(await ask({ STUDIO_GITHUB_API_TOKEN: 'github_pat_revoked' })).toEqual({ states: {}, note: signInRefused });
  });

  it('never sends the environment’s GITHUB_TOKEN or GH_TOKEN to a stand-in: only its own token, or git’s sign-in for its host', async () => {
    sendAbout('The people behind the rankings');
    // Tokens the stand-in would accept: had either been sent, the review would be read.
    expect(await ask({ GITHUB_TOKEN: token })).toEqual({ states: {}, note: noSignIn });
    expect(await ask({ GH_TOKEN: token })).toEqual({ states: {}, note: noSignIn });
    expect(api.requests).toEqual([]);
    expect((await ask({ GITHUB_TOKEN: 'github_pat_sam', STUDIO_GITHUB_API_TOKEN: token })).note).toBeUndefined();
    expect(api.requests.length).toBeGreaterThan(0);
  });

  it('asks api.github.com for github.com, and sends the environment’s token to no other host', async () => {
    const asked: { url: string; authorization: string | null }[] = [];
    // GitHub refuses whatever it is sent here: what matters is where it went, and with what.
    const refusing = (async (url: string | URL | Request, init?: RequestInit) => {
      asked.push({ url: String(url), authorization: new Headers(init?.headers).get('authorization') });
      return new Response(JSON.stringify({ message: 'Bad credentials' }), { status: 401 });
    }) as typeof fetch;
    const secret = 'github_pat_from_the_environment';
    expect(await gitHubReviews(pages, { env: { ...env, GITHUB_TOKEN: secret }, fetch: refusing })).toEqual({
      states: {},
      note: signInRefused,
    });
    expect(asked.map((a) => new URL(a.url).origin)).toEqual(['https://api.github.com', 'https://api.github.com']);
    expect(asked.every((a) => a.authorization === `Bearer ${secret}`)).toBe(true);

    // A GitHub Enterprise server: its own API, with git's sign-in for that host only.
    asked.length = 0;
    git('remote', 'set-url', 'origin', 'https://github.example.com/rankharbor/site.git');
    expect(await gitHubReviews(pages, { env: { ...env, GITHUB_TOKEN: secret }, fetch: refusing })).toEqual({ states: {}, note: noSignIn });
    expect(asked).toEqual([]);
    git(
      'config',
      'credential.helper',
      `!f() { test "$1" = get && grep -qx "host=github.example.com" && printf "username=maya\\npassword=enterprise_token\\n"; }; f`,
    );
    expect(await gitHubReviews(pages, { env: { ...env, GITHUB_TOKEN: secret }, fetch: refusing })).toEqual({
      states: {},
      note: signInRefused,
    });
    expect(asked.map((a) => `${new URL(a.url).origin}${new URL(a.url).pathname}`)).toEqual([
      'https://github.example.com/api/v3/repos/rankharbor/site/pulls',
      'https://github.example.com/api/v3/repos/rankharbor/site/pulls',
    ]);
    expect(asked.every((a) => a.authorization === 'Bearer enterprise_token')).toBe(true);
  });

  it.each([
    'https://GitHub.com/rankharbor/site.git',
    'https://editor@github.com/rankharbor/site/',
    'git@GITHUB.COM:rankharbor/site.git',
    'github.com:rankharbor/site',
    'ssh://git@ssh.github.com:443/rankharbor/site.git',
    'ssh://git@github.com/rankharbor/site',
  ])('reads a remote written %s as github.com’s, and asks api.github.com with the environment’s token', async (address) => {
    const asked: { url: string; authorization: string | null }[] = [];
    const refusing = (async (url: string | URL | Request, init?: RequestInit) => {
      asked.push({ url: String(url), authorization: new Headers(init?.headers).get('authorization') });
      return new Response(JSON.stringify({ message: 'Bad credentials' }), { status: 401 });
    }) as typeof fetch;
    git('remote', 'set-url', 'origin', address);
    const secret = 'github_pat_from_the_environment';
    expect(await gitHubReviews(pages, { env: { ...env, GITHUB_TOKEN: secret }, fetch: refusing })).toEqual({
      states: {},
      note: signInRefused,
    });
    expect(asked.map((a) => `${new URL(a.url).origin}${new URL(a.url).pathname}`)).toEqual([
      'https://api.github.com/repos/rankharbor/site/pulls',
      'https://api.github.com/repos/rankharbor/site/pulls',
    ]);
    expect(asked.every((a) => a.authorization === `Bearer ${secret}`)).toBe(true);
  });

  it('says in one sentence that reviews and publishing at a time need the site on GitHub, for a remote elsewhere', async () => {
    git('remote', 'set-url', 'origin', bare);
    expect(await ask()).toEqual({ states: {}, note: notOnGitHub });
    expect(
      await gitHubChangedElsewhere(pages, 'about.json', { env: { ...env, STUDIO_GITHUB_API: api.url, STUDIO_GITHUB_API_TOKEN: token } }),
    ).toEqual([]);
    expect(api.requests).toEqual([]);
  });

  it('changes the time of a page in review on its pull request, as the studio on the web does; reads it back as GitHub has it', async () => {
    const options = { env: { ...env, STUDIO_GITHUB_API: api.url, STUDIO_GITHUB_API_TOKEN: token } };
    sendAbout('The people behind the rankings');
    // Not in review on GitHub yet: nothing to change.
    expect((await gitHubSchedule(pages, 'about.json', { at: null, timeZone: 'UTC' }, options)).message).toMatch(
      /^This page is not in review any more/,
    );
    const pull = await client().createPull({
      title: 'Update the page /about',
      head: 'content/about',
      base: 'main',
      body: '- Hero › Headline changed',
    });
    expect(await gitHubReviewTime(pages, 'about.json', options)).toEqual({});
    const at = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 6, 5, 8, 0));
    const answer = await gitHubSchedule(pages, 'about.json', { at: at.toISOString(), timeZone: 'Europe/London' }, options);
    expect(answer).toMatchObject({ ok: true, reviewUrl: pull.htmlUrl });
    expect(answer.message).toMatch(/^It will be published on \w+ 5 July, 09:00 \(Europe\/London\), if its checks pass\./);
    expect(api.pulls.find((p) => p.number === pull.number)!.body).toMatch(
      new RegExp(
        `^Publish on: ${at.toISOString().replace('.000Z', 'Z')} \\(\\w+ 5 July, 09:00 Europe/London\\)\\n\\n- Hero › Headline changed$`,
      ),
    );
    expect(await gitHubReviewTime(pages, 'about.json', options)).toEqual({ scheduled: at.toISOString() });
    // Taken away again.
    expect((await gitHubSchedule(pages, 'about.json', { at: null, timeZone: 'Europe/London' }, options)).ok).toBe(true);
    expect(api.pulls.find((p) => p.number === pull.number)!.body).toBe('- Hero › Headline changed');
    // Where the remote is not on GitHub: said in one sentence, nothing asked.
    git('remote', 'set-url', 'origin', bare);
    const asked = api.requests.length;
    expect(await gitHubSchedule(pages, 'about.json', { at: null, timeZone: 'UTC' }, options)).toEqual({ ok: false, message: notOnGitHub });
    expect(await gitHubReviewTime(pages, 'about.json', options)).toBeUndefined();
    expect(api.requests.length).toBe(asked);
  });

  it('names another editor’s open pull request that changes the page, with the page as it has it; never the page’s own review', async () => {
    const elsewhere = (file: string) =>
      gitHubChangedElsewhere(pages, file, { env: { ...env, STUDIO_GITHUB_API: api.url, STUDIO_GITHUB_API_TOKEN: token } });
    expect(await elsewhere('about.json')).toEqual([]);
    // The page's own review (sent from this computer) is not someone else's change.
    sendAbout('The people behind the rankings');
    await client().createPull({ title: 'Update the page /about', head: 'content/about', base: 'main', body: '- Hero › Headline changed' });
    // Sam's pull request, from a branch of their own, changes the about page too.
    git('checkout', '-q', '-b', 'sam-about', 'main');
    const theirs = readFileSync(about(), 'utf8').replace(/"title": "The SEO Team[^"]*"/, '"title": "Meet the team"');
    writeFileSync(about(), theirs);
    git('commit', '-q', '-am', 'About: a new headline');
    git('push', '-q', 'origin', 'sam-about');
    git('checkout', '-q', '-f', 'main');
    const samClient = createGitHubClient({ apiUrl: api.url, owner: 'rankharbor', repo: 'site', token: 'github_pat_sam' });
    const pull = await samClient.createPull({ title: 'A new about headline', head: 'sam-about', base: 'main', body: '' });
    expect(await elsewhere('about.json')).toEqual([
      { by: 'sam', number: pull.number, title: 'A new about headline', url: pull.htmlUrl, removes: false, text: theirs },
    ]);
    // A page it does not change: nothing.
    expect(await elsewhere('contact.json')).toEqual([]);
  });
});

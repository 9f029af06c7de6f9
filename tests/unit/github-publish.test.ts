// Publish for review in the studio on the web (src/studio/github/git-publish.ts), against the GitHub API
// stand-in: what it leaves in the repository is checked with git in the bare repository behind it.
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { branchFor } from '../../src/studio/local/server/publish.ts';
import { createGitHubClient, type GitHubClient } from '../../src/studio/github/client.ts';
import { GitHubError } from '../../src/studio/github/errors.ts';
import { branchForPage, publishToBranch, ReviewNotOpenedError } from '../../src/studio/github/git-publish.ts';
import type { ReviewFile as PublishFile } from '../../src/studio/engine/port.ts';
import { reviewMessage } from '../../src/studio/shared/answers.ts';
import { makeSiteRepository, startGitHubStandIn, type GitHubStandIn } from '../stand-ins/github-api.ts';
import { expectEveryCallKnown } from './github-calls.ts';

const file = 'pages/industries/hvac-seo.json';
const page = '{\n  "meta": { "title": "HVAC SEO | RankHarbor" },\n  "hero": "HVAC SEO That Keeps Your Trucks Busy in Every Season"\n}\n';
const photo = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x80, 0xfe, 0, 0xff, 0xd9]);
let site: ReturnType<typeof makeSiteRepository>;
let api: GitHubStandIn;
expectEveryCallKnown(() => api);
const git = (...args: string[]) => execFileSync('git', args, { cwd: site.bare, encoding: 'utf8' }).trim();
/** Every object and ref in the repository: unchanged means nothing was written. */
const everything = () => `${git('cat-file', '--batch-all-objects', '--batch-check')}\n${git('for-each-ref')}`;
/** The bodies of the requests sent, by method and path. */
const bodies: { method: string; path: string; body: unknown }[] = [];
let beforeSend: ((method: string, path: string) => void) | undefined;

const client = (token = 'github_pat_editor'): GitHubClient =>
  createGitHubClient({
    apiUrl: api.url,
    owner: 'rankharbor',
    repo: 'site',
    token,
    fetch: (input, init) => {
      const method = init?.method ?? 'GET';
      const path = new URL(String(input)).pathname;
      bodies.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      beforeSend?.(method, path);
      return fetch(input, init);
    },
  });
/** The day every publish in these tests is sent on. */
const sentAt = new Date('2026-11-24T16:30:00Z');
const publish = (files: PublishFile[], summary: string[], token?: string) => {
  const { message, title, body } = reviewMessage('/hvac-seo', false, summary);
  return publishToBranch(client(token), { base: 'main', branch: branchForPage(file), files, message, title, body, sentAt });
};

beforeAll(async () => {
  site = makeSiteRepository({ [file]: page, 'README.md': 'Site\n' });
  api = await startGitHubStandIn({
    repo: site.bare,
    owner: 'rankharbor',
    name: 'site',
    tokens: {
      github_pat_editor: { login: 'maya', push: true },
      github_pat_reader: { login: 'sam', push: false },
      github_pat_contents: { login: 'lee', push: true, pullRequests: false },
    },
  });
});
afterAll(async () => {
  await api.close();
  site.remove();
});
beforeEach(() => {
  bodies.length = 0;
  beforeSend = undefined;
});

describe('the review branch of a page', () => {
  it('is named as the local studio names it', () => {
    for (const name of [
      'pages/industries/hvac-seo.json',
      'pages/services/local-seo.json',
      'pages/services/index.json',
      'pages/index.json',
      'pages/about.json',
      'pages/blog/2024/launch.json',
    ])
      expect(branchForPage(name)).toBe(branchFor(name));
    expect(branchForPage('pages/industries/hvac-seo.json')).toBe('content/industries.hvac-seo');
    expect(branchForPage('pages/index.json')).toBe('content/index');
    expect(branchForPage('pages/services/index.json')).toBe('content/services.index');
  });

  it('writes its message as the local studio does', () => {
    expect(reviewMessage('/hvac-seo', false, ['Hero › Headline changed', 'FAQ › Question added'])).toEqual({
      message: 'Update the page /hvac-seo\n\n- Hero › Headline changed\n- FAQ › Question added\n',
      title: 'Update the page /hvac-seo',
      body: '- Hero › Headline changed\n- FAQ › Question added',
    });
    expect(reviewMessage('/dentist-seo', true).message).toBe('Add the page /dentist-seo\n');
  });
});

describe('publishing through GitHub', () => {
  it('refuses a token that may only read, in plain words, and writes nothing', async () => {
    const before = everything();
    const error = await publish(
      [{ path: file, content: page.replace('Busy', 'Booked') }],
      ['Hero › Headline changed'],
      'github_pat_reader',
    ).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(GitHubError);
    expect(error).toMatchObject({ status: 403, kind: 'no-access' });
    expect((error as GitHubError).message).toMatch(/^This account may read the site but GitHub does not let it change it\./);
    expect(everything()).toBe(before);
    expect(api.pulls).toEqual([]);
  });

  it('tells a signed-out editor to sign in again', async () => {
    const error = await publish([{ path: file, content: 'x' }], [], 'github_pat_withdrawn').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 401, kind: 'signed-out', message: expect.stringMatching(/Sign in again/) });
  });

  it('sends nothing for a page that is as published: no branch, no commit', async () => {
    const before = everything();
    expect(await publish([{ path: file, content: page }], [])).toEqual({
      sent: false,
      branch: 'content/industries.hvac-seo',
      inReview: false,
    });
    expect(everything()).toBe(before);
    expect(bodies.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('publishes twice: the same branch and pull request, two commits, the second on the first', async () => {
    const main = git('rev-parse', 'main');
    const first = await publish(
      [
        { path: file, content: page.replace('Every Season', 'Every Single Season') },
        { path: 'photos/hvac-van.jpg', content: photo },
      ],
      ['Hero › Headline changed', 'Photo added'],
    );
    expect(first).toEqual({
      sent: true,
      branch: 'content/industries.hvac-seo',
      commit: git('rev-parse', 'content/industries.hvac-seo'),
      reviewUrl: 'https://github.com/rankharbor/site/pull/1',
      pull: 1,
      body: '- Hero › Headline changed\n- Photo added',
      updated: false,
    });
    expect(git('rev-parse', 'content/industries.hvac-seo^')).toBe(main);
    expect(git('log', '-1', '--format=%B', 'content/industries.hvac-seo')).toBe(
      'Update the page /hvac-seo\n\n- Hero › Headline changed\n- Photo added',
    );
    expect(execFileSync('git', ['cat-file', 'blob', 'content/industries.hvac-seo:photos/hvac-van.jpg'], { cwd: site.bare })).toEqual(
      Buffer.from(photo),
    );
    expect(api.pulls).toMatchObject([
      {
        number: 1,
        head: 'content/industries.hvac-seo',
        base: 'main',
        title: 'Update the page /hvac-seo',
        body: '- Hero › Headline changed\n- Photo added',
      },
    ]);
    // The default branch is left alone.
    expect(git('rev-parse', 'main')).toBe(main);

    const second = await publish(
      [
        { path: file, content: page.replace('Every Season', 'Every Single Season').replace('HVAC SEO |', 'HVAC Marketing |') },
        { path: 'photos/hvac-van.jpg', content: photo },
      ],
      ['Search title changed'],
    );
    expect(second).toMatchObject({
      sent: true,
      branch: 'content/industries.hvac-seo',
      pull: 1,
      updated: true,
      reviewUrl: first.sent && first.reviewUrl,
    });
    if (!second.sent || !first.sent) throw new Error('unreachable');
    expect(git('rev-parse', 'content/industries.hvac-seo')).toBe(second.commit);
    expect(git('rev-list', '--parents', '-n', '1', second.commit)).toBe(`${second.commit} ${first.commit}`);
    expect(git('rev-list', '--count', 'main..content/industries.hvac-seo')).toBe('2');
    // One line of the page changed; the photo, the same as the branch has, is not in the second commit.
    expect(git('diff', '--numstat', first.commit, second.commit)).toBe(`1\t1\t${file}`);
    expect(api.pulls).toHaveLength(1);
    // The earlier change list stays; the new one follows under the day it was sent.
    expect(api.pulls[0]).toMatchObject({
      title: 'Update the page /hvac-seo',
      body: '- Hero › Headline changed\n- Photo added\n\n### Sent again on 2026-11-24\n\n- Search title changed',
    });
    // Only the page's blob was sent the second time.
    expect(bodies.filter((request) => request.path.endsWith('/git/blobs') && request.method === 'POST')).toHaveLength(3);
    expect(bodies.filter((request) => request.method === 'PATCH' && request.path.includes('/git/refs/'))).toEqual([
      {
        method: 'PATCH',
        path: '/repos/rankharbor/site/git/refs/heads/content/industries.hvac-seo',
        body: { sha: second.commit, force: false },
      },
    ]);
  });

  it('sends nothing when the page is already in review as it is, and says where', async () => {
    const before = everything();
    bodies.length = 0;
    const same = page.replace('Every Season', 'Every Single Season').replace('HVAC SEO |', 'HVAC Marketing |');
    expect(await publish([{ path: file, content: same }], ['Nothing'])).toEqual({
      sent: false,
      branch: 'content/industries.hvac-seo',
      inReview: true,
      reviewUrl: 'https://github.com/rankharbor/site/pull/1',
    });
    expect(everything()).toBe(before);
    expect(bodies.filter((request) => request.method !== 'GET')).toEqual([]);
    expect(api.pulls[0]!.body).toBe('- Hero › Headline changed\n- Photo added\n\n### Sent again on 2026-11-24\n\n- Search title changed');
  });

  it('when someone else moved the branch meanwhile, adds to their commit instead of forcing over it', async () => {
    const tip = git('rev-parse', 'content/industries.hvac-seo');
    const seen = api.requests.length;
    let moved = 0;
    // Someone else's commit lands on the branch just before ours would move it.
    beforeSend = (method, path) => {
      if (method === 'PATCH' && path.includes('/git/refs/') && moved++ === 0) pushOther('Readme changed', 'Site, with a note\n');
    };
    const result = await publish([{ path: file, content: page.replace('Every Season', 'All Year') }], ['Hero › Headline changed again']);
    if (!result.sent) throw new Error('expected a commit');
    const theirs = git('rev-parse', `${result.commit}^`);
    expect(git('log', '-1', '--format=%s', theirs)).toBe('Readme changed');
    expect(git('rev-parse', `${theirs}^`)).toBe(tip);
    expect(git('rev-parse', 'content/industries.hvac-seo')).toBe(result.commit);
    // Both changes are on the branch: theirs is kept.
    expect(git('show', `${result.commit}:README.md`)).toBe('Site, with a note');
    expect(git('show', `${result.commit}:${file}`)).toContain('All Year');
    const refUpdates = bodies.filter((request) => request.method === 'PATCH' && request.path.includes('/git/refs/'));
    expect(refUpdates).toHaveLength(2);
    for (const update of refUpdates) expect(update.body).toMatchObject({ force: false });
    const answers = api.requests.slice(seen).filter((request) => request.method === 'PATCH' && request.path.includes('/git/refs/'));
    expect(answers.map((answer) => answer.status)).toEqual([422, 200]);
  });

  it('gives up, in plain words and without forcing, when the branch keeps moving', async () => {
    beforeSend = (method, path) => {
      if (method === 'PATCH' && path.includes('/git/refs/')) pushOther('Another change', `Note ${Math.random()}\n`);
    };
    const error = await publish([{ path: file, content: page.replace('Every Season', 'Winter') }], ['Hero › Headline changed']).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(GitHubError);
    expect(error).toMatchObject({ status: 422, kind: 'conflict', message: expect.stringMatching(/^Someone sent a change/) });
    expect(git('log', '-1', '--format=%s', 'content/industries.hvac-seo')).toBe('Another change');
    expect(git('show', `content/industries.hvac-seo:${file}`)).not.toContain('Winter');
    expect(bodies.filter((request) => request.method === 'PATCH' && request.path.includes('/git/refs/'))).toHaveLength(2);
    expect(api.pulls).toHaveLength(1);
  });

  it('keeps a change whose review could not be opened, says where it is, and opens the review when published again', async () => {
    const newPage = 'pages/industries/dentist-seo.json';
    const text = '{\n  "hero": "Dentist SEO"\n}\n';
    const { message, title, body } = reviewMessage('/dentist-seo', true, []);
    const request = { base: 'main', branch: branchForPage(newPage), files: [{ path: newPage, content: text }], message, title, body };
    const error = await publishToBranch(client('github_pat_contents'), request).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ReviewNotOpenedError);
    expect(error).toMatchObject({
      status: 403,
      kind: 'no-access',
      branch: 'content/industries.dentist-seo',
      commit: git('rev-parse', 'content/industries.dentist-seo'),
    });
    // What happened, exactly: the change is saved on its branch; only the pull request is missing, and why.
    const said = (error as Error).message;
    expect(said).toMatch(
      /^Your change is saved on GitHub, on its own branch "content\/industries\.dentist-seo", but its review \(pull request\) could not be opened: /,
    );
    expect(said).toContain('this sign-in may change the site’s files but GitHub does not let it open pull requests');
    expect(said).toContain('then send it again');
    expect(said).not.toMatch(/may read the site|does not let it change it|Nothing was changed/);
    expect(git('show', `content/industries.dentist-seo:${newPage}`)).toBe(text.trim());
    expect(api.pulls.filter((pull) => pull.head === 'content/industries.dentist-seo')).toEqual([]);

    const head = git('rev-parse', 'content/industries.dentist-seo');
    const again = await publishToBranch(client(), request);
    expect(again).toMatchObject({ sent: true, branch: 'content/industries.dentist-seo', commit: head, updated: false });
    expect(git('rev-parse', 'content/industries.dentist-seo')).toBe(head);
    expect(api.pulls.filter((pull) => pull.head === 'content/industries.dentist-seo')).toMatchObject([
      { title: 'Add the page /dentist-seo', state: 'open' },
    ]);

    // Its review merged (the main branch now has the commit, the pull request closed): nothing left to send.
    git('update-ref', 'refs/heads/main', head);
    api.pulls.find((pull) => pull.head === 'content/industries.dentist-seo')!.state = 'closed';
    const before = everything();
    expect(await publishToBranch(client(), request)).toEqual({ sent: false, branch: 'content/industries.dentist-seo', inReview: false });
    expect(everything()).toBe(before);
  });

  it('deletes a photo the edit leaves behind where the branch has it, and never names one it has not', async () => {
    const branch = 'content/about';
    const send = (files: PublishFile[]) =>
      publishToBranch(client(), { base: 'main', branch, files, ...reviewMessage('/about', false, ['Photo removed: hvac-van.jpg']) });
    // A branch that has the photo: the page and the photo, then the photo taken away.
    const added = await send([
      { path: 'pages/about.json', content: '{ "hero": "About" }\n' },
      { path: 'photos/about/team.jpg', content: photo },
    ]);
    expect(added).toMatchObject({ sent: true, branch });
    bodies.length = 0;
    const removed = await send([
      { path: 'pages/about.json', content: '{ "hero": "About us" }\n' },
      { path: 'photos/about/team.jpg', content: null },
      { path: 'photos/about/never-there.jpg', content: null },
    ]);
    expect(removed).toMatchObject({ sent: true, branch, updated: true });
    expect(git('diff', '--name-status', `${branch}~1`, branch)).toBe('M\tpages/about.json\nD\tphotos/about/team.jpg');
    const tree = bodies.find((request) => request.method === 'POST' && request.path.endsWith('/git/trees'))!.body as {
      tree: { path: string; sha: string | null }[];
    };
    expect(tree.tree.filter((entry) => entry.sha === null)).toEqual([
      { path: 'photos/about/team.jpg', mode: '100644', type: 'blob', sha: null },
    ]);
    // Only a deletion of what the branch does not have: nothing to send, nothing written.
    const before = everything();
    expect(await send([{ path: 'photos/about/never-there.jpg', content: null }])).toMatchObject({ sent: false, branch });
    expect(everything()).toBe(before);
  });
});

describe('a page whose review was closed without merging, sent again', () => {
  it('opens a new review from the main branch as it is now: the page and the photos it shows, none of what the closed review left on the branch', async () => {
    const branch = 'content/careers';
    const send = (text: string, files: PublishFile[] = []) =>
      publishToBranch(client(), {
        base: 'main',
        branch,
        files: [{ path: 'pages/careers.json', content: text }, ...files],
        carry: ['photos/careers/office.jpg'],
        ...reviewMessage('/careers', false, ['Hero changed']),
      });
    // The first review: the page, its photo, and a redirect that went with a rename since undone.
    const first = await send('{ "hero": "Careers" }\n', [
      { path: 'photos/careers/office.jpg', content: photo },
      { path: 'pages/_redirects/jobs.json', content: '{ "from": "/jobs", "to": "/careers" }\n' },
    ]);
    expect(first).toMatchObject({ sent: true, pull: expect.any(Number) });
    const closedTip = git('rev-parse', branch);
    api.pulls.find((pull) => pull.head === branch)!.state = 'closed';
    // Meanwhile the main branch moved on (README.md changed).
    pushOther('Readme changed', 'Site, with a note\n', 'main');
    const main = git('rev-parse', 'main');

    const again = await send('{ "hero": "Work With Us" }\n');
    expect(again).toMatchObject({ sent: true, branch, updated: false });
    if (!again.sent) throw new Error('not sent');
    expect(again.pull).not.toBe((first as { pull: number }).pull);
    // The branch only moved forward: the new commit joins the closed review's tip and the main branch.
    expect(git('rev-list', '--parents', '-n', '1', branch)).toBe(`${again.commit} ${closedTip} ${main}`);
    // What the new review shows (against where it meets the main branch): the page and the photo it shows, not the redirect.
    expect(git('diff', '--name-status', `main...${branch}`)).toBe('A\tpages/careers.json\nA\tphotos/careers/office.jpg');
    expect(git('show', `${branch}:pages/careers.json`)).toBe('{ "hero": "Work With Us" }');

    // Closed again, and sent with the page as the main branch has it: nothing to review, nothing written.
    api.pulls.find((pull) => pull.number === again.pull)!.state = 'closed';
    git('update-ref', 'refs/heads/main', again.commit);
    const before = everything();
    expect(await send('{ "hero": "Work With Us" }\n')).toEqual({ sent: false, branch, inReview: false });
    expect(everything()).toBe(before);
  });
});

/** A commit by someone else on `branch` (the page's branch unless told), straight into the repository, changing README.md. */
function pushOther(subject: string, readme: string, branch = 'content/industries.hvac-seo') {
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: 'Sam',
    GIT_AUTHOR_EMAIL: 'sam@example.com',
    GIT_COMMITTER_NAME: 'Sam',
    GIT_COMMITTER_EMAIL: 'sam@example.com',
  };
  const run = (args: string[], input?: string) => execFileSync('git', args, { cwd: site.bare, env, encoding: 'utf8', input }).trim();
  const tip = run(['rev-parse', branch]);
  const blob = run(['hash-object', '-w', '--stdin'], readme);
  const listing = run(['ls-tree', tip])
    .split('\n')
    .map((line) => (line.endsWith('\tREADME.md') ? `100644 blob ${blob}\tREADME.md` : line))
    .join('\n');
  const tree = run(['mktree'], `${listing}\n`);
  const commit = run(['commit-tree', tree, '-p', tip, '-m', subject]);
  run(['update-ref', `refs/heads/${branch}`, commit, tip]);
}

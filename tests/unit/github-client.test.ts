// The hosted studio's GitHub client (src/studio/github/client.ts) against the GitHub API stand-in, which
// keeps the repository in a real bare git repository: what the client reads is checked against git, and
// every failure must reach the editor in plain words.
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGitHubClient, gitBlobSha, type GitHubClient } from '../../src/studio/github/client.ts';
import { GitHubError } from '../../src/studio/github/errors.ts';
import { makeSiteRepository, startGitHubStandIn, type GitHubStandIn } from '../stand-ins/github-api.ts';
import { expectEveryCallKnown } from './github-calls.ts';

const page = '{\n  "title": "HVAC SEO That Keeps Your Trucks Busy in Every Season — all year"\n}\n';
// Bytes that are not UTF-8, as a photo's are.
const photo = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0x80, 0xfe, 0xff, 0xd9]);
let site: ReturnType<typeof makeSiteRepository>;
let api: GitHubStandIn;
expectEveryCallKnown(() => api);
const git = (...args: string[]) => execFileSync('git', args, { cwd: site.bare, encoding: 'utf8' }).trim();
const sent: { url: string; init: RequestInit | undefined }[] = [];
const client = (token = 'github_pat_editor', repo = 'site'): GitHubClient =>
  createGitHubClient({
    apiUrl: `${api.url}/`,
    owner: 'rankharbor',
    repo,
    token,
    fetch: (input, init) => {
      sent.push({ url: String(input), init });
      return fetch(input, init);
    },
  });

beforeAll(async () => {
  site = makeSiteRepository({ 'pages/industries/hvac-seo.json': page, 'photos/van.jpg': photo, 'README.md': 'Site\n' });
  api = await startGitHubStandIn({
    repo: site.bare,
    owner: 'rankharbor',
    name: 'site',
    tokens: {
      github_pat_editor: { login: 'maya', push: true },
      github_pat_reader: { login: 'sam', push: false },
      github_pat_busy: { login: 'lee', push: true, rateLimit: 1 },
      github_pat_jo: { login: 'jo', push: true, name: 'Jo Rivera' },
    },
  });
});
afterAll(async () => {
  await api.close();
  site.remove();
});

/** An editor-facing message: plain words, no status codes, no JSON, no GitHub jargon. */
const plain = (message: string) => {
  expect(message).not.toMatch(/HTTP|\b[45]\d\d\b|[{}]|Bad credentials|Not Found|Resource not accessible/);
  expect(message.length).toBeGreaterThan(30);
};
async function failure(promise: Promise<unknown>): Promise<GitHubError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(GitHubError);
  plain((error as GitHubError).message);
  return error as GitHubError;
}

describe('the GitHub client', () => {
  it('sends the token and GitHub’s media type and API version with every request', async () => {
    sent.length = 0;
    expect(await client().user()).toMatchObject({ login: 'maya' });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe(`${api.url}/user`);
    expect(sent[0]!.init?.headers).toMatchObject({
      Authorization: 'Bearer github_pat_editor',
      Accept: 'application/vnd.github+json',
      'X-GitHub-Api-Version': '2022-11-28',
    });
  });

  it('reads the repository, a branch’s head and its whole tree, as git has them', async () => {
    expect(await client().repository()).toEqual({
      defaultBranch: 'main',
      canPush: true,
      private: true,
      htmlUrl: 'https://github.com/rankharbor/site',
    });
    expect((await client('github_pat_reader').repository()).canPush).toBe(false);
    const head = await client().branchHead('main');
    expect(head).toBe(git('rev-parse', 'main'));
    expect(await client().branchHead('content/nothing-here')).toBeUndefined();

    const tree = await client().tree('main');
    expect(tree).toMatchObject({ commit: head, sha: git('rev-parse', 'main^{tree}'), truncated: false });
    expect(tree.files).toEqual([
      { path: 'README.md', sha: git('rev-parse', 'main:README.md'), size: 5, type: 'blob' },
      {
        path: 'pages/industries/hvac-seo.json',
        sha: git('rev-parse', 'main:pages/industries/hvac-seo.json'),
        size: Buffer.byteLength(page),
        type: 'blob',
      },
      { path: 'photos/van.jpg', sha: git('rev-parse', 'main:photos/van.jpg'), size: photo.length, type: 'blob' },
    ]);
    expect(await client().tree(head!)).toEqual(tree);
    expect((await failure(client().tree('content/nothing-here'))).kind).toBe('not-found');
  });

  it('reads a blob as text (UTF-8, strictly) or as bytes', async () => {
    const tree = await client().tree('main');
    const sha = (name: string) => tree.files.find((file) => file.path === name)!.sha;
    expect(await client().blobText(sha('pages/industries/hvac-seo.json'))).toBe(page);
    expect(await client().blobBytes(sha('photos/van.jpg'))).toEqual(photo);
    expect((await failure(client().blobText(sha('photos/van.jpg')))).kind).toBe('not-text');
  });

  it('stores text as UTF-8 and bytes as they are, with the sha git gives them', async () => {
    const text = await client().createBlob('Señal ✓\n');
    expect(text).toBe(await gitBlobSha('Señal ✓\n'));
    expect(execFileSync('git', ['cat-file', 'blob', text], { cwd: site.bare })).toEqual(Buffer.from('Señal ✓\n', 'utf8'));
    const bytes = await client().createBlob(photo);
    expect(bytes).toBe(git('rev-parse', 'main:photos/van.jpg'));
    expect(await gitBlobSha(photo)).toBe(bytes);
  });

  it('writes a tree, a commit and a branch, and moves the branch only forward', async () => {
    const c = client();
    const main = (await c.branchHead('main'))!;
    const base = await c.tree(main);
    const blob = await c.createBlob(page.replace('Every Season', 'Every Single Season'));
    const tree = await c.createTree(base.sha, [
      { path: 'pages/industries/hvac-seo.json', sha: blob },
      { path: 'README.md', sha: null },
    ]);
    const commit = await c.createCommit('Update the page /hvac-seo', tree, [main]);
    expect(commit).toMatchObject({ tree, parents: [main], message: 'Update the page /hvac-seo' });
    await c.createRef('content/client-test', commit.sha);
    expect(git('rev-parse', 'content/client-test')).toBe(commit.sha);
    expect(git('ls-tree', '-r', '--name-only', 'content/client-test')).toBe('pages/industries/hvac-seo.json\nphotos/van.jpg');
    expect((await failure(c.createRef('content/client-test', commit.sha))).kind).toBe('conflict');

    // Backwards is not forward: refused, and the branch stays where it was.
    sent.length = 0;
    const backwards = await failure(c.updateRef('content/client-test', main));
    expect(backwards).toMatchObject({ status: 422, kind: 'conflict', detail: 'Update is not a fast forward' });
    expect(JSON.parse(String(sent[0]!.init?.body))).toEqual({ sha: main, force: false });
    expect(git('rev-parse', 'content/client-test')).toBe(commit.sha);

    const next = await c.createCommit('Again', tree, [commit.sha]);
    await c.updateRef('content/client-test', next.sha);
    expect(git('rev-parse', 'content/client-test')).toBe(next.sha);
  });

  it('finds, opens and updates pull requests, and lists every page in review across pages of results', async () => {
    const c = client();
    expect(await c.openPullFor('content/client-test')).toBeUndefined();
    const opened = await c.createPull({
      title: 'Update the page /hvac-seo',
      head: 'content/client-test',
      base: 'main',
      body: '- Hero › Headline changed',
    });
    expect(opened).toEqual({
      number: 1,
      htmlUrl: 'https://github.com/rankharbor/site/pull/1',
      title: 'Update the page /hvac-seo',
      head: 'content/client-test',
      body: '- Hero › Headline changed',
      author: 'maya',
      headSha: git('rev-parse', 'content/client-test'),
    });
    expect(await c.openPullFor('content/client-test')).toEqual(opened);
    expect(await c.updatePull(1, { body: '- Hero › Headline changed\n- FAQ › Question added' })).toMatchObject({
      number: 1,
      title: opened.title,
    });
    expect(api.pulls[0]!.body).toBe('- Hero › Headline changed\n- FAQ › Question added');

    // 150 more open pull requests, 130 of them pages in review: two pages of 100.
    const many = Array.from({ length: 150 }, (_, i) => ({
      number: i + 2,
      title: `Pull ${i + 2}`,
      body: null,
      state: 'open' as const,
      head: i < 130 ? `content/page-${i}` : `feature/${i}`,
      base: 'main',
      user: 'maya',
    }));
    api.pulls.push(...many, { ...many[0]!, number: 200, head: 'content/closed', state: 'closed' });
    try {
      sent.length = 0;
      const open = await c.openPulls();
      expect(open.map((pull) => pull.head)).toEqual(['content/client-test', ...many.slice(0, 130).map((pull) => pull.head)]);
      expect(sent.map((request) => new URL(request.url).search)).toEqual([
        '?state=open&per_page=100&page=1',
        '?state=open&per_page=100&page=2',
      ]);
    } finally {
      api.pulls.splice(1);
    }
  });

  it('lists every open pull request with who opened it and its head commit, and the files one changes, 100 a page', async () => {
    const jo = client('github_pat_jo');
    const main = git('rev-parse', 'main');
    // Jo's own branch: the page changed, the van photo moved, and 101 notes added: 103 files, two pages of the list.
    const changed = await jo.createBlob(page.replace('all year', 'every month'));
    const note = await jo.createBlob('A note\n');
    const tree = await jo.createTree(git('rev-parse', 'main^{tree}'), [
      { path: 'pages/industries/hvac-seo.json', sha: changed },
      { path: 'photos/van.jpg', sha: null },
      { path: 'photos/truck.jpg', sha: git('rev-parse', 'main:photos/van.jpg') },
      ...Array.from({ length: 101 }, (_, i) => ({ path: `notes/${String(i).padStart(3, '0')}.md`, sha: note })),
    ]);
    const commit = await jo.createCommit('Copy for the HVAC page', tree, [main]);
    await jo.createRef('jo-hvac-copy', commit.sha);
    api.pulls.push({ number: 40, title: 'HVAC copy', body: null, state: 'open', head: 'jo-hvac-copy', base: 'main', user: 'jo' });
    try {
      const all = await client().openPullRequests();
      expect(all.find((pull) => pull.number === 40)).toEqual({
        number: 40,
        htmlUrl: 'https://github.com/rankharbor/site/pull/40',
        title: 'HVAC copy',
        head: 'jo-hvac-copy',
        body: null,
        author: 'jo',
        headSha: commit.sha,
      });
      // Not a page in review: the list of those leaves it out.
      expect((await client().openPulls()).some((pull) => pull.number === 40)).toBe(false);

      const c = client();
      const first = await c.pullFiles(40);
      expect(first.files).toHaveLength(100);
      expect(first.more).toBe(true);
      const second = await c.pullFiles(40, 2);
      expect(second).toMatchObject({ more: false });
      const files = [...first.files, ...second.files];
      expect(files).toHaveLength(103);
      expect(files.find((f) => f.path === 'pages/industries/hvac-seo.json')).toEqual({
        path: 'pages/industries/hvac-seo.json',
        status: 'modified',
        sha: git('rev-parse', 'jo-hvac-copy:pages/industries/hvac-seo.json'),
      });
      expect(files.find((f) => f.path === 'photos/truck.jpg')).toMatchObject({ status: 'renamed', previousPath: 'photos/van.jpg' });
      // Not asked with an ETag: GitHub's description documents no 304 for this list (a pull request's files
      // change only with its head commit, which the list of pull requests gives: the backend asks once per head).
      expect(sent.at(-1)!.init?.headers).not.toHaveProperty('If-None-Match');
      expect(api.contract.checked.get('GET /repos/{owner}/{repo}/pulls/{pull_number}/files')).toBe(2);
    } finally {
      api.pulls.splice(
        api.pulls.findIndex((pull) => pull.number === 40),
        1,
      );
    }
  });

  it('names a commit’s author by their GitHub login, and by the name git records where GitHub knows no account for the e-mail', async () => {
    const jo = client('github_pat_jo');
    const main = git('rev-parse', 'main');
    const commit = await jo.createCommit('By Jo', git('rev-parse', 'main^{tree}'), [main]);
    // Git records Jo's name; GitHub knows the account by the e-mail.
    expect(git('log', '-1', '--format=%an <%ae>', commit.sha)).toBe('Jo Rivera <jo@users.noreply.github.com>');
    expect(await client().commitAuthor(commit.sha)).toBe('jo');
    // A commit made on a computer with an e-mail no account has: its git name.
    const outside = execFileSync('git', ['commit-tree', 'main^{tree}', '-p', 'main', '-m', 'By hand'], {
      cwd: site.bare,
      encoding: 'utf8',
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'Pat Doe',
        GIT_AUTHOR_EMAIL: 'pat@example.com',
        GIT_COMMITTER_NAME: 'Pat Doe',
        GIT_COMMITTER_EMAIL: 'pat@example.com',
      },
    }).trim();
    expect(await client().commitAuthor(outside)).toBe('Pat Doe');
    // By branch too.
    await jo.createRef('content/by-jo', commit.sha);
    expect(await client().commitAuthor('content/by-jo')).toBe('jo');
    expect(api.contract.checked.get('GET /repos/{owner}/{repo}/commits/{ref}')).toBe(3);
  });

  it('tells the editor in plain words what went wrong, and writes nothing it may not', async () => {
    const refs = git('for-each-ref');
    const noWrite = await failure(client('github_pat_reader').createBlob('x'));
    expect(noWrite).toMatchObject({ status: 403, kind: 'no-access' });
    expect(noWrite.message).toContain('may read the site but GitHub does not let it change it');
    expect(noWrite.message).toMatch(/write access/);
    expect(git('for-each-ref')).toBe(refs);

    const signedOut = await failure(client('github_pat_expired').user());
    expect(signedOut).toMatchObject({ status: 401, kind: 'signed-out', detail: 'Bad credentials' });
    expect(signedOut.message).toMatch(/Sign in again/);

    const missing = await failure(client().blobBytes('0123456789abcdef0123456789abcdef01234567'));
    expect(missing).toMatchObject({ status: 404, kind: 'not-found' });

    // One request left, then GitHub's rate limit: the editor is asked to wait.
    await client('github_pat_busy').user();
    const limited = await failure(client('github_pat_busy').user());
    expect(limited).toMatchObject({ status: 403, kind: 'rate-limited' });
    expect(limited.message).toMatch(/Wait (an? |\d+ )?(minute|minutes|hour)/);
  });

  it('says so when GitHub cannot be reached', async () => {
    // A port that was just free: nothing listens on it.
    const server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const offline = createGitHubClient({
      apiUrl: `http://127.0.0.1:${port}`,
      owner: 'rankharbor',
      repo: 'site',
      token: 'github_pat_editor',
    });
    const error = await failure(offline.user());
    expect(error).toMatchObject({ status: 0, kind: 'unreachable' });
    expect(error.message).toMatch(/^GitHub could not be reached/);
  });
});

// The studio on the web in a large and busy repository, against the GitHub API stand-in answering as
// GitHub documents: a tree too large to list in one answer (truncated) is read folder by folder; the
// review state is asked again with the ETag of the last answer (304 while nothing changed, not counted
// against the rate limit); a secondary rate limit is waited out as GitHub asks, for requests that can be
// repeated, and a write GitHub may have carried out is never made twice. No test waits: the client's pauses
// are ended by the test, and the default pause (setTimeout) runs on vitest's fake timers.
import { execFileSync } from 'node:child_process';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createGitHubClient, type GitHubClient } from '../../src/studio/github/client.ts';
import { GitHubError } from '../../src/studio/github/errors.ts';
import { branchForPage, publishToBranch } from '../../src/studio/github/git-publish.ts';
import { reviewMessage } from '../../src/studio/shared/answers.ts';
import { makeSiteRepository, startGitHubStandIn, type GitHubStandIn } from '../stand-ins/github-api.ts';
import { expectEveryCallKnown } from './github-calls.ts';

const page = (title: string) => `{\n  "title": "${title}"\n}\n`;
const hvac = 'pages/industries/hvac-seo.json';
// A repository with more entries than the stand-in lists in one answer: code and docs beside the site's folders.
const files: Record<string, string> = {
  'README.md': 'Site\n',
  'package.json': '{}\n',
  [hvac]: page('HVAC SEO'),
  'pages/industries/dentist-seo.json': page('Dentist SEO'),
  'pages/about.json': page('About'),
  'pages/services/local/maps-seo.json': page('Maps'),
  ...Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`pages/industries/trade-${i}-seo.json`, page(`Trade ${i}`)])),
  'photos/van.jpg': 'jpeg\n',
  'public/robots.txt': 'User-agent: *\n',
  ...Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`src/part-${String(i).padStart(2, '0')}.ts`, `export const n = ${i};\n`])),
};
let site: ReturnType<typeof makeSiteRepository>;
let api: GitHubStandIn;
expectEveryCallKnown(() => api);
const git = (...args: string[]) => execFileSync('git', args, { cwd: site.bare, encoding: 'utf8' }).trim();
/** Every request sent: method, path with query, and its If-None-Match. */
const sent: { method: string; path: string; ifNoneMatch?: string }[] = [];
/** The pauses the client asked for, each ended by the test (the clock of these tests: nothing really waits). */
const pauses: { ms: number; end: () => void }[] = [];
const client = (token = 'github_pat_editor'): GitHubClient =>
  createGitHubClient({
    apiUrl: api.url,
    owner: 'rankharbor',
    repo: 'site',
    token,
    wait: (ms) => new Promise<void>((end) => pauses.push({ ms, end })),
    fetch: (input, init) => {
      const url = new URL(String(input));
      const headers = (init?.headers ?? {}) as Record<string, string>;
      sent.push({ method: init?.method ?? 'GET', path: `${url.pathname}${url.search}`, ifNoneMatch: headers['If-None-Match'] });
      return fetch(input, init);
    },
  });
const treeReads = () => sent.filter((r) => r.method === 'GET' && r.path.includes('/git/trees/')).map((r) => r.path);

beforeAll(async () => {
  site = makeSiteRepository(files);
  api = await startGitHubStandIn({
    repo: site.bare,
    owner: 'rankharbor',
    name: 'site',
    // GitHub's limit is 100,000 entries; this repository has about 50, so 12 plays it.
    treeLimit: 12,
    tokens: { github_pat_editor: { login: 'maya', push: true }, github_pat_jo: { login: 'jo', push: true } },
  });
});
afterAll(async () => {
  await api.close();
  site.remove();
});
afterEach(() => {
  sent.length = 0;
  pauses.length = 0;
});

describe('a tree GitHub answers as truncated', () => {
  it('is read folder by folder: every file of pages, photos and public, and the root’s files, exactly as git has them', async () => {
    const tree = await client().tree('main');
    const inGit = git('ls-tree', '-r', '--format=%(objectname) %(path)', 'main')
      .split('\n')
      .map((line) => line.split(' ') as [string, string])
      .filter(([, p]) => !p.includes('/') || /^(pages|photos|public)\//.test(p));
    expect(tree.files.map((f) => [f.sha, f.path]).sort()).toEqual(inGit.sort());
    expect(tree).toMatchObject({ commit: git('rev-parse', 'main'), sha: git('rev-parse', 'main^{tree}'), truncated: false });
    expect(tree.folders).toEqual(['pages', 'photos', 'public']);
    // Nothing of the other folders is listed, rather than a part of them.
    expect(tree.files.some((f) => f.path.startsWith('src/'))).toBe(false);
    // The whole tree once, then the root alone, then each folder by its own tree's sha; pages/ too is over
    // the limit, so it is read level by level.
    const reads = treeReads();
    expect(reads[0]).toBe(`/repos/rankharbor/site/git/trees/${git('rev-parse', 'main')}?recursive=1`);
    expect(reads).toContain(`/repos/rankharbor/site/git/trees/${git('rev-parse', 'main^{tree}')}`);
    expect(reads).toContain(`/repos/rankharbor/site/git/trees/${git('rev-parse', 'main:photos')}?recursive=1`);
    expect(reads).toContain(`/repos/rankharbor/site/git/trees/${git('rev-parse', 'main:pages')}`);
    expect(reads).toContain(`/repos/rankharbor/site/git/trees/${git('rev-parse', 'main:pages/services')}?recursive=1`);
    expect(reads.some((r) => r.includes(git('rev-parse', 'main:src')))).toBe(false);
  });

  it('lets a publish tell an unchanged page from a changed one, and delete a photo it knows', async () => {
    const publish = (content: string, photo: string | null = 'jpeg\n') => {
      const words = reviewMessage('/hvac-seo', false, ['Hero › Title changed']);
      return publishToBranch(client(), {
        base: 'main',
        branch: branchForPage(hvac),
        files: [
          { path: hvac, content },
          { path: 'photos/van.jpg', content: photo },
        ],
        ...words,
      });
    };
    const before = git('for-each-ref');
    expect(await publish(page('HVAC SEO'))).toMatchObject({ sent: false });
    expect(git('for-each-ref')).toBe(before);
    expect(await publish(page('HVAC SEO All Year'), null)).toMatchObject({ sent: true });
    expect(git('diff', '--name-status', 'main', 'content/industries.hvac-seo')).toBe(`M\t${hvac}\nD\tphotos/van.jpg`);
  });
});

describe('the review state asked again', () => {
  it('sends the ETag of the last answer: GitHub answers 304 while nothing changed, and the rate limit is not spent', async () => {
    const c = client('github_pat_jo');
    const first = await c.openPulls();
    const second = await c.openPulls();
    expect(second).toEqual(first);
    const pulls = sent.filter((r) => r.path.startsWith('/repos/rankharbor/site/pulls?'));
    expect(pulls).toHaveLength(2);
    expect(pulls[0]!.ifNoneMatch).toBeUndefined();
    expect(pulls[1]!.ifNoneMatch).toMatch(/^W\/".+"$/);
    const answers = api.requests.filter((r) => r.path.startsWith('/repos/rankharbor/site/pulls?')).slice(-2);
    expect(answers.map((r) => r.status)).toEqual([200, 304]);
  });

  it('reads the new list when it changed: a review opened elsewhere is seen', async () => {
    const c = client('github_pat_jo');
    const before = await c.openPulls();
    api.pulls.push({ number: 90, title: 'Update /about', body: null, state: 'open', head: 'content/about', base: 'main', user: 'sam' });
    try {
      execFileSync('git', ['update-ref', 'refs/heads/content/about', git('rev-parse', 'main')], { cwd: site.bare });
      const after = await c.openPulls();
      expect(after.map((p) => p.head)).toEqual([...before.map((p) => p.head), 'content/about']);
      expect(api.requests.at(-1)!.status).toBe(200);
    } finally {
      api.pulls.pop();
      execFileSync('git', ['update-ref', '-d', 'refs/heads/content/about'], { cwd: site.bare });
    }
  });
});

describe('a secondary rate limit', () => {
  const secondary = 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.';
  const tree = /^GET \/repos\/rankharbor\/site\/git\/trees\//;
  /**
   * Runs `work`; at each pause it asks for, notes how long and how many tree reads were sent by then, and
   * ends it. Answers what `work` came to.
   */
  async function throughPauses<T>(work: () => Promise<T>, count: number) {
    const outcome = work().then(
      (value) => ({ value, error: undefined }),
      (error: unknown) => ({ value: undefined, error }),
    );
    const seen: { ms: number; reads: number }[] = [];
    for (let i = 0; i < count; i++) {
      await vi.waitFor(() => expect(pauses.length).toBeGreaterThan(i), { timeout: 10_000, interval: 10 });
      seen.push({ ms: pauses[i]!.ms, reads: treeReads().length });
      pauses[i]!.end();
    }
    const result = await outcome;
    expect(pauses).toHaveLength(count);
    return { ...result, seen };
  }

  it('waits the seconds GitHub’s retry-after gives, then reads again', async () => {
    api.failNext(tree, 403, { headers: { 'retry-after': '30' }, message: secondary });
    const { value, seen } = await throughPauses(() => client().tree(git('rev-parse', 'main')), 1);
    expect(seen).toEqual([{ ms: 30_000, reads: 1 }]);
    expect(value?.commit).toBe(git('rev-parse', 'main'));
    expect(treeReads().filter((r) => r.endsWith('?recursive=1')).length).toBeGreaterThanOrEqual(2);
  });

  it('the pause is a timer: nothing is sent again before retry-after has passed (fake timers)', async () => {
    vi.useFakeTimers();
    try {
      // GitHub's answers, as its docs give them, from a fetch that is not the network.
      const answers = [
        new Response(JSON.stringify({ message: secondary, documentation_url: 'https://docs.github.com/rest' }), {
          status: 403,
          headers: { 'retry-after': '10', 'content-type': 'application/json' },
        }),
        new Response(JSON.stringify({ login: 'maya' }), { status: 200, headers: { 'content-type': 'application/json' } }),
      ];
      let calls = 0;
      const c = createGitHubClient({
        apiUrl: 'https://api.github.com',
        owner: 'rankharbor',
        repo: 'site',
        token: 'github_pat_editor',
        fetch: () => Promise.resolve(answers[calls++]!),
      });
      const user = c.user();
      await vi.advanceTimersByTimeAsync(9_999);
      expect(calls).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls).toBe(2);
      expect(await user).toMatchObject({ login: 'maya' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('without retry-after waits a minute, then two, and then tells the editor in plain words', async () => {
    api.failNext(tree, 429, { times: 3, message: secondary });
    const { error, seen } = await throughPauses(() => client().tree(git('rev-parse', 'main')), 2);
    expect(seen).toEqual([
      { ms: 60_000, reads: 1 },
      { ms: 120_000, reads: 2 },
    ]);
    expect(treeReads()).toHaveLength(3);
    expect(error).toBeInstanceOf(GitHubError);
    expect(error).toMatchObject({ status: 429, kind: 'rate-limited' });
    expect((error as GitHubError).message).toMatch(
      /^GitHub asks the studio to slow down.*Wait a few minutes, then try again\. Your saved edits stay/,
    );
  });

  it('the hourly limit (x-ratelimit-remaining 0) is not waited out: the editor is told when they can go on', async () => {
    const reset = Math.floor(Date.now() / 1000) + 1800;
    api.failNext(tree, 403, { headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) } });
    const error = (await client()
      .tree(git('rev-parse', 'main'))
      .catch((e: unknown) => e)) as GitHubError;
    expect(error).toMatchObject({ kind: 'rate-limited', retryAt: new Date(reset * 1000) });
    expect(error.message).toMatch(/GitHub allows more requests at \d\d:\d\d \(your computer’s time\)\. Wait 30 minutes/);
    expect(treeReads()).toHaveLength(1);
  });

  it('a commit held back is made again after the pause: one commit on the branch, nothing lost', async () => {
    api.failNext(/^POST \/repos\/rankharbor\/site\/git\/commits$/, 403, { headers: { 'retry-after': '5' }, message: secondary });
    const words = reviewMessage('/about', false, ['Title changed']);
    const { value, seen } = await throughPauses(
      () =>
        publishToBranch(client(), {
          base: 'main',
          branch: 'content/about',
          files: [{ path: 'pages/about.json', content: page('About us') }],
          ...words,
        }),
      1,
    );
    expect(seen[0]!.ms).toBe(5_000);
    expect(value).toMatchObject({ sent: true, updated: false });
    expect(sent.filter((r) => r.method === 'POST' && r.path.endsWith('/git/commits'))).toHaveLength(2);
    expect(git('rev-list', '--count', 'main..content/about')).toBe('1');
    expect(git('show', 'content/about:pages/about.json')).toBe(page('About us').trim());
  });

  it('a new branch GitHub made though it answered a rate limit is not made twice: publishing again finds it and opens its review', async () => {
    const words = reviewMessage('/dentist-seo', false, ['Title changed']);
    const request = {
      base: 'main',
      branch: 'content/dentist-seo',
      files: [{ path: 'pages/industries/dentist-seo.json', content: page('Dentist SEO That Fills Chairs') }],
      ...words,
    };
    api.failNext(/^POST \/repos\/rankharbor\/site\/git\/refs$/, 403, {
      headers: { 'retry-after': '5' },
      message: secondary,
      applied: true,
    });
    const error = (await publishToBranch(client(), request).catch((e: unknown) => e)) as GitHubError;
    expect(error).toMatchObject({ kind: 'rate-limited' });
    expect(error.message).toMatch(/Wait a minute, then try again/);
    // Not sent again: the branch is there once, with the one commit.
    expect(sent.filter((r) => r.method === 'POST' && r.path.endsWith('/git/refs'))).toHaveLength(1);
    expect(pauses).toEqual([]);
    const made = git('rev-parse', 'content/dentist-seo');
    const again = await publishToBranch(client(), request);
    expect(again).toMatchObject({ sent: true, commit: made, updated: false });
    expect(git('rev-parse', 'content/dentist-seo')).toBe(made);
    expect(git('rev-list', '--count', 'main..content/dentist-seo')).toBe('1');
    expect(api.pulls.filter((p) => p.head === 'content/dentist-seo' && p.state === 'open')).toHaveLength(1);
  });
});

describe('GitHub’s own trouble', () => {
  it('a read answered 502 is tried once more after a second; a branch write is not', async () => {
    const tree = /^GET \/repos\/rankharbor\/site\/git\/trees\//;
    api.failNext(tree, 502);
    const read = client().tree(git('rev-parse', 'main'));
    await vi.waitFor(() => expect(pauses).toHaveLength(1), { timeout: 10_000, interval: 10 });
    expect(pauses[0]!.ms).toBe(1000);
    pauses[0]!.end();
    expect((await read).commit).toBe(git('rev-parse', 'main'));

    // Twice in a row: the editor is told, after one more try.
    api.failNext(tree, 503, { times: 2 });
    const again = client()
      .tree(git('rev-parse', 'main'))
      .catch((e: unknown) => e);
    await vi.waitFor(() => expect(pauses).toHaveLength(2), { timeout: 10_000, interval: 10 });
    pauses[1]!.end();
    expect(await again).toMatchObject({ status: 503, kind: 'github-down' });

    api.failNext(/^PATCH \/repos\/rankharbor\/site\/git\/refs\//, 502, { applied: true });
    const head = git('rev-parse', 'content/about');
    const error = await client()
      .updateRef('content/about', head)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, kind: 'github-down' });
    expect(sent.filter((r) => r.method === 'PATCH')).toHaveLength(1);
    expect(pauses).toHaveLength(2);
  });
});

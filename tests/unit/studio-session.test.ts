// Signing in to the page studio on the web (src/studio/github/sign-in/session.ts): the repository from the site config,
// where GitHub's API is (and that nothing in the page can move it), a token checked with GitHub in plain
// words, and the token kept in the tab only. Against a recording fetch, then against the GitHub API stand-in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiAddress,
  forgetToken,
  githubApi,
  keepToken,
  readStudioConfig,
  signIn,
  storedToken,
  tokenProblem,
  type StudioRepository,
} from '../../src/studio/github/sign-in/session.ts';
import { makeSiteRepository, startGitHubStandIn, type GitHubStandIn } from '../stand-ins/github-api.ts';

type Answer = { status: number; body?: unknown; headers?: Record<string, string> } | 'offline';

/** A fetch that answers by address and records every call with its options. */
function fakeFetch(answers: Record<string, Answer>) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    const answer = answers[url] ?? { status: 404, body: { message: 'Not Found' } };
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json; charset=utf-8', ...answer.headers },
    });
  }) as typeof fetch;
  return { fetcher, calls };
}

const repository: StudioRepository = { owner: 'rankharbor', repo: 'website', branch: 'main' };
const api = 'https://api.github.com';
const user = (login = 'maya'): Answer => ({ status: 200, body: { login, id: 1, type: 'User' } });
const repo = (push: boolean, defaultBranch = 'main'): Answer => ({
  status: 200,
  body: { full_name: 'rankharbor/website', default_branch: defaultBranch, permissions: { admin: false, push, pull: true } },
});

describe('the repository, as the build wrote it into the page', () => {
  it('reads owner/name and the branch', () => {
    expect(readStudioConfig('{"repository":"rankharbor/website","branch":"main"}')).toEqual(repository);
    expect(readStudioConfig('{"repository":"Rank-Harbor/site.v2_x"}')).toEqual({ owner: 'Rank-Harbor', repo: 'site.v2_x' });
  });

  it.each([
    '',
    'not json',
    'null',
    '{}',
    '{"repository":"website"}',
    '{"repository":"a/b/c"}',
    '{"repository":"rankharbor/.."}',
    '{"repository":"-x/y"}',
    '{"repository":"x/y z"}',
  ])('refuses %j', (text) => expect(readStudioConfig(text)).toBeUndefined());
});

describe("GitHub's API address", () => {
  it('is GitHub’s on any real host, without asking anything', async () => {
    const { fetcher, calls } = fakeFetch({ '/studio/api-address.json': { status: 200, body: { apiUrl: 'https://evil.example' } } });
    expect(await apiAddress('www.rankharbor.com', fetcher)).toBe(githubApi);
    expect(await apiAddress('127.0.0.1.evil.example', fetcher)).toBe(githubApi);
    expect(calls).toEqual([]);
  });

  it('is the tests’ stand-in only when this computer’s server names one in /studio/api-address.json', async () => {
    const { fetcher, calls } = fakeFetch({ '/studio/api-address.json': { status: 200, body: { apiUrl: 'http://127.0.0.1:4180/' } } });
    expect(await apiAddress('127.0.0.1', fetcher)).toBe('http://127.0.0.1:4180');
    expect(calls[0]!.init).toMatchObject({ cache: 'no-store', credentials: 'omit' });
  });

  it.each<[string, Answer]>([
    ['no such file (every real host)', { status: 404, body: { message: 'Not Found' } }],
    ['a page instead of JSON', { status: 200, body: undefined, headers: { 'Content-Type': 'text/html' } }],
    ['a script address', { status: 200, body: { apiUrl: 'javascript:alert(1)' } }],
    ['an address with credentials', { status: 200, body: { apiUrl: 'http://user:pw@127.0.0.1:4180' } }],
    ['no address', { status: 200, body: { api: 'http://127.0.0.1:4180' } }],
    ['no server', 'offline'],
  ])('is GitHub’s on this computer too for %s', async (_, answer) => {
    const { fetcher } = fakeFetch({ '/studio/api-address.json': answer });
    expect(await apiAddress('localhost', fetcher)).toBe(githubApi);
  });
});

describe('checking a token with GitHub', () => {
  it('signs in with what GitHub says: who, the branch, and whether the account may change the repository', async () => {
    const { fetcher, calls } = fakeFetch({ [`${api}/user`]: user(), [`${api}/repos/rankharbor/website`]: repo(true) });
    expect(await signIn('github_pat_1', { apiUrl: api, repository, fetcher })).toEqual({
      ok: true,
      session: { apiUrl: api, owner: 'rankharbor', repo: 'website', branch: 'main', token: 'github_pat_1', login: 'maya', canPush: true },
    });
    // The token goes to GitHub's API only, in the Authorization header, never in an address, with no cookies.
    expect(calls.map((c) => c.url)).toEqual([`${api}/user`, `${api}/repos/rankharbor/website`]);
    for (const { init } of calls) {
      expect(init!.headers).toMatchObject({ Authorization: 'Bearer github_pat_1', Accept: 'application/vnd.github+json' });
      expect(init).toMatchObject({ credentials: 'omit', cache: 'no-store' });
    }
  });

  it("takes the repository's default branch when the site config names none, and tells an account without write access", async () => {
    const { fetcher } = fakeFetch({ [`${api}/user`]: user('sam'), [`${api}/repos/rankharbor/website`]: repo(false, 'trunk') });
    const result = await signIn('t', { apiUrl: api, repository: { owner: 'rankharbor', repo: 'website' }, fetcher });
    expect(result).toMatchObject({ ok: true, session: { branch: 'trunk', login: 'sam', canPush: false } });
  });

  it('refuses a token GitHub does not accept, in plain words', async () => {
    const { fetcher, calls } = fakeFetch({ [`${api}/user`]: { status: 401, body: { message: 'Bad credentials' } } });
    expect(await signIn('t', { apiUrl: api, repository, fetcher })).toEqual({
      ok: false,
      problem: 'bad-token',
      message: 'GitHub did not accept this token. Check that you copied all of it, and that it has not expired or been deleted.',
    });
    // Both questions go at once (sign-in waits for one round trip, not two); the user's answer decides.
    expect(calls).toHaveLength(2);
  });

  it('names the repository a token cannot see (GitHub answers 404 for it)', async () => {
    const { fetcher } = fakeFetch({ [`${api}/user`]: user() });
    const result = await signIn('t', { apiUrl: api, repository, fetcher });
    expect(result).toMatchObject({ ok: false, problem: 'no-repository' });
    expect(!result.ok && result.message).toBe(
      'GitHub accepted the token, but it cannot see rankharbor/website, the repository of this site. On GitHub, give the token access to rankharbor/website (or ask an owner of rankharbor/website to add maya to it), then sign in again.',
    );
  });

  it('tells GitHub being out of reach, or turning requests away, from a bad token', async () => {
    expect(await signIn('t', { apiUrl: api, repository, fetcher: fakeFetch({ [`${api}/user`]: 'offline' }).fetcher })).toMatchObject({
      ok: false,
      problem: 'unreachable',
      message: expect.stringMatching(/^GitHub could not be reached/),
    });
    const limited = fakeFetch({
      [`${api}/user`]: user(),
      [`${api}/repos/rankharbor/website`]: {
        status: 403,
        body: { message: 'API rate limit exceeded' },
        headers: { 'x-ratelimit-remaining': '0' },
      },
    });
    expect(await signIn('t', { apiUrl: api, repository, fetcher: limited.fetcher })).toMatchObject({
      ok: false,
      problem: 'github-error',
      message: expect.stringMatching(/turning requests away/),
    });
    const down = fakeFetch({ [`${api}/user`]: { status: 502 } });
    expect(await signIn('t', { apiUrl: api, repository, fetcher: down.fetcher })).toMatchObject({
      problem: 'github-error',
      message: 'GitHub could not answer just now (error 502). Try again in a minute.',
    });
  });

  it('says so when something other than GitHub answers (a proxy or a network sign-in page), never leaving Sign in waiting', async () => {
    for (const page of ['/user', '/repos/rankharbor/website']) {
      const fetcher = (async (input: RequestInfo | URL) => {
        const url = String(input);
        if (url === `${api}${page}`) return new Response('<html><body>Sign in to the café Wi-Fi</body></html>', { status: 200 });
        return new Response(
          JSON.stringify(url.endsWith('/user') ? { login: 'maya' } : { default_branch: 'main', permissions: { push: true } }),
        );
      }) as typeof fetch;
      expect(await signIn('t', { apiUrl: api, repository, fetcher })).toEqual({
        ok: false,
        problem: 'unreachable',
        message:
          'Something other than GitHub answered (a proxy, or the sign-in page of the network you are on). Check your internet connection, then try again.',
      });
    }
  });

  it('sends nothing for what cannot be a token', () => {
    expect(tokenProblem('')).toBe('Paste your token first.');
    expect(tokenProblem('github_pat_ab cd')).toMatch(/^This is not a whole token/);
    expect(tokenProblem('github_pat_abc\n')).toMatch(/^This is not a whole token/);
    expect(tokenProblem('ghp_é')).toMatch(/^This is not a whole token/);
    expect(tokenProblem('github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyz')).toBeUndefined();
  });
});

describe('against the GitHub API stand-in', () => {
  let standIn: GitHubStandIn;
  let site: ReturnType<typeof makeSiteRepository>;
  beforeAll(async () => {
    site = makeSiteRepository({ 'pages/index.json': '{}\n' }, 'trunk');
    standIn = await startGitHubStandIn({
      repo: site.bare,
      owner: 'rankharbor',
      name: 'website',
      defaultBranch: 'trunk',
      tokens: { github_pat_editor: { login: 'maya', push: true }, github_pat_reader: { login: 'sam', push: false } },
    });
  });
  afterAll(async () => {
    await standIn.close();
    site.remove();
  });

  it('reads GitHub’s answers as documented: the login, the default branch, the push permission', async () => {
    const unpinned = { owner: 'rankharbor', repo: 'website' };
    expect(await signIn('github_pat_editor', { apiUrl: standIn.url, repository: unpinned })).toMatchObject({
      ok: true,
      session: { login: 'maya', branch: 'trunk', canPush: true },
    });
    expect(await signIn('github_pat_reader', { apiUrl: standIn.url, repository: unpinned })).toMatchObject({
      ok: true,
      session: { login: 'sam', canPush: false },
    });
    expect(await signIn('github_pat_nobody', { apiUrl: standIn.url, repository: unpinned })).toMatchObject({
      ok: false,
      problem: 'bad-token',
    });
    expect(await signIn('github_pat_editor', { apiUrl: standIn.url, repository: { owner: 'rankharbor', repo: 'other' } })).toMatchObject({
      ok: false,
      problem: 'no-repository',
    });
  });
});

describe('the token in the tab', () => {
  const memory = () => {
    const items = new Map<string, string>();
    return {
      items,
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    };
  };

  it('is kept under the key the "Sign in with GitHub" function writes, and forgotten on Sign out', () => {
    // The function writes the token under the key kept here (it imports it): studio-auth.test.ts checks its page.
    const storage = memory();
    expect(storedToken(storage)).toBeUndefined();
    keepToken(storage, 'github_pat_1');
    expect([...storage.items]).toEqual([['studio.github.token', 'github_pat_1']]);
    expect(storedToken(storage)).toBe('github_pat_1');
    forgetToken(storage);
    expect(storage.items.size).toBe(0);
  });

  it('a storage that refuses (a private window) never stops the studio', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(storedToken(refusing)).toBeUndefined();
    expect(() => keepToken(refusing, 't')).not.toThrow();
    expect(() => forgetToken(refusing)).not.toThrow();
  });
});

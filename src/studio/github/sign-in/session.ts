import type { GitHubSession } from '../backend/session.ts';
// Signing in to the page studio on the web (/studio/): which repository it edits (from the site config,
// written into the page at build time), where GitHub's API is, checking a token against GitHub, and
// keeping it in this tab only. Pure: the browser's fetch and sessionStorage are passed in, so the unit
// tests run it as the page does.
//
// The token goes to GitHub's API only: never to the site's own server, never into an address. The API's
// address is https://api.github.com; the one exception is the local server of the tests, which answers
// /studio/api-address.json when it is started with STUDIO_GITHUB_API (scripts/serve.ts). The studio asks
// for that file only when it is served from this computer (127.0.0.1 or localhost); a real host is never
// asked and has no such file, and nothing in the page's address or storage can change where the token
// goes. The studio's Content-Security-Policy (src/tooling/hosting.ts) holds the same line: its
// connect-src allows GitHub's API only.

/** Where the token is kept: this tab only, gone when it closes or on Sign out (the sign-in function, src/studio/github/oauth.ts, writes it there). */
export const tokenStorageKey = 'studio.github.token';
/** GitHub's REST API. */
export const githubApi = 'https://api.github.com';
/** Answered only by the tests' local server (see above); a 404 everywhere else. */
export const apiAddressPath = '/studio/api-address.json';
/** The host names of this computer, the only ones where the studio asks for that file. */
const loopback = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The repository the studio edits: the site config's studio.repository and studio.branch. */
export interface StudioRepository {
  owner: string;
  repo: string;
  /** The branch the site is built from; GitHub's default branch of the repository when not set. */
  branch?: string;
}

/** What the GitHub backend is created with, once GitHub has accepted the token. */
export type StudioSession = GitHubSession;

export type SignInProblem = 'bad-token' | 'no-repository' | 'unreachable' | 'github-error';
export type SignInResult = { ok: true; session: StudioSession } | { ok: false; problem: SignInProblem; message: string };

/** GitHub's rules for a repository's owner and name. */
const repositoryPattern = /^([A-Za-z0-9](?:[A-Za-z0-9-]{0,37}[A-Za-z0-9])?)\/([A-Za-z0-9._-]{1,100})$/;

export const repositoryName = (repository: Pick<StudioRepository, 'owner' | 'repo'>) => `${repository.owner}/${repository.repo}`;

/** The studio's settings as the build wrote them into the page ({"repository": "owner/name", "branch": "main"}), or undefined. */
export function readStudioConfig(text: string | null | undefined): StudioRepository | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text ?? '');
  } catch {
    return undefined;
  }
  if (!parsed || typeof parsed !== 'object') return undefined;
  const { repository, branch } = parsed as { repository?: unknown; branch?: unknown };
  const match = typeof repository === 'string' ? repositoryPattern.exec(repository) : null;
  if (!match || match[2] === '.' || match[2] === '..') return undefined;
  return { owner: match[1]!, repo: match[2]!, ...(typeof branch === 'string' && branch ? { branch } : {}) };
}

/**
 * GitHub's API address: https://api.github.com, unless the studio is served from this computer and its
 * server answers /studio/api-address.json with another http(s) address (only the tests' local server does).
 * Never an error: anything else means GitHub's.
 */
export async function apiAddress(hostname: string, fetcher: typeof fetch = fetch): Promise<string> {
  if (!loopback.has(hostname)) return githubApi;
  try {
    const response = await fetcher(apiAddressPath, { cache: 'no-store', credentials: 'omit', redirect: 'error' });
    if (!response.ok || !/^application\/json\b/.test(response.headers.get('content-type') ?? '')) return githubApi;
    const { apiUrl } = (await response.json()) as { apiUrl?: unknown };
    if (typeof apiUrl !== 'string') return githubApi;
    const url = new URL(apiUrl);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || url.search || url.hash) return githubApi;
    return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
  } catch {
    return githubApi;
  }
}

/** Why a typed token cannot be a token, before anything is sent; undefined when it may be one. */
export function tokenProblem(token: string): string | undefined {
  if (!token) return 'Paste your token first.';
  // Letters, digits and _ only in GitHub's tokens; a space or a line break means it was copied with something else.
  if (!/^[\x21-\x7e]+$/.test(token))
    return 'This is not a whole token: it has spaces or other characters a token never has. Copy it again from GitHub.';
  return undefined;
}

/** A call to GitHub's API with the token, from the browser: no cookies, nothing cached from an earlier account. */
function call(fetcher: typeof fetch, apiUrl: string, path: string, token: string): Promise<Response> {
  return fetcher(`${apiUrl}${path}`, {
    headers: { Accept: 'application/vnd.github+json', Authorization: `Bearer ${token}`, 'X-GitHub-Api-Version': '2022-11-28' },
    cache: 'no-store',
    credentials: 'omit',
  });
}

const unreachable: SignInResult = {
  ok: false,
  problem: 'unreachable',
  message: 'GitHub could not be reached. Check your internet connection, then try again.',
};
// A proxy or a network's sign-in page can answer in GitHub's place, with a page where JSON was due.
const notGitHub: SignInResult = {
  ok: false,
  problem: 'unreachable',
  message:
    'Something other than GitHub answered (a proxy, or the sign-in page of the network you are on). Check your internet connection, then try again.',
};
/** An answer's JSON object, or nothing when it is not one. */
const objectOf = async (response: Response): Promise<Record<string, unknown> | undefined> => {
  const body: unknown = await response.json().catch(() => undefined);
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
};
const githubError = (status: number): SignInResult => ({
  ok: false,
  problem: 'github-error',
  message:
    status === 403 || status === 429
      ? 'GitHub is turning requests away for a while (too many in a short time). Try again in a few minutes.'
      : `GitHub could not answer just now (error ${status}). Try again in a minute.`,
});

/**
 * Checks a token with GitHub: who it signs in (GET /user), and whether it can see the studio's repository
 * and change it (GET /repos/{owner}/{repo}). A token that is not accepted, or that cannot see the
 * repository, is refused in plain words naming what to do.
 */
export async function signIn(
  token: string,
  { apiUrl, repository, fetcher = fetch }: { apiUrl: string; repository: StudioRepository; fetcher?: typeof fetch },
): Promise<SignInResult> {
  const name = repositoryName(repository);
  // Both questions at once: the answers are read in order, the user's first.
  const asked = (path: string) => call(fetcher, apiUrl, path, token).catch(() => undefined);
  const [userAnswer, repoAnswer] = await Promise.all([
    asked('/user'),
    asked(`/repos/${encodeURIComponent(repository.owner)}/${encodeURIComponent(repository.repo)}`),
  ]);
  if (!userAnswer) return unreachable;
  const user = userAnswer;
  if (user.status === 401)
    return {
      ok: false,
      problem: 'bad-token',
      message: 'GitHub did not accept this token. Check that you copied all of it, and that it has not expired or been deleted.',
    };
  if (!user.ok) return githubError(user.status);
  const login = (await objectOf(user))?.login;
  if (typeof login !== 'string') return notGitHub;

  if (!repoAnswer) return unreachable;
  const repo = repoAnswer;
  // GitHub answers 404 for a repository the token may not see, as for one that does not exist.
  if (repo.status === 404 || (repo.status === 403 && repo.headers.get('x-ratelimit-remaining') !== '0'))
    return {
      ok: false,
      problem: 'no-repository',
      message: `GitHub accepted the token, but it cannot see ${name}, the repository of this site. On GitHub, give the token access to ${name} (or ask an owner of ${name} to add ${login} to it), then sign in again.`,
    };
  if (!repo.ok) return githubError(repo.status);
  const info = (await objectOf(repo)) as { default_branch?: unknown; permissions?: { push?: unknown } } | undefined;
  if (!info) return notGitHub;
  const branch = repository.branch ?? (typeof info.default_branch === 'string' ? info.default_branch : 'main');
  return {
    ok: true,
    session: { apiUrl, owner: repository.owner, repo: repository.repo, branch, token, login, canPush: info.permissions?.push === true },
  };
}

type TabStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The token this tab signed in with (typed, or left by "Sign in with GitHub"), if any. */
export function storedToken(storage: TabStorage): string | undefined {
  try {
    return storage.getItem(tokenStorageKey) || undefined;
  } catch {
    return undefined;
  }
}

export function keepToken(storage: TabStorage, token: string): void {
  try {
    storage.setItem(tokenStorageKey, token);
  } catch {
    // Storage refused (a private window with no room): the studio still works until this page is left.
  }
}

export function forgetToken(storage: TabStorage): void {
  try {
    storage.removeItem(tokenStorageKey);
  } catch {
    // Nothing was stored.
  }
}

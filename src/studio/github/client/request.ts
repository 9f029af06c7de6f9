// How every call to GitHub's REST API is sent and answered: the token, GitHub's media type and API
// version on each request; which failures are tried again and after what pause; ETags remembered for
// conditional reads; a list read page by page; and what a failure becomes. The resource files beside it
// (user.ts, repository.ts, trees.ts, blobs.ts, commits.ts, refs.ts, pulls.ts, checks.ts) describe the calls.
// Two callers set it up differently: the hosted studio in the browser (the defaults: a GitHubError in an
// editor's words, GitHub's ETags remembered, a secondary rate limit waited out) and the scheduled-publish
// workflow in Node (src/tooling/scheduled-publish.ts: its own retry rule and failure messages). It uses
// fetch and nothing else, so it runs in both.
import { errorFor, GitHubError } from '../errors.ts';

const apiVersion = '2022-11-28';
/** How many times a request held back by a secondary rate limit is tried again, and the longest pause the studio waits out. */
const secondaryRetries = 2;
const longestPause = 2 * 60_000;
/** GitHub's longest page of a list. */
const perPage = 100;

/**
 * How long GitHub asks the studio to pause before trying again, when its answer is a secondary rate limit
 * (too many requests at once, not the hourly allowance): its retry-after in seconds, else at least a
 * minute, longer each time (GitHub's best practices). Undefined for any other answer, the hourly limit
 * included (x-ratelimit-remaining 0 without retry-after): that one lasts until its reset, for the editor to wait out.
 */
export function secondaryPause(status: number, headers: Headers, detail: string, attempt: number): number | undefined {
  if (status !== 403 && status !== 429) return undefined;
  const after = headers.get('retry-after');
  if (after !== null && /^\d+$/.test(after.trim())) return Number(after) * 1000;
  if (headers.get('x-ratelimit-remaining') === '0') return undefined;
  return /secondary rate limit/i.test(detail) ? 60_000 * 2 ** attempt : undefined;
}

/**
 * Whether a request can be sent again without changing anything twice, if GitHub carried it out though
 * its answer was a rate limit: a read; a blob or a tree (GitHub names them by their content, so the same
 * request makes the same one); a commit (a second copy is on no branch until a branch is moved to it, and
 * the studio only moves a branch to the commit it was answered). Moving a branch and opening or changing
 * a pull request are not sent again: publishing again reads the branch and its pull request first, so a
 * write that was carried out is found there, not made twice.
 */
const repeatable = (method: string, path: string) => method === 'GET' || (method === 'POST' && /\/git\/(blobs|trees|commits)$/.test(path));

/** GitHub's answer to a request that did not succeed, as a failure is made from it. */
export interface Refusal {
  status: number;
  headers: Headers;
  /** GitHub's own words: its message, else the start of its answer. */
  detail: string;
}

/** An answer: its status, and its body read as JSON (undefined for an empty one). */
export interface GitHubAnswer<T> extends Refusal {
  /** 2xx, or a 304 to a conditional read (the remembered answer stands, in `body`). */
  ok: boolean;
  body: T;
}

/**
 * Whether to send a request again, after the `attempt`-th try (from 0) failed: GitHub's answer, or
 * undefined when GitHub did not answer at all. Returns the pause to wait out first (a promise), or
 * undefined to stop trying.
 */
export type RetryRule = (attempt: number, method: string, path: string, answer: Refusal | undefined) => Promise<void> | undefined;

/**
 * The studio's rule: a secondary rate limit on a request that can be repeated is waited out as GitHub asks
 * (a bounded number of times), and GitHub's own trouble (5xx) is tried once more after a second; no answer
 * at all is told at once (the editor is offline).
 */
export const studioRetry =
  (pause: (ms: number) => Promise<void>): RetryRule =>
  (attempt, method, path, answer) => {
    if (!answer) return undefined;
    const wait =
      answer.status >= 500 ? (attempt === 0 ? 1000 : undefined) : secondaryPause(answer.status, answer.headers, answer.detail, attempt);
    return wait !== undefined && wait <= longestPause && attempt < secondaryRetries && repeatable(method, path) ? pause(wait) : undefined;
  };

/**
 * A workflow's rule: a read is tried again, `retries` more times, when GitHub had trouble (5xx) or did not
 * answer, after `wait(attempt)`; a write never is (it may have been done).
 */
export const readsRetried =
  (retries: number, wait: (attempt: number) => Promise<void>): RetryRule =>
  (attempt, method, _path, answer) =>
    method === 'GET' && attempt < retries && (!answer || answer.status >= 500) ? wait(attempt) : undefined;

export interface TransportOptions {
  /** GitHub's API, https://api.github.com for github.com. */
  apiUrl: string;
  token: string;
  /** The fetch to call; the global one if not given. */
  fetch?: typeof fetch;
  /** When to try a failed request again: the studio's rule (studioRetry) unless given. */
  retry?: RetryRule;
  /** The studio rule's pauses: setTimeout unless given. */
  wait?: (ms: number) => Promise<void>;
  /** Whether conditional reads send the ETag of their last answer (true unless told). */
  etags?: boolean;
  /**
   * Whether the browser's HTTP cache is bypassed (true unless told): GitHub lets browsers keep its answers
   * for a minute, and a branch read from that copy would be stale.
   */
  noStore?: boolean;
  /** What an answer that is not a success becomes: the editor's GitHubError (errorFor) unless given. */
  failure?: (refusal: Refusal, method: string, path: string) => Error;
  /** What no answer at all becomes: the editor's "GitHub could not be reached" unless given. */
  unreachable?: (method: string, path: string, error: unknown) => Error;
  /** What an answer that is not JSON becomes, if it is an error; unless given its body is read as undefined. */
  notJson?: (status: number, method: string, path: string) => Error;
}

export interface PageOptions<T> {
  /** The items of one page: the page itself unless told (a list wrapped in an object, as check runs are). */
  items?: (page: unknown) => T[];
  /** Stop once this many were read (10,000 unless told). */
  most?: number;
  conditional?: boolean;
}

export interface Transport {
  /** One request, however GitHub answered it (tried again as the rule says); throws only when GitHub did not answer. */
  send<T>(method: string, path: string, body?: unknown, conditional?: boolean): Promise<GitHubAnswer<T>>;
  /** One request that must succeed: its body, or the transport's failure. */
  call<T>(method: string, path: string, body?: unknown, conditional?: boolean): Promise<T>;
  /** Every page of a list (100 a page, up to `most` items), each page's items picked out by `items`. */
  pages<T>(path: string, options?: PageOptions<T>): Promise<T[]>;
  /** The failure this transport makes of an answer. */
  failure(refusal: Refusal, method: string, path: string): Error;
}

const unreachableInWords = (_method: string, _path: string, error: unknown) =>
  new GitHubError(
    0,
    'unreachable',
    'GitHub could not be reached. Check the internet connection, then try again; your saved edits are still here.',
    String(error),
  );

export function createTransport(options: TransportOptions): Transport {
  const { apiUrl, token, etags = true, noStore = true } = options;
  // The browser's fetch must be called as itself (not as a method of an object), or it refuses.
  const send = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const pause = options.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const retry = options.retry ?? studioRetry(pause);
  const failure =
    options.failure ?? ((refusal: Refusal, method: string) => errorFor(refusal.status, method, refusal.headers, refusal.detail));
  const unreachable = options.unreachable ?? unreachableInWords;
  const root = apiUrl.replace(/\/+$/, '');
  /** The last answer to each conditional read, with the ETag GitHub gave it. */
  const remembered = new Map<string, { etag: string; payload: unknown }>();

  /**
   * A `conditional` read sends back the ETag of its last answer: GitHub answers 304 while nothing changed
   * (not counted against the rate limit), and the last answer stands.
   */
  async function answer<T>(method: string, path: string, body?: unknown, conditional = false): Promise<GitHubAnswer<T>> {
    const remembering = conditional && etags;
    for (let attempt = 0; ; attempt++) {
      const known = remembering ? remembered.get(path) : undefined;
      let response: Response;
      try {
        response = await send(`${root}${path}`, {
          method,
          headers: {
            Authorization: `Bearer ${token}`,
            Accept: 'application/vnd.github+json',
            'X-GitHub-Api-Version': apiVersion,
            ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
            ...(known ? { 'If-None-Match': known.etag } : {}),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          // Without the browser's cache, no conditional header is added but the transport's own (above).
          ...(noStore ? { cache: 'no-store' as const } : {}),
        });
      } catch (error) {
        const again = retry(attempt, method, path, undefined);
        if (again) {
          await again;
          continue;
        }
        throw unreachable(method, path, error);
      }
      if (known && response.status === 304)
        return { ok: true, status: 304, headers: response.headers, detail: '', body: known.payload as T };
      const text = await response.text().catch(() => '');
      let payload: unknown;
      let json = true;
      try {
        payload = text ? JSON.parse(text) : undefined;
      } catch {
        payload = undefined;
        json = false;
      }
      const detail = response.ok
        ? ''
        : typeof (payload as { message?: unknown })?.message === 'string'
          ? (payload as { message: string }).message
          : text.slice(0, 200);
      if (!response.ok) {
        const again = retry(attempt, method, path, { status: response.status, headers: response.headers, detail });
        if (again) {
          await again;
          continue;
        }
      }
      if (!json && options.notJson) throw options.notJson(response.status, method, path);
      const etag = response.headers.get('etag');
      if (remembering && response.ok && etag) remembered.set(path, { etag, payload });
      return { ok: response.ok, status: response.status, headers: response.headers, detail, body: payload as T };
    }
  }

  async function call<T>(method: string, path: string, body?: unknown, conditional = false): Promise<T> {
    const answered = await answer<T>(method, path, body, conditional);
    if (!answered.ok) throw failure(answered, method, path);
    return answered.body;
  }

  async function pages<T>(
    path: string,
    { items = (page: unknown) => page as T[], most = 10_000, conditional = false }: PageOptions<T> = {},
  ) {
    const found: T[] = [];
    // A list ends with a page shorter than asked for; `most` also guards against a list that never ends.
    for (let page = 1; found.length < most; page++) {
      const query = `${path.includes('?') ? '&' : '?'}per_page=${perPage}&page=${page}`;
      const listed = items(await call('GET', `${path}${query}`, undefined, conditional));
      found.push(...listed);
      if (listed.length < perPage) break;
    }
    return found;
  }

  return { send: answer, call, pages, failure };
}

/** Where a repository's calls are sent: the transport, and the repository's own path in the API. */
export interface RepoScope {
  transport: Transport;
  owner: string;
  repo: string;
  /** /repos/{owner}/{repo}, each part escaped. */
  repoPath: string;
}

export const repoScope = (transport: Transport, owner: string, repo: string): RepoScope => ({
  transport,
  owner,
  repo,
  repoPath: `/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}`,
});

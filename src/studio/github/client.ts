// The hosted studio's client for GitHub's REST API: the calls it makes to read the site's repository and
// send a page for review (the Git Data endpoints, pull requests, the repository and the signed-in user),
// typed with the shapes of GitHub's documentation. It runs in the browser: it uses fetch and nothing else.
// Every failure is a GitHubError whose message speaks to an editor, not to a developer.
import { errorFor, GitHubError } from './errors.ts';

export interface GitHubClientOptions {
  /** GitHub's API, https://api.github.com for github.com. */
  apiUrl: string;
  owner: string;
  repo: string;
  token: string;
  /** The fetch to call; the browser's own if not given. */
  fetch?: typeof fetch;
  /** Waits this long (a secondary rate limit's pause); setTimeout unless given. */
  wait?: (ms: number) => Promise<void>;
}

export interface GitHubUser {
  login: string;
  name?: string | null;
  avatarUrl?: string;
}

export interface RepositoryInfo {
  defaultBranch: string;
  /** Whether the signed-in account may write to the repository (its branches, so its pull requests). */
  canPush: boolean;
  private: boolean;
  htmlUrl: string;
}

/** A file in a tree: its path from the repository's root, its blob's sha and its size in bytes. */
export interface TreeFile {
  path: string;
  sha: string;
  size: number;
  type: 'blob';
}

export interface RepositoryTree {
  /** The commit the tree was read from. */
  commit: string;
  /** The tree's own sha. */
  sha: string;
  files: TreeFile[];
  /** True when GitHub left entries out (a tree of more than 100,000 entries or 7 MB): `files` is incomplete. */
  truncated: boolean;
  /**
   * Set when GitHub left entries out of the whole tree, so the studio's folders were read one by one:
   * `files` is then every file of these folders and the files at the root, and nothing of other folders.
   */
  folders?: string[];
}

/** The folders the studio reads: the pages, their photos, and the public files pages may link to. */
export const studioFolders = ['pages', 'photos', 'public'];

/** One change to a tree: the file at `path` becomes blob `sha`, or is deleted when `sha` is null. */
export interface TreeChange {
  path: string;
  sha: string | null;
  /** 100644 for a file (the default), 100755 for an executable one. */
  mode?: '100644' | '100755';
}

export interface CommitInfo {
  sha: string;
  tree: string;
  parents: string[];
  message: string;
  /** Who wrote it, as git records the name (GitHub gives an account's name, else its login). */
  author?: string;
}

/** A commit that changed a file, as the studio lists a page's history. */
export interface FileCommit {
  sha: string;
  /** When it was made (its author's date), ISO. */
  date: string;
  author: string;
  parent?: string;
}

export interface PullInfo {
  number: number;
  htmlUrl: string;
  title: string;
  /** The branch the pull request asks to merge. */
  head: string;
  body: string | null;
  /** Who opened it: their GitHub login. */
  author?: string;
  /** The commit its branch is at. */
  headSha?: string;
  /** True when its branch is a fork's (another repository's), not one of this repository's. */
  fork?: boolean;
}

/** A file a pull request changes: its path at the pull request's head, and its blob there (null when it deletes the file). */
export interface ChangedFile {
  path: string;
  /** The path it had before, for a file the pull request moves. */
  previousPath?: string;
  status: string;
  sha: string | null;
}

/** A reviewer's review of a pull request: APPROVED, CHANGES_REQUESTED, COMMENTED or DISMISSED, and its words. */
export interface PullReview {
  by: string;
  state: string;
  body: string;
}

const apiVersion = '2022-11-28';
/** How many times a request held back by a secondary rate limit is tried again, and the longest pause the studio waits out. */
const secondaryRetries = 2;
const longestPause = 2 * 60_000;

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
const isSha = (text: string) => /^[0-9a-f]{40}$/.test(text);
/** A branch name in a path: each part escaped, its slashes kept (GitHub reads content/hvac-seo as one ref). */
const refPath = (branch: string) => branch.split('/').map(encodeURIComponent).join('/');

/** Bytes as base64, in slices so a large photo does not overflow the call stack. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Base64 as GitHub sends it (wrapped in lines) back to bytes. */
export function base64ToBytes(text: string): Uint8Array {
  const binary = atob(text.replace(/\s+/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export type GitHubClient = ReturnType<typeof createGitHubClient>;

export function createGitHubClient({ apiUrl, owner, repo, token, fetch: fetchFn, wait }: GitHubClientOptions) {
  // The browser's fetch must be called as itself (not as a method of this object), or it refuses.
  const send = fetchFn ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const pause = wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const root = apiUrl.replace(/\/+$/, '');
  const repoPath = `/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}`;
  /** The last answer to each conditional read, with the ETag GitHub gave it. */
  const remembered = new Map<string, { etag: string; payload: unknown }>();

  /**
   * One request. A secondary rate limit on a request that can be repeated is waited out as GitHub asks
   * (a bounded number of times), and GitHub's own trouble (5xx) is tried once more after a second; any
   * other failure is a GitHubError. A `conditional` read sends back the
   * ETag of its last answer: GitHub answers 304 while nothing changed (not counted against the rate
   * limit), and the last answer stands.
   */
  async function call<T>(method: string, path: string, body?: unknown, conditional = false): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const known = conditional ? remembered.get(path) : undefined;
      const response = await exchange(method, path, body, known?.etag);
      if (known && response.status === 304) return known.payload as T;
      const text = await response.text().catch(() => '');
      let payload: unknown;
      try {
        payload = text ? JSON.parse(text) : undefined;
      } catch {
        payload = undefined;
      }
      if (!response.ok) {
        const detail =
          typeof (payload as { message?: unknown })?.message === 'string' ? (payload as { message: string }).message : text.slice(0, 200);
        // GitHub's own trouble (a gateway that timed out, say) passes: a request that can be repeated is, once, after a second.
        const wait =
          response.status >= 500 ? (attempt === 0 ? 1000 : undefined) : secondaryPause(response.status, response.headers, detail, attempt);
        if (wait !== undefined && wait <= longestPause && attempt < secondaryRetries && repeatable(method, path)) {
          await pause(wait);
          continue;
        }
        throw errorFor(response.status, method, response.headers, detail);
      }
      const etag = response.headers.get('etag');
      if (conditional && etag) remembered.set(path, { etag, payload });
      return payload as T;
    }
  }

  async function exchange(method: string, path: string, body: unknown, etag: string | undefined): Promise<Response> {
    try {
      return await send(`${root}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          Accept: 'application/vnd.github+json',
          'X-GitHub-Api-Version': apiVersion,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(etag ? { 'If-None-Match': etag } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        // GitHub lets browsers keep its answers for a minute; a branch read from that copy would be stale.
        // Without the browser's cache, no conditional header is added but the studio's own (above).
        cache: 'no-store',
      });
    } catch (error) {
      throw new GitHubError(
        0,
        'unreachable',
        'GitHub could not be reached. Check the internet connection, then try again; your saved edits are still here.',
        String(error),
      );
    }
  }
  const inRepo = <T>(method: string, path: string, body?: unknown) => call<T>(method, `${repoPath}${path}`, body);

  type RawTree = { sha: string; truncated: boolean; tree: { path: string; sha: string; type: string; size?: number }[] };
  const blobsIn = (raw: RawTree, prefix: string) =>
    raw.tree
      .filter((entry) => entry.type === 'blob')
      .map((entry): TreeFile => ({ path: `${prefix}${entry.path}`, sha: entry.sha, size: entry.size ?? 0, type: 'blob' }));
  /**
   * Every file of a folder, by its tree's sha: in one request, or, when GitHub leaves entries out of that
   * too, level by level (each subfolder by its own sha), as GitHub's documentation says to.
   */
  async function folderFiles(sha: string, prefix: string): Promise<TreeFile[]> {
    const whole = await inRepo<RawTree>('GET', `/git/trees/${sha}?recursive=1`);
    if (!whole.truncated) return blobsIn(whole, prefix);
    const level = await inRepo<RawTree>('GET', `/git/trees/${sha}`);
    const inside = await Promise.all(
      level.tree.filter((entry) => entry.type === 'tree').map((entry) => folderFiles(entry.sha, `${prefix}${entry.path}/`)),
    );
    return [...blobsIn(level, prefix), ...inside.flat()];
  }

  interface RawPull {
    number: number;
    html_url: string;
    title: string;
    body: string | null;
    head: { ref: string; label?: string; sha?: string };
    user?: { login: string } | null;
  }
  /** A pull request from a branch of this repository (a fork's branch of the same name is someone else's). */
  const fromHere = (pull: RawPull) =>
    (pull.head.label ?? `${owner}:${pull.head.ref}`).toLowerCase() === `${owner}:${pull.head.ref}`.toLowerCase();
  const pullOf = (pull: RawPull): PullInfo => ({
    number: pull.number,
    htmlUrl: pull.html_url,
    title: pull.title,
    head: pull.head.ref,
    body: pull.body,
    ...(pull.user?.login ? { author: pull.user.login } : {}),
    ...(pull.head.sha ? { headSha: pull.head.sha } : {}),
    ...(fromHere(pull) ? {} : { fork: true }),
  });

  const client = {
    owner,
    repo,

    /** The signed-in account. */
    async user(): Promise<GitHubUser> {
      const raw = await call<{ login: string; name?: string | null; avatar_url?: string }>('GET', '/user');
      return { login: raw.login, name: raw.name ?? null, ...(raw.avatar_url ? { avatarUrl: raw.avatar_url } : {}) };
    },

    /** The repository: its default branch, and whether the signed-in account may write to it. */
    async repository(): Promise<RepositoryInfo> {
      const raw = await inRepo<{ default_branch: string; private: boolean; html_url: string; permissions?: { push?: boolean } }>('GET', '');
      return { defaultBranch: raw.default_branch, canPush: raw.permissions?.push === true, private: raw.private, htmlUrl: raw.html_url };
    },

    /** The commit a branch points to; undefined when there is no such branch. */
    async branchHead(branch: string): Promise<string | undefined> {
      // The matching refs answer an empty list for a branch that does not exist yet (a page never sent for
      // review), where the ref itself answers 404, which the browser's console reports as a failure.
      const refs = await inRepo<{ ref: string; object: { sha: string; type: string } }[]>(
        'GET',
        `/git/matching-refs/heads/${refPath(branch)}`,
      );
      return refs.find((ref) => ref.ref === `refs/heads/${branch}`)?.object.sha;
    },

    /**
     * Who wrote a commit, as GitHub names them: the login of the account its author's e-mail belongs to;
     * where GitHub knows no account for it (null), the name git records.
     */
    async commitAuthor(ref: string): Promise<string | undefined> {
      const raw = await inRepo<{ author: { login?: string } | null; commit: { author: { name?: string } | null } }>(
        'GET',
        `/commits/${isSha(ref) ? ref : `heads/${refPath(ref)}`}`,
      );
      return raw.author?.login ?? (raw.commit.author?.name || undefined);
    },

    async commit(sha: string): Promise<CommitInfo> {
      const raw = await inRepo<{
        sha: string;
        message: string;
        tree: { sha: string };
        parents: { sha: string }[];
        author?: { name?: string };
      }>('GET', `/git/commits/${sha}`);
      return {
        sha: raw.sha,
        tree: raw.tree.sha,
        message: raw.message,
        parents: raw.parents.map((parent) => parent.sha),
        ...(raw.author?.name ? { author: raw.author.name } : {}),
      };
    },

    /**
     * Every file of a commit (given by its sha or by a branch name), read in one request. When GitHub
     * leaves entries out (a very large repository), the files at the root and every file of the studio's
     * folders are read folder by folder instead: never a guess from a partial list.
     */
    async tree(commitOrBranch: string, folders: string[] = studioFolders): Promise<RepositoryTree> {
      const commit = isSha(commitOrBranch) ? commitOrBranch : await client.branchHead(commitOrBranch);
      if (!commit) throw errorFor(404, 'GET', new Headers(), `No branch ${commitOrBranch}`);
      // GitHub reads a commit's sha here as that commit's tree: one request fewer than asking the commit first.
      const raw = await inRepo<RawTree>('GET', `/git/trees/${commit}?recursive=1`);
      if (!raw.truncated) return { commit, sha: raw.sha, files: blobsIn(raw, ''), truncated: false };
      const top = await inRepo<RawTree>('GET', `/git/trees/${raw.sha}`);
      const inside = await Promise.all(
        top.tree
          .filter((entry) => entry.type === 'tree' && folders.includes(entry.path))
          .map((entry) => folderFiles(entry.sha, `${entry.path}/`)),
      );
      return { commit, sha: raw.sha, files: [...blobsIn(top, ''), ...inside.flat()], truncated: false, folders };
    },

    /**
     * The commits of `branch` that changed the file at `filePath`, newest first: page `page` (from 1) of
     * `perPage`, each with its date, its author (the GitHub account where GitHub knows it, else the name
     * the commit gives) and its first parent.
     */
    async fileCommits(filePath: string, branch: string, page: number, perPage: number): Promise<FileCommit[]> {
      const query = new URLSearchParams({ sha: branch, path: filePath, per_page: String(perPage), page: String(page) });
      const raw = await inRepo<
        {
          sha: string;
          author: { login?: string } | null;
          commit: { author: { name?: string; date?: string } | null };
          parents: { sha: string }[];
        }[]
      >('GET', `/commits?${query}`);
      return raw.map((commit) => ({
        sha: commit.sha,
        date: commit.commit.author?.date ?? '',
        author: commit.author?.login ?? commit.commit.author?.name ?? 'Someone',
        ...(commit.parents[0] ? { parent: commit.parents[0].sha } : {}),
      }));
    },

    /**
     * The files a commit changed against its first parent, as GitHub lists them with the commit (a moved
     * file with status "renamed" and the name it had before). GitHub gives the first 300 files of a
     * commit here; a page's history asks this of a commit that made a page file, which a studio commit
     * or a developer's move of pages never reaches.
     */
    async commitFiles(sha: string): Promise<ChangedFile[]> {
      const raw = await inRepo<{ files?: { filename: string; previous_filename?: string; status: string; sha: string | null }[] }>(
        'GET',
        `/commits/${sha}`,
      );
      return (raw.files ?? []).map((file) => ({
        path: file.filename,
        ...(file.previous_filename ? { previousPath: file.previous_filename } : {}),
        status: file.status,
        sha: file.sha,
      }));
    },

    /** A file's bytes as a commit has it; undefined where that commit has no such file. */
    async fileAt(filePath: string, commit: string): Promise<Uint8Array | undefined> {
      try {
        const raw = await inRepo<{ content: string; encoding: string }>(
          'GET',
          `/contents/${filePath.split('/').map(encodeURIComponent).join('/')}?${new URLSearchParams({ ref: commit })}`,
        );
        return raw.encoding === 'base64' ? base64ToBytes(raw.content) : new TextEncoder().encode(raw.content);
      } catch (error) {
        if (error instanceof GitHubError && error.status === 404) return undefined;
        throw error;
      }
    },

    /** A blob's bytes. */
    async blobBytes(sha: string): Promise<Uint8Array> {
      const raw = await inRepo<{ content: string; encoding: string }>('GET', `/git/blobs/${sha}`);
      return raw.encoding === 'base64' ? base64ToBytes(raw.content) : new TextEncoder().encode(raw.content);
    },

    /** A blob as text; an error when its bytes are not UTF-8 (a photo, say). A byte order mark is kept. */
    async blobText(sha: string): Promise<string> {
      const bytes = await client.blobBytes(sha);
      try {
        return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
      } catch {
        throw new GitHubError(200, 'not-text', 'This file is not text the studio can open.', `Blob ${sha} is not UTF-8`);
      }
    },

    /** Stores a file's content; answers its blob sha. Text is sent as UTF-8, bytes as base64. */
    async createBlob(content: string | Uint8Array): Promise<string> {
      const body = typeof content === 'string' ? { content, encoding: 'utf-8' } : { content: bytesToBase64(content), encoding: 'base64' };
      return (await inRepo<{ sha: string }>('POST', '/git/blobs', body)).sha;
    },

    /** A tree: `baseTree` with these files changed (or deleted); answers its sha. */
    async createTree(baseTree: string, entries: TreeChange[]): Promise<string> {
      const tree = entries.map(({ path, sha, mode = '100644' }) => ({ path, mode, type: 'blob', sha }));
      return (await inRepo<{ sha: string }>('POST', '/git/trees', { base_tree: baseTree, tree })).sha;
    },

    async createCommit(message: string, tree: string, parents: string[]): Promise<CommitInfo> {
      const raw = await inRepo<{ sha: string; message: string; tree: { sha: string }; parents: { sha: string }[] }>(
        'POST',
        '/git/commits',
        {
          message,
          tree,
          parents,
        },
      );
      return { sha: raw.sha, tree: raw.tree.sha, message: raw.message, parents: raw.parents.map((parent) => parent.sha) };
    },

    /** A new branch at `sha`; 422 (kind conflict) when it already exists. */
    async createRef(branch: string, sha: string): Promise<void> {
      await inRepo('POST', '/git/refs', { ref: `refs/heads/${branch}`, sha });
    },

    /** Moves a branch to `sha`, only forward: never forced, so no one's commit is ever lost (422 otherwise). */
    async updateRef(branch: string, sha: string): Promise<void> {
      await inRepo('PATCH', `/git/refs/heads/${refPath(branch)}`, { sha, force: false });
    },

    /** The open pull request from this repository's `branch`, if there is one. */
    async openPullFor(branch: string): Promise<PullInfo | undefined> {
      const query = new URLSearchParams({ state: 'open', head: `${owner}:${branch}` });
      const pulls = await inRepo<RawPull[]>('GET', `/pulls?${query}`);
      const pull = pulls.find((candidate) => candidate.head.ref === branch && fromHere(candidate));
      return pull ? pullOf(pull) : undefined;
    },

    /** Every open pull request of the repository, whoever opened it and from whichever branch: all pages of the list. */
    async openPullRequests(): Promise<PullInfo[]> {
      const found: PullInfo[] = [];
      const perPage = 100;
      // A list ends with a page shorter than asked for; the cap only guards against a list that never ends.
      for (let page = 1; page <= 100; page++) {
        const query = new URLSearchParams({ state: 'open', per_page: String(perPage), page: String(page) });
        // Asked again each time the studio shows its pages or opens one: while nothing changed GitHub answers 304.
        const pulls = await call<RawPull[]>('GET', `${repoPath}/pulls?${query}`, undefined, true);
        found.push(...pulls.map(pullOf));
        if (pulls.length < perPage) break;
      }
      return found;
    },

    /** Every open pull request of a page in review (its branch starts with content/), all pages of the list. */
    async openPulls(): Promise<PullInfo[]> {
      return (await client.openPullRequests()).filter((pull) => pull.head.startsWith('content/') && !pull.fork);
    },

    /**
     * One page (from 1) of the files a pull request changes, 100 a page, and whether another page follows.
     * Not a conditional read: GitHub's description documents no 304 for it, and the files change only with
     * the pull request's head commit, which the list of pull requests gives (so a caller asks once per head).
     */
    async pullFiles(number: number, page = 1): Promise<{ files: ChangedFile[]; more: boolean }> {
      const perPage = 100;
      const query = new URLSearchParams({ per_page: String(perPage), page: String(page) });
      const raw = await call<{ filename: string; previous_filename?: string; status: string; sha: string | null }[]>(
        'GET',
        `${repoPath}/pulls/${number}/files?${query}`,
      );
      return {
        files: raw.map((file) => ({
          path: file.filename,
          ...(file.previous_filename ? { previousPath: file.previous_filename } : {}),
          status: file.status,
          sha: file.sha,
        })),
        more: raw.length === perPage,
      };
    },

    /**
     * When each page last went live through its review: the merged pull requests of page branches among
     * the 100 closed most recently (one request, conditional), newest first, each with the commit its
     * branch was at when it was merged.
     */
    async mergedPulls(): Promise<{ head: string; mergedAt: string; headSha?: string }[]> {
      const query = new URLSearchParams({ state: 'closed', sort: 'updated', direction: 'desc', per_page: '100' });
      const pulls = await call<(RawPull & { merged_at: string | null })[]>('GET', `${repoPath}/pulls?${query}`, undefined, true);
      return pulls
        .filter((pull) => pull.merged_at && pull.head.ref.startsWith('content/') && fromHere(pull))
        .map((pull) => ({ head: pull.head.ref, mergedAt: pull.merged_at!, ...(pull.head.sha ? { headSha: pull.head.sha } : {}) }));
    },

    async createPull(pull: { title: string; head: string; base: string; body: string }): Promise<PullInfo> {
      return pullOf(await inRepo<RawPull>('POST', '/pulls', pull));
    },

    async updatePull(number: number, change: { body?: string; title?: string }): Promise<PullInfo> {
      return pullOf(await inRepo<RawPull>('PATCH', `/pulls/${number}`, change));
    },

    /**
     * A pull request's reviews, oldest first (who, their verdict, what they wrote), and, with `lines`, the
     * reviewers' comments on lines of the change. Asked each time the studio shows its pages: while
     * nothing changed GitHub answers 304, which costs nothing of the rate limit.
     */
    async pullReviews(number: number): Promise<PullReview[]> {
      const raw = await call<{ user: { login: string } | null; state: string; body: string | null }[]>(
        'GET',
        `${repoPath}/pulls/${number}/reviews?per_page=100`,
        undefined,
        true,
      );
      return raw.map((review) => ({ by: review.user?.login ?? 'A reviewer', state: review.state, body: review.body ?? '' }));
    },

    async pullLineComments(number: number): Promise<{ by: string; body: string; path: string }[]> {
      const raw = await call<{ user: { login: string } | null; body: string; path: string }[]>(
        'GET',
        `${repoPath}/pulls/${number}/comments?per_page=100`,
        undefined,
        true,
      );
      return raw.map((comment) => ({ by: comment.user?.login ?? 'A reviewer', body: comment.body, path: comment.path }));
    },

    /** The comments of a pull request's conversation (the scheduled-publish workflow writes there), conditional too. */
    async conversation(number: number): Promise<{ by: string; body: string }[]> {
      const raw = await call<{ user: { login: string } | null; body?: string }[]>(
        'GET',
        `${repoPath}/issues/${number}/comments?per_page=100`,
        undefined,
        true,
      );
      return raw.map((comment) => ({ by: comment.user?.login ?? '', body: comment.body ?? '' }));
    },
  };
  return client;
}

/**
 * The sha git (and so GitHub) gives a file with this content: "blob <size>\0<bytes>" hashed with SHA-1.
 * Lets the studio tell, without sending anything, whether a file differs from the one in a tree. Undefined
 * where the browser offers no hashing (a page not served over https).
 */
export async function gitBlobSha(content: string | Uint8Array): Promise<string | undefined> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return undefined;
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  const header = new TextEncoder().encode(`blob ${bytes.length}\0`);
  const whole = new Uint8Array(header.length + bytes.length);
  whole.set(header);
  whole.set(bytes, header.length);
  const digest = new Uint8Array(await subtle.digest('SHA-1', whole));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

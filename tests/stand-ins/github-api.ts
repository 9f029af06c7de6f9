// A stand-in for the part of GitHub's REST API the hosted page studio calls, for tests (there is no
// internet here, and a test must not write to a real repository). It is backed by a real bare git
// repository, so what it answers is what git holds, and it answers with the shapes of GitHub's REST
// documentation: the Git Data endpoints (refs, commits, trees, blobs), a path's commits and a file's content at a commit, pull requests (a
// fork's too, its head in another repository), the repository with the caller's permissions, an account's permission on it
// (GET /collaborators/{username}/permission: its role, 404 for an account with no access), and the signed-in user. It checks the token on every request (401 "Bad
// credentials"; 403 for a write without push access, as for a fine-grained token without Contents write,
// and for a pull request written without Pull requests write), refuses a ref update that is not a
// fast-forward (422) and a pull request of a branch with nothing new (422), counts each token's requests
// against its rate limit (403 with x-ratelimit-remaining: 0 once none are left), pages lists of pull
// requests and of the files each changes with a Link header, names a commit's author by the account its
// e-mail belongs to (GET /commits/{ref}, with the files it changed, a moved one "renamed" with its previous_filename; null for an e-mail no account has), and answers anything else with 404, recording it in `unknown` so a test can
// fail on a call the studio should not make. failNext makes chosen requests fail as GitHub's bad moments do
// (its own trouble, 500; a rate limit, 403 with x-ratelimit-remaining: 0; a secondary rate limit, with
// retry-after), before or after carrying the request out, so a test can watch the studio through them. Each
// GET answer has an ETag, and a request that sends it back while the answer is unchanged gets 304 (not
// counted against the rate limit); a recursive tree over `treeLimit` entries is answered truncated, as
// GitHub answers a very large tree. CORS as GitHub's API: any origin, its response headers readable.
import { execFile, execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ContractLog } from './github-contract.ts';
import {
  diffEntry,
  collaboratorPermission,
  fullRepository,
  privateUser,
  type RepositoryRole,
  pullRequest,
  repositoryCommit,
  simpleUser,
  type ChangedFileShape,
} from './github-shapes.ts';
import { reviewing, type Reviewing } from './github-reviews.ts';

export interface StandInUser {
  login: string;
  /** Whether the token may write to the repository. */
  push: boolean;
  /** Whether the token may open and edit pull requests (true unless told; a fine-grained token may lack it). */
  pullRequests?: boolean;
  /** How many requests the token has left in the current hour (GitHub gives 5,000); none left answers 403. */
  rateLimit?: number;
  /**
   * The account's name (its profile's): GitHub writes it as the author of the commits the account makes
   * through the API, with its no-reply e-mail. The login unless told.
   */
  name?: string;
}

export interface GitHubStandInOptions {
  /** The bare repository that plays the GitHub repository. */
  repo: string;
  owner: string;
  name: string;
  defaultBranch?: string;
  /** Token → who it signs in, and whether it may write. */
  tokens: Record<string, StandInUser>;
  /**
   * Check every exchange against GitHub's OpenAPI description (tests/stand-ins/github-contract.ts): true
   * unless told. With it, close() fails on any violation, naming the endpoint and the schema path.
   */
  checkContract?: boolean;
  /**
   * A recursive tree listing of more entries than this is answered as GitHub answers a tree over its limit
   * (100,000 entries or 7 MB): the first entries only, with `truncated: true`. A listing of one folder
   * (not recursive) is answered whole. No limit unless told.
   */
  treeLimit?: number;
  /**
   * Each account's role on the repository, for GET /collaborators/{username}/permission. An account not
   * listed is answered 404 (GitHub's answer for an account with no access), except a token's, which has
   * write when its token may push, read otherwise.
   */
  collaborators?: Record<string, RepositoryRole>;
  /**
   * Answer through a server that already listens at this address (it hands each request to `handle`), rather
   * than a server of the stand-in's own: the browser tests keep one address per worker, which the site they
   * serve was started with, and give each test a stand-in of its own behind it (tests/e2e/hosted-studio.ts).
   */
  at?: string;
}

export interface PullRequest {
  number: number;
  title: string;
  body: string | null;
  state: 'open' | 'closed';
  head: string;
  base: string;
  user: string;
  /** Set once merged (PUT /pulls/{n}/merge). */
  merged?: boolean;
  /** The commit its branch was at when it was merged. */
  mergedHead?: string;
  /** The repository its branch is in, owner/name, when it is a fork's (its branch is kept in this repository all the same). */
  headRepo?: string;
}

export interface GitHubStandIn {
  /** The API's base address, standing in for https://api.github.com. */
  url: string;
  /** Every request, in order: method, path and query, status. */
  requests: { method: string; path: string; status: number }[];
  /** Requests no endpoint here answers (each one is a call the studio should not have made). */
  unknown: string[];
  pulls: PullRequest[];
  /** After a pull request is opened: its checks, its reviews, its comments, its merge (tests/stand-ins/github-reviews.ts). */
  reviewing: Reviewing;
  /**
   * Every exchange checked against GitHub's own description of its API: counts per endpoint, and each
   * violation (of a request the studio sent or an answer the stand-in gave) in a line. close() logs the
   * counts and throws when there is a violation; a test that makes one on purpose empties the list.
   */
  contract: ContractLog;
  /**
   * The next `times` requests (1 unless told) whose method and path ("GET /repos/o/n/git/trees/main?recursive=1")
   * match `pattern` fail with `status`, answered as GitHub answers a failure: the body { message,
   * documentation_url } (the message GitHub gives for that status unless told) and the rate-limit headers
   * of every answer, with `headers` over them (for a rate limit: x-ratelimit-remaining 0 and x-ratelimit-reset).
   * Only statuses GitHub documents for every endpoint belong here (500, 502, 503, 403, 404, 429), or close() fails.
   * `times: Infinity` keeps failing until GitHub recovers: the answer is the function that makes it recover.
   */
  failNext(
    pattern: RegExp,
    status: number,
    options?: {
      times?: number;
      headers?: Record<string, string>;
      message?: string;
      /**
       * The request is carried out first and only its answer is the failure: a write GitHub applied though
       * its answer never said so (a rate limit or its own trouble answered after the work was done).
       */
      applied?: boolean;
    },
  ): () => void;
  /** Answers one request (for a server started with `at`, which hands it each request). */
  handle(request: http.IncomingMessage, response: http.ServerResponse): void;
  close(): Promise<void>;
}

class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A request no endpoint here answers: 404 as GitHub would, and recorded in `unknown`. */
class NoEndpoint extends ApiError {
  constructor() {
    super(404, 'Not Found');
  }
}

const docs = 'https://docs.github.com/rest';

/** GitHub's words for a failure a test asks for (failNext), by status. */
const failureMessages: Record<number, string> = {
  403: 'API rate limit exceeded for user ID 1.',
  404: 'Not Found',
  429: 'API rate limit exceeded for user ID 1.',
  500: 'Server Error',
  502: 'Server Error',
  503: 'Service Unavailable',
};

function git(repo: string, args: string[], options: { input?: string | Buffer; env?: NodeJS.ProcessEnv } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'git',
      args,
      { cwd: repo, env: { ...process.env, ...options.env }, encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve(stdout.toString('utf8').trim())),
    );
    if (options.input !== undefined) child.stdin!.end(options.input);
  });
}

/**
 * Files' content by commit and path, from one `git cat-file --batch` kept open for the stand-in's life (a
 * page of history asks for 21 at once: a git process each would make the stand-in, not the studio, the
 * slow part). Asked by a commit's sha only, which never changes meaning; undefined for what is not a file.
 */
function fileReader(repo: string) {
  const child = spawn('git', ['cat-file', '--batch'], { cwd: repo, stdio: ['pipe', 'pipe', 'ignore'] });
  let buffer = Buffer.alloc(0);
  const waiting: ((found: { sha: string; bytes: Buffer } | undefined) => void)[] = [];
  const drain = () => {
    while (waiting.length) {
      const end = buffer.indexOf(10);
      if (end < 0) return;
      const header = /^([0-9a-f]{40}) (\w+) (\d+)$/.exec(buffer.subarray(0, end).toString('utf8'));
      if (!header) {
        // "<name> missing" (or ambiguous): nothing follows the line.
        buffer = buffer.subarray(end + 1);
        waiting.shift()!(undefined);
        continue;
      }
      const size = Number(header[3]);
      if (buffer.length < end + 1 + size + 1) return;
      const bytes = Buffer.from(buffer.subarray(end + 1, end + 1 + size));
      buffer = buffer.subarray(end + 1 + size + 1);
      waiting.shift()!(header[2] === 'blob' ? { sha: header[1]!, bytes } : undefined);
    }
  };
  child.stdout.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    drain();
  });
  return {
    read(commit: string, filePath: string): Promise<{ sha: string; bytes: Buffer } | undefined> {
      if (!isSha(commit) || /[\n\r]/.test(filePath)) return Promise.resolve(undefined);
      return new Promise((resolve) => {
        waiting.push(resolve);
        child.stdin.write(`${commit}:${filePath}\n`);
      });
    },
    close: () => child.stdin.end(),
  };
}

const isSha = (text: unknown): text is string => typeof text === 'string' && /^[0-9a-f]{40}$/.test(text);

export async function startGitHubStandIn(options: GitHubStandInOptions): Promise<GitHubStandIn> {
  const { repo, owner, name, tokens } = options;
  const defaultBranch = options.defaultBranch ?? 'main';
  const requests: GitHubStandIn['requests'] = [];
  const unknown: string[] = [];
  const pulls: PullRequest[] = [];
  const remaining = new Map<string, number>();
  const failures: {
    pattern: RegExp;
    status: number;
    times: number;
    headers: Record<string, string>;
    message?: string;
    applied?: boolean;
  }[] = [];
  const contract = new ContractLog();
  const files = fileReader(repo);
  const checkContract = options.checkContract ?? true;
  let base = '';
  const repoPath = `/repos/${owner}/${name}`;
  const apiUrl = (p: string) => `${base}${repoPath}${p}`;
  const htmlUrl = `https://github.com/${owner}/${name}`;

  const refBody = (branch: string, sha: string) => ({
    ref: `refs/heads/${branch}`,
    node_id: Buffer.from(`ref:${branch}`).toString('base64'),
    url: apiUrl(`/git/refs/heads/${branch}`),
    object: { type: 'commit', sha, url: apiUrl(`/git/commits/${sha}`) },
  });
  const branchSha = (branch: string) => git(repo, ['rev-parse', '--verify', '-q', `refs/heads/${branch}^{commit}`]).catch(() => '');
  const objectType = (sha: string) => git(repo, ['cat-file', '-t', sha]).catch(() => '');
  /** Every branch's head, read once for an answer that names many (a page of pull requests). */
  const branchHeads = async () =>
    new Map(
      (await git(repo, ['for-each-ref', '--format=%(refname:lstrip=2) %(objectname)', 'refs/heads/']))
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split(' ') as [string, string]),
    );
  /** A pull request as GitHub answers it: in full, or as a list gives it (pull-request-simple). */
  const pullBody = (pull: PullRequest, heads: Map<string, string>, full = true) =>
    pullRequest(
      base,
      { owner, name, defaultBranch },
      { ...pull, headSha: pull.mergedHead ?? heads.get(pull.head) ?? '', baseSha: heads.get(pull.base) ?? '' },
      full,
    );
  /** A tree's entries, as git lists them (with -r -t: every entry, recursively). */
  async function treeEntries(sha: string, recursive: boolean) {
    const listing = await git(repo, ['ls-tree', '-l', ...(recursive ? ['-r', '-t'] : []), sha]);
    return listing
      ? listing.split('\n').map((line) => {
          const [info, entryPath] = line.split('\t') as [string, string];
          const [mode, type, entrySha, size] = info.split(/\s+/) as [string, string, string, string];
          return {
            path: entryPath,
            mode,
            type,
            sha: entrySha,
            ...(type === 'blob' ? { size: Number(size) } : {}),
            url: apiUrl(`/git/${type}s/${entrySha}`),
          };
        })
      : [];
  }
  /**
   * The account GitHub matches a commit's e-mail to: an account's no-reply address (login@users.noreply.github.com,
   * or id+login@…), and GitHub's own for the commits it makes (web-flow); null for any other e-mail, as
   * GitHub answers for an address no account has verified.
   */
  const accountOf = (email: string) =>
    email === 'noreply@github.com' ? 'web-flow' : (/^(?:\d+\+)?([^@]+)@users\.noreply\.github\.com$/i.exec(email)?.[1] ?? null);
  /**
   * One page of a list as GitHub pages lists: 30 a page unless per_page says otherwise (100 at most), and a
   * Link header to the next, last, first and previous pages.
   */
  function paged<T>(url: URL, items: T[]): { items: T[]; headers: Record<string, string> } {
    const perPage = Math.min(100, Math.max(1, Number(url.searchParams.get('per_page')) || 30));
    const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
    const last = Math.max(1, Math.ceil(items.length / perPage));
    const link = (n: number, rel: string) => {
      const query = new URLSearchParams(url.searchParams);
      query.set('page', String(n));
      return `<${base}${url.pathname}?${query}>; rel="${rel}"`;
    };
    const links = [
      ...(page < last ? [link(page + 1, 'next'), link(last, 'last')] : []),
      ...(page > 1 ? [link(1, 'first'), link(Math.min(page - 1, last), 'prev')] : []),
    ];
    return { items: items.slice((page - 1) * perPage, page * perPage), headers: links.length ? { Link: links.join(', ') } : {} };
  }
  /**
   * The files a pull request changes, as GitHub lists them: what its head changes since it left its base
   * (the merge base), renames found, each with its counts and, for text, its hunks.
   */
  async function changedFiles(pull: PullRequest): Promise<ChangedFileShape[]> {
    const [from, to] = [await branchSha(pull.base), await branchSha(pull.head)];
    if (!from || !to) return [];
    return diffFiles(await git(repo, ['merge-base', from, to]), to);
  }
  /** The files that differ from commit `since` to commit `to` (`since` may be git's empty tree), renames found, as GitHub lists them. */
  async function diffFiles(since: string, to: string): Promise<ChangedFileShape[]> {
    const [raw, counts, patches] = await Promise.all([
      git(repo, ['diff', '--raw', '--no-abbrev', '-M', '-z', since, to]),
      git(repo, ['diff', '--numstat', '-M', since, to]),
      git(repo, ['diff', '-M', '--no-color', since, to]),
    ]);
    // -z: a record ":old new oldSha newSha status" then its path, or for a rename its two paths.
    const fields = raw.split('\0').filter((field, i, all) => field !== '' || i < all.length - 1);
    const records: { status: string; sha: string; paths: string[] }[] = [];
    for (let i = 0; i < fields.length;) {
      const [, , , newSha, status] = fields[i]!.slice(1).split(' ') as [string, string, string, string, string];
      const two = /^[RC]/.test(status);
      records.push({ status, sha: newSha, paths: fields.slice(i + 1, i + (two ? 3 : 2)) });
      i += two ? 3 : 2;
    }
    const numbers = counts
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split('\t'));
    const hunks = patches.split(/^diff --git /m).slice(1);
    const names: Record<string, ChangedFileShape['status']> = {
      A: 'added',
      D: 'removed',
      M: 'modified',
      R: 'renamed',
      C: 'copied',
      T: 'changed',
    };
    return records.map((record, i) => {
      const [added = '-', deleted = '-'] = numbers[i] ?? [];
      const at = hunks[i]?.search(/^@@/m) ?? -1;
      const status = names[record.status[0]!] ?? 'modified';
      return {
        sha: status === 'removed' ? null : record.sha,
        filename: record.paths.at(-1)!,
        status,
        additions: Number(added) || 0,
        deletions: Number(deleted) || 0,
        ...(at >= 0 ? { patch: hunks[i]!.slice(at).trimEnd() } : {}),
        ...(record.paths.length === 2 ? { previousFilename: record.paths[0]! } : {}),
      };
    });
  }
  const review = reviewing({
    base: () => base,
    owner,
    name,
    defaultBranch,
    pulls,
    git: (args, options) => git(repo, args, options),
    branchSha,
    fullPull: async (pull) => pullBody(pull as PullRequest, await branchHeads()) as Record<string, unknown>,
    fail: (status, message) => new ApiError(status, message),
  });
  /** GitHub answers a 201 with the new object's address in Location. */
  const created = <T extends { url: string }>(body: T): [number, unknown, Record<string, string>] => [201, body, { Location: body.url }];

  /** git's tree with nothing in it: what a first commit is compared with. */
  const emptyTree = '4b825dc642cb6eb9a060e54bf8d69288fbee4904';

  async function commitBody(sha: string) {
    const [tree, parents, message, people] = await Promise.all([
      git(repo, ['rev-parse', `${sha}^{tree}`]),
      git(repo, ['rev-list', '--parents', '-n', '1', sha]).then((line) => line.split(' ').slice(1)),
      git(repo, ['log', '-1', '--format=%B', sha]),
      git(repo, ['log', '-1', '--format=%an%x00%ae%x00%aI%x00%cn%x00%ce%x00%cI', sha]).then((line) => line.split('\0')),
    ]);
    const [authorName, authorEmail, authorDate, committerName, committerEmail, committerDate] = people as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    return {
      sha,
      node_id: Buffer.from(`Commit:${sha}`).toString('base64'),
      url: apiUrl(`/git/commits/${sha}`),
      html_url: `${htmlUrl}/commit/${sha}`,
      author: { name: authorName, email: authorEmail, date: authorDate },
      committer: { name: committerName, email: committerEmail, date: committerDate },
      message,
      tree: { sha: tree, url: apiUrl(`/git/trees/${tree}`) },
      parents: parents.map((p) => ({ sha: p, url: apiUrl(`/git/commits/${p}`), html_url: `${htmlUrl}/commit/${p}` })),
      verification: { verified: false, reason: 'unsigned', signature: null, payload: null, verified_at: null },
    };
  }

  /**
   * Commits as a list of commits gives them: their git data, and the GitHub account of the author and the
   * committer where the name is one (else null, as GitHub answers for an email it knows no account for).
   * Read with one git log for the whole page of them.
   */
  async function listedCommits(shas: string[]) {
    if (!shas.length) return [];
    const format = ['%H', '%T', '%P', '%an', '%ae', '%aI', '%cn', '%ce', '%cI', '%B'].join('%x00');
    const log = await git(repo, ['log', '--no-walk=unsorted', `--format=${format}%x1e`, ...shas]);
    const account = (who: string) => (Object.values(tokens).some((t) => t.login === who) ? simpleUser(base, who) : null);
    return log
      .split('\x1e')
      .map((record) => record.replace(/^\n/, ''))
      .filter(Boolean)
      .map((record) => {
        const [sha = '', tree = '', parents = '', an = '', ae = '', ad = '', cn = '', ce = '', cd = '', message = ''] = record.split('\0');
        return {
          url: apiUrl(`/commits/${sha}`),
          sha,
          node_id: Buffer.from(`Commit:${sha}`).toString('base64'),
          html_url: `${htmlUrl}/commit/${sha}`,
          comments_url: apiUrl(`/commits/${sha}/comments`),
          commit: {
            url: apiUrl(`/git/commits/${sha}`),
            author: { name: an, email: ae, date: ad },
            committer: { name: cn, email: ce, date: cd },
            message: message.trim(),
            comment_count: 0,
            tree: { sha: tree, url: apiUrl(`/git/trees/${tree}`) },
            verification: { verified: false, reason: 'unsigned', signature: null, payload: null, verified_at: null },
          },
          author: account(an),
          committer: account(cn),
          parents: parents
            .split(' ')
            .filter(Boolean)
            .map((parent) => ({ sha: parent, url: apiUrl(`/commits/${parent}`), html_url: `${htmlUrl}/commit/${parent}` })),
        };
      });
  }

  async function route(
    method: string,
    url: URL,
    body: Record<string, unknown>,
    user: StandInUser,
  ): Promise<[number, unknown] | [number, unknown, Record<string, string>]> {
    const p = url.pathname;
    const write = method !== 'GET';
    if (p === '/user' && method === 'GET') return [200, privateUser(base, user.login)];
    if (p !== repoPath && !p.startsWith(`${repoPath}/`)) throw new NoEndpoint();
    if (write && !user.push) throw new ApiError(403, 'Resource not accessible by personal access token');
    const rest = p.slice(repoPath.length);

    if (rest === '' && method === 'GET')
      return [
        200,
        fullRepository(base, {
          owner,
          name,
          defaultBranch,
          permissions: { admin: false, maintain: false, push: user.push, triage: user.push, pull: true },
        }),
      ];

    // An account's permission on the repository: its role, or 404 for an account with no access.
    let m = /^\/collaborators\/([^/]+)\/permission$/.exec(rest);
    if (m && method === 'GET') {
      const login = decodeURIComponent(m[1]!);
      const token = Object.values(tokens).find((t) => t.login === login);
      const role = options.collaborators?.[login] ?? (token ? (token.push ? 'write' : 'read') : undefined);
      if (!role) throw new ApiError(404, 'Not Found');
      return [200, collaboratorPermission(base, login, role)];
    }

    // Every branch whose name starts with the given one (an empty list, not a 404, when none does).
    m = /^\/git\/matching-refs\/heads\/(.+)$/.exec(rest);
    if (m && method === 'GET') {
      const prefix = decodeURIComponent(m[1]!);
      const listing = await git(repo, ['for-each-ref', '--format=%(refname:lstrip=2) %(objectname)', 'refs/heads/']);
      const refs = listing
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split(' ') as [string, string])
        .filter(([branch]) => branch.startsWith(prefix))
        .map(([branch, sha]) => refBody(branch, sha));
      return [200, refs];
    }
    m = /^\/git\/ref\/heads\/(.+)$/.exec(rest);
    if (m && method === 'GET') {
      const branch = decodeURIComponent(m[1]!);
      const sha = await branchSha(branch);
      if (!sha) throw new ApiError(404, 'Not Found');
      return [200, refBody(branch, sha)];
    }
    m = /^\/git\/commits\/([0-9a-f]{40})$/.exec(rest);
    if (m && method === 'GET') {
      if ((await objectType(m[1]!)) !== 'commit') throw new ApiError(404, 'Not Found');
      return [200, await commitBody(m[1]!)];
    }
    m = /^\/git\/trees\/([0-9a-f]{40})$/.exec(rest);
    if (m && method === 'GET') {
      const sha = m[1]!;
      if (!['tree', 'commit'].includes(await objectType(sha))) throw new ApiError(404, 'Not Found');
      const recursive = url.searchParams.has('recursive');
      const tree = await treeEntries(sha, recursive);
      const truncated = recursive && options.treeLimit !== undefined && tree.length > options.treeLimit;
      return [
        200,
        {
          sha: await git(repo, ['rev-parse', `${sha}^{tree}`]),
          url: apiUrl(`/git/trees/${sha}`),
          tree: truncated ? tree.slice(0, options.treeLimit) : tree,
          truncated,
        },
      ];
    }
    m = /^\/git\/blobs\/([0-9a-f]{40})$/.exec(rest);
    if (m && method === 'GET') {
      if ((await objectType(m[1]!)) !== 'blob') throw new ApiError(404, 'Not Found');
      const bytes = await new Promise<Buffer>((resolve, reject) =>
        execFile('git', ['cat-file', 'blob', m![1]!], { cwd: repo, encoding: 'buffer' }, (error, out) =>
          error ? reject(error) : resolve(out),
        ),
      );
      const content = bytes.toString('base64').replace(/.{60}/g, '$&\n');
      return [200, { sha: m[1], node_id: '', size: bytes.length, url: apiUrl(`/git/blobs/${m[1]}`), content, encoding: 'base64' }];
    }
    if (rest === '/git/blobs' && method === 'POST') {
      const { content, encoding = 'utf-8' } = body as { content?: unknown; encoding?: unknown };
      if (typeof content !== 'string' || (encoding !== 'utf-8' && encoding !== 'base64')) throw new ApiError(422, 'Invalid request.');
      const bytes = encoding === 'base64' ? Buffer.from(content, 'base64') : Buffer.from(content, 'utf8');
      const sha = await git(repo, ['hash-object', '-w', '--stdin'], { input: bytes });
      return created({ sha, url: apiUrl(`/git/blobs/${sha}`) });
    }
    if (rest === '/git/trees' && method === 'POST') {
      const { base_tree: baseTree, tree } = body as { base_tree?: unknown; tree?: unknown };
      if (!Array.isArray(tree)) throw new ApiError(422, 'Invalid tree info');
      const scratch = mkdtempSync(path.join(tmpdir(), 'stand-in-index-'));
      const env = { GIT_INDEX_FILE: path.join(scratch, 'index') };
      try {
        if (baseTree !== undefined) {
          if (!isSha(baseTree) || !['tree', 'commit'].includes(await objectType(baseTree))) throw new ApiError(422, 'Invalid tree info');
          await git(repo, ['read-tree', baseTree], { env });
        }
        for (const entry of tree as { path?: unknown; mode?: unknown; type?: unknown; sha?: unknown; content?: unknown }[]) {
          if (typeof entry.path !== 'string' || entry.type !== 'blob' || !['100644', '100755'].includes(String(entry.mode)))
            throw new ApiError(422, 'Invalid tree info');
          if (entry.sha === null) {
            // A deletion; GitHub refuses one of a file the tree does not have.
            const listed = await git(repo, ['--literal-pathspecs', 'ls-files', '--', entry.path], { env });
            if (!listed.split('\n').includes(entry.path)) throw new ApiError(422, 'Invalid tree info');
            await git(repo, ['update-index', '--index-info'], { env, input: `0 ${'0'.repeat(40)}\t${entry.path}\n` });
            continue;
          }
          const sha =
            typeof entry.content === 'string'
              ? await git(repo, ['hash-object', '-w', '--stdin'], { input: Buffer.from(entry.content, 'utf8') })
              : entry.sha;
          if (!isSha(sha) || (await objectType(sha)) !== 'blob') throw new ApiError(422, 'Invalid tree info');
          await git(repo, ['update-index', '--add', '--cacheinfo', `${entry.mode},${sha},${entry.path}`], { env });
        }
        const sha = await git(repo, ['write-tree'], { env });
        // GitHub answers the new tree with its entries (the top level), as GET /git/trees/{sha} does.
        return created({ sha, url: apiUrl(`/git/trees/${sha}`), tree: await treeEntries(sha, false), truncated: false });
      } finally {
        rmSync(scratch, { recursive: true, force: true });
      }
    }
    if (rest === '/git/commits' && method === 'POST') {
      const { message, tree, parents = [] } = body as { message?: unknown; tree?: unknown; parents?: unknown };
      if (typeof message !== 'string' || !isSha(tree) || !Array.isArray(parents) || !parents.every(isSha))
        throw new ApiError(422, 'Invalid request.');
      const who = { GIT_AUTHOR_NAME: user.name ?? user.login, GIT_AUTHOR_EMAIL: `${user.login}@users.noreply.github.com` };
      const sha = await git(repo, ['commit-tree', tree, ...parents.flatMap((parent) => ['-p', parent]), '-F', '-'], {
        input: message,
        env: { ...who, GIT_COMMITTER_NAME: 'GitHub', GIT_COMMITTER_EMAIL: 'noreply@github.com' },
      });
      return created(await commitBody(sha));
    }
    if (rest === '/git/refs' && method === 'POST') {
      const { ref, sha } = body as { ref?: unknown; sha?: unknown };
      const branch = typeof ref === 'string' ? /^refs\/heads\/(.+)$/.exec(ref)?.[1] : undefined;
      if (!branch || !isSha(sha)) throw new ApiError(422, 'Invalid request.');
      if (await branchSha(branch)) throw new ApiError(422, 'Reference already exists');
      await git(repo, ['update-ref', `refs/heads/${branch}`, sha, '']);
      return created(refBody(branch, sha));
    }
    m = /^\/git\/refs\/heads\/(.+)$/.exec(rest);
    if (m && method === 'PATCH') {
      const branch = decodeURIComponent(m[1]!);
      const { sha, force = false } = body as { sha?: unknown; force?: unknown };
      if (!isSha(sha)) throw new ApiError(422, 'Invalid request.');
      const old = await branchSha(branch);
      if (!old) throw new ApiError(422, 'Reference does not exist');
      const fastForward = await git(repo, ['merge-base', '--is-ancestor', old, sha]).then(
        () => true,
        () => false,
      );
      if (!fastForward && force !== true) throw new ApiError(422, 'Update is not a fast forward');
      await git(repo, ['update-ref', `refs/heads/${branch}`, sha, old]);
      return [200, refBody(branch, sha)];
    }
    // A branch's commits that changed a path, newest first (as git log lists them, merges simplified away),
    // paged as GitHub pages lists: 30 a page unless per_page says otherwise (100 at most), with a Link header.
    if (rest === '/commits' && method === 'GET') {
      const from = url.searchParams.get('sha') ?? defaultBranch;
      const filePath = url.searchParams.get('path');
      const perPage = Math.min(100, Math.max(1, Number(url.searchParams.get('per_page')) || 30));
      const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
      const start = isSha(from) ? from : await branchSha(from);
      if (!start) throw new ApiError(404, 'Not Found');
      const all = (await git(repo, ['log', '--format=%H', start, ...(filePath ? ['--', filePath] : [])])).split('\n').filter(Boolean);
      const last = Math.max(1, Math.ceil(all.length / perPage));
      const link = (n: number, rel: string) => {
        const query = new URLSearchParams(url.searchParams);
        query.set('page', String(n));
        return `<${base}${p}?${query}>; rel="${rel}"`;
      };
      const links = [
        ...(page < last ? [link(page + 1, 'next'), link(last, 'last')] : []),
        ...(page > 1 ? [link(1, 'first'), link(Math.min(page - 1, last), 'prev')] : []),
      ];
      const listed = await listedCommits(all.slice((page - 1) * perPage, page * perPage));
      return [200, listed, links.length ? { Link: links.join(', ') } : {}];
    }
    // A file's content at a commit or branch (a file only: the studio never asks for a folder here).
    m = /^\/contents\/(.+)$/.exec(rest);
    if (m && method === 'GET') {
      const filePath = m[1]!.split('/').map(decodeURIComponent).join('/');
      const ref = url.searchParams.get('ref') ?? defaultBranch;
      const commit = isSha(ref) ? ref : await branchSha(ref);
      const found = commit ? await files.read(commit, filePath) : undefined;
      // Not there, or a folder.
      if (!found) throw new ApiError(404, 'Not Found');
      const { sha: blob, bytes } = found;
      const self = apiUrl(`/contents/${filePath}?ref=${encodeURIComponent(ref)}`);
      const html = `${htmlUrl}/blob/${ref}/${filePath}`;
      return [
        200,
        {
          type: 'file',
          encoding: 'base64',
          size: bytes.length,
          name: path.posix.basename(filePath),
          path: filePath,
          content: bytes.toString('base64').replace(/(.{60})/g, '$1\n'),
          sha: blob,
          url: self,
          git_url: apiUrl(`/git/blobs/${blob}`),
          html_url: html,
          download_url: `https://raw.githubusercontent.com/${owner}/${name}/${ref}/${filePath}`,
          _links: { git: apiUrl(`/git/blobs/${blob}`), self, html },
        },
      ];
    }
    if (rest === '/pulls' && method === 'GET') {
      const state = url.searchParams.get('state') ?? 'open';
      const head = url.searchParams.get('head');
      const found = pulls.filter((pull) => (state === 'all' || pull.state === state) && (!head || head === `${owner}:${pull.head}`));
      const { items, headers } = paged(url, found);
      const heads = await branchHeads();
      return [200, items.map((pull) => pullBody(pull, heads, false)), headers];
    }
    m = /^\/pulls\/(\d+)\/files$/.exec(rest);
    if (m && method === 'GET') {
      const pull = pulls.find((candidate) => candidate.number === Number(m![1]));
      if (!pull) throw new ApiError(404, 'Not Found');
      const headSha = await branchSha(pull.head);
      const { items, headers } = paged(url, await changedFiles(pull));
      return [200, items.map((file) => diffEntry(base, { owner, name }, headSha, file)), headers];
    }
    // A commit with the accounts GitHub matched its author and committer to (by e-mail), by sha or branch.
    // (A commit's check runs, status and comments are other endpoints, answered further on.)
    m = /^\/commits\/(.+)$/.exec(rest);
    if (m && method === 'GET' && !/\/(check-runs|check-suites|status|statuses|comments|pulls)$/.test(m[1]!)) {
      const ref = decodeURIComponent(m[1]!);
      const sha = isSha(ref) ? ((await objectType(ref)) === 'commit' ? ref : '') : await branchSha(String(ref).replace(/^heads\//, ''));
      if (!sha) throw new ApiError(404, `No commit found for SHA: ${ref}`);
      const recorded = await commitBody(sha);
      // Its files against its first parent (a first commit's against the empty tree), renames found, with its totals.
      const changed = await diffFiles(recorded.parents[0]?.sha ?? emptyTree, sha);
      const additions = changed.reduce((sum, file) => sum + file.additions, 0);
      const deletions = changed.reduce((sum, file) => sum + file.deletions, 0);
      return [
        200,
        {
          ...repositoryCommit(
            base,
            { owner, name },
            {
              sha,
              tree: recorded.tree.sha,
              parents: recorded.parents.map((parent) => parent.sha),
              message: recorded.message,
              author: recorded.author,
              committer: recorded.committer,
              authorLogin: accountOf(recorded.author.email),
              committerLogin: accountOf(recorded.committer.email),
            },
          ),
          stats: { additions, deletions, total: additions + deletions },
          files: changed.map((file) => diffEntry(base, { owner, name }, sha, file)),
        },
      ];
    }
    m = /^\/pulls\/(\d+)$/.exec(rest);
    if (m && method === 'PATCH') {
      const pull = pulls.find((candidate) => candidate.number === Number(m![1]));
      if (!pull) throw new ApiError(404, 'Not Found');
      const { title, body: text, state, base: into } = body as { title?: unknown; body?: unknown; state?: unknown; base?: unknown };
      if (
        (title !== undefined && typeof title !== 'string') ||
        (text !== undefined && text !== null && typeof text !== 'string') ||
        (state !== undefined && state !== 'open' && state !== 'closed') ||
        (into !== undefined && (typeof into !== 'string' || !(await branchSha(into))))
      )
        throw new ApiError(422, 'Validation Failed');
      if (typeof title === 'string') pull.title = title;
      if (text !== undefined) pull.body = text as string | null;
      if (state !== undefined) pull.state = state as PullRequest['state'];
      if (typeof into === 'string') pull.base = into;
      return [200, pullBody(pull, await branchHeads())];
    }
    if (rest.startsWith('/pulls') && write && user.pullRequests === false)
      throw new ApiError(403, 'Resource not accessible by personal access token');
    if (rest === '/pulls' && method === 'POST') {
      const { title, head, base: into, body: text = null } = body as { title?: unknown; head?: unknown; base?: unknown; body?: unknown };
      if (typeof title !== 'string' || typeof head !== 'string' || typeof into !== 'string') throw new ApiError(422, 'Validation Failed');
      const branch = head.replace(`${owner}:`, '');
      const [from, to] = [await branchSha(branch), await branchSha(into)];
      if (!from || !to) throw new ApiError(422, 'Validation Failed');
      const behind = await git(repo, ['merge-base', '--is-ancestor', from, to]).then(
        () => true,
        () => false,
      );
      if (behind) throw new ApiError(422, `No commits between ${into} and ${branch}`);
      if (pulls.some((pull) => pull.state === 'open' && pull.head === branch && pull.base === into))
        throw new ApiError(422, `A pull request already exists for ${owner}:${branch}.`);
      const pull: PullRequest = {
        number: pulls.length + 1,
        title,
        body: typeof text === 'string' ? text : null,
        state: 'open',
        head: branch,
        base: into,
        user: user.login,
      };
      pulls.push(pull);
      return created(pullBody(pull, await branchHeads()));
    }
    const answered = await review.route(method, rest, url, body, user.login);
    if (answered) return answered;
    throw new NoEndpoint();
  }

  const handle = (request: http.IncomingMessage, response: http.ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', base);
      const method = request.method ?? 'GET';
      let requestBody: unknown;
      try {
        if (chunks.length) requestBody = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        requestBody = undefined;
      }
      const cors = {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Expose-Headers':
          'ETag, Link, Location, Retry-After, X-GitHub-Request-Id, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Used, X-RateLimit-Resource, X-RateLimit-Reset',
      };
      const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
        requests.push({ method, path: `${url.pathname}${url.search}`, status });
        if (checkContract)
          contract.record({ method, url: `${url.pathname}${url.search}`, requestBody, status, headers, responseBody: payload });
        if (payload === undefined) {
          response.writeHead(status, { ...cors, ...headers });
          response.end();
          return;
        }
        response.writeHead(status, { ...cors, ...headers, 'Content-Type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify(payload));
      };
      if (method === 'OPTIONS') {
        response.writeHead(204, {
          ...cors,
          'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept, If-None-Match, X-GitHub-Api-Version',
          'Access-Control-Allow-Methods': 'GET, POST, PATCH, PUT, DELETE',
          'Access-Control-Max-Age': '86400',
        });
        response.end();
        return;
      }
      const token = /^(?:Bearer|token) (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
      const user = token ? tokens[token] : undefined;
      if (!user) return send(401, { message: 'Bad credentials', documentation_url: docs, status: '401' });
      // The token's rate limit, with the headers GitHub sends on every answer.
      const limit = 5000;
      const left = Math.max(0, remaining.get(token!) ?? user.rateLimit ?? limit);
      const rate = (count: number) => ({
        'X-RateLimit-Limit': String(limit),
        'X-RateLimit-Remaining': String(count),
        'X-RateLimit-Used': String(limit - count),
        'X-RateLimit-Reset': String(Math.ceil(Date.now() / 1000) + 3600),
        'X-RateLimit-Resource': 'core',
      });
      if (left === 0)
        return send(
          403,
          {
            message: 'API rate limit exceeded for user ID 1.',
            documentation_url: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api',
          },
          rate(0),
        );
      remaining.set(token!, left - 1);
      const failure = failures.find((f) => f.pattern.test(`${method} ${url.pathname}${url.search}`));
      if (failure && --failure.times <= 0) failures.splice(failures.indexOf(failure), 1);
      const fail = (f: NonNullable<typeof failure>) =>
        send(
          f.status,
          { message: f.message ?? failureMessages[f.status] ?? 'Server Error', documentation_url: docs },
          Object.fromEntries(Object.entries({ ...rate(left - 1), ...f.headers }).map(([key, value]) => [key.toLowerCase(), value])),
        );
      if (failure && !failure.applied) return fail(failure);
      let body: Record<string, unknown> = {};
      try {
        if (chunks.length) body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      } catch {
        return send(400, { message: 'Problems parsing JSON', documentation_url: docs, status: '400' });
      }
      route(method, url, body, user).then(
        ([status, payload, headers = {}]) => {
          if (failure) return fail(failure);
          // GitHub tags each answer with an ETag; a request that sends it back in If-None-Match while the
          // answer is the same gets 304 and no body, and does not count against the rate limit.
          if (method === 'GET' && status === 200) {
            const etag = `W/"${createHash('sha256').update(JSON.stringify(payload)).digest('hex').slice(0, 40)}"`;
            if (request.headers['if-none-match'] === etag) {
              remaining.set(token!, left);
              return send(304, undefined, { ...rate(left), ...headers, ETag: etag });
            }
            return send(status, payload, { ...rate(left - 1), ...headers, ETag: etag });
          }
          send(status, payload, { ...rate(left - 1), ...headers });
        },
        (error: unknown) => {
          if (error instanceof ApiError) {
            if (error instanceof NoEndpoint) unknown.push(`${method} ${url.pathname}${url.search}`);
            send(error.status, { message: error.message, documentation_url: docs, status: String(error.status) }, rate(left - 1));
          } else send(500, { message: String(error), status: '500' });
        },
      );
    });
  };
  const server = options.at ? undefined : http.createServer(handle);
  if (server) {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  } else base = options.at!;
  return {
    url: base,
    requests,
    unknown,
    pulls,
    reviewing: review,
    contract,
    failNext(pattern, status, { times = 1, headers = {}, message, applied } = {}) {
      const failure = { pattern, status, times, headers, message, applied };
      failures.push(failure);
      return () => void (failures.includes(failure) && failures.splice(failures.indexOf(failure), 1));
    },
    handle,
    async close() {
      if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
      files.close();
      if (!checkContract) return;
      console.log(contract.summary());
      if (contract.violations.length)
        throw new Error(`The GitHub API stand-in's exchanges break GitHub's description of its API:\n${contract.violations.join('\n')}`);
    },
  };
}

/**
 * A bare repository to play the site's repository on GitHub: one commit on `branch` (main unless told) with
 * these files, made in a clone next to it. Answers the bare repository's path; `remove` deletes both.
 */
export function makeSiteRepository(files: Record<string, string | Uint8Array>, branch = 'main'): { bare: string; remove(): void } {
  const work = mkdtempSync(path.join(tmpdir(), 'site-repository-'));
  const clone = path.join(work, 'clone');
  const bare = path.join(work, 'site.git');
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(clone, name)), { recursive: true });
    writeFileSync(path.join(clone, name), content);
  }
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: 'Dev',
    GIT_AUTHOR_EMAIL: 'dev@example.com',
    GIT_COMMITTER_NAME: 'Dev',
    GIT_COMMITTER_EMAIL: 'dev@example.com',
  };
  for (const args of [
    ['init', '-q', '-b', branch],
    ['add', '.'],
    ['commit', '-q', '-m', 'Site'],
  ])
    execFileSync('git', args, { cwd: clone, env });
  execFileSync('git', ['clone', '-q', '--bare', clone, bare]);
  return { bare, remove: () => rmSync(work, { recursive: true, force: true }) };
}

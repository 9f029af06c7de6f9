// A stand-in for the part of GitHub's REST API the hosted page studio calls, for tests (there is no
// internet here, and a test must not write to a real repository). It is backed by a real bare git
// repository, so what it answers is what git holds, and it answers with the shapes of GitHub's REST
// documentation: the Git Data endpoints (refs, commits, trees, blobs), pull requests, the repository
// with the caller's permissions, and the signed-in user. It checks the token on every request (401 "Bad
// credentials"; 403 for a write without push access, as for a fine-grained token without Contents write),
// refuses a ref update that is not a fast-forward (422), and answers anything else with 404, recording it
// in `unknown` so a test can fail on a call the studio should not make. CORS as GitHub's API: any origin.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface StandInUser {
  login: string;
  /** Whether the token may write to the repository. */
  push: boolean;
}

export interface GitHubStandInOptions {
  /** The bare repository that plays the GitHub repository. */
  repo: string;
  owner: string;
  name: string;
  defaultBranch?: string;
  /** Token → who it signs in, and whether it may write. */
  tokens: Record<string, StandInUser>;
}

export interface PullRequest {
  number: number;
  title: string;
  body: string | null;
  state: 'open' | 'closed';
  head: string;
  base: string;
  user: string;
}

export interface GitHubStandIn {
  /** The API's base address, standing in for https://api.github.com. */
  url: string;
  /** Every request, in order: method, path and query, status. */
  requests: { method: string; path: string; status: number }[];
  /** Requests no endpoint here answers (each one is a call the studio should not have made). */
  unknown: string[];
  pulls: PullRequest[];
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

const isSha = (text: unknown): text is string => typeof text === 'string' && /^[0-9a-f]{40}$/.test(text);

export async function startGitHubStandIn(options: GitHubStandInOptions): Promise<GitHubStandIn> {
  const { repo, owner, name, tokens } = options;
  const defaultBranch = options.defaultBranch ?? 'main';
  const requests: GitHubStandIn['requests'] = [];
  const unknown: string[] = [];
  const pulls: PullRequest[] = [];
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
  const pullBody = (pull: PullRequest) => ({
    number: pull.number,
    url: apiUrl(`/pulls/${pull.number}`),
    html_url: `${htmlUrl}/pull/${pull.number}`,
    state: pull.state,
    title: pull.title,
    body: pull.body,
    user: { login: pull.user },
    head: { ref: pull.head, label: `${owner}:${pull.head}`, sha: '' },
    base: { ref: pull.base, label: `${owner}:${pull.base}` },
  });

  async function commitBody(sha: string) {
    const [tree, parents, message] = await Promise.all([
      git(repo, ['rev-parse', `${sha}^{tree}`]),
      git(repo, ['rev-list', '--parents', '-n', '1', sha]).then((line) => line.split(' ').slice(1)),
      git(repo, ['log', '-1', '--format=%B', sha]),
    ]);
    return {
      sha,
      url: apiUrl(`/git/commits/${sha}`),
      html_url: `${htmlUrl}/commit/${sha}`,
      message,
      tree: { sha: tree, url: apiUrl(`/git/trees/${tree}`) },
      parents: parents.map((p) => ({ sha: p, url: apiUrl(`/git/commits/${p}`) })),
    };
  }

  async function route(method: string, url: URL, body: Record<string, unknown>, user: StandInUser): Promise<[number, unknown]> {
    const p = url.pathname;
    const write = method !== 'GET';
    if (p === '/user' && method === 'GET') return [200, { login: user.login, id: 1, type: 'User' }];
    if (p !== repoPath && !p.startsWith(`${repoPath}/`)) throw new NoEndpoint();
    if (write && !user.push) throw new ApiError(403, 'Resource not accessible by personal access token');
    const rest = p.slice(repoPath.length);

    if (rest === '' && method === 'GET')
      return [
        200,
        {
          name,
          full_name: `${owner}/${name}`,
          private: true,
          html_url: htmlUrl,
          default_branch: defaultBranch,
          permissions: { admin: false, maintain: false, push: user.push, triage: user.push, pull: true },
        },
      ];

    let m = /^\/git\/ref\/heads\/(.+)$/.exec(rest);
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
      const listing = await git(repo, ['ls-tree', '-l', ...(recursive ? ['-r', '-t'] : []), sha]);
      const tree = listing
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
      return [200, { sha: await git(repo, ['rev-parse', `${sha}^{tree}`]), url: apiUrl(`/git/trees/${sha}`), tree, truncated: false }];
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
      return [201, { sha, url: apiUrl(`/git/blobs/${sha}`) }];
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
            await git(repo, ['update-index', '--force-remove', '--', entry.path], { env });
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
        return [201, { sha, url: apiUrl(`/git/trees/${sha}`), truncated: false }];
      } finally {
        rmSync(scratch, { recursive: true, force: true });
      }
    }
    if (rest === '/git/commits' && method === 'POST') {
      const { message, tree, parents = [] } = body as { message?: unknown; tree?: unknown; parents?: unknown };
      if (typeof message !== 'string' || !isSha(tree) || !Array.isArray(parents) || !parents.every(isSha))
        throw new ApiError(422, 'Invalid request.');
      const who = { GIT_AUTHOR_NAME: user.login, GIT_AUTHOR_EMAIL: `${user.login}@users.noreply.github.com` };
      const sha = await git(repo, ['commit-tree', tree, ...parents.flatMap((parent) => ['-p', parent]), '-F', '-'], {
        input: message,
        env: { ...who, GIT_COMMITTER_NAME: 'GitHub', GIT_COMMITTER_EMAIL: 'noreply@github.com' },
      });
      return [201, await commitBody(sha)];
    }
    if (rest === '/git/refs' && method === 'POST') {
      const { ref, sha } = body as { ref?: unknown; sha?: unknown };
      const branch = typeof ref === 'string' ? /^refs\/heads\/(.+)$/.exec(ref)?.[1] : undefined;
      if (!branch || !isSha(sha)) throw new ApiError(422, 'Invalid request.');
      if (await branchSha(branch)) throw new ApiError(422, 'Reference already exists');
      await git(repo, ['update-ref', `refs/heads/${branch}`, sha, '']);
      return [201, refBody(branch, sha)];
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
    if (rest === '/pulls' && method === 'GET') {
      const state = url.searchParams.get('state') ?? 'open';
      const head = url.searchParams.get('head');
      const found = pulls.filter((pull) => (state === 'all' || pull.state === state) && (!head || head === `${owner}:${pull.head}`));
      return [200, found.map(pullBody)];
    }
    if (rest === '/pulls' && method === 'POST') {
      const { title, head, base: into, body: text = null } = body as { title?: unknown; head?: unknown; base?: unknown; body?: unknown };
      if (typeof title !== 'string' || typeof head !== 'string' || typeof into !== 'string') throw new ApiError(422, 'Validation Failed');
      const branch = head.replace(`${owner}:`, '');
      if (!(await branchSha(branch)) || !(await branchSha(into))) throw new ApiError(422, 'Validation Failed');
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
      return [201, pullBody(pull)];
    }
    throw new NoEndpoint();
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', base);
      const method = request.method ?? 'GET';
      const cors = {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Expose-Headers': 'ETag, Link, Location, X-GitHub-Request-Id',
      };
      const send = (status: number, payload: unknown) => {
        requests.push({ method, path: `${url.pathname}${url.search}`, status });
        response.writeHead(status, { ...cors, 'Content-Type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify(payload));
      };
      if (method === 'OPTIONS') {
        response.writeHead(204, {
          ...cors,
          'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept, X-GitHub-Api-Version',
          'Access-Control-Allow-Methods': 'GET, POST, PATCH, PUT, DELETE',
          'Access-Control-Max-Age': '86400',
        });
        response.end();
        return;
      }
      const token = /^(?:Bearer|token) (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
      const user = token ? tokens[token] : undefined;
      if (!user) return send(401, { message: 'Bad credentials', documentation_url: docs, status: '401' });
      let body: Record<string, unknown> = {};
      try {
        if (chunks.length) body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      } catch {
        return send(400, { message: 'Problems parsing JSON', documentation_url: docs, status: '400' });
      }
      route(method, url, body, user).then(
        ([status, payload]) => send(status, payload),
        (error: unknown) => {
          if (error instanceof ApiError) {
            if (error instanceof NoEndpoint) unknown.push(`${method} ${url.pathname}${url.search}`);
            send(error.status, { message: error.message, documentation_url: docs, status: String(error.status) });
          } else send(500, { message: String(error), status: '500' });
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    requests,
    unknown,
    pulls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

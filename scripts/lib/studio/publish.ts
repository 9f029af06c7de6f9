// Publish for review: the page files the studio saved become one commit on a new branch, pushed to the
// remote "origin", with the link that opens a pull request. The commit is made with git's plumbing and a
// temporary index, so the person's checkout (its branch, its index, its other changes) is never touched.
// git runs with argument arrays, never through a shell, and never with --force.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface PublishResult {
  ok: boolean;
  /** What happened, in plain words, for the person who pressed the button. */
  message: string;
  branch?: string;
  commit?: string;
  /** Where to open the pull request (GitHub) or merge request (GitLab), when the remote is one of those. */
  reviewUrl?: string;
  /** True when the commit stayed on this computer (no remote, or the push failed). */
  local?: boolean;
}

interface GitOptions {
  cwd: string;
  env?: NodeJS.ProcessEnv;
}

class GitError extends Error {
  constructor(
    readonly args: string[],
    readonly stderr: string,
  ) {
    super(`git ${args[0]} failed: ${stderr.trim().split('\n').at(-1) ?? ''}`);
  }
}

function git(args: string[], { cwd, env }: GitOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      'git',
      args,
      // No prompt for a password in a terminal nobody sees: a push that needs one fails and says so.
      { cwd, env: { ...process.env, ...env, GIT_TERMINAL_PROMPT: '0', GIT_ASKPASS: '' }, timeout: 60_000, maxBuffer: 1 << 20 },
      (error, stdout, stderr) => (error ? reject(new GitError(args, `${stderr}\n${error.message}`)) : resolve(stdout.trim())),
    );
  });
}

/** The page a set of files is named after: pages/industries/veterinary-seo.json is veterinary-seo. */
export function branchBaseName(files: string[]): string {
  const name = (file: string) =>
    file
      .replace(/\.json$/, '')
      .split('/')
      .filter((part) => part !== 'pages' && part !== 'industries')
      .join('-')
      .replace(/-index$/, '') || 'home';
  const first = name(files[0] ?? 'page');
  return `content/${first === 'index' ? 'home' : first}${files.length > 1 ? `-and-${files.length - 1}-more` : ''}`;
}

/**
 * The web page that opens a pull request from `branch` into `base`, for a remote on GitHub or GitLab, in
 * any of the usual address forms (https, ssh://, scp-like git@host:owner/repo).
 */
export function reviewLink(remote: string, base: string, branch: string): string | undefined {
  const match =
    /^(?:https?:\/\/(?:[^@/]+@)?|ssh:\/\/(?:[^@/]+@)?|[^@/:]+@)([^/:]+)(?::\d+)?[/:](.+?)(?:\.git)?\/?$/.exec(remote.trim()) ?? undefined;
  if (!match) return undefined;
  const [, host = '', repository = ''] = match;
  const web = `https://${host}/${repository}`;
  if (host.includes('github')) return `${web}/compare/${encodeURIComponent(base)}...${encodeURIComponent(branch)}?expand=1`;
  if (host.includes('gitlab')) {
    const query = new URLSearchParams({ 'merge_request[source_branch]': branch, 'merge_request[target_branch]': base });
    return `${web}/-/merge_requests/new?${query}`;
  }
  return undefined;
}

const describe = (routes: string[], added: boolean[]) =>
  routes.length === 1 ? `${added[0] ? 'Add' : 'Update'} the page ${routes[0]}` : `Update ${routes.length} pages: ${routes.join(', ')}`;

/**
 * Commits `files` (absolute, or relative to options.cwd, as saved by the studio) on a new branch and pushes it.
 * `routes` name the pages in the commit message. Nothing is lost on any failure: the files stay saved in
 * the working tree, and a commit that could not be pushed stays on its local branch.
 */
export async function publishForReview(files: string[], routes: string[], options: GitOptions): Promise<PublishResult> {
  if (!files.length) return { ok: false, message: 'There is nothing to publish: save a page first.' };
  let top: string;
  try {
    top = await git(['rev-parse', '--show-toplevel'], options);
  } catch {
    return {
      ok: false,
      message: 'This folder is not a git repository, so the page cannot be published for review. Your saved files are unchanged.',
    };
  }
  const repo = { ...options, cwd: top };
  // Paths inside the repository, with forward slashes, whatever folder they were given from.
  files = files.map((file) => path.relative(top, path.resolve(options.cwd, file)).split(path.sep).join('/'));
  let head: string;
  try {
    head = await git(['rev-parse', '--verify', 'HEAD^{commit}'], repo);
  } catch {
    return { ok: false, message: 'The repository has no commit yet, so there is nothing to branch from. Your saved files are unchanged.' };
  }
  const base = (await git(['symbolic-ref', '--short', '-q', 'HEAD'], repo).catch(() => '')) || 'main';

  // The commit: HEAD's tree with the saved files' current content, built in an index of its own.
  const scratch = mkdtempSync(path.join(tmpdir(), 'publish-'));
  const index = { ...repo, env: { ...repo.env, GIT_INDEX_FILE: path.join(scratch, 'index') } };
  let commit: string;
  const added: boolean[] = [];
  try {
    await git(['read-tree', head], index);
    for (const file of files) {
      const blob = await git(['hash-object', '-w', '--', file], repo);
      added.push(!(await git(['ls-tree', '--name-only', head, '--', file], repo)));
      await git(['update-index', '--add', '--cacheinfo', `100644,${blob},${file}`], index);
    }
    const tree = await git(['write-tree'], index);
    if (tree === (await git(['rev-parse', `${head}^{tree}`], repo))) {
      return { ok: false, message: 'The saved pages are the same as in the last commit: there is nothing new to publish.' };
    }
    try {
      commit = await git(['commit-tree', tree, '-p', head, '-m', describe(routes, added)], repo);
    } catch (error) {
      if (error instanceof GitError && /identity|tell me who you are|user\.(name|email)|empty ident/i.test(error.stderr)) {
        return {
          ok: false,
          message:
            'Git does not know who you are, so it cannot sign the commit. Ask a developer to set your name and email (git config --global user.name and user.email), then publish again. Your saved pages are unchanged.',
        };
      }
      throw error;
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }

  // A new branch every time: an existing name gets a number, and update-ref with an empty old value refuses to move a branch that exists.
  const stem = branchBaseName(files);
  let branch = stem;
  for (let n = 2; ; n++) {
    try {
      await git(['update-ref', `refs/heads/${branch}`, commit, ''], repo);
      break;
    } catch (error) {
      if (n > 50) throw error;
      branch = `${stem}-${n}`;
    }
  }

  const remote = await git(['remote', 'get-url', 'origin'], repo).catch(() => '');
  if (!remote) {
    return {
      ok: true,
      local: true,
      branch,
      commit,
      message: `Committed on the branch ${branch}. This repository has no remote called origin, so the commit stayed on this computer.`,
    };
  }
  try {
    await git(['push', 'origin', `refs/heads/${branch}:refs/heads/${branch}`], repo);
  } catch (error) {
    const reason =
      error instanceof GitError ? (error.stderr.split('\n').find((line) => /error|fatal|rejected|denied/i.test(line)) ?? '') : '';
    return {
      ok: false,
      local: true,
      branch,
      commit,
      message: `The commit is saved on the branch ${branch} on this computer, but sending it to origin failed${reason ? ` (${reason.trim()})` : ''}. Check the network or your access, then publish again. Nothing is lost.`,
    };
  }
  const reviewUrl = reviewLink(remote, base, branch);
  return {
    ok: true,
    branch,
    commit,
    reviewUrl,
    message: reviewUrl
      ? `Sent for review on the branch ${branch}. Open the pull request to ask for a review.`
      : `Sent to origin on the branch ${branch}. Open a pull request from it into ${base} on your git host.`,
  };
}

// Send for review on this computer, one page at a time (the engine's publish, engine/publish.ts, writes
// through publishPage): each page has its own branch, content/<page>, pushed to the
// remote "origin"; publishing the page again adds a commit to that branch, so its pull request is
// updated rather than doubled. The commit is made with git's plumbing and a temporary index, so the
// person's checkout (its branch, its index, its other changes) is never touched. git runs with argument
// arrays, never through a shell, and never with --force.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { newReviewBranchNames, reviewBranch, reviewBranchNames } from '../../shared/review-branch.ts';
import { isGitHub, parseRemote } from './remote.ts';
import type { ReviewFile, SendOutcome } from '../../engine/port.ts';
import { refused } from '../../engine/publish.ts';

export interface GitOptions {
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /** Given to git on its standard input. */
  input?: string | Buffer;
}

class GitError extends Error {
  constructor(
    readonly args: string[],
    readonly stderr: string,
  ) {
    super(`git ${args[0]} failed: ${stderr.trim().split('\n').at(-1) ?? ''}`);
  }
}

export function git(args: string[], { cwd, env, input }: GitOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'git',
      args,
      // No prompt for a password in a terminal nobody sees: a push that needs one fails and says so.
      { cwd, env: { ...process.env, ...env, GIT_TERMINAL_PROMPT: '0', GIT_ASKPASS: '' }, timeout: 60_000, maxBuffer: 1 << 20 },
      (error, stdout, stderr) => (error ? reject(new GitError(args, `${stderr}\n${error.message}`)) : resolve(stdout.trim())),
    );
    if (input !== undefined) child.stdin?.end(input);
  });
}

/** The branch a page is reviewed on, when no other page's branch holds that name (src/studio/shared/review-branch.ts). */
export const branchFor = reviewBranch;

/** Every review branch (content/…) with its tip: ours where we have it, else origin's as last seen. */
export async function reviewTips(repo: GitOptions): Promise<Map<string, string>> {
  const listed = await git(
    ['for-each-ref', '--format=%(objectname) %(refname)', 'refs/heads/content/', 'refs/remotes/origin/content/'],
    repo,
  ).catch(() => '');
  const tips = new Map<string, string>();
  for (const line of listed.split('\n').filter(Boolean)) {
    const [sha = '', ref = ''] = line.split(' ');
    const own = ref.startsWith('refs/heads/');
    const branch = ref.replace(/^refs\/(?:heads|remotes\/origin)\//, '');
    if (own || !tips.has(branch)) tips.set(branch, sha);
  }
  return tips;
}

/**
 * Whether a branch's commits not yet on HEAD change the page file `inRepo` (true: it is that page's review),
 * change only other files (false: another page's), or there are none (undefined: merged, or never used).
 */
async function branchChanges(tip: string, inRepo: string, repo: GitOptions): Promise<boolean | undefined> {
  if (await git(['rev-list', '-1', tip, '^HEAD', '--', inRepo], repo).catch(() => '')) return true;
  return (await git(['rev-list', '-1', tip, '^HEAD'], repo).catch(() => '')) ? false : undefined;
}

/**
 * The branch a page is in review on, with its tip: the first of its names (its own, content/<name>_2 …, then
 * the name it had before names were one per page file) whose branch changes the page file. With none, the
 * branch a review of it would be sent on: the first of its own names that no other page's unmerged changes
 * hold (a merged branch of that name is built on, as before).
 */
export async function pageBranch(
  inRepo: string,
  repo: GitOptions,
  tips?: Map<string, string>,
): Promise<{ branch: string; tip?: string; inReview: boolean }> {
  const known = tips ?? (await reviewTips(repo));
  const changes = new Map<string, boolean | undefined>();
  for (const branch of reviewBranchNames(inRepo)) {
    const tip = known.get(branch);
    if (!tip) continue;
    changes.set(branch, await branchChanges(tip, inRepo, repo));
    if (changes.get(branch)) return { branch, tip, inReview: true };
  }
  for (const branch of newReviewBranchNames(inRepo)) {
    const tip = known.get(branch);
    if (!tip) return { branch, inReview: false };
    if (changes.get(branch) === undefined) return { branch, tip, inReview: false };
  }
  throw new Error(`Every review branch name of ${inRepo} is taken by another page's review.`);
}

/**
 * The web page that opens a pull request from `branch` into `base`, for a remote on GitHub or GitLab, in
 * any of the address forms git accepts (remote.ts).
 */
export function reviewLink(remote: string, base: string, branch: string, pull?: { title: string; body: string }): string | undefined {
  const parsed = parseRemote(remote);
  if (!parsed) return undefined;
  const { host } = parsed;
  const web = `https://${host}/${parsed.path}`;
  if (host.includes('github')) {
    // The pull request opens with its title and description filled in: the same words as the commit.
    const query = new URLSearchParams({ expand: '1', ...(pull ? { title: pull.title, body: pull.body } : {}) });
    return `${web}/compare/${encodeURIComponent(base)}...${encodeURIComponent(branch)}?${query}`;
  }
  if (host.includes('gitlab')) {
    const query = new URLSearchParams({
      'merge_request[source_branch]': branch,
      'merge_request[target_branch]': base,
      ...(pull ? { 'merge_request[title]': pull.title, 'merge_request[description]': pull.body } : {}),
    });
    return `${web}/-/merge_requests/new?${query}`;
  }
  return undefined;
}

/** Whether a remote's address is on GitHub, where a page can be published at a time (remote.ts). */
export { isGitHub };

/** The tip of a page's review branch: ours if we have it, else origin's as last seen; undefined when there is none. */
export async function reviewTip(branch: string, options: GitOptions): Promise<string | undefined> {
  for (const ref of [`refs/heads/${branch}`, `refs/remotes/origin/${branch}`]) {
    const tip = await git(['rev-parse', '--verify', '-q', `${ref}^{commit}`], options).catch(() => '');
    if (tip) return tip;
  }
  return undefined;
}

/**
 * Commits one page on its review branch (a new branch from HEAD, or one more commit on the branch it is
 * already in review on) and pushes it: the port's sendForReview on this computer (engine/port.ts). `file`
 * and each of `files` are absolute or relative to options.cwd; the text given is what is committed, never
 * a later read of the disk. Nothing is lost on any failure: the file stays saved in the working tree, and
 * a commit that could not be pushed stays on its local branch. `newReview`: the branch's review was closed
 * without merging, so this send opens a new one (its link opens it) from HEAD, with this change alone.
 */
export async function publishPage(
  {
    file,
    text,
    files,
    words,
    newReview = false,
  }: { file: string; text: string; files: ReviewFile[]; words: { message: string; title: string; body: string }; newReview?: boolean },
  options: GitOptions,
): Promise<SendOutcome> {
  let top: string;
  try {
    top = await git(['rev-parse', '--show-toplevel'], options);
  } catch {
    return refused('not-sent', 'This folder is not a git repository, so the page cannot be sent for review. Your saved page is unchanged.');
  }
  const repo = { ...options, cwd: top };
  // The path inside the repository, with forward slashes, whatever folder it was given from.
  const repoPath = (name: string) => path.relative(top, path.resolve(options.cwd, name)).split(path.sep).join('/');
  const inRepo = repoPath(file);
  let head: string;
  try {
    head = await git(['rev-parse', '--verify', 'HEAD^{commit}'], repo);
  } catch {
    return refused('not-sent', 'The repository has no commit yet, so there is nothing to branch from. Your saved page is unchanged.');
  }
  const base = (await git(['symbolic-ref', '--short', '-q', 'HEAD'], repo).catch(() => '')) || 'main';
  const { branch, tip } = await pageBranch(inRepo, repo);
  // A branch whose review was closed is not built on: the new review starts from HEAD, as a merge of the
  // branch's tip and HEAD (so the branch only moves forward), and holds this change alone, never what the
  // closed review left on the branch.
  const fresh = newReview && tip !== undefined;
  const parent = fresh ? head : (tip ?? head);

  // The commit: the parent's tree with the page's text, built in an index of its own.
  const scratch = mkdtempSync(path.join(tmpdir(), 'publish-'));
  const index = { ...repo, env: { ...repo.env, GIT_INDEX_FILE: path.join(scratch, 'index') } };
  let commit: string;
  try {
    await git(['read-tree', parent], index);
    for (const part of [{ path: file, content: text }, ...files]) {
      const at = repoPath(part.path);
      if (part.content === null) {
        await git(['update-index', '--force-remove', '--', at], index);
        continue;
      }
      const blob = await git(['hash-object', '-w', '--stdin', `--path=${at}`], { ...repo, input: Buffer.from(part.content) });
      await git(['update-index', '--add', '--cacheinfo', `100644,${blob},${at}`], index);
    }
    const tree = await git(['write-tree'], index);
    const same = tree === (await git(['rev-parse', `${parent}^{tree}`], repo));
    // Nothing new: said so. After a closed review, the page as HEAD has it: nothing to review.
    if (same) return { nothingNew: { inReview: Boolean(tip) && !fresh } };
    // The closed review's branch is this change on HEAD as it is now: it goes to the new review as it is.
    const [tipTree, tipParents] = fresh
      ? await Promise.all([git(['rev-parse', `${tip}^{tree}`], repo), git(['rev-list', '--parents', '-n', '1', tip!], repo)])
      : [];
    try {
      if (tipTree === tree && tipParents!.split(' ').slice(1).includes(head)) commit = tip!;
      else {
        const parents = fresh ? ['-p', tip!, '-p', head] : ['-p', parent];
        commit = await git(['commit-tree', tree, ...parents, '-F', '-'], { ...repo, input: words.message });
      }
    } catch (error) {
      if (error instanceof GitError && /identity|tell me who you are|user\.(name|email)|empty ident/i.test(error.stderr)) {
        return refused(
          'not-sent',
          'Git does not know who you are, so it cannot sign the change. Ask a developer to set your name and email (git config --global user.name and user.email), then publish again. Your saved page is unchanged.',
        );
      }
      throw error;
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  // Moves the branch only from where it was read (or creates it), so two publishes never lose a commit.
  const ownTip = await git(['rev-parse', '--verify', '-q', `refs/heads/${branch}`], repo).catch(() => '');
  if (commit !== ownTip) await git(['update-ref', `refs/heads/${branch}`, commit, ownTip || ''], repo);

  const remote = await git(['remote', 'get-url', 'origin'], repo).catch(() => '');
  if (!remote) return { kept: { branch, commit } };
  try {
    await git(['push', 'origin', `refs/heads/${branch}:refs/heads/${branch}`], repo);
  } catch (error) {
    const reason =
      error instanceof GitError ? (error.stderr.split('\n').find((line) => /error|fatal|rejected|denied/i.test(line)) ?? '') : '';
    return { kept: { branch, commit, failed: reason.trim() } };
  }
  const reviewUrl = reviewLink(remote, base, branch, { title: words.title, body: words.body });
  return { sent: { branch, commit, updated: Boolean(tip) && !newReview, ...(reviewUrl ? { reviewUrl } : {}) } };
}

// Each page's state for review, read from git alone (the last commit, the working tree and the pages'
// review branches), so a restart of the studio loses nothing: Published (the file is as committed),
// In review (its text is the tip of its branch, content/<page>: see review-branch.ts), Changed (saved, not yet sent).
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { changedPageFiles } from './changes.ts';
import { git, isGitHub, pageBranch, reviewLink, reviewTips, type GitOptions } from './publish.ts';
import { scheduledTimeInMessage } from '../../shared/schedule.ts';
import type { ReviewState } from '../../backend.ts';
import { isPageFile } from '../../../core/content/load.ts';

/** The state of every page file that is not as committed (absolute file → state); the others are published. */
export async function reviewStates(dir: string): Promise<Map<string, ReviewState>> {
  const states = new Map<string, ReviewState>();
  const changed = await changedPageFiles(dir);
  if (!changed.length) return states;
  const top = await git(['rev-parse', '--show-toplevel'], { cwd: dir });
  const repo = { cwd: top };
  const remote = await git(['remote', 'get-url', 'origin'], repo).catch(() => '');
  const base = (await git(['symbolic-ref', '--short', '-q', 'HEAD'], repo).catch(() => '')) || 'main';
  const root = realpathSync(dir);
  const tips = await reviewTips(repo);
  const pages = await Promise.all(
    changed.map(async (file) => {
      const inRepo = path
        .relative(top, path.join(root, path.relative(dir, file)))
        .split(path.sep)
        .join('/');
      const [{ branch, tip }, now] = await Promise.all([pageBranch(inRepo, repo, tips), git(['hash-object', '--', inRepo], repo)]);
      return { file, inRepo, branch, tip, now };
    }),
  );
  const sentOn = async (tip: string | undefined, inRepo: string) =>
    tip ? await git(['rev-parse', '--verify', '-q', `${tip}:${inRepo}`], repo).catch(() => '') : '';
  for (const page of pages) {
    // In review on its own branch, or sent with another page's change (links updated to a renamed page's new address).
    let branch: string | undefined;
    if ((await sentOn(page.tip, page.inRepo)) === page.now) branch = page.branch;
    else
      for (const other of pages)
        if (other !== page && other.tip && (await sentOn(other.tip, page.inRepo)) === page.now) {
          branch = other.branch;
          break;
        }
    const scheduled = branch && isGitHub(remote) ? await sentTime(pages.find((p) => p.branch === branch)?.tip, repo) : undefined;
    states.set(
      page.file,
      branch
        ? {
            state: 'in-review',
            branch,
            ...(remote ? { reviewUrl: reviewLink(remote, base, branch) } : {}),
            ...(scheduled ? { scheduled } : {}),
          }
        : { state: 'changed' },
    );
  }
  return states;
}

/**
 * The time the page was last sent to be published at: the newest "Publish on:" line of its branch's
 * commits since the current one (this studio writes it there, under the message's first line). A time changed on GitHub since is not known here.
 */
async function sentTime(tip: string | undefined, repo: GitOptions): Promise<string | undefined> {
  if (!tip) return undefined;
  // Each commit's message on its own (newest first): the line is the third of a message this studio wrote.
  const messages = await git(['log', '--format=%B%x00', tip, '^HEAD'], repo).catch(() => '');
  for (const message of messages.split('\0')) {
    const at = scheduledTimeInMessage(message.replace(/^\n+/, ''));
    if (at) return at.toISOString();
  }
  return undefined;
}

/**
 * The page's text as last sent for review (the tip of its branch) or else as published (the last commit);
 * undefined for a new page. `read` gives any other file of the pages folder as it is in that same commit.
 */
export async function lastSentText(
  dir: string,
  file: string,
): Promise<{
  text?: string;
  inReview: boolean;
  read: (other: string) => Promise<string | undefined>;
  /** Whether another file (a photo) is at that same commit with these very bytes; undefined when it is not there. */
  same: (other: string) => Promise<boolean | undefined>;
  /** Whether another file (a photo) is at that same commit, whatever its bytes (and whether or not it is on disk). */
  has: (other: string) => Promise<boolean>;
  /** The files a folder holds at that same commit, named as on disk (whether or not they still are). */
  filesIn: (folder: string) => Promise<string[]>;
  /** The time it was sent to be published at, where one was chosen (an ISO time). */
  scheduled?: string;
  /** Whether the site's remote is on GitHub (where a page can be published at a time). */
  onGitHub: boolean;
  /** The page's text as published (the last commit of the branch the studio works on); undefined for a new page. */
  published?: string;
}> {
  const top = await git(['rev-parse', '--show-toplevel'], { cwd: dir }).catch(() => '');
  if (!top)
    return {
      inReview: false,
      read: async () => undefined,
      same: async () => undefined,
      has: async () => false,
      filesIn: async () => [],
      onGitHub: false,
    };
  const repo = { cwd: top };
  const onGitHub = isGitHub(await git(['remote', 'get-url', 'origin'], repo).catch(() => ''));
  const root = realpathSync(dir);
  const repoPath = (absolute: string) =>
    path
      .relative(top, path.join(root, path.relative(dir, absolute)))
      .split(path.sep)
      .join('/');
  const inRepo = repoPath(file);
  const { tip } = await pageBranch(inRepo, repo);
  const at = async (commit: string, name = inRepo) => git(['cat-file', 'blob', `${commit}:${name}`], repo).catch(() => undefined);
  const sent = tip ? await at(tip) : undefined;
  const commit = sent !== undefined ? tip! : 'HEAD';
  const read = (other: string) => at(commit, repoPath(other));
  const blobAt = (other: string) => git(['rev-parse', '--verify', '-q', `${commit}:${repoPath(other)}`], repo).catch(() => '');
  const same = async (other: string) => {
    const there = await blobAt(other);
    return there ? there === (await git(['hash-object', '--', other], repo)) : undefined;
  };
  const has = async (other: string) => Boolean(await blobAt(other));
  const filesIn = async (folder: string) =>
    (await git(['ls-tree', '--name-only', '-z', `${commit}:${repoPath(folder)}`], repo).catch(() => ''))
      .split('\0')
      .filter(Boolean)
      .map((name) => path.join(folder, name));
  const scheduled = sent !== undefined && onGitHub ? await sentTime(tip, repo) : undefined;
  const published = await at('HEAD');
  return sent !== undefined
    ? { text: sent, inReview: true, read, same, has, filesIn, onGitHub, published, ...(scheduled ? { scheduled } : {}) }
    : { text: published, inReview: false, read, same, has, filesIn, onGitHub, published };
}

/**
 * The other versions git holds of the pages of `dir`, for the photos a send leaves behind: which page files
 * have changes not in the last commit (`changed`, absolute), each one's text as published (the last
 * commit; none for a new page), and each page's text in every review branch that changes it (content/…,
 * ours or origin's as last seen, with commits not yet on HEAD), by absolute file, named as on disk.
 */
export async function pageVersionsInGit(
  dir: string,
): Promise<{ changed: Set<string>; versions: Map<string, { published?: string; inReview: string[] }> }> {
  const versions = new Map<string, { published?: string; inReview: string[] }>();
  const changedFiles = await changedPageFiles(dir);
  const changed = new Set(changedFiles.map((file) => path.resolve(file)));
  const top = await git(['rev-parse', '--show-toplevel'], { cwd: dir }).catch(() => '');
  if (!top) return { changed, versions };
  const repo = { cwd: top };
  const root = realpathSync(dir);
  const folder = path.relative(top, root).split(path.sep).join('/');
  const inRepoOf = (file: string) => path.posix.join(folder, path.relative(dir, file).split(path.sep).join('/'));
  const fileOf = (inRepo: string) => path.resolve(dir, ...path.posix.relative(folder, inRepo).split('/'));
  const entry = (file: string) => versions.get(file) ?? versions.set(file, { inReview: [] }).get(file)!;
  const show = (commit: string, inRepo: string) => git(['cat-file', 'blob', `${commit}:${inRepo}`], repo).catch(() => undefined);
  for (const file of changedFiles) {
    const published = await show('HEAD', inRepoOf(file));
    if (published !== undefined) entry(path.resolve(file)).published = published;
  }
  for (const tip of new Set((await reviewTips(repo)).values())) {
    // The files the branch changes since it left the site's branch (none once it was merged).
    const names = await git(['diff', '--name-only', '-z', `HEAD...${tip}`, '--', folder || '.'], repo).catch(() => '');
    for (const inRepo of names.split('\0').filter(Boolean)) {
      const file = fileOf(inRepo);
      if (!isPageFile(dir, file)) continue;
      const text = await show(tip, inRepo);
      if (text !== undefined) entry(file).inReview.push(text);
    }
  }
  return { changed, versions };
}

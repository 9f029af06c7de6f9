// Publish for review in the studio on the web: the same result as the local studio's Publish (one branch
// per page, content/<page>, one more commit each time the page is published again, one pull request that
// lists what changed), made through GitHub's Git Data API from the browser. A branch only ever moves
// forward: its update is never forced, so a commit someone else added is never lost.
import { reviewBranch } from '../shared/review-branch.ts';
import { gitBlobSha, type GitHubClient, type PullInfo, type TreeChange } from './client.ts';
import { GitHubError } from './errors.ts';
import type { ReviewFile } from '../engine/port.ts';

/**
 * The branch a page is reviewed on, when no other page's review holds that name: pages/industries/veterinary-seo.json
 * is content/industries.veterinary-seo, pages/services/local-seo.json content/services.local-seo,
 * pages/index.json content/index. The same rule as the local studio's, so a page sent for review from
 * either is on the same branch (review-branch.ts; the backend's branchOf finds a review opened under an
 * earlier name, and takes the next name when another page's review holds this one).
 */
export const branchForPage = reviewBranch;

export interface PublishToBranchRequest {
  /** The branch a new review branch starts from and its pull request asks to merge into: the default branch. */
  base: string;
  /** The review branch, from branchForPage. */
  branch: string;
  /** Paths from the repository's root (pages/about.json, photos/van.jpg): text as UTF-8, bytes as they are, null deletes one the branch has. */
  files: ReviewFile[];
  /** The commit message. */
  message: string;
  /** The pull request's title, used when it is opened. */
  title: string;
  /**
   * The pull request's description: set when it is opened; when the page is sent again, added below the
   * earlier one under the day it was sent, so the reviewer still reads every earlier change.
   */
  body: string;
  /** When it is sent (now unless told): the day heads the change list added to an open pull request. */
  sentAt?: Date;
  /**
   * Paths the page needs (the photos it shows): where a send starts again from the base, each one the base
   * lacks is kept as the branch has it.
   */
  carry?: string[];
}

/**
 * An open pull request's description after the page is sent again: the earlier description as it is
 * (with whatever a reviewer added to it), then the new change list under the day it was sent.
 */
export function bodyAfterSendingAgain(earlier: string | null, added: string, sentAt: Date): string {
  const before = (earlier ?? '').trimEnd();
  if (!added.trim()) return before;
  const section = `### Sent again on ${sentAt.toISOString().slice(0, 10)}\n\n${added.trim()}`;
  return before ? `${before}\n\n${section}` : section;
}

export type PublishToBranchResult =
  | {
      /** Sent for review: a new commit on the branch, and its pull request opened or updated. */
      sent: true;
      branch: string;
      /** The branch's head: the new commit (or, when only the pull request was opened, the commit it already had). */
      commit: string;
      /** The pull request's page on GitHub. */
      reviewUrl: string;
      pull: number;
      /** The pull request's description as it is now. */
      body: string;
      /** True when the pull request was already open: it got one more commit, and the new change list below its description. */
      updated: boolean;
    }
  | {
      /** Nothing new to send: every file is already as the branch (or, with no branch yet, the base) has it. Nothing was written. */
      sent: false;
      branch: string;
      /** The open pull request's page, when the page is already in review. */
      reviewUrl?: string;
      inReview: boolean;
    };

/**
 * The change is on its branch on GitHub but its pull request could not be opened or updated (a token that
 * may write Contents but not Pull requests, say). Publishing the same page again opens it.
 */
export class ReviewNotOpenedError extends GitHubError {
  constructor(
    readonly branch: string,
    readonly commit: string,
    cause: GitHubError,
  ) {
    super(cause.status, cause.kind, reviewNotOpenedMessage(branch, cause), cause.detail);
  }
}

/**
 * What happened when the commit reached its branch and the pull request did not: the change is safe, why
 * the review is missing (GitHub's refusal said for this step, never as if nothing had been written), and
 * what to do.
 */
function reviewNotOpenedMessage(branch: string, cause: GitHubError): string {
  const saved = `Your change is saved on GitHub, on its own branch "${branch}", but its review (pull request) could not be opened: `;
  const again = 'then send it again: the review opens with your change in it.';
  switch (cause.kind) {
    case 'no-access':
      return `${saved}this sign-in may change the site’s files but GitHub does not let it open pull requests. Ask an owner of the site’s repository for a token that may also write Pull requests (or to open the review for "${branch}" on GitHub), ${again}`;
    case 'signed-out':
      return `${saved}your GitHub sign-in ended meanwhile. Sign in again, ${again}`;
    case 'rejected':
      return `${saved}GitHub did not accept the request to open it. Try again in a moment; if it happens again, tell a developer the branch's name. When you try again, ${again.replace(/^then /, '')}`;
    default:
      return `${saved}${cause.message} Your change stays on its branch meanwhile; ${again}`;
  }
}

/** GitHub refused to move the branch (422): it is not where it was read. */
class BranchMoved extends Error {
  constructor(override readonly cause: GitHubError) {
    super(cause.message);
  }
}

/** What one try at the commit came to. */
type Committed =
  /** A new commit, now the branch's head; `open`, its review where one was open. */
  | { commit: string; open?: PullInfo }
  /** The branch (at `head`) holds the change already: with its review `open`, nothing is new; else its review is opened for it. */
  | { same: true; head: string; open?: PullInfo }
  /** Every file is as the base has it: there is nothing to review. */
  | { nothing: true };

/**
 * Commits `files` on `branch` and opens or updates its pull request. A branch whose review is open gets one
 * more commit on top. Any other (a new page's first send, or a branch whose review was closed, merged or
 * never opened) starts again from `base`: the commit is the base's files with these, and the photos of
 * `carry` that the base lacks kept as the branch has them (a photo the page shows that only went with an
 * earlier review). A branch that exists gets it as a merge of its head and the base, so it only moves
 * forward, and the new review holds this change alone, never what the earlier one left on the branch.
 */
export async function publishToBranch(client: GitHubClient, request: PublishToBranchRequest): Promise<PublishToBranchResult> {
  const { base, branch, files, message, title, body, sentAt = new Date(), carry = [] } = request;
  const blobs = new Map<string, string>();

  /** One try from the branch as it is now. */
  async function commitOn(head: string | undefined): Promise<Committed> {
    const open = head === undefined ? undefined : await client.openPullFor(branch);
    const fresh = !open;
    const baseHead = fresh ? await client.branchHead(base) : undefined;
    if (fresh && !baseHead)
      throw new GitHubError(404, 'not-found', `The site’s main branch "${base}" was not found on GitHub. Tell a developer.`);
    const parent = (fresh ? baseHead : head)!;
    const current = await client.tree(parent);
    const known = new Map(current.files.map((file) => [file.path, file.sha]));
    // Only the files that differ go into the tree; a truncated listing cannot tell, so then every file does
    // (and the tree's own sha still tells whether anything changed).
    const changed: { path: string; content: string | Uint8Array }[] = [];
    const entries: TreeChange[] = [];
    for (const file of files) {
      // A deletion goes in only for a file the branch has (a truncated listing cannot tell: it is left).
      if (file.content === null) {
        if (known.has(file.path)) entries.push({ path: file.path, sha: null });
        continue;
      }
      const sha = await gitBlobSha(file.content);
      if (sha && !current.truncated && known.get(file.path) === sha) continue;
      changed.push({ path: file.path, content: file.content });
    }
    if (fresh && head) {
      const sent = new Set(files.map((file) => file.path));
      const wanted = carry.filter((path) => !sent.has(path) && !known.has(path));
      const onBranch = wanted.length ? new Map((await client.tree(head)).files.map((file) => [file.path, file.sha])) : new Map();
      for (const path of wanted) {
        const sha = onBranch.get(path);
        if (sha) entries.push({ path, sha });
      }
    }
    for (const file of changed) {
      let sha = blobs.get(file.path);
      if (!sha) blobs.set(file.path, (sha = await client.createBlob(file.content)));
      entries.push({ path: file.path, sha });
    }
    const tree = entries.length ? await client.createTree(current.sha, entries) : current.sha;
    if (tree === current.sha) return open ? { same: true, head: head!, open } : { nothing: true };
    if (fresh && head) {
      // The branch holds exactly this already, made on the base as it is now (its review was never opened).
      const tip = await client.commit(head);
      if (tip.tree === tree && tip.parents.includes(baseHead!)) return { same: true, head };
    }
    const commit = await client.createCommit(message, tree, fresh && head ? [head, baseHead!] : [parent]);
    // A new branch is made at its first commit, so a publish that fails midway leaves no empty branch.
    try {
      if (head) await client.updateRef(branch, commit.sha);
      else await client.createRef(branch, commit.sha);
    } catch (error) {
      if (error instanceof GitHubError && error.status === 422) throw new BranchMoved(error);
      throw error;
    }
    return { commit: commit.sha, ...(open ? { open } : {}) };
  }

  let committed: Committed;
  try {
    committed = await commitOn(await client.branchHead(branch));
  } catch (error) {
    // The branch moved (or appeared, or went) since it was read: once more from where it is now, on top of
    // what is there. If it moves again, the editor is told, and nothing is forced.
    if (!(error instanceof BranchMoved)) throw error;
    try {
      committed = await commitOn(await client.branchHead(branch));
    } catch (again) {
      throw again instanceof BranchMoved ? again.cause : again;
    }
  }
  if ('nothing' in committed) return { sent: false, branch, inReview: false };
  if ('same' in committed) {
    // In review as it is: nothing new. Or the branch holds the change but its review could not be opened
    // last time: it is opened now.
    const { head, open } = committed;
    if (open) return { sent: false, branch, inReview: true, reviewUrl: open.htmlUrl };
    try {
      const pull = await client.createPull({ title, head: branch, base, body });
      return { sent: true, branch, commit: head, reviewUrl: pull.htmlUrl, pull: pull.number, body, updated: false };
    } catch (error) {
      if (error instanceof GitHubError && error.status === 422) return { sent: false, branch, inReview: false };
      if (error instanceof GitHubError) throw new ReviewNotOpenedError(branch, head, error);
      throw error;
    }
  }
  const { commit, open } = committed;

  try {
    // An open pull request keeps its description: the new change list is added below it.
    const addTo = (open: PullInfo) => client.updatePull(open.number, { body: bodyAfterSendingAgain(open.body, body, sentAt) });
    let pull: PullInfo | undefined = open;
    let updated = Boolean(pull);
    if (pull) pull = await addTo(pull);
    else {
      try {
        pull = await client.createPull({ title, head: branch, base, body });
      } catch (error) {
        // Opened at the same moment from elsewhere: this commit is in it already; our change list is added to it.
        const other = error instanceof GitHubError && error.status === 422 ? await client.openPullFor(branch) : undefined;
        if (!other) throw error;
        pull = await addTo(other);
        updated = true;
      }
    }
    return { sent: true, branch, commit, reviewUrl: pull.htmlUrl, pull: pull.number, body: pull.body ?? body, updated };
  } catch (error) {
    if (error instanceof GitHubError) throw new ReviewNotOpenedError(branch, commit, error);
    throw error;
  }
}

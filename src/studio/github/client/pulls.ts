// Pull requests: the studio's reviews (one page sent for review is one pull request from its content/…
// branch), found, opened and changed; the files one changes; its reviews, line comments and conversation;
// and, for the scheduled-publish workflow, one pull request in full, every page of its files, reviews and
// comments, a comment written, and the merge.
import { changedFile, type ChangedFile, type RawChangedFile } from './commits.ts';
import type { RepoScope } from './request.ts';

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

/** A reviewer's review of a pull request: who (null for an account that no longer exists), APPROVED, CHANGES_REQUESTED, COMMENTED or DISMISSED, and its words. */
export interface PullReview {
  by: string | null;
  state: string;
  body: string;
}

/** One pull request as the scheduled-publish workflow weighs it: where it comes from and goes to, by whom, and whether it can merge. */
export interface PullDetail {
  number: number;
  body: string | null;
  /** Who opened it: their login; null for an account that no longer exists. */
  author: string | null;
  /** Its branch, the commit the branch is at, and the repository the branch is in (owner/name; null when that repository was deleted). */
  head: { ref: string; sha: string; repo: string | null };
  /** The branch it merges into, and that branch's repository (owner/name). */
  base: { ref: string; repo: string };
  /** Whether GitHub can merge it: null while GitHub is still working it out. */
  mergeable?: boolean | null;
  /** clean, has_hooks, dirty, unknown, blocked, behind, unstable… */
  mergeableState?: string;
}

interface RawPull {
  number: number;
  html_url: string;
  title: string;
  body: string | null;
  head: { ref: string; label?: string; sha?: string };
  user?: { login: string } | null;
}

/** Who wrote a review or comment: their login; null for an account that no longer exists. */
const loginOf = (user: { login: string } | null | undefined) => user?.login ?? null;

export const pullCalls = ({ transport, owner, repoPath }: RepoScope) => {
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

  const calls = {
    /** The open pull request from this repository's `branch`, if there is one. */
    async openPullFor(branch: string): Promise<PullInfo | undefined> {
      const query = new URLSearchParams({ state: 'open', head: `${owner}:${branch}` });
      const pulls = await transport.call<RawPull[]>('GET', `${repoPath}/pulls?${query}`);
      const pull = pulls.find((candidate) => candidate.head.ref === branch && fromHere(candidate));
      return pull ? pullOf(pull) : undefined;
    },

    /**
     * Every open pull request of the repository, whoever opened it and from whichever branch: all pages of
     * the list. Asked again each time the studio shows its pages or opens one: while nothing changed
     * GitHub answers 304 (a conditional read).
     */
    async openPullRequests(): Promise<PullInfo[]> {
      return (await transport.pages<RawPull>(`${repoPath}/pulls?state=open`, { conditional: true })).map(pullOf);
    },

    /** Every open pull request of a page in review (its branch starts with content/), all pages of the list. */
    async openPulls(): Promise<PullInfo[]> {
      return (await calls.openPullRequests()).filter((pull) => pull.head.startsWith('content/') && !pull.fork);
    },

    /**
     * One page (from 1) of the files a pull request changes, 100 a page, and whether another page follows.
     * Not a conditional read: GitHub's description documents no 304 for it, and the files change only with
     * the pull request's head commit, which the list of pull requests gives (so a caller asks once per head).
     */
    async pullFiles(number: number, page = 1): Promise<{ files: ChangedFile[]; more: boolean }> {
      const perPage = 100;
      const query = new URLSearchParams({ per_page: String(perPage), page: String(page) });
      const raw = await transport.call<RawChangedFile[]>('GET', `${repoPath}/pulls/${number}/files?${query}`);
      return { files: raw.map(changedFile), more: raw.length === perPage };
    },

    /**
     * The reviews of pages that ended: the closed pull requests of page branches among the 100 closed most
     * recently (one request, conditional), newest first, each with the commit its branch was at when it
     * closed and when it was merged (null: closed without merging).
     */
    async closedPulls(): Promise<{ number: number; head: string; headSha?: string; url: string; mergedAt: string | null }[]> {
      const query = new URLSearchParams({ state: 'closed', sort: 'updated', direction: 'desc', per_page: '100' });
      const pulls = await transport.call<(RawPull & { merged_at: string | null })[]>('GET', `${repoPath}/pulls?${query}`, undefined, true);
      return pulls
        .filter((pull) => pull.head.ref.startsWith('content/') && fromHere(pull))
        .map((pull) => ({
          number: pull.number,
          head: pull.head.ref,
          ...(pull.head.sha ? { headSha: pull.head.sha } : {}),
          url: pull.html_url,
          mergedAt: pull.merged_at,
        }));
    },

    /** When each page last went live through its review: the merged ones of closedPulls, newest first. */
    async mergedPulls(): Promise<{ head: string; mergedAt: string; headSha?: string }[]> {
      return (await calls.closedPulls())
        .filter((pull) => pull.mergedAt)
        .map(({ head, mergedAt, headSha }) => ({ head, mergedAt: mergedAt!, ...(headSha ? { headSha } : {}) }));
    },

    async createPull(pull: { title: string; head: string; base: string; body: string }): Promise<PullInfo> {
      return pullOf(await transport.call<RawPull>('POST', `${repoPath}/pulls`, pull));
    },

    async updatePull(number: number, change: { body?: string; title?: string }): Promise<PullInfo> {
      return pullOf(await transport.call<RawPull>('PATCH', `${repoPath}/pulls/${number}`, change));
    },

    /**
     * A pull request's reviews, oldest first (who, their verdict, what they wrote). Asked each time the
     * studio shows its pages: while nothing changed GitHub answers 304, which costs nothing of the rate limit.
     */
    async pullReviews(number: number): Promise<PullReview[]> {
      const raw = await transport.call<{ user: { login: string } | null; state: string; body: string | null }[]>(
        'GET',
        `${repoPath}/pulls/${number}/reviews?per_page=100`,
        undefined,
        true,
      );
      return raw.map((review) => ({ by: loginOf(review.user), state: review.state, body: review.body ?? '' }));
    },

    /** The reviewers' comments on lines of the change, conditional too. */
    async pullLineComments(number: number): Promise<{ by: string; body: string; path: string }[]> {
      const raw = await transport.call<{ user: { login: string } | null; body: string; path: string }[]>(
        'GET',
        `${repoPath}/pulls/${number}/comments?per_page=100`,
        undefined,
        true,
      );
      return raw.map((comment) => ({ by: comment.user?.login ?? 'A reviewer', body: comment.body, path: comment.path }));
    },

    /** The comments of a pull request's conversation (the scheduled-publish workflow writes there), conditional too. */
    async conversation(number: number): Promise<{ by: string; body: string }[]> {
      const raw = await transport.call<{ user: { login: string } | null; body?: string }[]>(
        'GET',
        `${repoPath}/issues/${number}/comments?per_page=100`,
        undefined,
        true,
      );
      return raw.map((comment) => ({ by: comment.user?.login ?? '', body: comment.body ?? '' }));
    },
  };
  return calls;
};

/**
 * The calls that weigh and merge a pull request, as the scheduled-publish workflow makes them: every page of
 * each list is read (the studio's client reads one page, conditionally).
 */
export const mergeCalls = ({ transport, repoPath }: RepoScope) => ({
  /** One pull request in full: its branch and base with their repositories, who opened it, and whether it can merge. */
  async pullDetail(number: number): Promise<PullDetail> {
    const raw = await transport.call<{
      number: number;
      body: string | null;
      user: { login: string } | null;
      head: { sha: string; ref: string; repo: { full_name: string } | null };
      base: { ref: string; repo: { full_name: string } };
      mergeable?: boolean | null;
      mergeable_state?: string;
    }>('GET', `${repoPath}/pulls/${number}`);
    return {
      number: raw.number,
      body: raw.body,
      author: loginOf(raw.user),
      head: { ref: raw.head.ref, sha: raw.head.sha, repo: raw.head.repo?.full_name ?? null },
      base: { ref: raw.base.ref, repo: raw.base.repo.full_name },
      ...('mergeable' in raw ? { mergeable: raw.mergeable } : {}),
      ...(raw.mergeable_state !== undefined ? { mergeableState: raw.mergeable_state } : {}),
    };
  },

  /** Every file a pull request changes, all pages of the list up to `most` (GitHub lists at most 3,000). */
  async everyPullFile(number: number, most = 3000): Promise<ChangedFile[]> {
    return (await transport.pages<RawChangedFile>(`${repoPath}/pulls/${number}/files`, { most })).map(changedFile);
  },

  /** Every review of a pull request, oldest first, all pages: who (null for a deleted account) and their verdict. */
  async everyReview(number: number): Promise<{ by: string | null; state: string }[]> {
    const raw = await transport.pages<{ user: { login: string } | null; state: string }>(`${repoPath}/pulls/${number}/reviews`);
    return raw.map((review) => ({ by: loginOf(review.user), state: review.state }));
  },

  /** Every comment of a pull request's conversation, all pages: who (null for a deleted account) and what. */
  async everyComment(number: number): Promise<{ by: string | null; body?: string }[]> {
    const raw = await transport.pages<{ user: { login: string } | null; body?: string }>(`${repoPath}/issues/${number}/comments`);
    return raw.map((comment) => ({ by: loginOf(comment.user), ...(comment.body !== undefined ? { body: comment.body } : {}) }));
  },

  /** Writes a comment in a pull request's conversation: done only when GitHub answers 201 (created). */
  async comment(number: number, body: string): Promise<void> {
    const path = `${repoPath}/issues/${number}/comments`;
    const answer = await transport.send('POST', path, { body });
    if (answer.status !== 201) throw transport.failure(answer, 'POST', path);
  },

  /**
   * Merges a pull request (a merge commit), only if its branch is still at `sha`: one pushed since is not
   * merged. Answers the merge commit, or GitHub's status when it did not merge (405, 409, 422…).
   */
  async merge(number: number, sha: string): Promise<{ merged: true; sha: string } | { merged: false; status: number }> {
    const answer = await transport.send<{ sha: string; merged: boolean }>('PUT', `${repoPath}/pulls/${number}/merge`, {
      merge_method: 'merge',
      sha,
    });
    return answer.status === 200 && answer.body.merged ? { merged: true, sha: answer.body.sha } : { merged: false, status: answer.status };
  },
});

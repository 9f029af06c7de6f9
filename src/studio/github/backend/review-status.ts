// What a page's review says, in the studio on the web (and in the local one where the site is on GitHub:
// local/server/github-review.ts), read from its pull request (no database): its publish time (the
// description's "Publish on:" line), the reviewers' verdict and comments, and, once its time has passed, the
// scheduled-publish workflow's comment when it did not publish it (its own account's only). The verdict is
// the one approval rule the workflow follows too (engine/review-verdict.ts): each reviewer's last word counts,
// changes requested over approved, and only a reviewer with write access counts, so the page shows Approved
// exactly when the workflow takes it for approved. The reviews, line comments and conversation are
// conditional reads (ETag): while nothing changed GitHub answers 304, which costs nothing of the rate limit;
// the conversation is read only for a page whose time has passed, the line comments only when changes were
// requested. Each reviewer's write access is asked of GitHub once for the client's life (GitHub documents no
// 304 for it), so a badge costs at most one more request per reviewer, the first time.
import { weighReviews } from '../../engine/review-verdict.ts';
import type { ReviewState, ReviewerComment } from '../../backend.ts';
import { readNotPublished, readSchedule } from '../../shared/schedule.ts';
import type { GitHubClient, PullInfo } from '../client.ts';

export type InReview = Extract<ReviewState, { state: 'in-review' }>;

export async function inReviewState(client: GitHubClient, pull: PullInfo, now = new Date()): Promise<InReview> {
  const state: InReview = { state: 'in-review', branch: pull.head, reviewUrl: pull.htmlUrl };
  const said = readSchedule(pull.body);
  const at = said && 'at' in said ? said.at : undefined;
  if (at) state.scheduled = at.toISOString();
  try {
    const weighed = await weighReviews(await client.pullReviews(pull.number), (login) => client.writeAccess(login));
    if (weighed.verdict) state.verdict = weighed.verdict;
    if (weighed.verdict === 'changes-requested') {
      const comments: ReviewerComment[] = weighed.changesRequested
        .filter((review) => review.body.trim())
        .map((review) => ({ by: review.by!, text: review.body.trim() }));
      for (const line of await client.pullLineComments(pull.number)) comments.push({ by: line.by, text: line.body.trim() });
      if (comments.length) state.comments = comments;
    }
    const unreadable = Boolean(said && 'unreadable' in said);
    if ((at && at.getTime() <= now.getTime()) || unreadable) {
      // The workflow's comment for this very time (a time changed since has not been refused yet), or for a
      // time it could not read; only the workflow's own account's comments (anyone may write one that looks alike).
      const notes = (await client.conversation(pull.number))
        .map((comment) => readNotPublished(comment.body, comment.by))
        .filter((note) => note && (at ? note.at?.getTime() === at.getTime() : note.reason === 'unreadable-time'));
      const latest = notes.at(-1);
      if (latest) state.notPublished = latest.words;
    }
  } catch {
    // GitHub could not say: the page shows as in review, with its time, as far as it is known.
  }
  return state;
}

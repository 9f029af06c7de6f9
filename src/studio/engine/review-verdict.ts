// What the reviewers of a page's review say, as one verdict: the one approval rule, which the studio's badge
// (Approved, Changes requested: src/studio/github/backend/review-status.ts, in the studio on the web and,
// where the site is on GitHub, the local one) and the scheduled-publish workflow (src/tooling/scheduled-publish.ts,
// which publishes only an approved change when the site asks for approval) both follow, so the studio never
// shows "Approved" for a change the workflow refuses as not approved, nor the other way round.
//
//   - Each reviewer's last word counts: an approval, a request for changes, or its dismissal (which takes
//     it back); a comment alone changes nothing.
//   - Only the word of a reviewer who may change the site counts (on a public repository anyone can
//     review): a reviewer with no account any more, or one who may not write, is ignored.
//   - Changes requested by any such reviewer wins over approved; approved needs one such approval.
//
// Pure and host-agnostic: the caller hands it the reviews as the host lists them, oldest first, and a way to
// ask whether an account may write (asked once per reviewer whose last word approves or requests changes,
// all at once; the caller keeps the answers). Browser code: it imports nothing.

/** A review as the host lists it: who (null for an account that no longer exists), its state, and its words. */
export interface ReviewWord {
  by: string | null;
  /** APPROVED, CHANGES_REQUESTED, COMMENTED, DISMISSED (GitHub's names); anything else changes nothing. */
  state: string;
  body?: string;
}

/** What the reviewers who count say: the verdict, if any, and the reviews that ask for changes (for their words). */
export interface WeighedReviews<R extends ReviewWord> {
  verdict?: 'approved' | 'changes-requested';
  /** Each counting reviewer's last review, where it requests changes, in the order the reviewers first reviewed. */
  changesRequested: R[];
}

/** The states that are a reviewer's word: a later one replaces an earlier one. */
const words = new Set(['APPROVED', 'CHANGES_REQUESTED', 'DISMISSED']);

/**
 * The verdict of `reviews` (oldest first): changes requested when a reviewer who may write last asked for
 * changes, approved when none did and one approved, else none. `mayWrite` is asked about each reviewer whose
 * last word is an approval or a request for changes, once; a failure to answer is the verdict's failure.
 */
export async function weighReviews<R extends ReviewWord>(
  reviews: readonly R[],
  mayWrite: (login: string) => Promise<boolean>,
): Promise<WeighedReviews<R>> {
  const last = new Map<string, R>();
  for (const review of reviews) if (review.by && words.has(review.state)) last.set(review.by, review);
  const said = [...last.values()].filter((review) => review.state !== 'DISMISSED');
  const writes = await Promise.all(said.map((review) => mayWrite(review.by!)));
  const counted = said.filter((_, i) => writes[i]);
  const changesRequested = counted.filter((review) => review.state === 'CHANGES_REQUESTED');
  if (changesRequested.length) return { verdict: 'changes-requested', changesRequested };
  if (counted.some((review) => review.state === 'APPROVED')) return { verdict: 'approved', changesRequested };
  return { changesRequested };
}

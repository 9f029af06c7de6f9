/**
 * Where a page stands on its way to the site, from git and, where the site is on GitHub, from its pull
 * request: as published (Live, or Published on a day where that is known), saved but not sent (Changed),
 * or In review on its own branch (with the pull request's link where the host has one), and then what
 * the review says: Changes requested (with the reviewers' comments), Approved, Scheduled for a time, or
 * Not published (the scheduled-publish workflow's reason). The studio's server answers it for each page;
 * the studio shows it.
 */
export type ReviewState =
  | { state: 'published'; /** When it last went live (an ISO time), where that is known. */ on?: string }
  | { state: 'changed' }
  | {
      state: 'in-review';
      branch: string;
      reviewUrl?: string;
      /** The reviewers' verdict: each one's last word, changes requested over approved. */
      verdict?: 'approved' | 'changes-requested';
      /** What the reviewers wrote, for the editor to read beside the page. */
      comments?: ReviewerComment[];
      /** When it is to be published (an ISO time, UTC), from its pull request. */
      scheduled?: string;
      /** Why it was not published at its time, in the workflow's words ("Not published: the checks failed …"). */
      notPublished?: string;
    };

/** A reviewer's comment: who wrote it and what, and on which part where it was on a line of the change. */
export interface ReviewerComment {
  by: string;
  text: string;
}

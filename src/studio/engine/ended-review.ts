// What became of a page's review once it is no longer open, for both studios (the studio on the web when a
// review it showed open is gone from the open ones; the local one, where its checkout is on GitHub, for a
// page git still takes for in review): merged, the page is published, on that day; closed without merging,
// the page goes back to Changed (its change kept, saved and not sent), with the closed review to read, and
// Send for review opens a new review. Browser code: it imports only types.
import type { ReviewState } from '../backend.ts';

/** A review no longer open, as the host lists it (newest first): its branch, the commit it was at, and when it was merged (null: closed without merging). */
export interface EndedReview {
  number: number;
  /** The branch it asked to merge. */
  head: string;
  /** The commit its branch was at when it ended. */
  headSha?: string;
  /** Where to read it. */
  url: string;
  mergedAt: string | null;
}

/**
 * The end of a review (`ended` newest first): the review of that number where it is known, else the newest
 * one of `branch` that was at `tip` when it ended (where no tip is given, the newest of `branch`). Undefined
 * when none ended there: a review that was sent again since it ended (another commit) is not that one.
 */
export function endOf(ended: readonly EndedReview[], review: { number?: number; branch: string; tip?: string }): EndedReview | undefined {
  if (review.number !== undefined) return ended.find((end) => end.number === review.number);
  return ended.find((end) => end.head === review.branch && (review.tip === undefined || end.headSha === review.tip));
}

/** The page's state once its review ended: published on the day it was merged, or Changed with the review that was closed. */
export function stateAfter(end: EndedReview): ReviewState {
  return end.mergedAt ? { state: 'published', on: end.mergedAt } : { state: 'changed', closed: end.url };
}

// A page's review state in the editor's words, the same on the start screen and in the page's header:
// Live · Published 3 December · Changed · In review · Changes requested · Approved · Scheduled for Monday
// 7 December, 09:00 · Not published: the checks failed on this change.
import type { ReviewState } from '../backend.ts';
import { timeInWords } from './schedule.ts';

export type ReviewTone = 'published' | 'changed' | 'review' | 'bad' | 'good' | 'scheduled';

/** The state's label and its tone (its colour); the time in the editor's time zone unless told. */
export function reviewLabel(review: ReviewState, timeZone?: string): { label: string; tone: ReviewTone } {
  if (review.state === 'changed') return { label: 'Changed', tone: 'changed' };
  if (review.state === 'published') {
    if (!review.on) return { label: 'Live', tone: 'published' };
    const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', ...(timeZone ? { timeZone } : {}) }).format(
      new Date(review.on),
    );
    return { label: `Published ${day}`, tone: 'published' };
  }
  // The workflow's first sentence: "Not published: the checks failed on this change."
  if (review.notPublished) return { label: /^[^.]*\.?/.exec(review.notPublished)![0], tone: 'bad' };
  if (review.verdict === 'changes-requested') return { label: 'Changes requested', tone: 'bad' };
  if (review.scheduled) return { label: `Scheduled for ${timeInWords(new Date(review.scheduled), timeZone)}`, tone: 'scheduled' };
  if (review.verdict === 'approved') return { label: 'Approved', tone: 'good' };
  return { label: 'In review', tone: 'review' };
}

// The engine's rule for a page's review once it is no longer open (src/studio/engine/ended-review.ts), which
// both studios follow: merged, the page is published on that day; closed without merging, it is Changed
// again, with the closed review to read. Which ended review is the page's: the one of its number where the
// studio knew it open, else the newest of its branch at the commit this computer sent.
import { describe, expect, it } from 'vitest';
import { endOf, stateAfter, type EndedReview } from '../../src/studio/engine/ended-review.ts';

const ended: EndedReview[] = [
  { number: 7, head: 'content/about', headSha: 'b2', url: 'https://github.com/o/r/pull/7', mergedAt: null },
  { number: 5, head: 'content/about', headSha: 'b1', url: 'https://github.com/o/r/pull/5', mergedAt: '2026-03-02T10:00:00Z' },
  { number: 4, head: 'content/careers', headSha: 'c1', url: 'https://github.com/o/r/pull/4', mergedAt: null },
];

describe('what became of a page’s review once it is no longer open', () => {
  it('merged: published on that day; closed without merging: Changed, with the closed review', () => {
    expect(stateAfter(ended[1]!)).toEqual({ state: 'published', on: '2026-03-02T10:00:00Z' });
    expect(stateAfter(ended[0]!)).toEqual({ state: 'changed', closed: 'https://github.com/o/r/pull/7' });
  });

  it('is the review of its number where known, else the newest of its branch at the commit sent', () => {
    expect(endOf(ended, { number: 5, branch: 'content/about' })?.number).toBe(5);
    expect(endOf(ended, { number: 9, branch: 'content/about' })).toBeUndefined();
    expect(endOf(ended, { branch: 'content/about', tip: 'b1' })?.number).toBe(5);
    expect(endOf(ended, { branch: 'content/about' })?.number).toBe(7);
    // Sent again since it ended (another commit): not that review's end.
    expect(endOf(ended, { branch: 'content/about', tip: 'b3' })).toBeUndefined();
    expect(endOf(ended, { branch: 'content/contact' })).toBeUndefined();
  });
});

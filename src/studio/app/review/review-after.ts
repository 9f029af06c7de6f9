// Where the open page stands the moment an action ends, before the page list is read again: a save makes
// it Changed (something saved, not yet sent), a send that went makes it In review. The badge, Send for
// review's state and its reason, and the notice then agree at once; the list's next answer (it may take
// seconds) replaces what was expected, whatever it says.
import { useEffect, useRef, useState } from 'react';
import type { PublishAnswer, ReviewState } from '../../backend.ts';

/** What an action leaves the page as, from where it stood (undefined: a page not saved before). */
export function reviewAfter(was: ReviewState | undefined, action: { saved: true } | { sent: PublishAnswer }): ReviewState | undefined {
  if ('saved' in action) return { state: 'changed' };
  const { sent } = action;
  // A publish time changed, or a send refused, leaves the page where it stood.
  if (!sent.ok || was?.state !== 'changed') return was;
  return { state: 'in-review', branch: sent.branch ?? '', ...(sent.reviewUrl ? { reviewUrl: sent.reviewUrl } : {}) };
}

/**
 * The page's state as shown: `review` (the list's word), or what the last action made of it until the list
 * answers again (a new `review` from it ends the expectation).
 */
export function useReviewAfter(review: ReviewState | undefined) {
  const [expected, setExpected] = useState<{ over: ReviewState | undefined; now: ReviewState | undefined } | null>(null);
  const shown = expected && expected.over === review ? expected.now : review;
  // As they stand when an action ends (its callback may come from an earlier render's closure).
  const latest = useRef({ review, shown });
  useEffect(() => {
    latest.current = { review, shown };
  });
  return {
    review: shown,
    saved: () => setExpected({ over: latest.current.review, now: reviewAfter(latest.current.shown, { saved: true }) }),
    sent: (answer: PublishAnswer) => setExpected({ over: latest.current.review, now: reviewAfter(latest.current.shown, { sent: answer }) }),
  };
}

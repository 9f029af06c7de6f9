// When a page in review goes live, for both studios: the "Publish on:" line of its review's description,
// which the scheduled-publish workflow reads (src/tooling/scheduled-publish.ts). Set, changed or taken away
// on the review as it is now (a reviewer may have edited its description since it was read); only a real
// time in the studio's own form, still to come and within five years, is ever written.
import type { PublishAnswer, PublishWhen } from '../backend.ts';
import { publishTimeProblem, timeInWords, withSchedule } from '../shared/schedule.ts';
import type { ReviewPort } from './port.ts';

/** Sets, changes or cancels the time the page reviewed on `branch` goes live. */
export async function scheduleReview(reviews: ReviewPort, branch: string, when: PublishWhen): Promise<PublishAnswer> {
  const wrongTime = when.at === null ? undefined : publishTimeProblem(when.at);
  if (wrongTime) return { ok: false, message: wrongTime };
  const review = await reviews.reviewOn(branch);
  if (!review)
    return {
      ok: false,
      message: 'This page is not in review any more: it was published or its review was closed. Send it for review again to choose a time.',
    };
  const at = when.at ? new Date(when.at) : null;
  const body = withSchedule(review.body ?? null, at, when.timeZone);
  const updated = body === (review.body ?? '') ? review : await reviews.describe(review, body);
  return {
    ok: true,
    reviewUrl: updated.url,
    message: at
      ? `It will be published on ${timeInWords(at, when.timeZone)} (${when.timeZone}), if its checks pass. Its review:`
      : 'No publish time: the page goes live once a developer accepts the review. Its review:',
  };
}

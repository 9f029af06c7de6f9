// The other reviews changing a page, for both studios: when the editor opens a page, and again before
// sending it, which open reviews other than the page's own change its file, who opened each, and the page as
// each has it, to start from. Asked of the port's reviews (port.ts: ReviewPort), where the repository has
// them; when they cannot be read, nothing is said and opening and sending go on as before.
import type { ChangedElsewhere } from '../backend.ts';
import { inBatches } from '../shared/in-batches.ts';
import type { ReviewPort } from './port.ts';

/** The open reviews other than `ownBranch` (the page's own review, or where it would be sent) that change the file `name`. */
export async function changedElsewhereIn(reviews: ReviewPort, name: string, ownBranch: string): Promise<ChangedElsewhere[]> {
  let open;
  try {
    // The page's own review is not someone else's change; a fork's branch of the same name is.
    open = (await reviews.openReviews()).filter((review) => review.fork || review.branch !== ownBranch);
  } catch {
    return [];
  }
  const found = await inBatches(open, async (review): Promise<ChangedElsewhere | undefined> => {
    const change = await reviews.changeIn(review, name).catch(() => undefined);
    if (!change) return undefined;
    return {
      by: review.by ?? 'Another editor',
      number: review.number,
      title: review.title,
      url: review.url,
      removes: change.removes,
      ...(change.text === undefined || change.removes ? {} : { text: change.text }),
    };
  });
  return found.filter((change) => change !== undefined);
}

// What became of the reviews the studio on the web showed open, or sent from this browser, once they are
// no longer open (the engine's rule: engine/ended-review.ts): seen as they end while the studio is open,
// or as it opens for one that ended meanwhile. Closed without merging, the page is as published again
// and its change, where this editor sent it, goes back to being saved in this browser.
import { endOf, type EndedReview } from '../../engine/ended-review.ts';
import type { GitHubClient, PullInfo } from '../client.ts';
import type { DraftStore } from '../drafts.ts';
import { inPages, type Snapshot } from './snapshot.ts';
import type { GitHubSession } from './session.ts';

export function endedReviews(session: GitHubSession, client: GitHubClient, drafts: DraftStore) {
  /** The reviews that ended, newest first; undefined when GitHub cannot say now (what was shown stands). */
  const endedNow = (): Promise<EndedReview[] | undefined> => client.closedPulls().catch(() => undefined);

  /**
   * The pages whose review is no longer open (`heads`, its branches) and was closed without merging (the
   * engine's rule: ended-review.ts): each is then as published, no longer as that review has it. Its
   * change, where this editor sent it, goes back to being saved in this browser (not sent), unless a page
   * is saved here already: Changed, with the closed review to read; Send for review opens a new review. A
   * review merged, or one GitHub cannot say of, is left as it was.
   */
  async function closedWithoutMerging(now: Snapshot, heads: string[]) {
    const ended = await endedNow();
    if (!ended) return;
    for (const head of heads) {
      const pull = now.pulls.get(head)!;
      const end = endOf(ended, { number: pull.number, branch: head });
      if (end) drafts.forgetReview(head);
      if (!end || end.mergedAt) continue;
      for (const [inRepo, branch] of now.branches) {
        if (branch !== head) continue;
        const file = inRepo.slice('pages/'.length);
        const sent = now.reviews.get(file);
        now.reviews.delete(file);
        if (pull.author === session.login) changeBack(now, file, sent?.text, end.url);
      }
    }
  }

  /** A closed review's change (`text`), saved in this browser again unless a page is saved here already: Changed, with the closed review (`url`). */
  function changeBack(now: Snapshot, file: string, text: string | undefined, url: string) {
    now.closed.set(file, url);
    try {
      if (text !== undefined && !drafts.get(file)) drafts.save(file, text, now.pages.get(inPages(file))?.sha ?? null);
    } catch {
      // No room left in this browser: the change stays on its review's branch on GitHub, which the closed review shows.
    }
  }

  /**
   * The reviews sent from this browser that are no longer open, as the studio opens (each one ended while
   * it was not open, or since the last look): merged, it is forgotten; closed without merging, its change
   * goes back to being saved in this browser, as when the studio sees it close (closedWithoutMerging), read
   * from the closed review's last commit. When GitHub cannot say, each is kept for the next time.
   */
  async function endedSinceLastOpened(current: Snapshot, pulls: PullInfo[]) {
    const open = new Set(pulls.map((pull) => pull.number));
    const gone = drafts.sentReviews().filter((review) => !open.has(review.number));
    if (!gone.length) return;
    const ended = await endedNow();
    if (!ended) return;
    for (const review of gone) {
      const end = endOf(ended, review);
      // Not among the latest closed ones: too long ago to say, and nothing more to learn of it.
      if (!end || end.mergedAt || !end.headSha) {
        drafts.forgetReview(review.branch);
        continue;
      }
      const inRepo = inPages(review.file);
      try {
        const there = (await client.tree(end.headSha)).files.find((file) => file.path === inRepo);
        const changed = there && there.sha !== current.pages.get(inRepo)?.sha ? await client.blobText(there.sha) : undefined;
        changeBack(current, review.file, changed, end.url);
        drafts.forgetReview(review.branch);
      } catch {
        // GitHub could not say now: asked again the next time the studio opens.
      }
    }
  }

  return { closedWithoutMerging, endedSinceLastOpened };
}

// Send for review in the studio on the web: the port's ReviewSender (engine/port.ts) for the engine's
// publishPreview and publish (engine/publish.ts), which write the summary, the check, the review's words
// and its time once for both studios. Here: the page as saved in this browser, in review and on the default
// branch, the photos added in this browser, and the commit on the page's own branch with its pull request
// (git-publish.ts), never over a change made on GitHub since the page was read. A page at another address
// than the live one goes with what the local studio's rename writes (the same rules, shared): the old
// address's redirect, the redirects that led to it re-pointed, and the other pages' links to it pointed at
// the new one, made here from the default branch when it is sent.
import { pageSchema } from 'virtual:studio-data';
import { photoNames } from '../../../core/photos/places.ts';
import type { PublishAnswer, PublishWhen, StudioBackend } from '../../backend.ts';
import type { ReviewFile, ReviewSender } from '../../engine/port.ts';
import { publish, publishPreview, refused } from '../../engine/publish.ts';
import { scheduledTime } from '../../shared/schedule.ts';
import { scheduleReview } from '../../engine/schedule.ts';
import { gitHubReviewPort } from '../port.ts';
import { gitBlobSha, type GitHubClient } from '../client.ts';
import { GitHubError } from '../errors.ts';
import type { DraftStore } from '../drafts.ts';
import { publishToBranch } from '../git-publish.ts';
import { repoPagesDir, rootedPath, unrootedPath } from '../repo-host.ts';
import { isPageFile, isRedirectFile } from '../../../core/content/load.ts';
import { listTitle } from '../../shared/page-list.ts';
import { pageTextWithLinks, redirectsForRename } from '../../shared/rename.ts';
import { pageRoute, type Repository } from './repository.ts';
import { inPages } from './snapshot.ts';
import { pageData } from '../../shared/page-data.ts';
import { isPageFilePath } from '../../shared/file-names.ts';
import type { GitHubSession } from './session.ts';
import { blockBuilds } from '../../../generated/block-builds.ts';

/** What a failure says to the editor: GitHub's words for its own errors, a plain sentence for the rest. */
const say = (error: unknown) =>
  error instanceof GitHubError ? error.message : 'Something went wrong in the studio. Your saved page is unchanged; try again.';

/**
 * Of the photos added in this browser that a page just sent took with it (as photos/…), those no other page
 * saved in this browser shows: they can be forgotten here. One that another saved page shows (a section
 * copied to it) is kept, so that page's review takes it too.
 */
export function photosDoneWith(sent: readonly string[], otherDrafts: readonly { text: string }[]): string[] {
  const shown = new Set(otherDrafts.flatMap((draft) => [...photoNames(blockBuilds, pageData(draft.text))].map((name) => `photos/${name}`)));
  return sent.filter((path) => !shown.has(path));
}

/** The site config does not parse: a page at a new address cannot be sent, its old address could not be redirected. */
class SiteSettingsUnreadable extends Error {}

export function publishingOperations(
  repo: Repository,
  { session, client, drafts }: { session: GitHubSession; client: GitHubClient; drafts: DraftStore },
): Pick<StudioBackend, 'publishPreview' | 'publish' | 'schedule'> {
  /**
   * What goes with a page whose address is not the live one: the redirect files and the site config as
   * the rename rules change them, and each other page with its links to the old address pointed at the new
   * one, all from the default branch as read. A page saved in this browser or in review keeps its own
   * text (its link to the old address still works through the redirect): said by name.
   */
  async function renameCompanions(file: string, published: string | undefined, text: string | undefined) {
    const from = published === undefined ? undefined : pageRoute(file, pageData(published));
    const to = text === undefined ? undefined : pageRoute(file, pageData(text));
    if (from === undefined || to === undefined || from === to) return undefined;
    const { pages, reviews } = await repo.loaded();
    const files: ReviewFile[] = [];
    const site = pages.get(inPages('_site.json'));
    if (site) {
      const redirects = new Map(
        [...pages]
          .filter(([inRepo]) => isRedirectFile(repoPagesDir, rootedPath(inRepo)))
          .map(([inRepo, f]) => [rootedPath(inRepo), f.text]),
      );
      let changed: Map<string, string | null>;
      try {
        changed = redirectsForRename(repoPagesDir, site.text, redirects, from, to).files;
      } catch {
        throw new SiteSettingsUnreadable();
      }
      for (const [rooted, content] of changed) files.push({ path: unrootedPath(rooted), content });
    }
    let relinked = 0;
    const waiting: string[] = [];
    for (const [inRepo, { text: live }] of pages) {
      if (inRepo === inPages(file) || !isPageFile(repoPagesDir, rootedPath(inRepo))) continue;
      const content = pageTextWithLinks(live, from, to);
      if (content === undefined) continue;
      const other = inRepo.slice('pages/'.length);
      if (drafts.get(other) || reviews.has(other)) {
        const data = pageData(drafts.get(other)?.text ?? reviews.get(other)?.text);
        waiting.push(
          `${listTitle(data, pageRoute(other, data))} (${pageRoute(other, data)}), which has changes of its own not published yet; its link to ${from} still works through the redirect`,
        );
        continue;
      }
      files.push({ path: inRepo, content });
      relinked++;
    }
    return { from, to, files, relinked, waiting };
  }

  /** The reviews as they are now: a description the engine changes is kept in the list of reviews read. */
  const reviewsNow = async () => {
    const now = await repo.loaded();
    return gitHubReviewPort(client, (pull) => now.pulls.set(pull.head, pull));
  };

  /**
   * The port's ReviewSender on the web: the page as saved in this browser, in review and on the default
   * branch; the photos added in this browser that it shows; a rename's companions made from the default
   * branch; and the commit on its review branch with its pull request (git-publish.ts), never over a change
   * made on GitHub since the page was read, nor over another editor's version in review unannounced.
   */
  const sender: ReviewSender = {
    schema: pageSchema,
    async page(file) {
      const now = await repo.loaded();
      const { published, sent, text } = await repo.current(file);
      const pull = now.pulls.get(await repo.branchOf(file));
      const at = scheduledTime(pull?.body);
      return {
        saved: text,
        sent: sent?.text,
        published: published?.text,
        inReview: Boolean(pull),
        route: pageRoute(file, pageData(text)),
        ...(sent ? { sentRoute: pageRoute(file, pageData(sent.text)) } : {}),
        ...(at ? { scheduled: at.toISOString() } : {}),
        timeGoesIn: 'review',
      };
    },
    async ready(file) {
      const now = await repo.loaded();
      const draft = drafts.get(file);
      if (!draft) return refused('request', 'There is nothing to send: save the page first.');
      if (!session.canPush) {
        return refused(
          'no-access',
          `Not sent: GitHub does not let ${session.login} change ${session.owner}/${session.repo}. Your saved page stays in this browser; ask an owner of the repository for write access, then publish again.`,
        );
      }
      // The page as the default branch has it now, not as it was read: a change made there since is never overwritten.
      const head = await client.branchHead(session.branch);
      if (head && head !== now.commit) {
        const tree = await client.tree(head);
        const there = tree.files.find((f) => f.path === inPages(file));
        if ((there?.sha ?? null) !== draft.base) {
          return refused(
            'changed',
            'Nothing was sent: someone changed this page on GitHub since you opened it. Your saved page stays in this browser. Reload the studio to see their version, then make your change again on top of it.',
          );
        }
      }
      // The page in review as its branch has it now: a version another editor sent since this browser read
      // the review is not replaced unannounced. The editor is told who; it is then known here, and
      // publishing again puts the saved page on top of it (their commit stays in the review).
      const branch = await repo.branchOf(file);
      const tip = now.pulls.has(branch) || (await client.openPullFor(branch)) ? await client.branchHead(branch) : undefined;
      const inReview = tip ? (await client.tree(tip)).files.find((f) => f.path === inPages(file)) : undefined;
      const known = now.reviews.get(file)?.sha ?? now.pages.get(inPages(file))?.sha;
      if (tip && inReview && inReview.sha !== known && inReview.sha !== (await gitBlobSha(draft.text))) {
        // Named as GitHub knows them (their login), not by the name their git records.
        const by = (await client.commitAuthor(tip)) ?? 'Another editor';
        const text = await client.blobText(inReview.sha);
        now.reviews.set(file, { sha: inReview.sha, text });
        repo.invalidate();
        return {
          refused: {
            why: 'theirs',
            message: `Nothing was sent: ${by} sent a change to this page for review since you opened it. Start from their version and make your change on top of it, or send yours again to add it on top of theirs (their change stays in the review’s history). Your saved page stays in this browser.`,
            theirs: { text, by },
          },
        };
      }
      return { text: draft.text };
    },
    check: (file, text) => repo.check(file, text),
    // Every other page, each version of it: as the default branch has it, in review (a new page's too, which
    // the default branch does not have), and saved in this browser.
    async otherPages(file) {
      const { pages, reviews } = await repo.loaded();
      const files = new Set([
        ...[...pages.keys()].filter((inRepo) => isPageFilePath(inRepo)).map((inRepo) => inRepo.slice('pages/'.length)),
        ...reviews.keys(),
        ...drafts.all().map((d) => d.file),
      ]);
      files.delete(file);
      return [...files].map((other) => {
        const [published, inReview, saved] = [pages.get(inPages(other))?.text, reviews.get(other)?.text, drafts.get(other)?.text];
        return {
          file: other,
          route: pageRoute(other, pageData(saved ?? inReview ?? published)),
          ...(published === undefined ? {} : { published }),
          ...(inReview === undefined ? {} : { inReview: [inReview] }),
          ...(saved === undefined ? {} : { saved }),
        };
      });
    },
    // A photo the branch does not have is left out when the commit is made (git-publish.ts).
    photosGone: async (_file, names) => names.map((name) => ({ name, path: `photos/${name}`, content: null })),
    // The photos the page shows that were added in this browser.
    async photosAlong(_file, text) {
      const kept = new Set(await drafts.photos());
      const names = [...photoNames(blockBuilds, pageData(text))];
      return Promise.all(
        names
          .filter((name) => kept.has(`photos/${name}`))
          .map(async (name) => ({ name, path: `photos/${name}`, content: (await drafts.photo(`photos/${name}`))! })),
      );
    },
    companions: (file, page) => renameCompanions(file, page.published, page.saved),
    async sendForReview({ file, text, files, words }) {
      const now = await repo.loaded();
      const branch = await repo.branchOf(file);
      const result = await publishToBranch(client, {
        base: session.branch,
        branch,
        files: [{ path: inPages(file), content: text }, ...files],
        // A photo the page shows that went with an earlier review of it, closed since, goes with the new one.
        carry: [...photoNames(blockBuilds, pageData(text))].map((name) => `photos/${name}`),
        ...words,
      });
      if (!result.sent) return { nothingNew: { inReview: result.inReview } };
      drafts.remove(file);
      // A photo another saved page shows too (a section copied there) stays, to go with that page when it is sent.
      const photos = files.filter((f) => f.path.startsWith('photos/') && f.content !== null);
      const done = new Set(
        photosDoneWith(
          photos.map((f) => f.path),
          drafts.all(),
        ),
      );
      for (const { path, content } of photos) {
        if (done.has(path)) await drafts.removePhoto(path);
        now.photos.set(path.slice('photos/'.length), (await gitBlobSha(content!)) ?? '');
      }
      now.reviews.set(file, { sha: (await gitBlobSha(text)) ?? '', text });
      now.branches.set(inPages(file), result.branch);
      now.pulls.set(result.branch, {
        number: result.pull,
        htmlUrl: result.reviewUrl,
        title: words.title,
        head: result.branch,
        body: result.body,
        author: session.login,
      });
      now.closed.delete(file);
      // Noted in this browser, so that the review closed while the studio is not open is noticed when it opens.
      drafts.rememberReview({ branch: result.branch, number: result.pull, file });
      repo.invalidate();
      const { commit, reviewUrl, updated, body } = result;
      return { sent: { branch: result.branch, commit, reviewUrl, updated, body } };
    },
    reviews: reviewsNow,
  };

  /** Sets, changes or cancels the time the page goes live: the engine's, on the page's pull request (its "Publish on:" line). */
  async function schedule(file: string, when: PublishWhen): Promise<PublishAnswer> {
    try {
      return await scheduleReview(await reviewsNow(), await repo.branchOf(file), when);
    } catch (error) {
      return { ok: false, message: say(error).replace('Your saved page is unchanged; try again.', 'The time was not changed; try again.') };
    }
  }

  return {
    publishPreview: (file) => publishPreview(sender, file),
    schedule,
    // A failure of GitHub's is said in its words; a change that reached its branch without its review keeps
    // its saved page: publishing again opens the review.
    publish: (file, when) =>
      publish(sender, file, when).catch((error: unknown) =>
        error instanceof SiteSettingsUnreadable
          ? refused(
              'problems',
              'Nothing was sent: the site settings file cannot be read, so the old address cannot be redirected. Ask a developer to repair it.',
            )
          : refused('not-sent', say(error)),
      ),
  };
}

// Publishing in the studio on the web: what would be sent for review (what changed, the photos left
// behind), and sending a saved page, with the photos added for it, as a commit on its own branch with a
// pull request, never over a change made on GitHub since the page was read. A page at another address than
// the live one goes with what the local studio's rename writes (the same rules, shared): the old address's
// redirect, the redirects that led to it re-pointed, and the other pages' links to it pointed at the new one.
// The pull request's SEO section heads each point with its field as the form labels it (seoChange).
import { pageSchema } from 'virtual:studio-data';
import { photoPlaces, photoRemovedLine, photosLeftBehind } from '../../../core/photos/places.ts';
import type { PublishAnswer, PublishPreview, PublishWhen, StudioBackend } from '../../backend.ts';
import { summarizeChanges } from '../../engine/change-summary.ts';
import { fieldPlace } from '../../shared/schema-helpers.ts';
import { messageInWords } from '../../shared/problem-words.ts';
import { notSentProblems, nothingNewToSend, reviewMessage } from '../../shared/answers.ts';
import { publishTimeProblem, scheduledTime } from '../../shared/schedule.ts';
import { seoChange } from '../../engine/seo-change.ts';
import { scheduleReview } from '../../engine/schedule.ts';
import { gitHubReviewPort } from '../port.ts';
import { gitBlobSha, type GitHubClient } from '../client.ts';
import { GitHubError } from '../errors.ts';
import type { DraftStore } from '../drafts.ts';
import { publishToBranch, type PublishFile } from '../git-publish.ts';
import { repoPagesDir, rootedPath, unrootedPath } from '../repo-host.ts';
import { isPageFile, isRedirectFile } from '../../../core/content/load.ts';
import { listTitle } from '../../shared/page-list.ts';
import { pageTextWithLinks, redirectsForRename, summaryAfterRename } from '../../shared/rename.ts';
import { inPages, pageRoute, type Repository } from './repository.ts';
import { pageData } from '../../shared/page-data.ts';
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
  const shown = new Set(
    otherDrafts.flatMap((draft) => photoPlaces(blockBuilds, pageData(draft.text)?.blocks ?? []).map(({ photo }) => `photos/${photo.src}`)),
  );
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
  async function renameCompanions(file: string, text: string | undefined) {
    const { published } = await repo.current(file);
    const from = published ? pageRoute(file, pageData(published.text)) : undefined;
    const to = text === undefined ? undefined : pageRoute(file, pageData(text));
    if (from === undefined || to === undefined || from === to) return undefined;
    const { pages, reviews } = await repo.loaded();
    const files: PublishFile[] = [];
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

  async function summaryFor(
    file: string,
  ): Promise<{ route: string; summary: string[]; added: boolean; removed: string[]; also: PublishFile[] }> {
    const { published, sent, text } = await repo.current(file);
    const before = pageData(sent?.text);
    const after = pageData(text);
    const edited = text !== undefined && text !== sent?.text;
    const summary = edited ? summarizeChanges(before, after, pageSchema) : [];
    // The photos the edit leaves behind go with it, deleted: none that any version of another page shows
    // (as the default branch has it, in review, or saved in this browser). The other pages are read only
    // when the edit dropped a photo (most edits do not).
    const { pages, reviews } = await repo.loaded();
    const others =
      !edited || !photosLeftBehind(blockBuilds, before, after, []).length
        ? []
        : [...pages.keys()]
            .filter((inRepo) => inRepo.startsWith('pages/') && inRepo !== inPages(file))
            .flatMap((inRepo) => [pages.get(inRepo)?.text, reviews.get(inRepo.slice('pages/'.length))?.text])
            .concat(
              drafts
                .all()
                .filter((d) => d.file !== file)
                .map((d) => d.text),
            )
            .map(pageData);
    const removed = edited ? photosLeftBehind(blockBuilds, before, after, others) : [];
    const renamed = await renameCompanions(file, text);
    // The move is said when this send makes it (sent again at the same new address, the files go along unchanged).
    const said = renamed && pageRoute(file, before) !== pageRoute(file, after) ? summaryAfterRename(summary, renamed) : summary;
    return {
      route: pageRoute(file, after),
      summary: [...said, ...removed.map(photoRemovedLine)],
      added: !published,
      removed,
      also: renamed?.files ?? [],
    };
  }

  /** Sets, changes or cancels the time the page goes live: the engine's, on the page's pull request (its "Publish on:" line). */
  async function schedule(file: string, when: PublishWhen): Promise<PublishAnswer> {
    const now = await repo.loaded();
    const branch = await repo.branchOf(file);
    try {
      return await scheduleReview(
        gitHubReviewPort(client, (pull) => now.pulls.set(pull.head, pull)),
        branch,
        when,
      );
    } catch (error) {
      return { ok: false, message: say(error).replace('Your saved page is unchanged; try again.', 'The time was not changed; try again.') };
    }
  }

  return {
    async publishPreview(file: string): Promise<PublishPreview> {
      const now = await repo.loaded();
      const { route, summary } = await summaryFor(file);
      const pull = now.pulls.get(await repo.branchOf(file));
      const at = scheduledTime(pull?.body);
      return { route, summary, inReview: Boolean(pull), ...(at ? { scheduled: at.toISOString() } : {}) };
    },

    schedule,

    async publish(file: string, when?: PublishWhen): Promise<{ status: number; body: PublishAnswer }> {
      const refused = (message: string, status = 409) => ({ status, body: { ok: false, message } });
      const wrongTime = when?.at == null ? undefined : publishTimeProblem(when.at);
      if (wrongTime) return refused(wrongTime, 400);
      const now = await repo.loaded();
      const draft = drafts.get(file);
      if (!draft) return refused('There is nothing to send: save the page first.');
      if (!session.canPush) {
        return refused(
          `Not sent: GitHub does not let ${session.login} change ${session.owner}/${session.repo}. Your saved page stays in this browser; ask an owner of the repository for write access, then publish again.`,
          403,
        );
      }
      const blocking = (await repo.inCore(() => repo.checker().check(rootedPath(inPages(file)), draft.text))).problems.filter(
        (p) => !p.fixedElsewhere,
      );
      if (blocking.length) {
        return refused(notSentProblems(blocking.length, { first: messageInWords(blocking[0]!.message) }), 422);
      }
      try {
        // The page as the default branch has it now, not as it was read: a change made there since is never overwritten.
        const head = await client.branchHead(session.branch);
        if (head && head !== now.commit) {
          const tree = await client.tree(head);
          const there = tree.files.find((f) => f.path === inPages(file));
          if ((there?.sha ?? null) !== draft.base) {
            return refused(
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
            status: 409,
            body: {
              ok: false,
              message: `Nothing was sent: ${by} sent a change to this page for review since you opened it. Start from their version and make your change on top of it, or send yours again to add it on top of theirs (their change stays in the review’s history). Your saved page stays in this browser.`,
              theirs: { text, by },
            },
          };
        }
        let answer: Awaited<ReturnType<typeof summaryFor>>;
        try {
          answer = await summaryFor(file);
        } catch (error) {
          if (!(error instanceof SiteSettingsUnreadable)) throw error;
          return refused(
            'Nothing was sent: the site settings file cannot be read, so the old address cannot be redirected. Ask a developer to repair it.',
            422,
          );
        }
        const { route, summary, added, removed, also } = answer;
        // The page's SEO as on the site's branch and as sent, each checked as the editor's check checks it.
        const seo = await seoChange(
          (t) => repo.check(file, t),
          (await repo.current(file)).published?.text,
          draft.text,
          fieldPlace(pageSchema),
        );
        const words = reviewMessage(route, added, summary, seo);
        // The photos the page shows that were added in this browser go with it.
        const kept = new Set(await drafts.photos());
        const photoFiles = [
          ...new Set(photoPlaces(blockBuilds, pageData(draft.text)?.blocks ?? []).map(({ photo }) => `photos/${photo.src}`)),
        ].filter((path) => kept.has(path));
        const photoContents = await Promise.all(photoFiles.map(async (path) => ({ path, content: (await drafts.photo(path))! })));
        const result = await publishToBranch(client, {
          base: session.branch,
          branch,
          files: [
            { path: inPages(file), content: draft.text },
            ...photoContents,
            ...removed.map((name) => ({ path: `photos/${name}`, content: null })),
            ...also,
          ],
          ...words,
        });
        if (!result.sent) {
          return refused(nothingNewToSend(result.inReview));
        }
        drafts.remove(file);
        // A photo another saved page shows too (a section copied there) stays, to go with that page when it is sent.
        const done = new Set(photosDoneWith(photoFiles, drafts.all()));
        for (const { path, content } of photoContents) {
          if (done.has(path)) await drafts.removePhoto(path);
          now.photos.set(path.slice('photos/'.length), (await gitBlobSha(content)) ?? '');
        }
        now.reviews.set(file, { sha: (await gitBlobSha(draft.text)) ?? '', text: draft.text });
        now.branches.set(inPages(file), result.branch);
        now.pulls.set(result.branch, {
          number: result.pull,
          htmlUrl: result.reviewUrl,
          title: words.title,
          head: result.branch,
          body: result.body,
        });
        repo.invalidate();
        const sent = result.updated ? 'Your changes were added to the review already open' : 'Sent for review';
        // The time it goes live, on its pull request: set, changed or cancelled as the dialog said.
        const timed = when && (scheduledTime(result.body)?.toISOString() ?? null) !== when.at ? await schedule(file, when) : undefined;
        return {
          status: 200,
          body: {
            ok: true,
            branch: result.branch,
            commit: result.commit,
            reviewUrl: result.reviewUrl,
            updated: result.updated,
            message: !timed
              ? `${sent}:`
              : timed.ok
                ? `${sent}. ${timed.message}`
                : `${sent}, but its publish time could not be set: ${timed.message} Choose the time again with Publish time…. Its review:`,
          },
        };
      } catch (error) {
        // A change that reached its branch without its review keeps its saved page: publishing again opens the review.
        return refused(say(error), error instanceof GitHubError ? error.status || 502 : 500);
      }
    },
  };
}

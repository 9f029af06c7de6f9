// Send for review on this computer: the port's ReviewSender (engine/port.ts) over the pages folder and git,
// for the engine's publishPreview and publish (engine/publish.ts). It reads the page as saved on disk and
// as last sent (its review branch) or published (git's HEAD: review-state.ts), the companions a rename's
// Save wrote (the old address's redirect, the other pages' links), the photos, and commits them with git on
// the page's own branch (publish.ts). Its own guard: a page sends only the text this studio saved.
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { listPageFiles, pathFromFile } from '../../../tooling/content/index.ts';
import { listRedirectFiles } from '../../../tooling/content/node-host.ts';
import { isRedirectFile, redirectsFolderName } from '../../../core/content/load.ts';
import { withoutBom } from '../../../core/json-source.ts';
import { pagesDir } from '../../../tooling/paths.ts';
import { photosFor } from '../../../tooling/photos/folders.ts';
import { bundledPageSchema } from '../../build/bundled-schema.ts';
import type { PublishWhen } from '../../backend.ts';
import type { ReviewFile, ReviewSender } from '../../engine/port.ts';
import { publish, publishPreview, refused } from '../../engine/publish.ts';
import { publishAnswerOf } from '../api-answers.ts';
import { changedPageFiles } from './changes.ts';
import { checkEdit } from '../../engine/pages.ts';
import { checkerFor } from './checking.ts';
import { fingerprint, pageFileTarget, readIfThere } from './files.ts';
import { readPageFile } from './listing.ts';
import { pageData } from '../../shared/page-data.ts';
import { pagePhotoPaths, photoSource } from './photos.ts';
import { publishPage } from './publish.ts';
import { linksTo, pageTextWithLinks, redirectsForRename, routeOf } from '../../shared/rename.ts';
import { collectAllReferences } from '../../../core/references.ts';
import { listTitle } from '../../shared/page-list.ts';
import { lastSentText, pageVersionsInGit } from './review-state.ts';
import { written } from './written.ts';

/**
 * What belongs with a page that changed address since it was last sent (or published): the old address's
 * redirect file, the redirects (files, and the site config's list) as they were then, re-pointed, and the
 * other pages whose only change on disk is their links to the new address. Read from git and the disk
 * alone, so it holds after a restart.
 */
async function renameCompanions(
  dir: string,
  target: string,
  before: unknown,
  after: unknown,
  read: (file: string) => Promise<string | undefined>,
  filesIn: (folder: string) => Promise<string[]>,
) {
  const from = routeOf(dir, target, before);
  const to = routeOf(dir, target, after);
  if (from === undefined || to === undefined || from === to) return undefined;
  const files: ReviewFile[] = [];
  const siteFile = path.join(dir, '_site.json');
  const siteBefore = await read(siteFile);
  if (siteBefore !== undefined) {
    const redirectsBefore = new Map<string, string>();
    // The redirect files as they were then, one deleted on disk since included (a save back at an older address deletes the one from it).
    const folder = path.join(dir, redirectsFolderName);
    const then = (await filesIn(folder)).filter((file) => isRedirectFile(dir, file));
    for (const file of [...new Set([...listRedirectFiles(dir), ...then])].sort()) {
      const was = await read(file);
      if (was !== undefined) redirectsBefore.set(file, was);
    }
    for (const [file, content] of redirectsForRename(dir, siteBefore, redirectsBefore, from, to).files)
      files.push({ path: real(file), content });
  }
  let relinked = 0;
  // The pages whose updated links cannot go with this change, said by name: never left out silently.
  const waiting: string[] = [];
  for (const file of await changedPageFiles(dir)) {
    if (path.resolve(file) === path.resolve(target)) continue;
    const [was, now] = [await read(file), readIfThere(file)];
    if (now === undefined) continue;
    if (was !== undefined && pageTextWithLinks(was, from, to) === now) {
      files.push({ path: real(file), content: now });
      relinked++;
      continue;
    }
    const { data, route } = readPageFile(dir, file);
    const linksThere = data && collectAllReferences(data).some((ref) => ref.kind === 'link' && linksTo(ref.value, to));
    const linkedBefore = was !== undefined && pageTextWithLinks(was, from, to) !== undefined;
    if (!linksThere || (was !== undefined && !linkedBefore)) continue;
    const name = `${listTitle(data, route)} (${route})`;
    waiting.push(
      was === undefined
        ? `${name}, which is not published yet; it goes when that page is sent`
        : `${name}, which has other changes not sent yet; it goes when that page is sent`,
    );
  }
  return { from, to, files, relinked, waiting };
}

/** A file named through its folder's real path (a redirect file, a deleted photo may not be on disk). */
const real = (file: string) =>
  path.join(existsSync(path.dirname(file)) ? realpathSync(path.dirname(file)) : path.dirname(file), path.basename(file));

/**
 * Why the local studio offers no publish time: the time is written on the page's pull request, which only
 * a copy of the site on GitHub has, and which this studio opens (by its link) but cannot edit afterwards.
 */
// Said under "The page goes live once a developer accepts the review.", so it does not say that again.
const noGitHub = 'Publishing at a time needs the site on GitHub, and this copy of the site is not connected to it.';
const scheduleOnGitHub =
  'This page is already in review: its publish time is on its pull request on GitHub (the “Publish on:” line of its description), where it can be changed, or here once the studio can sign in to GitHub.';

export interface LocalSenderOptions {
  /** Where git runs (the pages folder unless told). */
  cwd?: string;
  /** The time on a page's pull request as GitHub has it now, where GitHub can be asked (github-review.ts). */
  reviewTime?: (file: string) => Promise<{ scheduled?: string } | undefined>;
  /** Where a page's review that was closed without merging can be read, where GitHub can be asked (github-review.ts). */
  closedReview?: (file: string) => Promise<string | undefined>;
}

/**
 * The port's ReviewSender on this computer: the page as saved on disk, as last sent (its review branch's
 * tip) or published (HEAD), the companions a rename's Save wrote, the photos in the photos folder, and the
 * commit made with git on the page's own branch (publish.ts). A page sends only the text this studio saved
 * (when it saved it), read as a page.
 */
export function localSender(dir = pagesDir(), { cwd = dir, reviewTime, closedReview }: LocalSenderOptions = {}): ReviewSender {
  const last = new Map<string, ReturnType<typeof lastSentText>>();
  const lastOf = (target: string) => last.get(target) ?? last.set(target, lastSentText(dir, target)).get(target)!;
  const closed = new Map<string, Promise<string | undefined>>();
  /** The page's closed review, asked once per send (only of a page git takes for in review). */
  const closedOf = async (file: string) => {
    if (!closedReview || !(await lastOf(pageFileTarget(dir, file))).inReview) return undefined;
    return closed.get(file) ?? closed.set(file, closedReview(file)).get(file)!;
  };
  const photoFile = (name: string) => path.join(photosFor(dir), ...name.split('/'));
  return {
    schema: bundledPageSchema(),
    problemsBecause: 'it was changed outside the studio',
    async page(file) {
      const target = pageFileTarget(dir, file);
      const saved = readIfThere(target);
      const { text: sent, inReview, scheduled, onGitHub, published } = await lastOf(target);
      const route = pageData(saved)?.path ?? pathFromFile(dir, target);
      // Its review was closed without merging: sent again, it opens a new review, which says what changed since it was published.
      if (await closedOf(file)) {
        return {
          saved,
          sent: published,
          published,
          inReview: false,
          route,
          ...(published === undefined ? {} : { sentRoute: routeOf(dir, target, pageData(published)) }),
          timeGoesIn: 'message' as const,
        };
      }
      // A page in review on GitHub: its time as its pull request has it now, changed here where GitHub can be asked.
      const onReview = inReview && onGitHub && reviewTime ? await reviewTime(file) : undefined;
      const timing = onReview
        ? onReview
        : {
            ...(scheduled ? { scheduled } : {}),
            ...(onGitHub && !inReview ? {} : { noSchedule: onGitHub ? scheduleOnGitHub : noGitHub }),
          };
      return {
        saved,
        sent,
        published,
        inReview,
        route,
        ...(sent === undefined ? {} : { sentRoute: routeOf(dir, target, pageData(sent)) }),
        ...timing,
        ...(onGitHub ? { timeGoesIn: 'message' as const } : {}),
      };
    },
    async ready(file) {
      const target = pageFileTarget(dir, file);
      const text = readIfThere(target);
      if (text === undefined)
        return refused('changed', 'This page is not saved on this computer (it was deleted): there is nothing to send.');
      const remembered = written.get(target);
      if (remembered && remembered !== fingerprint(text)) {
        return refused(
          'changed',
          'Nothing was sent: this page was changed outside the studio since you saved it. Open it again, check it and save it, then publish.',
        );
      }
      try {
        JSON.parse(withoutBom(text));
      } catch {
        return refused(
          'problems',
          'Nothing was sent: the saved file is no longer a complete page (it was changed outside the studio). Ask a developer to repair it.',
        );
      }
      return { text };
    },
    check: async (file, text) => checkEdit(checkerFor(dir), file, withoutBom(text)),
    // Every other page: on disk (saved where it has changes not committed, else as published), as last
    // committed where it has such changes, and in each review branch that changes it.
    async otherPages(file) {
      const target = path.resolve(pageFileTarget(dir, file));
      const { changed, versions } = await pageVersionsInGit(dir);
      const files = new Set([...listPageFiles(dir).map((other) => path.resolve(other)), ...versions.keys()]);
      files.delete(target);
      return [...files].map((other) => {
        const onDisk = readIfThere(other);
        const { published = changed.has(other) ? undefined : onDisk, inReview = [] } = versions.get(other) ?? {};
        const saved = changed.has(other) ? onDisk : undefined;
        return {
          file: path.relative(dir, other).split(path.sep).join('/'),
          route: pageData(saved ?? inReview[0] ?? published)?.path ?? pathFromFile(dir, other),
          ...(published === undefined ? {} : { published }),
          ...(inReview.length ? { inReview } : {}),
          ...(saved === undefined ? {} : { saved }),
        };
      });
    },
    async photosGone(file, names) {
      const { has } = await lastOf(pageFileTarget(dir, file));
      const folder = existsSync(photosFor(dir)) ? realpathSync(photosFor(dir)) : photosFor(dir);
      const gone = [];
      for (const name of names)
        if (photoSource.test(name) && (await has(photoFile(name))))
          gone.push({ name, path: path.join(folder, ...name.split('/')), content: null });
      return gone;
    },
    async photosAlong(file, text) {
      const { same } = await lastOf(pageFileTarget(dir, file));
      const folder = photosFor(dir);
      const page = pageData(text);
      const along = [];
      for (const photo of page ? pagePhotoPaths(page, dir) : []) {
        const known = await same(photo);
        const change = known === undefined ? ('added' as const) : known ? undefined : ('replaced' as const);
        const name = path.relative(folder, photo).split(path.sep).join('/');
        along.push({ name, path: real(photo), content: readFileSync(photo), ...(change ? { change } : {}) });
      }
      return along;
    },
    async companions(file, page) {
      if (page.sent === undefined) return undefined;
      const { read, filesIn } = await lastOf(pageFileTarget(dir, file));
      return renameCompanions(dir, path.join(dir, file), pageData(page.sent), pageData(page.saved), read, filesIn);
    },
    async sendForReview({ file, text, files, words }) {
      const target = pageFileTarget(dir, file);
      const newReview = Boolean(await closedOf(file));
      const outcome = await publishPage({ file: target, text, files, words, newReview }, { cwd });
      if ('sent' in outcome || ('kept' in outcome && outcome.kept.failed === undefined)) written.delete(target);
      return outcome;
    },
  };
}

/** What Send for review would send for a page of `dir` (the engine's, over this computer's sender). */
export const localPreview = (file: string, dir = pagesDir(), options: LocalSenderOptions = {}) =>
  publishPreview(localSender(dir, options), file);

/** Sends one saved page of `dir` for review, as the studio's API answers it (api-answers.ts). */
export async function answerPublish(
  file: string,
  dir = pagesDir(),
  cwd = dir,
  when?: PublishWhen,
  options: Omit<LocalSenderOptions, 'cwd'> = {},
) {
  return publishAnswerOf(await publish(localSender(dir, { ...options, cwd }), file, when));
}

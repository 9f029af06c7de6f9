// Publishing a saved page for review: what would be sent (its address, what changed, the photos and
// other files that go with it), and sending it once it is checked again as it is on disk now. The review's
// SEO section heads each point with its field as the form labels it (seoChange).
import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import type { PageFile } from '../../../generated/page.ts';
import { listPageFiles, pathFromFile } from '../../../tooling/content/index.ts';
import { listRedirectFiles } from '../../../tooling/content/node-host.ts';
import { isRedirectFile, redirectsFolderName } from '../../../core/content/load.ts';
import { withoutBom } from '../../../core/json-source.ts';
import { photoRemovedLine, photosLeftBehind } from '../../../core/photos/places.ts';
import { pagesDir } from '../../../tooling/paths.ts';
import { photosFor } from '../../../tooling/photos/folders.ts';
import { summarizeChanges } from '../../engine/change-summary.ts';
import { fieldPlace } from '../../shared/schema-helpers.ts';
import { bundledPageSchema } from '../../build/bundled-schema.ts';
import { notSentProblems } from '../../shared/answers.ts';
import type { PublishWhen } from '../../backend.ts';
import { changedPageFiles } from './changes.ts';
import { checkEdit } from '../../engine/pages.ts';
import { checkerFor } from './checking.ts';
import { fingerprint, pageFileTarget, readIfThere } from './files.ts';
import { readPageFile } from './listing.ts';
import { pageData } from '../../shared/page-data.ts';
import { pagePhotoFiles, pagePhotoPaths, photoSource } from './photos.ts';
import { publishPage, type PublishResult } from './publish.ts';
import { linksTo, pageTextWithLinks, redirectsForRename, routeOf, summaryAfterRename } from '../../shared/rename.ts';
import { collectAllReferences } from '../../../core/references.ts';
import { listTitle } from '../../shared/page-list.ts';
import { lastSentText } from './review-state.ts';
import { seoChange } from '../../engine/seo-change.ts';
import { written } from './written.ts';
import { blockBuilds } from '../../../generated/block-builds.ts';

const refused = (message: string): PublishResult => ({ ok: false, message });

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
  const also: { file: string; text: string }[] = [];
  const gone: string[] = [];
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
    for (const [file, text] of redirectsForRename(dir, siteBefore, redirectsBefore, from, to).files) {
      if (text === null) gone.push(file);
      else also.push({ file, text });
    }
  }
  let relinked = 0;
  // The pages whose updated links cannot go with this change, said by name: never left out silently.
  const waiting: string[] = [];
  for (const file of await changedPageFiles(dir)) {
    if (path.resolve(file) === path.resolve(target)) continue;
    const [was, now] = [await read(file), readIfThere(file)];
    if (now === undefined) continue;
    if (was !== undefined && pageTextWithLinks(was, from, to) === now) {
      also.push({ file, text: now });
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
  return { from, to, also, gone, relinked, waiting };
}

/**
 * Why the local studio offers no publish time: the time is written on the page's pull request, which only
 * a copy of the site on GitHub has, and which this studio opens (by its link) but cannot edit afterwards.
 */
const noGitHub =
  'Publishing at a time needs the site on GitHub, and this copy of the site is not connected to it: the page goes live when a developer accepts the review.';
const scheduleOnGitHub =
  'This page is already in review: its publish time is on its pull request on GitHub (the “Publish on:” line of its description), where it can be changed, or here once the studio can sign in to GitHub.';

/** What Publish would send for a page: its address and what changed since it was published or last sent. */
export async function publishPreview(file: string, dir = pagesDir()) {
  const target = pageFileTarget(dir, file);
  const text = readIfThere(target);
  const { text: sent, inReview, read, same, has, filesIn, scheduled, onGitHub } = await lastSentText(dir, target);
  const [before, after] = [pageData(sent), pageData(text)];
  let summary = text === undefined || text === sent ? [] : summarizeChanges(before, after, bundledPageSchema());
  const renamed = sent === undefined ? undefined : await renameCompanions(dir, path.join(dir, file), before, after, read, filesIn);
  if (renamed) {
    summary = summaryAfterRename(summary, renamed);
  }
  // The photos that go with the page: each one the repository does not have as it is, by name.
  if (after) {
    const folder = photosFor(dir);
    for (const photoFile of pagePhotoPaths(after, dir)) {
      const known = await same(photoFile);
      const name = path.relative(folder, photoFile).split(path.sep).join('/');
      if (known === undefined) summary.push(`Photo added: ${name}`);
      else if (!known) summary.push(`Photo replaced: ${name}`);
    }
  }
  // The photos the edit leaves behind, as the repository has them: deleted in the same commit. The other
  // pages are read only when the edit dropped a photo (most edits do not).
  const dropped = photosLeftBehind(blockBuilds, before, after, []);
  const others = dropped.length
    ? listPageFiles(dir)
        .filter((other) => path.resolve(other) !== path.resolve(target))
        .map((other) => readPageFile(dir, other).data)
    : [];
  const removed: string[] = [];
  for (const name of dropped.length ? photosLeftBehind(blockBuilds, before, after, others) : []) {
    const photoFile = path.join(photosFor(dir), ...name.split('/'));
    if (!photoSource.test(name) || !(await has(photoFile))) continue;
    removed.push(photoFile);
    summary.push(photoRemovedLine(name));
  }
  return {
    route: after?.path ?? pathFromFile(dir, target),
    summary,
    inReview,
    ...(scheduled ? { scheduled } : {}),
    ...(onGitHub && !inReview ? {} : { noSchedule: onGitHub ? scheduleOnGitHub : noGitHub }),
    onGitHub,
    also: renamed?.also ?? [],
    removed,
    redirectsGone: renamed?.gone ?? [],
  };
}

/**
 * Sends one saved page for review. What is sent is checked first, as it is on disk now: it must be the
 * text the studio saved (when this studio saved it), read as a page, and pass the checks; the commit holds
 * exactly that text.
 */
export async function publishSaved(file: string, dir = pagesDir(), cwd = dir, when?: PublishWhen): Promise<PublishResult> {
  const target = pageFileTarget(dir, file);
  const text = readIfThere(target);
  if (text === undefined) return refused('This page is not saved on this computer (it was deleted): there is nothing to send.');
  const remembered = written.get(target);
  if (remembered && remembered !== fingerprint(text)) {
    return refused(
      'Nothing was sent: this page was changed outside the studio since you saved it. Open it again, check it and save it, then publish.',
    );
  }
  const clean = withoutBom(text);
  let page: Partial<PageFile>;
  try {
    page = JSON.parse(clean) as Partial<PageFile>;
  } catch {
    return refused(
      'Nothing was sent: the saved file is no longer a complete page (it was changed outside the studio). Ask a developer to repair it.',
    );
  }
  const blocking = checkEdit(checkerFor(dir), file, clean).problems.filter((p) => !p.fixedElsewhere);
  if (blocking.length) {
    return refused(notSentProblems(blocking.length, { why: 'it was changed outside the studio' }));
  }
  const { route, summary, also, removed, redirectsGone } = await publishPreview(file, dir);
  // Each file is named through its folder's real path (a redirect file, a deleted photo may not be on disk).
  const real = (file: string) =>
    path.join(existsSync(path.dirname(file)) ? realpathSync(path.dirname(file)) : path.dirname(file), path.basename(file));
  const inRepo = [...also, ...pagePhotoFiles(page, dir)].map((part) => ({ ...part, file: real(part.file) }));
  const folder = photosFor(dir);
  const remove = [
    ...removed.map((gone) => path.join(existsSync(folder) ? realpathSync(folder) : folder, path.relative(folder, gone))),
    ...redirectsGone.map(real),
  ];
  // The page's SEO as published and as sent, each checked as the editor's check checks it.
  const { published } = await lastSentText(dir, target);
  const seo = await seoChange(async (t) => checkEdit(checkerFor(dir), file, t), published, clean, fieldPlace(bundledPageSchema()));
  const result = await publishPage({ file: target, text, route: page.path ?? route, summary, seo, also: inRepo, remove, when }, { cwd });
  if (result.ok) written.delete(target);
  return result;
}

// The page studio's server side (npm run studio serves it with the built studio; the dev server uses it
// too; never part of the site's build). It answers with the very code the CLI runs: the page schema for
// the form; for each edit the problems npm run validate prints and the page as the build renders it; new
// pages planned by npm run new-page's code; saves into pages/ only when that check passes; and publishing
// a saved page for review with git, each page on its own branch.
import { existsSync, lstatSync, readFileSync, realpathSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { PageFile } from '../../../generated/page.ts';
import {
  buildContent,
  checkContent,
  checkSeo,
  folderSource,
  listPageFiles,
  loadContent,
  overlaySource,
  pathFromFile,
} from '../../../tooling/content/index.ts';
import { FolderEditChecker } from '../../../tooling/content/edit-check.ts';
import { withoutBom } from '../../../core/json-source.ts';
import { displayPath, pagesDir, publicDir } from '../../../tooling/paths.ts';
import {
  fingerprint,
  formatLike,
  pageFileTarget,
  readIfThere,
  replaceAllIfUnchanged,
  replaceIfUnchanged,
  siteFileTarget,
  UnsafePathError,
  type PlannedWrite,
} from './files.ts';
import { refusal } from './guard.ts';
import { publishPage, type PublishResult } from './publish.ts';
import { readJson, RequestError } from './request.ts';
import { changedPageFiles } from './changes.ts';
import { lastSentText, reviewStates, type ReviewState } from './review-state.ts';
import type { LinkingPage, LinkUpdateRequest, SaveRequest } from '../../backend.ts';

export type { LinkingPage, LinkUpdateRequest, SaveRequest };
import { linksTo, pageTextWithLinks, relativeName, routeOf, siteTextAfterRename } from './rename.ts';
import { collectAllReferences } from '../../../core/references.ts';
import { summarizeChanges } from '../../app/change-summary.ts';
import { messageInWords } from '../../app/problem-words.ts';
import { blockKinds } from '../../app/schema-helpers.ts';
import { planPage } from '../../../tooling/new-page.ts';
import { photoPlaces, photoRemovedLine, photosLeftBehind } from '../../../core/photos/places.ts';
import { photosFor } from '../../../tooling/photos/folders.ts';
import { photoKind, readPhotoBody, storePhoto } from './photo-upload.ts';

export { bundledPageSchema } from '../../build/bundled-schema.ts';
import { bundledPageSchema } from '../../build/bundled-schema.ts';

function send(response: ServerResponse, status: number, body: unknown): void {
  response.statusCode = status;
  response.setHeader('Content-Type', 'application/json');
  response.setHeader('Cache-Control', 'no-store');
  response.end(JSON.stringify(body));
}

export { photosFor };

/** One edit checker per pages folder, kept for as long as the studio runs. */
const checkers = new Map<string, FolderEditChecker>();
const checkerFor = (dir: string) => checkers.get(dir) ?? checkers.set(dir, new FolderEditChecker(dir, publicDir, photosFor(dir))).get(dir)!;

/**
 * Checks an edited page as if it were saved over `file` (or added as a new file), as npm run validate
 * would check it: its own rules against an index of the rest of the site, kept in memory and read again
 * only when a file in the folder changes, so an edit costs the same with 40 pages as with 10,000.
 */
export function checkEdit(file: string | undefined, text: string, source = pagesDir()) {
  const relative = file ?? 'new-page-draft.json';
  const shown = relative.split(path.sep).join('/');
  const result = checkerFor(source).check(path.join(source, relative), text);
  return { ...result, problems: result.problems.map((p) => ({ ...p, file: `pages/${shown}` })) };
}

export { pageGroup, pageGroups, type PageListEntry } from '../../shared/page-list.ts';
import { listTitle, pageGroup, pageGroups, type PageListEntry } from '../../shared/page-list.ts';
import { changedSinceOpened, notSavedProblems, notSentProblems } from '../../shared/answers.ts';
import { plural } from '../../shared/words.ts';

/** A page file's text (without a byte-order mark, as validation reads it), its data if it parses, and its address. */
function readPageFile(dir: string, file: string) {
  const raw = readFileSync(file, 'utf8');
  const text = withoutBom(raw);
  let data: Partial<PageFile> | undefined;
  try {
    data = JSON.parse(text) as Partial<PageFile>;
  } catch {
    data = undefined;
  }
  return { raw, text, data, route: data?.path ?? pathFromFile(dir, file) };
}

/** Every page file with its group, title and problem count from one whole-site check. */
export function listPages(dir = pagesDir()): PageListEntry[] {
  const content = loadContent({ pagesDir: dir, publicDir, photosDir: photosFor(dir) });
  const counts = new Map<string, number>();
  for (const problem of content.problems) counts.set(problem.file, (counts.get(problem.file) ?? 0) + 1);
  return listPageFiles(dir).map((file) => {
    // Without the byte-order mark, so the browser's JSON.parse accepts the text too.
    const { raw, text, data, route } = readPageFile(dir, file);
    return {
      file: path.relative(dir, file).split(path.sep).join('/'),
      path: route,
      title: listTitle(data, route),
      group: pageGroup(route, data),
      problems: counts.get(displayPath(file)) ?? 0,
      hash: fingerprint(raw),
      text,
    };
  });
}

/** Every page with its state for review (Published, Changed, In review with its link), read from git. */
export async function listPagesWithState(dir = pagesDir()): Promise<(PageListEntry & { review: ReviewState })[]> {
  const [pages, states] = [listPages(dir), await reviewStates(dir)];
  return pages.map((page) => ({ ...page, review: states.get(path.join(dir, page.file)) ?? { state: 'published' } }));
}

/** The fingerprint of the text the studio last wrote to each file, so publishing sends exactly that. */
const written = new Map<string, string>();

type Answer = { status: number; body: Record<string, unknown> };

/** The file changed (or appeared, or went) on disk since the editor opened it: nothing is written, and the editor chooses. */
function conflict(request: SaveRequest, onDisk: string | undefined): Answer {
  return {
    status: 409,
    body: {
      conflict: true,
      hash: onDisk === undefined ? null : fingerprint(onDisk),
      text: onDisk === undefined ? undefined : withoutBom(onDisk),
      error: onDisk === undefined ? 'This page was deleted since you opened it.' : changedSinceOpened(request.base === null, 'on disk'),
    },
  };
}

const parseOrUndefined = (text: string | undefined): unknown => {
  try {
    return text === undefined ? undefined : (JSON.parse(withoutBom(text)) as unknown);
  } catch {
    return undefined;
  }
};

/** Every page file but `except` with a link to `route` (in an href or in its text). */
export function pagesLinkingTo(route: string, dir = pagesDir(), except?: string): LinkingPage[] {
  const found: LinkingPage[] = [];
  for (const file of listPageFiles(dir)) {
    const name = relativeName(dir, file);
    if (name === except) continue;
    const { raw, data, route: at } = readPageFile(dir, file);
    if (!data || !collectAllReferences(data).some((ref) => ref.kind === 'link' && linksTo(ref.value, route))) continue;
    found.push({ file: name, title: listTitle(data, at), path: at, hash: fingerprint(raw) });
  }
  return found;
}

/**
 * What a whole-site check (npm run validate's) finds in the given files with these texts in place of what
 * is on disk: the rename's two files are checked together, as they will be once written.
 */
function problemsWith(dir: string, texts: Map<string, string>) {
  const checked = checkContent(overlaySource(folderSource(dir), texts), { publicDir, photosDir: photosFor(dir) });
  const built = buildContent(checked.site, checked.pages, checked.caseStudies);
  checkSeo(checked, built);
  const shown = new Set([...texts.keys()].map((file) => displayPath(file)));
  return checked.problems.items.filter((p) => shown.has(p.file) && !p.fixedElsewhere);
}

/**
 * Saves an edited page if it is safe, current and valid; the answer says why not otherwise. The file's
 * fingerprint is compared again right before the write replaces it (the check in between takes time),
 * and the studio runs one save at a time (this function never waits), so no change is lost.
 *
 * When the page was saved before and its address changed, the same save adds the old address's
 * permanent redirect to the site config (both files checked together, written together, neither when
 * either changed on disk), and the answer lists the pages that still link to the old address.
 */
export function savePage(request: SaveRequest, dir = pagesDir(), check: typeof checkEdit = checkEdit): Answer {
  const target = pageFileTarget(dir, request.file);
  const onDisk = readIfThere(target);
  if ((onDisk === undefined ? null : fingerprint(onDisk)) !== request.base) return conflict(request, onDisk);
  const text = formatLike(onDisk, request.data);
  const { problems } = check(request.file, text, dir);
  // A page nobody links to yet can be saved: the link belongs on another page, which can only link to a saved one.
  const blocking = problems.filter((p) => !p.fixedElsewhere);
  if (blocking.length) {
    return { status: 422, body: { problems, error: notSavedProblems(blocking.length) } };
  }
  const inDir = path.join(dir, request.file);
  // A page saved for the first time has no old address to keep.
  const from = onDisk === undefined ? undefined : routeOf(dir, inDir, parseOrUndefined(onDisk));
  const to = routeOf(dir, inDir, request.data);
  if (from !== undefined && to !== undefined && from !== to) return saveRenamed(request, dir, { target, text, from, to, problems });

  if (!replaceIfUnchanged(target, text, request.base)) return conflict(request, readIfThere(target));
  // The folder is watched too; this keeps the next check from racing the notice of the change.
  checkerFor(dir).invalidate();
  written.set(target, fingerprint(text));
  return { status: 200, body: { hash: fingerprint(text), linkNeeded: problems.length > 0 } };
}

function saveRenamed(
  request: SaveRequest,
  dir: string,
  { target, text, from, to, problems }: { target: string; text: string; from: string; to: string; problems: unknown[] },
): Answer {
  const siteTarget = siteFileTarget(dir);
  const siteText = readFileSync(siteTarget, 'utf8');
  let siteAfter: string;
  let menuLinks: number;
  try {
    ({ text: siteAfter, links: menuLinks } = siteTextAfterRename(siteText, from, to));
  } catch {
    return {
      status: 422,
      body: {
        error: 'Not saved: the site settings file cannot be read, so the old address cannot be redirected. Ask a developer to repair it.',
      },
    };
  }
  const siteProblems = problemsWith(
    dir,
    new Map([
      [path.join(dir, request.file), text],
      [path.join(dir, '_site.json'), siteAfter],
    ]),
  );
  if (siteProblems.length) {
    return {
      status: 422,
      body: {
        problems: siteProblems.filter((p) => p.file === `pages/${request.file}`),
        error: `Not saved: the old address ${from} cannot be sent on to ${to} (${messageInWords(siteProblems[0]!.message).replace(/\.$/, '')}). Nothing was changed.`,
      },
    };
  }
  const writes: PlannedWrite[] = [
    { file: target, text, expected: request.base },
    { file: siteTarget, text: siteAfter, expected: fingerprint(siteText) },
  ];
  const changed = replaceAllIfUnchanged(writes);
  if (changed === target) return conflict(request, readIfThere(target));
  if (changed) {
    return {
      status: 409,
      body: {
        conflict: false,
        error: 'Not saved: the site settings changed on disk while this page was being saved, so nothing was written. Save again.',
      },
    };
  }
  checkerFor(dir).invalidate();
  written.set(target, fingerprint(text));
  return {
    status: 200,
    body: {
      hash: fingerprint(text),
      linkNeeded: problems.length > 0,
      redirect: { from, to },
      menuLinks,
      linking: pagesLinkingTo(from, dir, request.file),
    },
  };
}

/**
 * Rewrites the links to an old address on the pages listed, as one change: each page must be as it was
 * when listed, and pass the checks with its new links; otherwise nothing is written.
 */
export function updateLinks(request: LinkUpdateRequest, dir = pagesDir()): Answer {
  const { from, to, pages } = request;
  if (typeof from !== 'string' || typeof to !== 'string' || !Array.isArray(pages) || !pages.length)
    throw new RequestError(400, 'The studio sent no pages to update. Reload the page and try again.');
  const writes: PlannedWrite[] = [];
  for (const { file, hash } of pages) {
    const target = pageFileTarget(dir, file);
    const text = readIfThere(target);
    if (text === undefined || fingerprint(text) !== hash) {
      return {
        status: 409,
        body: { error: `Nothing was updated: the page ${file} changed on disk since it was listed. Open it and update its links there.` },
      };
    }
    const after = pageTextWithLinks(text, from, to);
    if (after === undefined) continue;
    const blocking = checkEdit(file, withoutBom(after), dir).problems.filter((p) => !p.fixedElsewhere);
    if (blocking.length) {
      return {
        status: 422,
        body: { error: `Nothing was updated: the page ${file} has a problem to fix first. Open it and update its links there.` },
      };
    }
    writes.push({ file: target, text: after, expected: hash });
  }
  const changed = replaceAllIfUnchanged(writes);
  if (changed) return { status: 409, body: { error: 'Nothing was updated: a page changed on disk meanwhile. Try again.' } };
  checkerFor(dir).invalidate();
  for (const write of writes) written.set(write.file, fingerprint(write.text));
  return { status: 200, body: { updated: writes.length } };
}

const refused = (message: string): PublishResult => ({ ok: false, message });

/**
 * Sends one saved page for review. What is sent is checked first, as it is on disk now: it must be the
 * text the studio saved (when this studio saved it), read as a page, and pass the checks; the commit holds
 * exactly that text.
 */
/**
 * What belongs with a page that changed address since it was last sent (or published): the site config as
 * it was then, with the old address's redirect, and the other pages whose only change on disk is their
 * links to the new address. Read from git and the disk alone, so it holds after a restart.
 */
async function renameCompanions(
  dir: string,
  target: string,
  before: unknown,
  after: unknown,
  read: (file: string) => Promise<string | undefined>,
) {
  const from = routeOf(dir, target, before);
  const to = routeOf(dir, target, after);
  if (from === undefined || to === undefined || from === to) return undefined;
  const also: { file: string; text: string }[] = [];
  const siteFile = path.join(dir, '_site.json');
  const siteBefore = await read(siteFile);
  if (siteBefore !== undefined) also.push({ file: siteFile, text: siteTextAfterRename(siteBefore, from, to).text });
  let relinked = 0;
  for (const file of await changedPageFiles(dir)) {
    if (path.resolve(file) === path.resolve(target)) continue;
    const [was, now] = [await read(file), readIfThere(file)];
    if (was === undefined || now === undefined) continue;
    if (pageTextWithLinks(was, from, to) === now) {
      also.push({ file, text: now });
      relinked++;
    }
  }
  return { from, to, also, relinked };
}

/** What Publish would send for a page: its address and what changed since it was published or last sent. */
export async function publishPreview(file: string, dir = pagesDir()) {
  const target = pageFileTarget(dir, file);
  const text = readIfThere(target);
  const { text: sent, inReview, read, same, has } = await lastSentText(dir, target);
  const [before, after] = [
    parseOrUndefined(sent) as Partial<PageFile> | undefined,
    parseOrUndefined(text) as Partial<PageFile> | undefined,
  ];
  const titles = new Map(blockKinds(bundledPageSchema()).map((kind) => [kind.type, kind.title]));
  let summary = text === undefined || text === sent ? [] : summarizeChanges(before, after, (type) => titles.get(type) ?? type);
  const renamed = sent === undefined ? undefined : await renameCompanions(dir, path.join(dir, file), before, after, read);
  if (renamed) {
    summary = [
      `Address changed: ${renamed.from} → ${renamed.to} (old address redirects)`,
      ...summary.filter((line) => !/^Address (added|removed|changed)$/.test(line)),
      ...(renamed.relinked ? [`Links updated to the new address on ${plural(renamed.relinked, 'other page')}`] : []),
    ];
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
  const dropped = photosLeftBehind(before, after, []);
  const others = dropped.length
    ? listPageFiles(dir)
        .filter((other) => path.resolve(other) !== path.resolve(target))
        .map((other) => readPageFile(dir, other).data)
    : [];
  const removed: string[] = [];
  for (const name of dropped.length ? photosLeftBehind(before, after, others) : []) {
    const photoFile = path.join(photosFor(dir), ...name.split('/'));
    if (!photoSource.test(name) || !(await has(photoFile))) continue;
    removed.push(photoFile);
    summary.push(photoRemovedLine(name));
  }
  return { route: after?.path ?? pathFromFile(dir, target), summary, inReview, also: renamed?.also ?? [], removed };
}

export async function publishSaved(file: string, dir = pagesDir(), cwd = dir): Promise<PublishResult> {
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
  const blocking = checkEdit(file, clean, dir).problems.filter((p) => !p.fixedElsewhere);
  if (blocking.length) {
    return refused(notSentProblems(blocking.length, { why: 'it was changed outside the studio' }));
  }
  const { route, summary, also, removed } = await publishPreview(file, dir);
  const inRepo = [...also, ...pagePhotoFiles(page, dir)].map((part) => ({ ...part, file: realpathSync(part.file) }));
  // A deleted photo is named through its folder's real path, as the other files are (the photo itself may be gone from disk).
  const folder = photosFor(dir);
  const remove = removed.map((gone) => path.join(existsSync(folder) ? realpathSync(folder) : folder, path.relative(folder, gone)));
  const result = await publishPage({ file: target, text, route: page.path ?? route, summary, also: inRepo, remove }, { cwd });
  if (result.ok) written.delete(target);
  return result;
}

/** A photo's file in the photos folder, when its name is one the page schema allows and it is a file there. */
function photoFileOf(src: unknown, dir: string): string | undefined {
  if (typeof src !== 'string' || !photoSource.test(src)) return undefined;
  const file = path.join(photosFor(dir), ...src.split('/'));
  return existsSync(file) && lstatSync(file).isFile() ? file : undefined;
}

/** The photo files a page shows, each once. A missing file or a link is left out; the checks report it. */
function pagePhotoPaths(page: Partial<PageFile>, dir: string): string[] {
  const sources = new Set(photoPlaces(Array.isArray(page.blocks) ? page.blocks : []).map(({ photo }) => photo.src));
  return [...sources].flatMap((src) => photoFileOf(src, dir) ?? []);
}

/**
 * The photo files a page shows, with their bytes, to go in the page's commit: a photo added or replaced in
 * the studio is sent with the page that refers to it (one the repository already has unchanged adds
 * nothing to the commit).
 */
export function pagePhotoFiles(page: Partial<PageFile>, dir: string): { file: string; text: Buffer }[] {
  return pagePhotoPaths(page, dir).map((file) => ({ file, text: readFileSync(file) }));
}

/** A photo's name inside the photos folder, as the page schema allows it: plain segments, a picture's extension. */
const photoSource = /^[a-z0-9]+([-_][a-z0-9]+)*(\/[a-z0-9]+([-_][a-z0-9]+)*)*\.(jpe?g|png|webp)$/;

/**
 * A photo dropped into the studio for a page: only from the studio itself (as a save), at most 20 MB, only a
 * JPEG, PNG or WebP by its bytes. It is stored in the photos folder (see storePhoto) and the answer gives
 * its name there and its size, for the page to refer to.
 */
export async function uploadPhoto(
  request: Pick<IncomingMessage, 'headers' | 'socket'> & AsyncIterable<Buffer | string>,
  query: URLSearchParams,
  dir = pagesDir(),
): Promise<Answer> {
  const refused = refusal(request, 'application/octet-stream');
  if (refused) return { status: 403, body: { error: refused } };
  const pageFile = query.get('page') ?? '';
  pageFileTarget(dir, pageFile);
  const bytes = await readPhotoBody(request);
  const stored = await storePhoto({ bytes, name: query.get('name') ?? '', pageFile }, photosFor(dir));
  return { status: 200, body: { ...stored } };
}

const photoTypes = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

/** A source photo for the studio's preview and its picture field (the built site serves its encoded files instead). */
function sendPhoto(response: ServerResponse, src: string, dir: string): void {
  const file = photoFileOf(src, dir);
  const bytes = file ? readFileSync(file) : undefined;
  const kind = bytes && photoKind(bytes);
  if (!bytes || !kind) return send(response, 404, { error: 'No such photo.' });
  response.statusCode = 200;
  response.setHeader('Content-Type', photoTypes[kind]);
  response.setHeader('Cache-Control', 'no-cache');
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.end(bytes);
}

/** The studio's one-at-a-time rule for the requests that write, so a publish never reads a half-made save. */
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T> | T): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

export interface StudioOptions {
  /** The studio's page for a URL: the dev server's transformed HTML, or the built one. */
  html?: (url: string) => Promise<string> | string;
}

/** The studio's page and its API, as middleware for the dev server or the studio's own server. */
export function editorMiddleware(options: StudioOptions = {}) {
  return async (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    const url = new URL(request.url ?? '/', 'http://local');
    if (!url.pathname.startsWith('/_editor')) return next();
    try {
      // A photo comes as its bytes, not as JSON: its handler applies the same guard for that type.
      if (url.pathname === '/_editor/api/photo' && request.method === 'POST') {
        const { status, body } = await oneAtATime(() => uploadPhoto(request, url.searchParams, pagesDir()));
        return send(response, status, body);
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        const refusedWrite = refusal(request);
        if (refusedWrite) return send(response, 403, { error: refusedWrite });
      }
      const dir = pagesDir();
      if (url.pathname === '/_editor' || url.pathname === '/_editor/') {
        if (!options.html) return next();
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.setHeader('Cache-Control', 'no-store');
        response.end(await options.html(url.pathname));
      } else if (url.pathname.startsWith('/_editor/photos/')) {
        sendPhoto(response, decodeURIComponent(url.pathname.slice('/_editor/photos/'.length)), dir);
      } else if (url.pathname === '/_editor/api/pages') {
        send(response, 200, { pages: await listPagesWithState(dir), groups: pageGroups });
      } else if (url.pathname === '/_editor/api/schema') {
        send(response, 200, bundledPageSchema());
      } else if (url.pathname === '/_editor/api/new-page') {
        const plan = planPage(url.searchParams.get('kind') ?? '', url.searchParams.get('slug') ?? '', dir);
        if ('error' in plan) return send(response, 200, { error: plan.error.replace(displayPath(dir), 'pages') });
        send(response, 200, { file: path.relative(dir, plan.file).split(path.sep).join('/'), path: plan.path, page: plan.page });
      } else if (url.pathname === '/_editor/api/check' && request.method === 'POST') {
        const { file, text } = await readJson<{ file?: string; text: string }>(request);
        if (file !== undefined) pageFileTarget(dir, file);
        if (typeof text !== 'string') throw new RequestError(400, 'The studio sent no page to check. Reload the page and try again.');
        send(response, 200, checkEdit(file, text, dir));
      } else if (url.pathname === '/_editor/api/save' && request.method === 'POST') {
        const body = await readJson<SaveRequest>(request);
        const { status, body: answer } = await oneAtATime(() => savePage(body, dir));
        send(response, status, answer);
      } else if (url.pathname === '/_editor/api/update-links' && request.method === 'POST') {
        const body = await readJson<LinkUpdateRequest>(request);
        const { status, body: answer } = await oneAtATime(() => updateLinks(body, dir));
        send(response, status, answer);
      } else if (url.pathname === '/_editor/api/publish' && request.method === 'GET') {
        const { route, summary, inReview } = await publishPreview(url.searchParams.get('file') ?? '', dir);
        send(response, 200, { route, summary, inReview });
      } else if (url.pathname === '/_editor/api/publish' && request.method === 'POST') {
        const { file } = await readJson<{ file?: string }>(request);
        const result = await oneAtATime(() => publishSaved(String(file ?? ''), dir));
        send(response, result.ok ? 200 : 409, result);
      } else send(response, 404, { error: 'No such studio request.' });
    } catch (error) {
      if (error instanceof UnsafePathError) return send(response, 400, { error: error.message });
      if (error instanceof RequestError) return send(response, error.status, { error: error.message });
      console.error(error);
      send(response, 500, {
        error: 'The studio ran into an unexpected problem; nothing was changed. Try again, and tell a developer if it repeats.',
      });
    }
  };
}

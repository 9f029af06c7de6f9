// The page studio's server side (npm run studio serves it with the built studio; the dev server uses it
// too; never part of the site's build): the studio's page and its API's routes. Each operation is in its
// own file, with the very code the CLI runs: the page list, a new page's plan and each edit's check (the
// engine's: engine/pages.ts, over this folder's files and git states, listing.ts, and its checker, checking.ts,
// whose problems are npm run validate's), save.ts (saving and updating links: the engine's, over the pages
// folder), publish-saved.ts (Send for review: the engine's, over git, each page on its own branch),
// github-review.ts (what GitHub says of the pages in review, and the other open reviews of a page, where the
// remote is there), history.ts (a page's versions) and photos.ts. Each JSON request is checked against its
// operation's shape (shapes.ts) before the operation reads it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { folderSource } from '../../../tooling/content/index.ts';
import { pagesDir, publicDir } from '../../../tooling/paths.ts';
import { photosFor } from '../../../tooling/photos/folders.ts';
import { bundledPageSchema } from '../../build/bundled-schema.ts';
import { send } from './answer.ts';
import { checkEdit, newPagePlan, pageList } from '../../engine/pages.ts';
import { checkerFor } from './checking.ts';
import { pageFileTarget, UnsafePathError } from './files.ts';
import { answeredMisdirected, refusal } from './guard.ts';
import { gitHubChangedElsewhere, gitHubClosedReview, gitHubReviews, gitHubReviewTime, gitHubSchedule } from './github-review.ts';
import { localListing } from './listing.ts';
import { pageHistory, pageVersion } from './history.ts';
import { sendPhoto, uploadPhoto } from './photos.ts';
import { answerPublish, localPreview } from './publish-saved.ts';
import { readJson, RequestError } from './request.ts';
import { answerLinkUpdate, answerSave } from './save.ts';
import { requestFor } from './shapes.ts';

/** A photo's name from its address, or a 400 in words when the address is not properly encoded. */
function photoName(encoded: string): string {
  try {
    return decodeURIComponent(encoded);
  } catch {
    throw new RequestError(400, 'That photo’s address cannot be read (it is not properly encoded). Reload the page and try again.');
  }
}

/** The studio's one-at-a-time rule for the requests that write, so a publish never reads a half-made save. */
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T> | T): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

export interface LocalServerOptions {
  /** The studio's page for a URL: the dev server's transformed HTML, or the built one. */
  html?: (url: string) => Promise<string> | string;
  /** The pages folder it edits: PAGES_DIR's, or the site's own (src/tooling/paths.ts), unless given. */
  pagesDir?: () => string;
}

/** The studio's page and its API, as middleware for the dev server or the studio's own server. */
export function editorMiddleware(options: LocalServerOptions = {}) {
  const pagesFolder = options.pagesDir ?? pagesDir;
  return async (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    const url = new URL(request.url ?? '/', 'http://local');
    if (!url.pathname.startsWith('/_editor')) return next();
    // Nothing, not even a read, for a request addressed to another name (see guard.ts).
    if (answeredMisdirected(request, response)) return;
    try {
      // A photo comes as its bytes, not as JSON: its handler applies the same guard for that type.
      if (url.pathname === '/_editor/api/photo' && request.method === 'POST') {
        const { status, body } = await oneAtATime(() => uploadPhoto(request, url.searchParams, pagesFolder()));
        return send(response, status, body);
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        const refusedWrite = refusal(request);
        if (refusedWrite) return send(response, 403, { error: refusedWrite });
      }
      const dir = pagesFolder();
      if (url.pathname === '/_editor' || url.pathname === '/_editor/') {
        if (!options.html) return next();
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.setHeader('Cache-Control', 'no-store');
        response.end(await options.html(url.pathname));
      } else if (url.pathname.startsWith('/_editor/photos/')) {
        sendPhoto(response, photoName(url.pathname.slice('/_editor/photos/'.length)), dir);
      } else if (url.pathname === '/_editor/api/pages') {
        send(response, 200, await pageList(localListing(dir)));
      } else if (url.pathname === '/_editor/api/reviews') {
        send(response, 200, await gitHubReviews(dir));
      } else if (url.pathname === '/_editor/api/elsewhere') {
        const file = url.searchParams.get('file') ?? '';
        pageFileTarget(dir, file);
        send(response, 200, await gitHubChangedElsewhere(dir, file));
      } else if (url.pathname === '/_editor/api/schema') {
        send(response, 200, bundledPageSchema());
      } else if (url.pathname === '/_editor/api/new-page') {
        const site = { source: folderSource(dir), publicDir, photosDir: photosFor(dir) };
        send(response, 200, newPagePlan(site, url.searchParams.get('kind') ?? '', url.searchParams.get('slug') ?? ''));
      } else if (url.pathname === '/_editor/api/check' && request.method === 'POST') {
        const { file, text } = requestFor('check', await readJson(request));
        if (file !== undefined) pageFileTarget(dir, file);
        send(response, 200, checkEdit(checkerFor(dir), file, text));
      } else if (url.pathname === '/_editor/api/save' && request.method === 'POST') {
        const body = requestFor('save', await readJson(request));
        const { status, body: answer } = await oneAtATime(() => answerSave(body, dir));
        send(response, status, answer);
      } else if (url.pathname === '/_editor/api/update-links' && request.method === 'POST') {
        const body = requestFor('update-links', await readJson(request));
        const { status, body: answer } = await oneAtATime(() => answerLinkUpdate(body, dir));
        send(response, status, answer);
      } else if (url.pathname === '/_editor/api/publish' && request.method === 'GET') {
        const file = url.searchParams.get('file') ?? '';
        // A page in review on GitHub: its time as its pull request has it now, changed here where GitHub can be asked.
        send(
          response,
          200,
          await localPreview(file, dir, {
            reviewTime: (page) => gitHubReviewTime(dir, page),
            closedReview: (page) => gitHubClosedReview(dir, page),
          }),
        );
      } else if (url.pathname === '/_editor/api/schedule' && request.method === 'POST') {
        const { file, publishAt, timeZone } = requestFor('schedule', await readJson(request));
        pageFileTarget(dir, file);
        const answer = await oneAtATime(() => gitHubSchedule(dir, file, { at: publishAt ?? null, timeZone }));
        send(response, answer.ok ? 200 : 409, answer);
      } else if (url.pathname === '/_editor/api/publish' && request.method === 'POST') {
        const { file, publishAt, timeZone } = requestFor('publish', await readJson(request));
        const when = publishAt ? { at: publishAt, timeZone: timeZone ?? 'UTC' } : undefined;
        // A page whose review was closed on GitHub is sent as a new review.
        const closedReview = (page: string) => gitHubClosedReview(dir, page);
        const { status, body } = await oneAtATime(() => answerPublish(file, dir, dir, when, { closedReview }));
        send(response, status, body);
      } else if (url.pathname === '/_editor/api/history' && request.method === 'GET') {
        send(response, 200, await pageHistory(url.searchParams.get('file') ?? '', dir, url.searchParams.get('next') ?? undefined));
      } else if (url.pathname === '/_editor/api/version' && request.method === 'POST') {
        // It may write the version's deleted photos back: one write at a time, as a save.
        const { file, id } = requestFor('version', await readJson(request));
        const answer = await oneAtATime(() => pageVersion(file, id, dir));
        send(response, answer.error ? 404 : 200, answer);
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

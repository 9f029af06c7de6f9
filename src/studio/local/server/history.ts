// A page's history on this computer: the engine's history (engine/history.ts) over the checkout's git
// (git-port.ts). What this server adds is its own trust boundary: the place a list of versions goes on from
// is signed when it is given out, and one this server did not give out for this page is refused before
// anything is read.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { pagesDir } from '../../../tooling/paths.ts';
import type { PageHistory, VersionAnswer } from '../../backend.ts';
import { historyOver } from '../../engine/history.ts';
import { checkoutWorkingCopy, gitPort } from './git-port.ts';
import { RequestError } from './request.ts';

export { versionsPerPage } from '../../engine/history.ts';

/** The engine's history for each pages folder, kept so a version listed is found again without reading the whole history. */
const engines = new Map<string, ReturnType<typeof historyOver>>();
const engineFor = (dir: string) => {
  let engine = engines.get(dir);
  if (!engine) engines.set(dir, (engine = historyOver(gitPort(dir), checkoutWorkingCopy(dir))));
  return engine;
};

/** The key the places a list of versions goes on from are signed with: a new one each time the studio starts. */
const cursorKey = randomBytes(32);
const macOf = (file: string, place: string) => createHmac('sha256', cursorKey).update(`${file}\0${place}`).digest('hex').slice(0, 32);

/** Where the next page of a page's versions starts, as this server gives it out: only for that page, not to be made up. */
const sealed = (file: string, place: string) => `${macOf(file, place)}.${place}`;

function unsealed(file: string, next: string): string {
  const [, mac = '', place = ''] = /^([0-9a-f]{32})\.(.+)$/s.exec(next) ?? [];
  const expected = Buffer.from(macOf(file, place));
  if (mac.length !== expected.length || !timingSafeEqual(Buffer.from(mac), expected))
    throw new RequestError(400, 'The older versions of this page could not be read. Close the history and open it again.');
  return place;
}

/** The versions of a page, newest first, a page of them from `next` (a place this server gave out for it). */
export async function pageHistory(file: string, dir = pagesDir(), next?: string): Promise<PageHistory> {
  const history = await engineFor(dir).pageHistory(file, next === undefined ? undefined : unsealed(file, next));
  return history.next ? { ...history, next: sealed(file, history.next) } : history;
}

/** One version of a page, and the photos it shows that were deleted since, written back into the photos folder. */
export function pageVersion(file: string, id: string, dir = pagesDir()): Promise<VersionAnswer> {
  return engineFor(dir).pageVersion(file, id);
}

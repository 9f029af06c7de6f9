// A page's history, once for both studios: the versions of its file that went live, newest first, a page of
// them at a time, each with the page as it was just before; and one version brought back, with the photos it
// shows that were deleted since (read from that same commit, kept in the working copy until the page is
// saved or sent without them). Everything is asked of the repository port (port.ts).
//
// A page keeps its file when the studio changes its address (the address is a field of the page); a file a
// developer moved (git mv) is followed back through its earlier names, so its versions from before the move
// are listed too, each with the address it had then, and one brought back keeps that address. Only page
// files and photos are ever read: the history stops at a version whose file was not a page file in the
// pages folder (a file moved in from elsewhere keeps what it held before to itself), a place a list of
// versions goes on from must name a page file, and a photo is read only by a photo's name.
import { photoPlaces } from '../../core/photos/places.ts';
import { pathFromFile } from '../../core/content/load.ts';
import { blockBuilds } from '../../generated/block-builds.ts';
import { StudioError, type PageHistory, type PageVersion, type VersionAnswer } from '../backend.ts';
import { isPageFileName, isPageFilePath, isPhotoName } from '../shared/file-names.ts';
import { pageData } from '../shared/page-data.ts';
import { routeOf } from '../shared/rename.ts';
import { textAtAddress } from '../shared/version-address.ts';
import type { FileHistoryEntry, RepositoryPort, SiteFolders, WorkingCopy } from './port.ts';

/** How many versions one page of the history holds. */
export const versionsPerPage = 20;

const notThere = 'There is no such version of this page.';
const lostPlace = 'The older versions of this page could not be read. Close the history and open it again.';

/** A page's address: its own, else the one its file's name gives (also for a text that is not a page). */
const routeAt = (folders: SiteFolders, name: string, data: unknown): string =>
  routeOf(folders.pages, name, data) ?? pathFromFile(folders.pages, name);

/**
 * A version's text as the page's file (`current`) now holds it, and its address: one from before the file
 * was moved, which took its address from its name then, has that address written in as its own.
 */
function asNow(folders: SiteFolders, current: string, name: string, text: string) {
  const data = pageData(text);
  const route = routeAt(folders, name, data);
  return { text: route === routeAt(folders, current, data) ? text : textAtAddress(text, route), route };
}

/** Where the next page of versions starts: the first commit not shown, and the file's name in it. */
const placeOf = ({ id, name }: { id: string; name: string }) => `${id}:${name}`;

const decode = (bytes: Uint8Array | undefined) => (bytes === undefined ? undefined : new TextDecoder().decode(bytes));

export function historyOver(port: RepositoryPort, working: WorkingCopy) {
  /** The file each version listed was read under (its name then), by page file and commit. */
  const listed = new Map<string, string>();

  /** The commits the port gave, up to the first whose file is not a page file; a name before that is not one is dropped. */
  function pageCommits(folders: SiteFolders, commits: FileHistoryEntry[]): FileHistoryEntry[] {
    const kept: FileHistoryEntry[] = [];
    for (const commit of commits) {
      if (!isPageFilePath(commit.name, folders.pages)) break;
      const { nameBefore, ...rest } = commit;
      kept.push(isPageFilePath(nameBefore, folders.pages) ? { ...rest, nameBefore } : rest);
    }
    return kept;
  }

  return {
    /** One page of a page's versions, from `next` (a place the last page gave) or from the newest. */
    async pageHistory(file: string, next?: string): Promise<PageHistory> {
      if (!isPageFileName(file)) throw new StudioError(lostPlace);
      const folders = await port.folders();
      if (!folders) return { versions: [] };
      const current = `${folders.pages}/${file}`;
      const [, from, name] = /^([0-9a-f]{40}):(.+)$/.exec(next ?? '') ?? [];
      if (next !== undefined && !(from && isPageFilePath(name, folders.pages))) throw new StudioError(lostPlace);
      const commits = pageCommits(folders, await port.fileHistory(name ?? current, from, versionsPerPage + 1));
      const shown = commits.slice(0, versionsPerPage);
      const last = shown.at(-1);
      // Each version's text; the one before the oldest shown is the next one's (or its parent's, at the end of the list).
      const older = commits[versionsPerPage] ?? (last?.parent && last.nameBefore ? { id: last.parent, name: last.nameBefore } : undefined);
      const read = [...shown, ...(older ? [older] : [])];
      const texts = (await port.readAt(read.map((c) => ({ commit: c.id, name: c.name })))).map(decode);
      const version = (i: number) => {
        const text = texts[i];
        return text === undefined ? undefined : asNow(folders, current, read[i]!.name, text);
      };
      const versions: PageVersion[] = [];
      for (const [i, commit] of shown.entries()) {
        const now = version(i);
        // A commit that deleted the page is not a version of it.
        if (!now) continue;
        listed.set(`${file}\0${commit.id}`, commit.name);
        const before = version(i + 1);
        versions.push({ id: commit.id, date: commit.date, author: commit.author, ...now, ...(before ? { before } : {}) });
      }
      const more = commits[versionsPerPage];
      return { versions, ...(more ? { next: placeOf(more) } : {}) };
    },

    /** One version of a page, and the photos it shows that were deleted since, brought back into the working copy. */
    async pageVersion(file: string, id: string): Promise<VersionAnswer> {
      const folders = isPageFileName(file) && /^[0-9a-f]{40}$/.test(id) ? await port.folders() : undefined;
      if (!folders) return { error: notThere };
      const current = `${folders.pages}/${file}`;
      // The file's name in that version (an earlier one, from before a move): as the history listed it, else found in the whole history.
      const name =
        listed.get(`${file}\0${id}`) ??
        pageCommits(folders, await port.fileHistory(current, undefined, Infinity)).find((commit) => commit.id === id)?.name;
      const read = name === undefined ? undefined : decode((await port.readAt([{ commit: id, name }]))[0]);
      if (name === undefined || read === undefined) return { error: notThere };
      const { text } = asNow(folders, current, name, read);
      const blocks = pageData(text)?.blocks;
      const shows = [
        ...new Set(photoPlaces(blockBuilds, Array.isArray(blocks) ? (blocks as { type: string }[]) : []).map(({ photo }) => photo.src)),
      ];
      // Only a photo's name in the photos folder: one with "..", or any other path, is never read or written.
      const missing = await working.missingPhotos(shows.filter(isPhotoName));
      const found = await port.readAt(missing.map((src) => ({ commit: id, name: `${folders.photos}/${src}` })));
      const photos: string[] = [];
      for (const [i, src] of missing.entries()) {
        const bytes = found[i];
        if (!bytes) continue;
        await working.keepPhoto(src, bytes, file);
        photos.push(src);
      }
      return { text, photos };
    },
  };
}

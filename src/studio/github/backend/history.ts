// A page's history in the studio on the web: the default branch's commits that changed its file, newest
// first, through GitHub's list of commits for a path (20 a page: only what is shown is read), each with the
// page's text at that commit (its contents at that commit); and one version brought back, with the photos it
// shows that were deleted since read from that same commit and kept in this browser until it is published.
// GitHub's list of a path's commits ends where the file got that name: when the oldest one made the file,
// GitHub's account of that commit says whether it moved it ("renamed", with previous_filename), and the
// history goes on from its parent under the name before (in the same page of the history, which then
// holds one more page of GitHub's list); those versions keep the address they had. Only page files and
// photos are read (shared/file-names.ts): a move is followed only from a page file in pages/ (never from a
// file outside it, a site file or a name with ".."), and a photo is brought back only by a photo's name.
import { readPhotoHeader } from '../../../core/photos/dimensions.ts';
import { photoPlaces } from '../../../core/photos/places.ts';
import { blockBuilds } from '../../../generated/block-builds.ts';
import { StudioError, type PageHistory, type PageVersion, type StudioBackend, type VersionAnswer } from '../../backend.ts';
import { isPageFileName, isPageFilePath, isPhotoName } from '../../shared/file-names.ts';
import type { GitHubClient } from '../client.ts';
import type { DraftStore } from '../drafts.ts';
import { pathFromFile } from '../../../core/content/load.ts';
import { withoutBom } from '../../../core/json-source.ts';
import type { PageFile } from '../../../generated/page.ts';
import { pagesDir, rootedPath } from '../repo-host.ts';
import { textAtAddress } from '../../shared/version-address.ts';
import type { Repository } from './repository.ts';
import type { GitHubSession } from './session.ts';

/** How many versions one page of the history holds. */
export const versionsPerPage = 20;

// As repository.ts has them; repeated here so the history needs nothing of the studio's build (its bench runs it in Node).
const inPages = (file: string) => `pages/${file}`;
const parse = (text: string | undefined): Partial<PageFile> | undefined => {
  try {
    return text === undefined ? undefined : (JSON.parse(withoutBom(text)) as Partial<PageFile>);
  } catch {
    return undefined;
  }
};
/** A page's address, its file given by its path in the repository. */
const routeAt = (filePath: string, data: unknown) =>
  ((data as Partial<PageFile> | undefined)?.path as string | undefined) ?? pathFromFile(pagesDir, rootedPath(filePath));

/**
 * A version's text as the page's file now holds it: one from before the file was moved, which took its
 * address from its name then, has that address written in as its own.
 */
function asNow(file: string, filePath: string, text: string): { text: string; route: string } {
  const data = parse(text);
  const route = routeAt(filePath, data);
  return { text: route === routeAt(inPages(file), data) ? text : textAtAddress(text, route), route };
}

/** Where the next page of the history starts, as `next` says it: "<page>" of the page's own file from the branch, else "<page>:<commit>:<path>". */
const nextOf = (page: number, from?: { sha: string; path: string }) => (from ? `${page}:${from.sha}:${from.path}` : String(page));

const asText = (bytes: Uint8Array | undefined) => (bytes === undefined ? undefined : new TextDecoder().decode(bytes));

export function historyOperations(
  /** Only `pageVersion` needs it (for the photos the default branch has). */
  repo: Pick<Repository, 'loaded' | 'photoFacts' | 'invalidate'>,
  { session, client, drafts }: { session: GitHubSession; client: GitHubClient; drafts: DraftStore },
): Pick<StudioBackend, 'pageHistory' | 'pageVersion'> {
  /** The page file each version listed was read under (its name then), by commit. */
  const fileIn = new Map<string, string>();

  /** Where a page of the history starts: the page (from 1) of a path's commits from a commit; the page's own file from the branch without one. */
  type Start = { page: number; from?: { sha: string; path: string } };

  /** One page of the commits of one name of the page's file, as versions; where the oldest moved the file, the name before and its parent. */
  async function readVersions(file: string, { page, from }: Start) {
    const filePath = from?.path ?? inPages(file);
    const commits = await client.fileCommits(filePath, from?.sha ?? session.branch, page, versionsPerPage);
    // The page before the oldest shown is as its first parent had it.
    const last = commits.at(-1);
    const [texts, olderText] = await Promise.all([
      Promise.all(commits.map(async (c) => asText(await client.fileAt(filePath, c.sha)))),
      last?.parent ? client.fileAt(filePath, last.parent).then(asText) : undefined,
    ]);
    let older = olderText === undefined ? undefined : { text: olderText, path: filePath };
    let moved: { sha: string; path: string } | undefined;
    if (last?.parent && !older && texts.at(-1) !== undefined) {
      // The oldest shown made the file under this name: if it moved it, the page goes on under the name before.
      const previous = (await client.commitFiles(last.sha)).find((f) => f.path === filePath && f.status === 'renamed')?.previousPath;
      const text = isPageFilePath(previous) ? asText(await client.fileAt(previous, last.parent)) : undefined;
      if (previous && text !== undefined) {
        older = { text, path: previous };
        moved = { sha: last.parent, path: previous };
      }
    }
    const version = (i: number) => {
      const text = i < texts.length ? texts[i] : older?.text;
      return text === undefined ? undefined : asNow(file, i < texts.length ? filePath : older!.path, text);
    };
    const versions: PageVersion[] = [];
    for (const [i, commit] of commits.entries()) {
      const now = version(i);
      // A commit that deleted the page is not a version of it.
      if (!now) continue;
      fileIn.set(commit.sha, filePath);
      const before = version(i + 1);
      versions.push({ id: commit.sha, date: commit.date, author: commit.author, ...now, ...(before ? { before } : {}) });
    }
    const next = moved ? nextOf(1, moved) : commits.length === versionsPerPage ? nextOf(page + 1, from) : undefined;
    return { versions, moved, next };
  }

  return {
    async pageHistory(file: string, next?: string): Promise<PageHistory> {
      const [, pageText, sha, earlier] = /^(\d+)(?::([0-9a-f]{40}):(.+))?$/.exec(next ?? '1') ?? [];
      if (!isPageFileName(file) || !pageText || (earlier !== undefined && !isPageFilePath(earlier)))
        throw new StudioError('The older versions of this page could not be read. Close the history and open it again.');
      let at: Start = {
        page: Math.max(1, Number.parseInt(pageText ?? '1', 10) || 1),
        ...(sha && earlier ? { from: { sha, path: earlier } } : {}),
      };
      // A page of the history that ends at a move goes on with the versions under the name before.
      const versions: PageVersion[] = [];
      for (;;) {
        const read = await readVersions(file, at);
        versions.push(...read.versions);
        if (!read.moved || versions.length >= versionsPerPage) return { versions, ...(read.next ? { next: read.next } : {}) };
        at = { page: 1, from: read.moved };
      }
    },

    async pageVersion(file: string, id: string): Promise<VersionAnswer> {
      if (!/^[0-9a-f]{40}$/.test(id) || !isPageFileName(file)) return { error: 'There is no such version of this page.' };
      // The page's file in that version: the name the history read it under (an earlier one, from before a move).
      const filePath = fileIn.get(id) ?? inPages(file);
      const read = asText(await client.fileAt(filePath, id));
      if (read === undefined) return { error: 'There is no such version of this page.' };
      const { text } = asNow(file, filePath, read);
      const now = await repo.loaded();
      const kept = new Set(await drafts.photos().catch(() => [] as string[]));
      const blocks = parse(text)?.blocks;
      const missing = [...new Set(photoPlaces(blockBuilds, Array.isArray(blocks) ? blocks : []).map(({ photo }) => photo.src))].filter(
        // Only a photo's name in the photos folder: one with "..", or any other path, is never read or kept.
        (src) => isPhotoName(src) && !now.photos.has(src) && !kept.has(`photos/${src}`),
      );
      const photos: string[] = [];
      for (const src of missing) {
        const bytes = await client.fileAt(`photos/${src}`, id);
        if (!bytes) continue;
        // Kept in this browser as a photo added to the page is, until the page is published with it.
        await drafts.savePhoto(`photos/${src}`, bytes);
        repo.photoFacts.set(src, { bytes: bytes.length, ...readPhotoHeader(bytes) });
        photos.push(src);
      }
      if (photos.length) repo.invalidate();
      return { text, photos };
    },
  };
}

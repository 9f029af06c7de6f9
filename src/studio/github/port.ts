// The repository port (engine/port.ts) over GitHub's API, for the studio on the web. A file's history is
// GitHub's list of the commits of the site's branch that changed a path (only as many as asked for are
// read); GitHub's list for a path ends where the file got that name, so where it ends at a commit that has
// a parent, GitHub's account of that commit says whether it moved the file ("renamed", with the name before)
// and the history goes on from its parent under that name. Files as commits have them are read through
// GitHub's contents API. The working copy is the drafts this browser keeps: a photo brought back with an old
// version is kept there until the page is sent for review with it.
import { readPhotoHeader } from '../../core/photos/dimensions.ts';
import type { FileHistoryEntry, RepositoryPort, WorkingCopy } from '../engine/port.ts';
import { isPageFilePath } from '../shared/file-names.ts';
import type { GitHubClient } from './client.ts';
import type { DraftStore } from './drafts.ts';
import type { Repository } from './backend/repository.ts';
import type { GitHubSession } from './backend/session.ts';

/** The most commits GitHub lists in one answer. */
const mostPerAnswer = 100;

export function gitHubPort({ session, client }: { session: GitHubSession; client: GitHubClient }): RepositoryPort {
  return {
    folders: async () => ({ pages: 'pages', photos: 'photos' }),

    async fileHistory(name, from, count) {
      const commits: FileHistoryEntry[] = [];
      let at = { name, from: from ?? session.branch, page: 1 };
      while (commits.length < count) {
        const perPage = Math.min(count - commits.length, mostPerAnswer);
        const listed = await client.fileCommits(at.name, at.from, at.page, perPage);
        commits.push(
          ...listed.map((c) => ({
            id: c.sha,
            date: c.date,
            author: c.author,
            ...(c.parent ? { parent: c.parent } : {}),
            name: at.name,
            nameBefore: at.name,
          })),
        );
        if (listed.length === perPage) {
          // A full answer: more may follow under this name (asked for only when more are wanted).
          at = { ...at, page: at.page + 1 };
          continue;
        }
        // The list under this name ended: at the commit that made the file, or that moved it here.
        const oldest = commits.at(-1);
        if (!listed.length || !oldest?.parent) break;
        const previous = (await client.commitFiles(oldest.id)).find((f) => f.path === at.name && f.status === 'renamed')?.previousPath;
        if (!previous) break;
        // Only from a page file: what a file held before it was moved into pages/ is never read.
        if (!isPageFilePath(previous)) {
          delete oldest.nameBefore;
          break;
        }
        oldest.nameBefore = previous;
        at = { name: previous, from: oldest.parent, page: 1 };
      }
      return commits;
    },

    readAt: (files) => Promise.all(files.map(({ commit, name }) => client.fileAt(name, commit))),
  };
}

/** The drafts this browser keeps, over the branch as last read, as the engine's working copy. */
export function draftsWorkingCopy(repo: Pick<Repository, 'loaded' | 'photoFacts' | 'invalidate'>, drafts: DraftStore): WorkingCopy {
  return {
    async photoMissing(src) {
      const [now, kept] = await Promise.all([repo.loaded(), drafts.photos().catch(() => [] as string[])]);
      return !now.photos.has(src) && !kept.includes(`photos/${src}`);
    },
    async keepPhoto(src, bytes) {
      // Kept in this browser as a photo added to the page is, until the page is published with it.
      await drafts.savePhoto(`photos/${src}`, bytes);
      repo.photoFacts.set(src, { bytes: bytes.length, ...readPhotoHeader(bytes) });
      repo.invalidate();
    },
  };
}

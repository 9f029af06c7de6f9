// The repository port (engine/port.ts) over GitHub's API, for the studio on the web. A file's history is
// GitHub's list of the commits of the site's branch that changed a path (only as many as asked for are
// read); GitHub's list for a path ends where the file got that name, so where it ends at a commit that has
// a parent, GitHub's account of that commit says whether it moved the file ("renamed", with the name before)
// and the history goes on from its parent under that name. Files as commits have them are read through
// GitHub's contents API. The working copy is the drafts this browser keeps: a photo brought back with an old
// version is kept there until the page is sent for review with it (a page saved is kept there too:
// backend/saving.ts). The reviews are the open pull requests:
// their list asked with the ETag of its last answer (304 while nothing changed, not counted against the rate
// limit), and a pull request's files asked once per head commit, page by page only as far as needed. The
// local studio uses the same reviews where its checkout's remote is on GitHub.
import { readPhotoHeader } from '../../core/photos/dimensions.ts';
import type { FileHistoryEntry, OpenReview, RepositoryPort, ReviewPort, WorkingCopy } from '../engine/port.ts';
import { isPageFilePath } from '../shared/file-names.ts';
import type { ChangedFile, GitHubClient, PullInfo } from './client.ts';
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
    async missingPhotos(srcs) {
      const [now, kept] = await Promise.all([repo.loaded(), drafts.photos().catch(() => [] as string[])]);
      return srcs.filter((src) => !now.photos.has(src) && !kept.includes(`photos/${src}`));
    },
    async keepPhoto(src, bytes) {
      // Kept in this browser as a photo added to the page is, until the page is published with it.
      await drafts.savePhoto(`photos/${src}`, bytes);
      repo.photoFacts.set(src, { bytes: bytes.length, ...readPhotoHeader(bytes) });
      repo.invalidate();
    },
  };
}

/** What is known of the files one pull request changes, at one head commit. */
interface KnownFiles {
  head: string | undefined;
  /** Each file read so far, by its path now and by the one it had before a move. */
  seen: Map<string, ChangedFile>;
  /** The next page of the list to read; none once the list was read to its end. */
  next: number | undefined;
  /** The reads of this pull request's files, one after the other. */
  queue: Promise<unknown>;
}

/** A pull request as the engine's review. */
const reviewOf = (pull: PullInfo): OpenReview => ({
  number: pull.number,
  ...(pull.author ? { by: pull.author } : {}),
  title: pull.title,
  url: pull.htmlUrl,
  branch: pull.head,
  ...(pull.fork ? { fork: true } : {}),
  ...(pull.headSha ? { head: pull.headSha } : {}),
  body: pull.body,
});

/**
 * The open pull requests of the repository, as the engine's reviews. `changed` hears of a pull request the
 * engine gave a new description (the studio on the web keeps its list of reviews up to date with it).
 */
export function gitHubReviewPort(
  client: Pick<GitHubClient, 'openPullRequests' | 'pullFiles' | 'tree' | 'blobText' | 'openPullFor' | 'updatePull'>,
  changed?: (pull: PullInfo) => void,
): ReviewPort {
  const known = new Map<number, KnownFiles>();
  /** Pages as a pull request has them, by blob sha. */
  const texts = new Map<string, Promise<string | undefined>>();

  /** The file's change in this pull request, if it changes it: the list read page by page until it is found or ends. */
  function fileChange(review: OpenReview, path: string): Promise<ChangedFile | undefined> {
    let files = known.get(review.number);
    if (!files || files.head !== review.head) {
      files = { head: review.head, seen: new Map(), next: 1, queue: Promise.resolve() };
      known.set(review.number, files);
    }
    const state = files;
    const found = state.queue.then(async () => {
      while (!state.seen.has(path) && state.next !== undefined) {
        const { files: page, more } = await client.pullFiles(review.number, state.next);
        for (const file of page) {
          state.seen.set(file.path, file);
          if (file.previousPath) state.seen.set(file.previousPath, file);
        }
        state.next = more ? state.next + 1 : undefined;
      }
      return state.seen.get(path);
    });
    state.queue = found.catch(() => undefined);
    return found;
  }

  /** The page as the pull request has it: its blob, else (GitHub gave none) the file in its head commit's tree. */
  function theirText(review: OpenReview, change: ChangedFile): Promise<string | undefined> {
    const key = change.sha ?? `${review.head}:${change.path}`;
    let text = texts.get(key);
    if (!text) {
      text = (async () => {
        const sha =
          change.sha ?? (review.head ? (await client.tree(review.head)).files.find((f) => f.path === change.path)?.sha : undefined);
        return sha ? await client.blobText(sha) : undefined;
      })().catch(() => undefined);
      texts.set(key, text);
    }
    return text;
  }

  return {
    openReviews: async () => (await client.openPullRequests()).map(reviewOf),
    reviewOn: async (branch) => {
      const pull = await client.openPullFor(branch);
      return pull && reviewOf(pull);
    },
    describe: async (review, body) => {
      const pull = await client.updatePull(review.number, { body });
      changed?.(pull);
      return reviewOf(pull);
    },
    async changeIn(review, name) {
      const change = await fileChange(review, name);
      if (!change) return undefined;
      if (change.status === 'removed') return { removes: true };
      const text = await theirText(review, change);
      return { removes: false, ...(text === undefined ? {} : { text }) };
    },
  };
}

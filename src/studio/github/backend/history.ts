// A page's history in the studio on the web: the default branch's commits that changed its file, newest
// first, through GitHub's list of commits for a path (20 a page: only what is shown is read), each with the
// page's text at that commit (its contents at that commit); and one version brought back, with the photos it
// shows that were deleted since read from that same commit and kept in this browser until it is published.
import { readPhotoHeader } from '../../../core/photos/dimensions.ts';
import { photoPlaces } from '../../../core/photos/places.ts';
import { blockBuilds } from '../../../generated/block-builds.ts';
import type { PageHistory, PageVersion, StudioBackend, VersionAnswer } from '../../backend.ts';
import type { GitHubClient } from '../client.ts';
import type { DraftStore } from '../drafts.ts';
import { pathFromFile } from '../../../core/content/load.ts';
import { withoutBom } from '../../../core/json-source.ts';
import type { PageFile } from '../../../generated/page.ts';
import { pagesDir, rootedPath } from '../repo-host.ts';
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
const routeOf = (file: string, data: unknown) =>
  ((data as Partial<PageFile> | undefined)?.path as string | undefined) ?? pathFromFile(pagesDir, rootedPath(inPages(file)));

const asText = (bytes: Uint8Array | undefined) => (bytes === undefined ? undefined : new TextDecoder().decode(bytes));

export function historyOperations(
  /** Only `pageVersion` needs it (for the photos the default branch has). */
  repo: Pick<Repository, 'loaded' | 'photoFacts' | 'invalidate'>,
  { session, client, drafts }: { session: GitHubSession; client: GitHubClient; drafts: DraftStore },
): Pick<StudioBackend, 'pageHistory' | 'pageVersion'> {
  return {
    async pageHistory(file: string, next?: string): Promise<PageHistory> {
      const page = Math.max(1, Number.parseInt(next ?? '1', 10) || 1);
      const commits = await client.fileCommits(inPages(file), session.branch, page, versionsPerPage);
      // The page before the oldest shown is as its first parent had it.
      const older = commits.at(-1)?.parent;
      const texts = await Promise.all(
        [...commits.map((c) => c.sha), ...(older ? [older] : [])].map(async (sha) => asText(await client.fileAt(inPages(file), sha))),
      );
      const version = (i: number) => {
        const text = texts[i];
        return text === undefined ? undefined : { text, route: routeOf(file, parse(text)) };
      };
      const versions: PageVersion[] = [];
      for (const [i, commit] of commits.entries()) {
        const now = version(i);
        // A commit that deleted the page is not a version of it.
        if (!now) continue;
        const before = i + 1 < texts.length ? version(i + 1) : undefined;
        versions.push({ id: commit.sha, date: commit.date, author: commit.author, ...now, ...(before ? { before } : {}) });
      }
      return { versions, ...(commits.length === versionsPerPage ? { next: String(page + 1) } : {}) };
    },

    async pageVersion(file: string, id: string): Promise<VersionAnswer> {
      if (!/^[0-9a-f]{40}$/.test(id)) return { error: 'There is no such version of this page.' };
      const text = asText(await client.fileAt(inPages(file), id));
      if (text === undefined) return { error: 'There is no such version of this page.' };
      const now = await repo.loaded();
      const kept = new Set(await drafts.photos().catch(() => [] as string[]));
      const blocks = parse(text)?.blocks;
      const missing = [...new Set(photoPlaces(blockBuilds, Array.isArray(blocks) ? blocks : []).map(({ photo }) => photo.src))].filter(
        (src) => typeof src === 'string' && !now.photos.has(src) && !kept.has(`photos/${src}`),
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

// Saving in the studio on the web: the engine's save (engine/save.ts) over the drafts this browser keeps. A
// page saved is kept here until it is published (nothing reaches GitHub before); a rename's redirect and the
// other pages' links are made by Send for review from the default branch, and sent with the page
// (publishing.ts), so this working copy keeps no rename's companions and offers no update of links.
import { StudioError } from '../../backend.ts';
import type { PageFiles } from '../../engine/port.ts';
import { gitBlobSha } from '../client.ts';
import type { DraftStore } from '../drafts.ts';
import type { Repository } from './repository.ts';

/**
 * The pages this browser keeps, over the branch as last read, as the engine's page files: a page read is
 * its draft, else as last sent for review, else the default branch's (fingerprinted as git does, its blob's
 * sha); a page saved is kept as a draft, with the blob it was published as. A rename's redirect and the
 * other pages' links are not kept here (no `renames`): Send for review makes them from the default branch
 * and sends them with the page (backend/publishing.ts).
 */
export function draftsPageFiles(repo: Pick<Repository, 'current' | 'invalidate' | 'check'>, drafts: DraftStore): PageFiles {
  return {
    async read(file) {
      const { text, hash } = await repo.current(file);
      return text === undefined || hash === null ? undefined : { text, hash };
    },
    fingerprint: async (text) => (await gitBlobSha(text)) ?? '',
    check: async (file, text) => (await repo.check(file, text)).problems,
    async writeAll(writes) {
      for (const { file, expected } of writes) if (((await repo.current(file)).hash ?? null) !== expected) return file;
      for (const { file, text } of writes) {
        if (text === null) throw new Error(`The studio on the web does not delete ${file} on a save.`);
        try {
          drafts.save(file, text, (await repo.current(file)).published?.sha ?? null);
        } catch (error) {
          throw new StudioError(error instanceof Error ? error.message : String(error));
        }
      }
      repo.invalidate();
      return undefined;
    },
  };
}

// Saving in the studio on the web: a page that passes the checks is kept in this browser (its drafts) until
// it is published; a save over a page that changed since it was opened is refused, as the local studio
// refuses it.
import type { SaveAnswer, StudioBackend } from '../../backend.ts';
import { withoutBom } from '../../../core/json-source.ts';
import { changedSinceOpened, notSavedProblems } from '../../shared/answers.ts';
import { formatLike } from '../../shared/format-like.ts';
import { gitBlobSha } from '../client.ts';
import type { DraftStore } from '../drafts.ts';
import { checkOnTheWeb } from './checking.ts';
import type { Repository } from './repository.ts';

export function savingOperations(repo: Repository, drafts: DraftStore): Pick<StudioBackend, 'save' | 'updateLinks'> {
  return {
    async save(file: string, data: unknown, base: string | null): Promise<{ status: number; body: SaveAnswer }> {
      const { text: now, hash, published } = await repo.current(file);
      await repo.loaded();
      if (hash !== base) {
        return {
          status: 409,
          body: {
            conflict: true,
            text: now === undefined ? undefined : withoutBom(now),
            error: changedSinceOpened(base === null),
          },
        };
      }
      const text = formatLike(now, data);
      // The same check as the edit's.
      const { problems } = await checkOnTheWeb(repo, file, text);
      const blocking = problems.filter((p) => !p.fixedElsewhere);
      if (blocking.length) return { status: 422, body: { problems, error: notSavedProblems(blocking.length) } };
      try {
        drafts.save(file, text, published?.sha ?? null);
      } catch (error) {
        return { status: 507, body: { error: error instanceof Error ? error.message : String(error) } };
      }
      repo.invalidate();
      return { status: 200, body: { hash: (await gitBlobSha(text)) ?? '', linkNeeded: problems.length > 0 } };
    },

    async updateLinks() {
      return {
        status: 422,
        body: { error: 'Updating links on other pages is not available in the studio on the web yet. Edit those pages one by one.' },
      };
    },
  };
}

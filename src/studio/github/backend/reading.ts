// Reading in the studio on the web: the page schema and the form's validator, and, through the engine
// (engine/pages.ts), the start screen's list of pages (each page's text and state for review as this browser
// sees the repository, and the whole site's problems), a new page's plan and each edit's check: all from the
// content core run on the repository as this browser sees it.
import formValidators, { rootKey as formRootKey } from 'virtual:studio-form-validator';
import { pageSchema } from 'virtual:studio-data';
import type { Check, PlannedPage, StudioBackend } from '../../backend.ts';
import { newPagePlan, pageList, type ListedFile } from '../../engine/pages.ts';
import { withFieldLabels } from '../../shared/schema-helpers.ts';
import { formValidatorFor } from '../form-validator.ts';
import { repoPagesDir, repoPhotosDir, repoPublicDir } from '../repo-host.ts';
import { checkOnTheWeb } from './checking.ts';
import { inPages, type Repository } from './repository.ts';
import { inReviewState } from './review-status.ts';

export function readingOperations(repo: Repository): Pick<StudioBackend, 'formValidator' | 'pages' | 'schema' | 'planPage' | 'check'> {
  return {
    formValidator: formValidatorFor(
      formValidators as Parameters<typeof formValidatorFor>[0],
      withFieldLabels(pageSchema) as Parameters<typeof formValidatorFor>[1],
      formRootKey,
    ),

    pages: () =>
      pageList({
        async pageFiles() {
          await repo.recheckReviews();
          const now = await repo.loaded();
          // When each page last went live through its review (Published 3 December); unknown when GitHub cannot say.
          const published = new Map<string, string>();
          for (const { head, mergedAt } of await repo.client.mergedPulls().catch(() => []))
            if (!published.has(head)) published.set(head, mergedAt);
          return Promise.all(
            repo
              .source()
              .list()
              .map(async (rooted): Promise<ListedFile> => {
                const file = rooted.slice(repoPagesDir.length + 1);
                const { draft, text = '', hash } = await repo.current(file);
                const branch = await repo.branchOf(file);
                const pull = now.pulls.get(branch);
                const on = published.get(branch);
                const review = draft
                  ? { state: 'changed' as const }
                  : pull
                    ? await inReviewState(repo.client, pull)
                    : { state: 'published' as const, ...(on ? { on } : {}) };
                return { file, text, hash: hash ?? '', review };
              }),
          );
        },
        siteProblems: () => repo.inCore(() => repo.checker().siteProblems()),
        shownAs: inPages,
      }),

    schema: async () => pageSchema,

    planPage: (kind: string, slug: string): Promise<PlannedPage> =>
      repo.inCore(() => newPagePlan({ source: repo.source(), publicDir: repoPublicDir, photosDir: repoPhotosDir }, kind, slug)),

    check: (file: string, text: string): Promise<Check> => checkOnTheWeb(repo, file, text),
  };
}

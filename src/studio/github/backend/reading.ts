// Reading in the studio on the web: the page schema and the form's validator, and the engine's page list, new
// page's plan and edit's check (engine/pages.ts) over the pages, their states for review (GitHub's open and
// merged reviews) and the content core, as this browser sees the repository.
import formValidators, { rootKey as formRootKey } from 'virtual:studio-form-validator';
import { pageSchema } from 'virtual:studio-data';
import type { PlannedPage, StudioBackend } from '../../backend.ts';
import { newPagePlan, pageList, type ListedFile } from '../../engine/pages.ts';
import { withFieldLabels } from '../../shared/schema-helpers.ts';
import { formValidatorFor } from '../form-validator.ts';
import { repoPagesDir, repoPhotosDir, repoPublicDir } from '../repo-host.ts';
import type { Repository } from './repository.ts';
import { inPages } from './snapshot.ts';
import { inReviewState } from './review-status.ts';

/** Every page as this browser sees it, with its state for review: GitHub's open reviews are asked again first. */
async function pageFiles(repo: Repository): Promise<ListedFile[]> {
  await repo.recheckReviews();
  const now = await repo.loaded();
  // When each page last went live through its review (Published 3 December); unknown when GitHub cannot say.
  const published = new Map<string, string>();
  for (const { head, mergedAt } of await repo.client.mergedPulls().catch(() => [])) if (!published.has(head)) published.set(head, mergedAt);
  const files = repo.source().list();
  return Promise.all(
    files.map(async (rooted): Promise<ListedFile> => {
      const file = rooted.slice(repoPagesDir.length + 1);
      const { draft, text = '', hash } = await repo.current(file);
      const branch = await repo.branchOf(file);
      const pull = now.pulls.get(branch);
      const on = published.get(branch);
      const closed = now.closed.get(file);
      const review = draft
        ? { state: 'changed' as const, ...(closed ? { closed } : {}) }
        : pull
          ? await inReviewState(repo.client, pull)
          : { state: 'published' as const, ...(on ? { on } : {}) };
      return { file, text, hash: hash ?? '', review };
    }),
  );
}

export function readingOperations(repo: Repository): Pick<StudioBackend, 'formValidator' | 'pages' | 'schema' | 'planPage' | 'check'> {
  return {
    formValidator: formValidatorFor(
      formValidators as Parameters<typeof formValidatorFor>[0],
      withFieldLabels(pageSchema) as Parameters<typeof formValidatorFor>[1],
      formRootKey,
    ),

    pages: () =>
      pageList({
        pageFiles: () => pageFiles(repo),
        siteProblems: () => repo.inCore(() => repo.checker().siteProblems()),
        shownAs: inPages,
      }),

    schema: async () => pageSchema,

    planPage: (kind: string, slug: string): Promise<PlannedPage> =>
      repo.inCore(() => newPagePlan({ source: repo.source(), publicDir: repoPublicDir, photosDir: repoPhotosDir }, kind, slug)),

    check: repo.check,
  };
}

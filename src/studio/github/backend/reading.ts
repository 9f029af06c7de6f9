// Reading in the studio on the web: the start screen's list of pages (with their problems and their state
// for review), the page schema and the form's validator, a new page's plan, and each edit's check: all
// from the content core run on the repository as this browser sees it.
import formValidators, { rootKey as formRootKey } from 'virtual:studio-form-validator';
import { pageSchema } from 'virtual:studio-data';
import { planNewPage } from '../../../core/content/new-page.ts';
import { withoutBom } from '../../../core/json-source.ts';
import type { Check, PageEntry, PageFileList, PlannedPage, StudioBackend } from '../../backend.ts';
import { withFieldLabels } from '../../shared/schema-helpers.ts';
import { listTitle, pageGroup, pageGroups } from '../../shared/page-list.ts';
import { formValidatorFor } from '../form-validator.ts';
import { repoPagesDir, repoPhotosDir, repoPublicDir } from '../repo-host.ts';
import { checkOnTheWeb } from './checking.ts';
import { inPages, pageRoute, type Repository } from './repository.ts';
import { pageData } from '../../shared/page-data.ts';
import { inReviewState } from './review-status.ts';

export function readingOperations(repo: Repository): Pick<StudioBackend, 'formValidator' | 'pages' | 'schema' | 'planPage' | 'check'> {
  return {
    formValidator: formValidatorFor(
      formValidators as Parameters<typeof formValidatorFor>[0],
      withFieldLabels(pageSchema) as Parameters<typeof formValidatorFor>[1],
      formRootKey,
    ),

    async pages(): Promise<PageFileList> {
      await repo.recheckReviews();
      const now = await repo.loaded();
      // When each page last went live through its review (Published 3 December); unknown when GitHub cannot say.
      const published = new Map<string, string>();
      for (const { head, mergedAt } of await repo.client.mergedPulls().catch(() => []))
        if (!published.has(head)) published.set(head, mergedAt);
      const counts = new Map<string, number>();
      for (const problem of await repo.inCore(() => repo.checker().siteProblems()))
        counts.set(problem.file, (counts.get(problem.file) ?? 0) + 1);
      const entries = await Promise.all(
        repo
          .source()
          .list()
          .map(async (rooted): Promise<PageEntry> => {
            const file = rooted.slice(repoPagesDir.length + 1);
            const { draft, text = '', hash } = await repo.current(file);
            const data = pageData(text);
            const route = pageRoute(file, data);
            const branch = await repo.branchOf(file);
            const pull = now.pulls.get(branch);
            const on = published.get(branch);
            return {
              file,
              path: route,
              title: listTitle(data, route),
              group: pageGroup(route, data),
              problems: counts.get(inPages(file)) ?? 0,
              hash: hash ?? '',
              text: withoutBom(text),
              review: draft
                ? { state: 'changed' }
                : pull
                  ? await inReviewState(repo.client, pull)
                  : { state: 'published', ...(on ? { on } : {}) },
            };
          }),
      );
      return { pages: entries, groups: [...pageGroups] };
    },

    schema: async () => pageSchema,

    async planPage(kind: string, slug: string): Promise<PlannedPage> {
      const plan = await repo.inCore(() => planNewPage(kind, slug, repo.source(), repoPublicDir, repoPhotosDir));
      if ('error' in plan) return { error: plan.error };
      return { file: plan.file.slice(repoPagesDir.length + 1), path: plan.path, page: plan.page };
    },

    check: (file: string, text: string): Promise<Check> => checkOnTheWeb(repo, file, text),
  };
}

// The start screen's list of pages, a new page's plan and an edit's check, once for both studios. Each
// backend answers its page files with their state for review and the whole site's problems (PageListing),
// and hands over its pages' content source and edit checker; the engine makes each entry (address, title,
// group, problem count, in file order) and names files as they are in the pages folder.
import type { EditChecker } from '../../core/content/edit-check.ts';
import { pathFromFile, type ContentSource } from '../../core/content/load.ts';
import { planNewPage } from '../../core/content/new-page.ts';
import { withoutBom } from '../../core/json-source.ts';
import * as path from '../../core/posix-path.ts';
import type { Check, PageEntry, PageFileList, PlannedPage, Problem } from '../backend.ts';
import { pageData } from '../shared/page-data.ts';
import { listTitle, pageGroup, pageGroups } from '../shared/page-list.ts';

/** A page file as a backend keeps it: its name in the pages folder, its text as it is (a byte-order mark too), its fingerprint, its state for review. */
export type ListedFile = Pick<PageEntry, 'file' | 'text' | 'hash' | 'review'>;

/** What a backend answers for the start screen's list. */
export interface PageListing {
  /** Every page file. */
  pageFiles(): Promise<ListedFile[]>;
  /** The whole site's problems, as validation reports them (asked once the page files are read). */
  siteProblems(): Promise<Problem[]>;
  /** The name validation gives a page file (a problem's `file`). */
  shownAs(file: string): string;
}

/** The start screen's list: every page file with its address, title, group and problem count, and the menu groups. */
export async function pageList(listing: PageListing): Promise<PageFileList> {
  const files = await listing.pageFiles();
  const counts = new Map<string, number>();
  for (const { file } of await listing.siteProblems()) counts.set(file, (counts.get(file) ?? 0) + 1);
  const pages = files
    .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))
    .map(({ file, text, hash, review }): PageEntry => {
      const data = pageData(text);
      const route = data?.path ?? pathFromFile('/', `/${file}`);
      const problems = counts.get(listing.shownAs(file)) ?? 0;
      // Without the byte-order mark, so the browser's JSON.parse accepts the text too.
      return {
        file,
        path: route,
        title: listTitle(data, route),
        group: pageGroup(route, data),
        problems,
        hash,
        text: withoutBom(text),
        review,
      };
    });
  return { pages, groups: [...pageGroups] };
}

type PagesContent = { source: ContentSource; publicDir: string; photosDir: string };

/** The new page of `kind` at `slug` on a backend's pages, its file named in the pages folder, or why not in words naming the folder "pages". */
export function newPagePlan({ source, publicDir, photosDir }: PagesContent, kind: string, slug: string): PlannedPage {
  const plan = planNewPage(kind, slug, source, publicDir, photosDir);
  if ('error' in plan) return { error: plan.error.replace(source.core.host.displayPath(source.dir), 'pages') };
  return { file: path.relative(source.dir, plan.file), path: plan.path, page: plan.page };
}

/**
 * An edit checked as if it were saved over `file` (a new page, without one, as a draft beside the others),
 * as validation would check it, its problems named in the pages folder ("pages/about.json").
 */
export function checkEdit(checker: EditChecker, file: string | undefined, text: string): Check {
  const name = file || 'new-page-draft.json';
  const result = checker.check(path.join(checker.dir, name), text);
  return { ...result, problems: result.problems.map((p) => ({ ...p, file: `pages/${name}` })) };
}

// The pages folder as the start screen and the link lists show it: each page's address, title, group and
// problem count, its state for review, and the pages that link to an address.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageFile } from '../../../generated/page.ts';
import { formFileProblems, listPageFiles, pathFromFile } from '../../../tooling/content/index.ts';
import { withoutBom } from '../../../core/json-source.ts';
import { collectAllReferences } from '../../../core/references.ts';
import { displayPath, pagesDir } from '../../../tooling/paths.ts';
import type { LinkingPage } from '../../backend.ts';
import { listTitle, pageGroup, type PageListEntry } from '../../shared/page-list.ts';
import { checkerFor } from './checking.ts';
import { fingerprint } from './files.ts';
import { linksTo } from '../../shared/rename.ts';
import { reviewStates, type ReviewState } from './review-state.ts';

/** The page file name (relative, with /) of an absolute file inside `dir`. */
const relativeName = (dir: string, file: string) => path.relative(dir, file).split(path.sep).join('/');

/** A page file's text (without a byte-order mark, as validation reads it), its data if it parses, and its address. */
export function readPageFile(dir: string, file: string) {
  const raw = readFileSync(file, 'utf8');
  const text = withoutBom(raw);
  let data: Partial<PageFile> | undefined;
  try {
    data = JSON.parse(text) as Partial<PageFile>;
  } catch {
    data = undefined;
  }
  return { raw, text, data, route: data?.path ?? pathFromFile(dir, file) };
}

/**
 * Every page file with its group, title and problem count from one whole-site check: the one the edit
 * checker's index keeps (read again only once a file changed), which the checks of the pages then use.
 */
export function listPages(dir = pagesDir()): PageListEntry[] {
  const counts = new Map<string, number>();
  for (const problem of [...checkerFor(dir).siteProblems(), ...formFileProblems()])
    counts.set(problem.file, (counts.get(problem.file) ?? 0) + 1);
  return listPageFiles(dir).map((file) => {
    // Without the byte-order mark, so the browser's JSON.parse accepts the text too.
    const { raw, text, data, route } = readPageFile(dir, file);
    return {
      file: path.relative(dir, file).split(path.sep).join('/'),
      path: route,
      title: listTitle(data, route),
      group: pageGroup(route, data),
      problems: counts.get(displayPath(file)) ?? 0,
      hash: fingerprint(raw),
      text,
    };
  });
}

/** Every page with its state for review (Live, Changed, In review with its link), read from git. */
export async function listPagesWithState(dir = pagesDir()): Promise<(PageListEntry & { review: ReviewState })[]> {
  const [pages, states] = [listPages(dir), await reviewStates(dir)];
  return pages.map((page) => ({ ...page, review: states.get(path.join(dir, page.file)) ?? { state: 'published' } }));
}

/** Every page file but `except` with a link to `route` (in an href or in its text). */
export function pagesLinkingTo(route: string, dir = pagesDir(), except?: string): LinkingPage[] {
  const found: LinkingPage[] = [];
  for (const file of listPageFiles(dir)) {
    const name = relativeName(dir, file);
    if (name === except) continue;
    const { raw, data, route: at } = readPageFile(dir, file);
    if (!data || !collectAllReferences(data).some((ref) => ref.kind === 'link' && linksTo(ref.value, route))) continue;
    found.push({ file: name, title: listTitle(data, at), path: at, hash: fingerprint(raw) });
  }
  return found;
}

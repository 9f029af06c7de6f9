// Where a new page of a kind goes in the project's pages folder and what it starts with, for
// npm run new-page (scripts/new-page.ts) and the local studio's New page.
import { planNewPage, type NewPage } from '../core/content/new-page.ts';
import { folderSource } from './content/index.ts';
import { pagesDir, publicDir } from './paths.ts';
import { photosFor } from './photos/folders.ts';

export { pageKinds as kinds, type PageKind as Kind } from '../core/page-kinds.ts';
export type { NewPage };
/** The page file for a kind and slug in the project's pages folder (or another), or an error message an editor can act on. */
export const planPage = (kind: string, slug: string, dir = pagesDir()): NewPage | { error: string } =>
  planNewPage(kind, slug, folderSource(dir), publicDir, photosFor(dir));

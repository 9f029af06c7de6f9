// The checks a page passes before the studio writes it, the very ones npm run validate runs: an edit alone
// against an index of the rest of the site (the engine's checkEdit, engine/pages.ts, over this folder's
// checker), or a set of files (a rename's two) checked together.
import { buildContent, checkContent, checkSeo, folderSource, overlaySource } from '../../../tooling/content/index.ts';
import { FolderEditChecker } from '../../../tooling/content/edit-check.ts';
import { displayPath, publicDir } from '../../../tooling/paths.ts';
import { photosFor } from '../../../tooling/photos/folders.ts';

/**
 * One edit checker per pages folder, kept for as long as the studio runs; its index is read again only when a
 * file in the folder changes, so an edit costs the same with 40 pages as with 10,000. It keeps the whole site's
 * problems too: the page list counts them from it (listing.ts), so the start screen's reading of the
 * site is the one the first check of a page opened from it uses.
 */
const checkers = new Map<string, FolderEditChecker>();
export const checkerFor = (dir: string) =>
  checkers.get(dir) ?? checkers.set(dir, new FolderEditChecker(dir, publicDir, photosFor(dir), true)).get(dir)!;

/** A studio over `dir` has stopped: its checker stops watching the folder, and its index is let go. */
export function releaseChecker(dir: string): void {
  checkers.get(dir)?.close();
  checkers.delete(dir);
}

/**
 * What a whole-site check (npm run validate's) finds in the given files with these texts in place of what
 * is on disk (null: taken away): a rename's files are checked together, as they will be once written.
 */
export function problemsWith(dir: string, texts: Map<string, string | null>) {
  const checked = checkContent(overlaySource(folderSource(dir), texts), { publicDir, photosDir: photosFor(dir) });
  const built = buildContent(checked.core.blocks, checked.site, checked.pages, checked.caseStudies);
  checkSeo(checked, built);
  const shown = new Set([...texts.keys()].map((file) => displayPath(file)));
  return checked.problems.items.filter((p) => shown.has(p.file) && !p.fixedElsewhere);
}

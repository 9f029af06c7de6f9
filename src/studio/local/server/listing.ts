// The pages folder as the start screen and the link lists read it: each page file's text, fingerprint and
// state for review (the list itself is the engine's: engine/pages.ts), and the pages that link to an address.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { listPageFiles, pathFromFile } from '../../../tooling/content/index.ts';
import { withoutBom } from '../../../core/json-source.ts';
import { collectAllReferences } from '../../../core/references.ts';
import { displayPath, pagesDir } from '../../../tooling/paths.ts';
import type { LinkingPage } from '../../backend.ts';
import type { PageListing } from '../../engine/pages.ts';
import { pageData } from '../../shared/page-data.ts';
import { listTitle } from '../../shared/page-list.ts';
import { checkerFor } from './checking.ts';
import { fingerprint } from './files.ts';
import { linksTo } from '../../shared/rename.ts';
import { reviewStates } from './review-state.ts';

/** The page file name (relative, with /) of an absolute file inside `dir`. */
const relativeName = (dir: string, file: string) => path.relative(dir, file).split(path.sep).join('/');

/** A page file's text (without a byte-order mark, as validation reads it), its data if it parses, and its address. */
export function readPageFile(dir: string, file: string) {
  const raw = readFileSync(file, 'utf8');
  const data = pageData(raw);
  return { raw, text: withoutBom(raw), data, route: data?.path ?? pathFromFile(dir, file) };
}

/** The pages folder's page files for the start screen's list (engine/pages.ts), each with its state for review from git. */
export const localListing = (dir: string): PageListing => ({
  async pageFiles() {
    const files = listPageFiles(dir).map((file) => ({ file, text: readFileSync(file, 'utf8') }));
    const states = await reviewStates(dir);
    const review = (file: string) => states.get(file) ?? { state: 'published' as const };
    return files.map(({ file, text }) => ({ file: relativeName(dir, file), text, hash: fingerprint(text), review: review(file) }));
  },
  // From the edit checker's index (read again only once a file changed), which the checks of the pages then use.
  siteProblems: async () => checkerFor(dir).siteProblems(),
  shownAs: (file) => displayPath(path.join(dir, file)),
});

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

// Starts a page for an editor: npm run new-page -- <industry|service|generic> <slug>
// Writes a page file with the blocks its kind needs and clearly marked placeholders ("TODO: ...").
// npm run validate refuses every placeholder, so a half-finished page never ships.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { planPage as planNewPage, type NewPage } from '../src/core/content/new-page.ts';
import { folderSource, placeholderPrefix } from './lib/content/index.ts';
import { displayPath, pagesDir, publicDir } from './lib/paths.ts';
import { photosFor } from './lib/photos/folders.ts';
import { pageKinds as kinds } from '../src/page-kinds.ts';

export { pageKinds as kinds, type PageKind as Kind } from '../src/page-kinds.ts';
export type { NewPage };
/** The page file for a kind and slug in the project's pages folder (or another), or an error message an editor can act on. */
export const planPage = (kind: string, slug: string, dir = pagesDir()): NewPage | { error: string } =>
  planNewPage(kind, slug, folderSource(dir), publicDir, photosFor(dir));

if (import.meta.url === `file://${process.argv[1]}`) {
  const [kind = '', slug = ''] = process.argv.slice(2);
  const plan = planPage(kind, slug);
  if ('error' in plan) {
    console.error(`${plan.error}\nUsage: npm run new-page -- <${kinds.join('|')}> <slug>`);
    process.exit(1);
  }
  mkdirSync(path.dirname(plan.file), { recursive: true });
  writeFileSync(plan.file, `${JSON.stringify(plan.page, null, 2)}\n`);
  console.log(`Created ${displayPath(plan.file)} for ${plan.path}.`);
  console.log(`Replace every "${placeholderPrefix} ..." text, then run npm run validate: it lists each placeholder left, with its line.`);
  if (kind === 'generic')
    console.log('Then link to the new page from a related page or the footer (pages/_site.json), so visitors can reach it.');
}

// Where a new page of a kind goes in the project's pages folder and what it starts with, for
// npm run new-page (scripts/new-page.ts) and the local studio's New page: the kind's template, or (--from)
// another page of the site with its sections kept and its words taken out, as the studio's New page does.
import { readFileSync } from 'node:fs';
import { loadContent } from '../core/content/index.ts';
import { planNewPage, type NewPage } from '../core/content/new-page.ts';
import { kindPlaces, type PageKind } from '../core/page-kinds.ts';
import { pointerToSegments } from '../core/json-pointer.ts';
import { startFrom, withPlaceholders } from '../studio/engine/new-page-start.ts';
import { bundledPageSchema } from '../studio/build/bundled-schema.ts';
import { folderSource } from './content/index.ts';
import { displayPath, pagesDir, publicDir } from './paths.ts';
import { photosFor } from './photos/folders.ts';

export { pageKinds as kinds, type PageKind as Kind } from '../core/page-kinds.ts';
export type { NewPage };
/** The page file for a kind and slug in the project's pages folder (or another), or an error message an editor can act on. */
export const planPage = (kind: string, slug: string, dir = pagesDir()): NewPage | { error: string } =>
  planNewPage(kind, slug, folderSource(dir), publicDir, photosFor(dir));

/**
 * A new page started from another page of the site (`from`: its address, such as /hvac-seo, or its file):
 * every section of that page, lists cut to a few items, and each text to write as a "TODO:" that quotes
 * the words it had there, so npm run validate refuses the page until it says what it is. `name` (optional)
 * is its card's title and its hero's small label, as the studio's New page takes it.
 */
export function planPageFrom(kind: string, slug: string, from: string, name = '', dir = pagesDir()): NewPage | { error: string } {
  const plan = planPage(kind, slug, dir);
  if ('error' in plan) return plan;
  const { pages } = loadContent({ source: folderSource(dir), publicDir, photosDir: photosFor(dir), seoRules: false });
  const wanted = from.replace(/\/+$/, '') || '/';
  const example = pages.find((p) => p.path === wanted || displayPath(p.file) === from || p.file.endsWith(`/${from.replace(/^\.?\//, '')}`));
  if (!example) return { error: `No page of the site is at ${from}. Give a page's address (for example /hvac-seo) or its file.` };
  const { group } = kindPlaces[kind as PageKind];
  if (group && example.page.card?.group !== group)
    return { error: `${example.path} is not a ${kind} page. Start a ${kind} page from another ${kind} page, or leave out --from.` };
  const text = JSON.parse(readFileSync(example.file, 'utf8')) as Record<string, unknown>;
  const start = startFrom(bundledPageSchema(), plan.page, text, name);
  // Each text still to write, as the studio's New page shows it (the words it had there), marked to be replaced.
  const { filled, toWrite } = withPlaceholders(start.page, start.placeholders);
  const page = filled as Record<string, unknown>;
  for (const pointer of toWrite) {
    const segments = pointerToSegments(pointer);
    const holder = segments.slice(0, -1).reduce<unknown>((at, key) => (at as Record<string | number, unknown>)[key], page);
    const key = segments.at(-1)!;
    const words = String((holder as Record<string | number, unknown>)[key]);
    (holder as Record<string | number, unknown>)[key] =
      `TODO: this page's own words (${example.path} says: ${words.replace(/\s+/g, ' ').trim()})`;
  }
  return { ...plan, page };
}

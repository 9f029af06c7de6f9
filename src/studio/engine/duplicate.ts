// "Duplicate this page": a copy of a page at a new address, for both studios. The copy goes where a new page
// of its kind goes (an industry page's copy among the industries, at the address the editor chose and the
// planner found free), with every section, photo and setting of the page as it stands in the editor. Only
// the texts that must be a page's own are not copied: its title and description in search results and its
// card in the menus and the index. Two pages that show search engines the same title compete with each
// other, and two identical cards read as a mistake. These start empty, with the page's words shown greyed
// as "to write", so the copy cannot be saved until it says what it is. Nor is the page's headline test
// copied: a test is its page's alone (leads and cookies name it by its name, which validation keeps to one
// page), so the copy starts with the page's own words and no test.
import type { PlannedPage } from '../backend.ts';

/** The texts a copy starts without, each by its place in the page (a JSON pointer). */
export const ownTexts = ['/meta/title', '/meta/description', '/card/title', '/card/menuLabel', '/card/description'] as const;

type Page = Record<string, unknown>;
const isObject = (value: unknown): value is Page => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/**
 * The copy of `source` where the planner put a new page of its kind (`plan`, answered for the address the
 * editor typed): the page, and the words each own text had, to show greyed until the editor writes its own.
 */
export function duplicateAt(
  source: Page,
  plan: Required<Pick<PlannedPage, 'file' | 'path' | 'page'>>,
): { file: string; path: string; page: Page; placeholders: Record<string, string> } {
  const page = structuredClone(source);
  delete page.experiment;
  const planned = plan.page;
  // Its own facts come from the planner: the schema's place from its folder, an address of its own where its kind writes one, its card's group and place.
  page.$schema = planned.$schema;
  if (typeof planned.path === 'string') page.path = planned.path;
  else delete page.path;
  if (isObject(planned.card)) {
    const card = isObject(source.card) ? source.card : {};
    page.card = { ...planned.card, ...card, group: planned.card.group, order: planned.card.order };
  } else delete page.card;
  const placeholders: Record<string, string> = {};
  for (const pointer of ownTexts) {
    const [, part, field] = pointer.split('/') as [string, string, string];
    const holder = page[part];
    if (!isObject(holder)) continue;
    const words = holder[field];
    if (typeof words !== 'string' || !words) continue;
    holder[field] = '';
    placeholders[pointer] = words;
  }
  return { file: plan.file, path: plan.path, page, placeholders };
}

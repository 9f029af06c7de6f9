// What changed in a page, in the editor's words ("Hero › Headline changed", "Benefits › Benefit 4
// added"): shown before publishing, and written into the commit message and the pull request, the same
// lines in each. Every field is named by its place in the form (fieldPlace), as the problem list names it.
import { escape } from '../../core/json-pointer.ts';
import { plural } from '../../core/words.ts';
import { fieldPlace } from '../shared/schema-helpers.ts';

type Value = unknown;
const same = (a: Value, b: Value) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Two versions of a list, item by item: items kept at the start and the end are the same items; each place
 * between goes to `each` with the item before and after (undefined where one was added or removed).
 */
export function forChangedItems(was: Value[], now: Value[], each: (i: number, was: Value, now: Value) => void): void {
  let start = 0;
  while (start < was.length && start < now.length && same(was[start], now[start])) start++;
  let end = 0;
  while (end < was.length - start && end < now.length - start && same(was[was.length - 1 - end], now[now.length - 1 - end])) end++;
  const [wasEnd, nowEnd] = [was.length - end, now.length - end];
  for (let i = start; i < Math.max(wasEnd, nowEnd); i++) each(i, i < wasEnd ? was[i] : undefined, i < nowEnd ? now[i] : undefined);
}
export const isObject = (v: Value): v is Record<string, Value> => Boolean(v) && typeof v === 'object' && !Array.isArray(v);

/**
 * How a page's places are named in the form's words: its sections, a section's kind, and a place on the
 * page with its section numbered where the page has two of its kind ("FAQ (section 5) › Question 2").
 */
export function pagePlaces(schema: Record<string, unknown>) {
  const placeOf = fieldPlace(schema);
  const blocks = (page: Record<string, Value>) => (Array.isArray(page.blocks) ? page.blocks.filter(isObject) : []);
  const kindOf = (page: Record<string, Value>, i: number) => placeOf(`/blocks/${i}`, page);
  const numbered = (pointer: string, page: Record<string, Value>) => {
    const words = placeOf(pointer, page);
    const section = /^\/blocks\/(\d+)/.exec(pointer);
    if (!section) return words;
    const kind = kindOf(page, Number(section[1]));
    const twice = blocks(page).filter((_, i) => kindOf(page, i) === kind).length > 1;
    return twice ? `${kind} (section ${Number(section[1]) + 1})${words.slice(kind.length)}` : words;
  };
  return { blocks, kindOf, numbered };
}

/**
 * The changes from `before` (undefined for a new page) to `after`, one line each, in the words of the
 * form the page schema `schema` gives. Two sections of one kind are told apart by their number.
 */
export function summarizeChanges(before: Value, after: Value, schema: Record<string, unknown>): string[] {
  if (!isObject(after)) return ['The page changed'];
  const { blocks, kindOf, numbered } = pagePlaces(schema);
  if (!isObject(before)) {
    const kinds = blocks(after).map((_, i) => kindOf(after, i));
    return [`New page with ${plural(kinds.length, 'section')}: ${kinds.join(', ')}`];
  }
  const pages = { before, after };
  const lines: string[] = [];

  /** A place in `before` or `after`, its section numbered where the page has two of its kind. */
  const place = (pointer: string, on: 'before' | 'after') => numbered(pointer, pages[on]);

  /** The changes inside one value, at `from` in before and `to` in after (list items shift as others are added). */
  const compare = (from: string, to: string, was: Value, now: Value) => {
    if (same(was, now)) return;
    if (was === undefined) lines.push(`${place(to, 'after')} added`);
    else if (now === undefined) lines.push(`${place(from, 'before')} removed`);
    else if (isObject(was) && isObject(now) && was.type === now.type) {
      for (const key of new Set([...Object.keys(was), ...Object.keys(now)]))
        compare(`${from}/${escape(key)}`, `${to}/${escape(key)}`, was[key], now[key]);
    } else if (Array.isArray(was) && Array.isArray(now)) compareLists(from, to, was, now);
    else lines.push(`${place(to, 'after')} changed`);
  };

  const compareLists = (from: string, to: string, was: Value[], now: Value[]) =>
    forChangedItems(was, now, (i, a, b) => compare(`${from}/${i}`, `${to}/${i}`, a, b));

  for (const key of new Set([...Object.keys(before), ...Object.keys(after)]))
    if (key !== 'blocks' && key !== '$schema') compare(`/${escape(key)}`, `/${escape(key)}`, before[key], after[key]);

  const [was, now] = [blocks(before), blocks(after)];
  // Sections are matched by kind, in order: an added or removed section shifts the others without changing them.
  const matched = new Set<number>();
  for (const [i, block] of now.entries()) {
    const j = was.findIndex((old, k) => !matched.has(k) && old.type === block.type && (same(old, block) || k === i));
    const k = j >= 0 ? j : was.findIndex((old, n) => !matched.has(n) && old.type === block.type);
    if (k < 0) {
      const kind = kindOf(after, i);
      lines.push(`${kind} section added${place(`/blocks/${i}`, 'after') === kind ? '' : ` as section ${i + 1}`}`);
      continue;
    }
    matched.add(k);
    compare(`/blocks/${k}`, `/blocks/${i}`, was[k], block);
  }
  for (const k of was.keys()) if (!matched.has(k)) lines.push(`${kindOf(before, k)} section ${k + 1} removed`);
  if (!lines.length && !same(was, now)) lines.push('Sections reordered');
  return lines;
}

// What changed in a page, in the editor's words ("Hero › Headline changed", "Benefits › Benefit 4
// added", "Text moved from section 2 to section 4"): shown before publishing, and written into the commit
// message and the pull request, the same lines in each. Every field is named by its place in the form
// (fieldPlace), as the problem list names it; a section found unchanged at another place is said to have
// moved, in History's words (sectionMoves), whatever else the change did. A headline test started or
// ended is said as one ("Headline test hvac-hero added, from … to …", "Headline test … ended, version b
// kept": experimentChanges); a running test's edits are any fields' ("Headline test › Version b › Hero ›
// Headline changed").
import { escape, unescape } from '../../core/json-pointer.ts';
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

/** The positions (in `values`) of one longest strictly increasing run of them. */
export function longestIncreasing(values: readonly number[]): Set<number> {
  const length = values.map(() => 1);
  const previous = values.map(() => -1);
  for (let i = 0; i < values.length; i++)
    for (let j = 0; j < i; j++)
      if (values[j]! < values[i]! && length[j]! + 1 > length[i]!) {
        length[i] = length[j]! + 1;
        previous[i] = j;
      }
  let end = length.indexOf(Math.max(0, ...length));
  const run = new Set<number>();
  while (end >= 0) {
    run.add(end);
    end = previous[end]!;
  }
  return run;
}

/**
 * Each section of `after` with an equal one of `before` (the one at its own place if it can): those that
 * kept their order among the equal ones stayed (the longest run in order), the others `moved`, from index
 * `was` to index `now`. A section added or removed shifts the others without moving them. History's
 * differences and the change summary both read moves from here.
 */
export function equalSections(before: Value[], after: Value[]): { was: number; now: number; moved: boolean }[] {
  const pairs: [number, number][] = [];
  const taken = new Set<number>();
  for (const [i, block] of after.entries()) {
    const k = same(before[i], block) && !taken.has(i) ? i : before.findIndex((old, n) => !taken.has(n) && same(old, block));
    if (k < 0) continue;
    taken.add(k);
    pairs.push([k, i]);
  }
  const stayed = longestIncreasing(pairs.map(([k]) => k));
  return pairs.map(([was, now], n) => ({ was, now, moved: !stayed.has(n) }));
}

/** The sections that moved from `before` to `after` (equalSections). */
export const sectionMoves = (before: Value[], after: Value[]): { was: number; now: number }[] =>
  equalSections(before, after)
    .filter((pair) => pair.moved)
    .map(({ was, now }) => ({ was, now }));

/**
 * The changes from `given` (undefined for a new page) to `after`, one line each, in the words of the
 * form the page schema `schema` gives. Two sections of one kind are told apart by their number.
 */
export function summarizeChanges(given: Value, after: Value, schema: Record<string, unknown>): string[] {
  if (!isObject(after)) return ['The page changed'];
  const { blocks, kindOf, numbered } = pagePlaces(schema);
  if (!isObject(given)) {
    const kinds = blocks(after).map((_, i) => kindOf(after, i));
    return [`New page with ${plural(kinds.length, 'section')}: ${kinds.join(', ')}`];
  }
  // The sections that moved are said to have moved, then put where they are now: the rest of the summary
  // compares each with itself (a move said once, not as every section of its kind changed, nor lost
  // among other changes).
  let before: Record<string, Value> = given;
  const moves = sectionMoves(blocks(before), blocks(after));
  const lines: string[] = moves.map(({ was, now }) => `${kindOf(after, now)} moved from section ${was + 1} to section ${now + 1}`);
  if (moves.length) {
    const sections = blocks(before);
    const aligned = sections.filter((_, k) => !moves.some((m) => m.was === k));
    for (const move of [...moves].sort((a, b) => a.now - b.now)) aligned.splice(move.now, 0, sections[move.was]!);
    before = { ...before, blocks: aligned };
  }
  const pages = { before, after };

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
    else {
      // A version renamed is named as it was: its name is its heading in the form.
      const renamed = /^\/experiment\/variants\/\d+\/id$/.test(to);
      lines.push(`${renamed ? place(from, 'before') : place(to, 'after')} changed`);
    }
  };

  const compareLists = (from: string, to: string, was: Value[], now: Value[]) =>
    forChangedItems(was, now, (i, a, b) => compare(`${from}/${i}`, `${to}/${i}`, a, b));

  // A headline test started or ended is said as one (experimentChanges); a running one's edits field by field, as the form labels them.
  const testRuns = isObject(before.experiment) && isObject(after.experiment);
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)]))
    if (key !== 'blocks' && key !== '$schema' && (key !== 'experiment' || testRuns))
      compare(`/${escape(key)}`, `/${escape(key)}`, before[key], after[key]);

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
  lines.push(...experimentChanges(before, after, (pointer) => place(pointer, 'after')));
  return lines;
}

type Test = { id?: Value; start?: Value; end?: Value; variants?: Value };
type Version = { id?: Value; texts?: Value };
const versionsOf = (test: Test | undefined): Version[] => (Array.isArray(test?.variants) ? test.variants.filter(isObject) : []);
const textsOf = (version: Version | undefined): { field: string; text: Value }[] =>
  Array.isArray(version?.texts) ? version.texts.filter(isObject).map((t) => ({ field: String(t.field), text: t.text })) : [];

/**
 * A page's headline test started or ended, in words: started, its name and days, and each version added; ended, with the version
 * whose words the page keeps ("the original" when none). While it runs, its fields' changes are said as
 * any field's, by the form's labels ("Headline test › Version b › Hero › Headline changed").
 */
export function experimentChanges(
  before: Record<string, Value>,
  after: Record<string, Value>,
  place: (pointer: string) => string,
): string[] {
  const [was, now] = [before.experiment, after.experiment].map((t) => (isObject(t) ? (t as Test) : undefined));
  if (!was && !now) return [];
  if (was && !now) {
    const { experiment: _ended, ...page } = after;
    const kept = versionsOf(was).find((v) => {
      const texts = textsOf(v);
      return texts.length > 0 && texts.every((t) => JSON.stringify(valueAtPointer(page, t.field)) === JSON.stringify(t.text));
    });
    return [`Headline test ${String(was.id)} ended, ${kept ? `version ${String(kept.id)}` : 'the original'} kept`];
  }
  // Started: its name and days. Its versions, shares and texts are then edited like any field (the summary above).
  if (was) return [];
  return [
    `Headline test ${String(now!.id)} added, from ${String(now!.start)} to ${String(now!.end)}`,
    ...versionsOf(now).map((_, i) => `${place(`/experiment/variants/${i}`)} added`),
  ];
}

/** The value at a pointer of a parsed page, or undefined. */
function valueAtPointer(page: Value, pointer: string): Value {
  let at = page;
  for (const key of pointer.split('/').slice(1).map(unescape))
    at = isObject(at) || Array.isArray(at) ? (at as Record<string, Value>)[key] : undefined;
  return at;
}

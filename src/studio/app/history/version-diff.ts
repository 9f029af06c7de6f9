// What differs between two versions of a page, field by field in the form's words: each field by its place
// in the form (fieldPlace, the names the form and the problem list use) with its words before and after,
// never JSON or a line diff. A section found with the same content at another place is said to have moved.
import { escape } from '../../../core/json-pointer.ts';
import type { PageVersion } from '../../backend.ts';
import { equalSections, forChangedItems, isObject, pagePlaces, summarizeChanges } from '../../engine/change-summary.ts';
import { headlineOf } from '../../shared/schema-helpers.ts';

type Value = unknown;
const same = (a: Value, b: Value) => JSON.stringify(a) === JSON.stringify(b);

/** One difference: where (the form's words), what happened, and the field's words on each side. */
export interface FieldChange {
  place: string;
  kind: 'changed' | 'added' | 'removed' | 'moved';
  /** The words on the side compared from (for a moved section: where it was). */
  was?: string;
  /** The words on the side compared to (for a moved section: where it is). */
  now?: string;
  /** For a moved section: its index in the page compared from, and in the page compared to. */
  moved?: [number, number];
}

/** A value as an editor reads it: text as it is, Yes or No, a photo by its name, a group by its first words. */
export function valueInWords(value: Value): string {
  if (value === undefined || value === null || value === '') return '(empty)';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length ? value.map(valueInWords).join(', ') : '(empty)';
  if (isObject(value)) {
    if (typeof value.src === 'string') return `the photo ${value.src}`;
    const words = headlineOf(value) || Object.values(value).find((v): v is string => typeof v === 'string' && v !== '' && v !== value.type);
    return words ?? '(empty)';
  }
  return String(value);
}

/**
 * The differences from page `from` to page `to`, in the words of the form the page schema `schema` gives.
 * Sections are matched first by equal content (one found at another place has moved), then by kind in order
 * (their fields compared), and the rest were added or removed.
 */
export function fieldChanges(from: Value, to: Value, schema: Record<string, unknown>): FieldChange[] {
  if (!isObject(from) || !isObject(to)) return [];
  const { blocks, kindOf, numbered } = pagePlaces(schema);
  const pages = { from, to };
  /** A place, its section numbered where the page has two of its kind. */
  const place = (pointer: string, on: 'from' | 'to') => numbered(pointer, pages[on]);
  const changes: FieldChange[] = [];

  const compare = (at: string, atTo: string, was: Value, now: Value) => {
    if (same(was, now)) return;
    if (was === undefined) changes.push({ place: place(atTo, 'to'), kind: 'added', now: valueInWords(now) });
    else if (now === undefined) changes.push({ place: place(at, 'from'), kind: 'removed', was: valueInWords(was) });
    else if (isObject(was) && isObject(now) && was.type === now.type && typeof was.src !== 'string') {
      for (const key of new Set([...Object.keys(was), ...Object.keys(now)]))
        compare(`${at}/${escape(key)}`, `${atTo}/${escape(key)}`, was[key], now[key]);
    } else if (Array.isArray(was) && Array.isArray(now) && (was.some(isObject) || now.some(isObject))) {
      compareLists(at, atTo, was, now);
    } else changes.push({ place: place(atTo, 'to'), kind: 'changed', was: valueInWords(was), now: valueInWords(now) });
  };

  const compareLists = (at: string, atTo: string, was: Value[], now: Value[]) =>
    forChangedItems(was, now, (i, a, b) => compare(`${at}/${i}`, `${atTo}/${i}`, a, b));

  for (const key of new Set([...Object.keys(from), ...Object.keys(to)]))
    if (key !== 'blocks' && key !== '$schema') compare(`/${escape(key)}`, `/${escape(key)}`, from[key], to[key]);

  const [was, now] = [blocks(from), blocks(to)];
  // Equal sections first (found at another place, a section moved), as the change summary finds them.
  const pairs = equalSections(was, now);
  const taken = new Set(pairs.map((pair) => pair.was));
  const matchedTo = new Set(pairs.map((pair) => pair.now));
  for (const { was: k, now: i, moved } of pairs)
    if (moved) changes.push({ place: kindOf(to, i), kind: 'moved', was: `section ${k + 1}`, now: `section ${i + 1}`, moved: [k, i] });
  // Then sections of one kind, in order: the same section with some fields changed.
  for (const [i, block] of now.entries()) {
    if (matchedTo.has(i)) continue;
    const k = was.findIndex((old, n) => !taken.has(n) && old.type === block.type);
    if (k < 0) {
      changes.push({ place: `${kindOf(to, i)} section ${i + 1}`, kind: 'added', now: valueInWords(block) });
      continue;
    }
    taken.add(k);
    compare(`/blocks/${k}`, `/blocks/${i}`, was[k], block);
  }
  for (const k of was.keys())
    if (!taken.has(k)) changes.push({ place: `${kindOf(from, k)} section ${k + 1}`, kind: 'removed', was: valueInWords(was[k]) });
  return changes;
}

/** A change as one line: "Hero › Headline: “Old” → “New”", "FAQ moved from section 2 to section 4". */
export function changeInWords(change: FieldChange): string {
  switch (change.kind) {
    case 'moved':
      return `${change.place} moved from ${change.was} to ${change.now}`;
    case 'added':
      return `${change.place} added: “${change.now}”`;
    case 'removed':
      return `${change.place} removed: “${change.was}”`;
    case 'changed':
      return `${change.place}: “${change.was}” → “${change.now}”`;
  }
}

/**
 * What a version changed, in the editor's words: the change summary (the lines its commit was sent with,
 * a section moved said as moved), and a new address said in full.
 */
export function versionSummary(version: PageVersion, schema: Record<string, unknown>): string[] {
  if (!version.before) return ['The page was made'];
  // The change summary says a section moved as moved, then compares each section with itself.
  const lines = summarizeChanges(parseText(version.before.text), parseText(version.text), schema);
  const said =
    version.before.route !== version.route
      ? [
          `Address changed from ${version.before.route} to ${version.route}`,
          ...lines.filter((line) => !/^Address (added|removed|changed)$/.test(line)),
        ]
      : lines;
  return said.length ? said : ['Nothing the page shows changed'];
}

const parseText = (text: string): unknown => {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return undefined;
  }
};

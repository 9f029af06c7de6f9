// What changed in a page, in the editor's words ("Hero › Title changed", "Benefits › 2 items added"): shown
// before publishing, and written into the commit message and the pull request, the same lines in each.
import { plural } from '../../core/words.ts';
import { humanize } from './schema-helpers.ts';

type Value = unknown;
const same = (a: Value, b: Value) => JSON.stringify(a) === JSON.stringify(b);
const isObject = (v: Value): v is Record<string, Value> => Boolean(v) && typeof v === 'object' && !Array.isArray(v);

/** The words for a page's own parts: what the form calls them. */
const partNames: Record<string, string> = { meta: 'Search and share', card: 'Menu card', path: 'Address', blocks: 'Sections' };

function fieldChanges(where: string, before: Record<string, Value>, after: Record<string, Value>): string[] {
  const lines: string[] = [];
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (key === 'type' || same(before[key], after[key])) continue;
    const name = `${where} › ${humanize(key)}`;
    const [was, now] = [before[key], after[key]];
    if (was === undefined) lines.push(`${name} added`);
    else if (now === undefined) lines.push(`${name} removed`);
    else if (Array.isArray(was) && Array.isArray(now) && was.length !== now.length) {
      const difference = now.length - was.length;
      lines.push(`${where} › ${plural(Math.abs(difference), 'item')} ${difference > 0 ? 'added' : 'removed'}`);
    } else if (Array.isArray(was) && Array.isArray(now)) {
      const changed = now.filter((item, i) => !same(item, was[i])).length;
      lines.push(`${where} › ${plural(changed, 'item')} changed`);
    } else lines.push(`${name} changed`);
  }
  return lines;
}

/**
 * The changes from `before` (undefined for a new page) to `after`, one line each. `kindTitle` names a
 * section by its type ("faq" → "FAQ"); two sections of one kind are told apart by their number.
 */
export function summarizeChanges(before: Value, after: Value, kindTitle: (type: string) => string): string[] {
  if (!isObject(after)) return ['The page changed'];
  const blocks = (page: Record<string, Value>) => (Array.isArray(page.blocks) ? page.blocks.filter(isObject) : []);
  const name = (block: Record<string, Value>) => kindTitle(String(block.type));
  if (!isObject(before)) return [`New page with ${plural(blocks(after).length, 'section')}: ${blocks(after).map(name).join(', ')}`];

  const lines: string[] = [];
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (key === 'blocks' || key === '$schema' || same(before[key], after[key])) continue;
    const part = partNames[key] ?? humanize(key);
    if (isObject(before[key]) && isObject(after[key])) lines.push(...fieldChanges(part, before[key], after[key]));
    else lines.push(`${part} ${before[key] === undefined ? 'added' : after[key] === undefined ? 'removed' : 'changed'}`);
  }

  const [was, now] = [blocks(before), blocks(after)];
  const label = (list: Record<string, Value>[], i: number) => {
    const kind = name(list[i]!);
    return list.filter((b) => name(b) === kind).length > 1 ? `${kind} (section ${i + 1})` : kind;
  };
  // Sections are matched by kind, in order: an added or removed section shifts the others without changing them.
  const matched = new Set<number>();
  for (const [i, block] of now.entries()) {
    const j = was.findIndex((old, k) => !matched.has(k) && old.type === block.type && (same(old, block) || k === i));
    const k = j >= 0 ? j : was.findIndex((old, n) => !matched.has(n) && old.type === block.type);
    if (k < 0) {
      lines.push(`${name(block)} section added${label(now, i) === name(block) ? '' : ` as section ${i + 1}`}`);
      continue;
    }
    matched.add(k);
    lines.push(...fieldChanges(label(now, i), was[k]!, block));
  }
  for (const k of was.keys()) if (!matched.has(k)) lines.push(`${name(was[k]!)} section ${k + 1} removed`);
  if (!lines.length && !same(was, now)) lines.push('Sections reordered');
  return lines;
}

// An edited page written over its file's text with the fewest changes, for both studios (the local one
// writes it to disk; the one on the web commits it through GitHub), so a one-field edit is a one-line diff.
//
// The file is parsed once, every change is placed against the file's own text, and the changes are written
// in one pass from its start; each one is laid out (two spaces a level) within its own lines only. The time
// grows with the file's size, not with the size times the number of changes: re-reading and re-writing the
// whole text after each change froze a save of a page that gained a few hundred sections for minutes.
import { format, parseTree, type Node } from 'jsonc-parser';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const isObject = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === 'object' && !Array.isArray(v);

/**
 * One change against the file's text: [start, end) becomes `content`. A `value` change is laid out inside
 * the new value only; a `lines` change (something added or removed) lays out the whole lines it touches.
 */
interface Change {
  start: number;
  end: number;
  content: string;
  layout: 'value' | 'lines';
}

const end = (node: Node) => node.offset + node.length;
const isEol = (text: string, at: number) => text[at] === '\n' || text[at] === '\r';

/** The changes that turn the file's `node` (read as `was`) into `now`, added to `changes`. */
function changesFor(node: Node, was: unknown, now: unknown, changes: Change[]): void {
  if (same(was, now)) return;
  const replace = () => changes.push({ start: node.offset, end: end(node), content: JSON.stringify(now), layout: 'value' });
  if (node.type === 'object' && isObject(was) && isObject(now)) {
    const properties = new Map<string, Node>();
    for (const property of node.children ?? []) {
      const key = property.children?.[0]?.value as string;
      if (!properties.has(key)) properties.set(key, property);
    }
    // Removed keys, each with its comma: after the one before it, or before the one after it when first.
    const kept = [...(node.children ?? [])];
    const removals: Array<[number, number]> = [];
    for (const key of Object.keys(was)) {
      const property = properties.get(key);
      if (key in now || !property) continue;
      const i = kept.indexOf(property);
      if (i > 0) removals.push([end(kept[i - 1]!), end(property)]);
      else if (kept.length > 1) removals.push([node.offset + 1, kept[1]!.offset]);
      else removals.push([node.offset + 1, end(property)]);
      kept.splice(i, 1);
    }
    const added: string[] = [];
    for (const [key, value] of Object.entries(now)) {
      const property = properties.get(key);
      if (key in was && property?.children?.[1]) changesFor(property.children[1], was[key], value, changes);
      else if (value !== undefined) added.push(`${JSON.stringify(key)}: ${JSON.stringify(value)}`);
    }
    // New keys go after the last one kept, each with its comma (the first without one in an emptied object).
    const after = kept.length ? end(kept[kept.length - 1]!) : node.offset + 1;
    const content = added.map((property, i) => (kept.length || i ? `,${property}` : property)).join('');
    removals.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
    const merged: Array<[number, number]> = [];
    for (const [from, to] of removals) {
      const last = merged[merged.length - 1];
      if (last && from <= last[1]) last[1] = Math.max(last[1], to);
      else merged.push([from, to]);
    }
    let placed = !content;
    for (const [from, to] of merged) {
      const here = !placed && from === after;
      changes.push({ start: from, end: to, content: here ? content : '', layout: 'lines' });
      placed ||= here;
    }
    if (!placed) changes.push({ start: after, end: after, content, layout: 'lines' });
  } else if (node.type === 'array' && Array.isArray(was) && Array.isArray(now) && was.length === now.length) {
    now.forEach((value, i) => changesFor(node.children![i]!, was[i], value, changes));
  } else if (
    node.type === 'array' &&
    Array.isArray(was) &&
    Array.isArray(now) &&
    now.length > was.length &&
    was.every((v, i) => same(v, now[i]))
  ) {
    // Items added at the end: inserted after the last one, each with its comma.
    const items = node.children ?? [];
    const added = now.slice(was.length).map((value, i) => (items.length || i ? ',' : '') + JSON.stringify(value));
    const at = items.length ? end(items[items.length - 1]!) : node.offset + 1;
    changes.push({ start: at, end: at, content: added.join(''), layout: 'lines' });
  } else {
    replace();
  }
}

/** `text` with the layout edits (in order, not overlapping) made, in one pass. */
function withEdits(text: string, edits: ReadonlyArray<{ offset: number; length: number; content: string }>): string {
  const parts: string[] = [];
  let at = 0;
  for (const edit of edits) {
    parts.push(text.slice(at, edit.offset), edit.content);
    at = edit.offset + edit.length;
  }
  parts.push(text.slice(at));
  return parts.join('');
}

/**
 * The edited page written over the file's text as the smallest set of changes: each changed value is
 * replaced where it stands, so everything else keeps its layout (key order, one-line objects, spacing)
 * and a one-field edit is a one-line diff. A new file is written with two-space indent; both end in a newline.
 */
export function formatLike(original: string | undefined, edited: unknown): string {
  const clean = JSON.parse(JSON.stringify(edited)) as unknown;
  let text = original?.replace(/^\uFEFF/, '');
  let before: unknown;
  try {
    before = text === undefined ? undefined : JSON.parse(text);
  } catch {
    text = undefined;
  }
  if (text === undefined) return `${JSON.stringify(clean, null, 2)}\n`;
  const tree = parseTree(text);
  if (!tree) return `${JSON.stringify(clean, null, 2)}\n`;
  const changes: Change[] = [];
  changesFor(tree, before, clean, changes);
  changes.sort((a, b) => a.start - b.start || a.end - b.end);
  const eol = /\r\n?|\n/.exec(text)?.[0] ?? '\n';
  const options = { insertSpaces: true, tabSize: 2, eol, keepLines: false };
  // Written from the start: what comes before a change is already final, so its line is laid out as the
  // file will read; what follows it on its line is the file's own text.
  const done: string[] = [];
  /** The written text's last line, taken off `done` (only as far back as its line start). */
  const lastLine = () => {
    const line: string[] = [];
    while (done.length) {
      const part = done.pop()!;
      let i = part.length;
      while (i > 0 && !isEol(part, i - 1)) i--;
      line.unshift(part.slice(i));
      if (i > 0) {
        done.push(part.slice(0, i));
        break;
      }
    }
    return line.join('');
  };
  let at = 0;
  for (let i = 0; i < changes.length; i++) {
    const change = changes[i]!;
    if (change.start < at) continue; // inside a value already replaced
    done.push(text.slice(at, change.start));
    const prefix = lastLine();
    let content = change.content;
    let to = change.end;
    let lineEnd = to;
    while (lineEnd < text.length && !isEol(text, lineEnd)) lineEnd++;
    // A further change on the same line is written with this one.
    while (change.layout === 'lines' && changes[i + 1] && changes[i + 1]!.start < lineEnd) {
      const next = changes[++i]!;
      if (next.start < to) continue;
      content += text.slice(to, next.start) + next.content;
      to = next.end;
      lineEnd = Math.max(lineEnd, to);
      while (lineEnd < text.length && !isEol(text, lineEnd)) lineEnd++;
    }
    const window = prefix + content + text.slice(to, lineEnd);
    if (change.layout === 'value') {
      // Only the value itself is laid out: the rest of its line is still the file's.
      const laidOut = withEdits(window, format(window, { offset: prefix.length, length: content.length }, options));
      done.push(laidOut.slice(0, laidOut.length - (lineEnd - to)));
      at = to;
    } else {
      done.push(withEdits(window, format(window, { offset: 0, length: window.length }, options)));
      at = lineEnd;
    }
  }
  done.push(text.slice(at));
  const result = done.join('');
  return result.endsWith('\n') ? result : `${result}\n`;
}

// An edited page written over its file's text with the fewest changes, for both studios (the local one
// writes it to disk; the one on the web commits it through GitHub), so a one-field edit is a one-line diff.
import { applyEdits, modify, type JSONPath, type ModificationOptions } from 'jsonc-parser';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const isObject = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === 'object' && !Array.isArray(v);
const formatting = { formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' } };

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
  const apply = (path: JSONPath, value: unknown, options: Partial<ModificationOptions> = {}) => {
    text = applyEdits(text!, modify(text!, path, value, { ...formatting, ...options }));
  };
  const update = (was: unknown, now: unknown, path: JSONPath) => {
    if (same(was, now)) return;
    if (isObject(was) && isObject(now)) {
      for (const key of Object.keys(was)) if (!(key in now)) apply([...path, key], undefined);
      for (const [key, value] of Object.entries(now)) {
        if (key in was) update(was[key], value, [...path, key]);
        else apply([...path, key], value);
      }
    } else if (Array.isArray(was) && Array.isArray(now) && was.length === now.length) {
      now.forEach((value, i) => update(was[i], value, [...path, i]));
    } else if (Array.isArray(was) && Array.isArray(now) && now.length > was.length && was.every((v, i) => same(v, now[i]))) {
      for (let i = was.length; i < now.length; i++) apply([...path, i], now[i], { isArrayInsertion: true });
    } else {
      apply(path, now);
    }
  };
  update(before, clean, []);
  return text.endsWith('\n') ? text : `${text}\n`;
}

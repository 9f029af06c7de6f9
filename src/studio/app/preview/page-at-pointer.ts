// A value of the page read and replaced by its JSON pointer (/blocks/2/title): what a text edited in the
// preview reads and hands back (inline-editing.ts, useLinkOffer.ts), and what the editor compares to know
// which fields changed (editor/to-write.tsx). Replacing copies only the parts on the way to the value.
import { pointerToSegments } from '../../../core/json-pointer.ts';

/** The value at a pointer of the page, or undefined. */
export function valueAt(data: unknown, pointer: string): unknown {
  let at = data;
  for (const key of pointerToSegments(pointer)) at = at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined;
  return at;
}

/** The page with `value` at `pointer`, sharing every part it does not change. */
export function withValue<T>(data: T, pointer: string, value: unknown): T {
  const [key, ...rest] = pointerToSegments(pointer);
  if (key === undefined) return value as T;
  const inner = (data as Record<string, unknown>)[key];
  const next = rest.length ? withValue(inner, `/${rest.join('/')}`, value) : value;
  if (Array.isArray(data)) return data.map((item, i) => (i === key ? next : item)) as T;
  return { ...(data as object), [key]: next } as T;
}

// JSON pointers (RFC 6901) and the one walk over parsed JSON that produces them. Validation, the SEO
// rules, the icon drawing and the editor all find values in page files and say where they are; they
// share this so that a key containing ~ or / is written the same way everywhere.

export type JsonKey = string | number;

/** One key as a pointer segment: ~ becomes ~0 and / becomes ~1 (in that order, so ~1 stays two characters). */
export const escape = (key: JsonKey): string =>
  typeof key === 'number' ? String(key) : key.includes('~') || key.includes('/') ? key.replace(/~/g, '~0').replace(/\//g, '~1') : key;

/** A pointer segment back to its key. */
export const unescape = (segment: string): string => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/** The pointer of a path of keys: '' for the root, /blocks/0/title for a block's title. */
export const toPointer = (path: readonly JsonKey[]): string => (path.length ? `/${path.map(escape).join('/')}` : '');

/** A pointer's keys; a segment of digits is taken as a list index. */
export function pointerToSegments(pointer: string): JsonKey[] {
  if (!pointer) return [];
  return pointer
    .split('/')
    .slice(1)
    .map(unescape)
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

/**
 * Called for every value, a parent before its children, in the order of the text. `path` holds the keys
 * from the root to the value (numbers for list items); the walk reuses it, so copy it or call toPointer to
 * keep it. Return false to skip the value's children.
 */
export type JsonVisitor = (value: unknown, path: readonly JsonKey[]) => boolean | void;

/**
 * Every value in parsed JSON, the root included. It runs over every value of every page, several times a
 * run, so it allocates nothing per value: one path array grows and shrinks as it goes, pointers are built
 * only on request, and the walk is one function made once (a function made per call, as a closure, cost
 * its creation on every call and ran slower).
 */
export function walkJson(root: unknown, visit: JsonVisitor): void {
  step(root, [], visit);
}

function step(value: unknown, path: JsonKey[], visit: JsonVisitor): void {
  if (visit(value, path) === false || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      path.push(i);
      step(value[i], path, visit);
      path.pop();
    }
  } else {
    for (const key in value) {
      path.push(key);
      step((value as Record<string, unknown>)[key], path, visit);
      path.pop();
    }
  }
}

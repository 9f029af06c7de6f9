// Moving a section or a list item to another place, and pasting copied sections into a page: each gives
// the page as it is after, or the reason it is refused (see section-order.ts). The page is copied only
// along the way to the list that changes, so every other part keeps its identity (and its form fields).
import { orderChangeProblem } from '../../../core/content/section-order.ts';
import type { PageValue } from '../editor/page-state.ts';

/** The way from the page to a list: ["blocks"], or ["blocks", 2, "items"]. */
export type ListPath = readonly (string | number)[];

export type MoveOutcome = { page: PageValue; refused?: undefined } | { page?: undefined; refused: string };

/** The list with the item at `from` taken out and put back at `to` (its place once moved). */
export function moveWithin<T>(list: readonly T[], from: number, to: number): T[] {
  const out = [...list];
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item as T);
  return out;
}

/** The list at a path of the page, or undefined where there is none. */
export function listAt(page: unknown, path: ListPath): unknown[] | undefined {
  let at: unknown = page;
  for (const step of path) at = at && typeof at === 'object' ? (at as Record<string | number, unknown>)[step] : undefined;
  return Array.isArray(at) ? at : undefined;
}

/** The page with the list at `path` replaced, copying only the objects on the way to it. */
function withListAt(node: unknown, path: ListPath, list: unknown[]): unknown {
  if (!path.length) return list;
  const [step, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(node) ? [...node] : { ...(node as object) }) as Record<string | number, unknown>;
  copy[step] = withListAt(copy[step], rest, list);
  return copy;
}

const isSections = (path: ListPath) => path.length === 1 && path[0] === 'blocks';

/** The page with one item of a list moved from `from` to `to`, unless the order it makes is not allowed. */
export function moveInPage(page: PageValue, path: ListPath, from: number, to: number): MoveOutcome {
  const list = listAt(page, path);
  if (!list || from < 0 || from >= list.length || to < 0 || to >= list.length) return { refused: 'There is no such place.' };
  const after = moveWithin(list, from, to);
  const refused = isSections(path) ? orderChangeProblem(list, after) : undefined;
  return refused ? { refused } : { page: withListAt(page, path, after) as PageValue };
}

/** Why a move is refused, or undefined when it is allowed (for a drop indicator, before anything moves). */
export const moveRefusal = (page: PageValue, path: ListPath, from: number, to: number) =>
  from === to ? undefined : moveInPage(page, path, from, to).refused;

/**
 * The page with copies of `sections` inserted at `at` among its sections. The copies keep their photos
 * (files already in the site) and links; the page's check then looks at them as at any edit.
 */
export function pasteInPage(page: PageValue, sections: readonly unknown[], at: number): MoveOutcome {
  const blocks = page.blocks ?? [];
  if (at < 0 || at > blocks.length) return { refused: 'There is no such place.' };
  const after = [...blocks.slice(0, at), ...structuredClone(sections), ...blocks.slice(at)];
  const refused = orderChangeProblem(blocks, after);
  return refused ? { refused } : { page: { ...page, blocks: after } };
}

// A new page's placeholders are kept by the place of their text (a JSON pointer such as
// /blocks/1/items/2/title), as are those of the sections and items added to any page (withInserted). When
// an item or a section moves, is removed or duplicated, or sections are added before others, the edit
// says so (a list change), and each placeholder goes where its item went:
// a moved benefit still shows its own words greyed, a removed one's words go with it, and a duplicate of
// an item still to write starts with the same words to write.
import { toPointer } from '../../../core/json-pointer.ts';
import { withTextsToWrite } from '../../engine/new-page-start.ts';
import { fieldSchemaAt } from '../../shared/schema-helpers.ts';
import { valueAt, withValue } from '../preview/page-at-pointer.ts';
import { listAt, type ListPath } from '../sections/moves.ts';
import { placeAfterMove } from './page-state.ts';

/** A new page's placeholders: the words shown for each text still to write, by its place. */
export type Placeholders = Readonly<Record<string, string>>;

/** What an edit did to one list of the page (its items' places). */
export type ListChange = { path: ListPath } & (
  | { kind: 'move'; from: number; to: number }
  | { kind: 'remove'; at: number }
  /** The item at `at` copied, the copy put after it. */
  | { kind: 'copy'; at: number }
  | { kind: 'insert'; at: number; count: number }
);

/** How many items the change adds to its list (taken away: negative). */
const added = (change: ListChange) =>
  change.kind === 'insert' ? change.count : change.kind === 'copy' ? 1 : change.kind === 'remove' ? -1 : 0;

/** Each place an item at `index` of the list has after the change (none: it was removed). */
function placesAfter(change: ListChange, index: number): number[] {
  switch (change.kind) {
    case 'move':
      return [placeAfterMove(index, change.from, change.to)];
    case 'remove':
      return index === change.at ? [] : [index > change.at ? index - 1 : index];
    case 'copy':
      return index === change.at ? [index, index + 1] : [index > change.at ? index + 1 : index];
    case 'insert':
      return [index >= change.at ? index + change.count : index];
  }
}

/** The placeholders with those inside the changed list at their items' new places. */
export function followChange(placeholders: Placeholders, change: ListChange): Placeholders {
  const list = `${toPointer(change.path)}/`;
  const out: Record<string, string> = {};
  for (const [pointer, words] of Object.entries(placeholders)) {
    const item = pointer.startsWith(list) ? /^(\d+)(\/.*)?$/.exec(pointer.slice(list.length)) : null;
    if (!item) out[pointer] = words;
    else for (const at of placesAfter(change, Number(item[1]))) out[`${list}${at}${item[2] ?? ''}`] = words;
  }
  return out;
}

/**
 * The placeholders of the page `after`, made from `before` by an edit (`change`: what it did to a list).
 * A change that does not match the two pages (the list missing, or not grown or shrunk by as many items)
 * is not followed: the placeholders stay where they were, as for an edit of words.
 */
export function placeholdersAfter(
  placeholders: Placeholders | undefined,
  before: unknown,
  after: unknown,
  change: ListChange | undefined,
): Placeholders | undefined {
  if (!placeholders || !change) return placeholders;
  const [was, is] = [listAt(before, change.path), listAt(after, change.path)];
  return was && is && is.length === was.length + added(change) ? followChange(placeholders, change) : placeholders;
}

/**
 * The page `after` an edit that inserted sections or items (`change`), with the required texts of each new
 * one still to write: empty, with the field's example as a placeholder (withTextsToWrite). Any other edit
 * leaves the page as it is. `root` is the page schema as the form reads it.
 */
export function withInserted(
  root: Record<string, unknown>,
  after: unknown,
  placeholders: Placeholders | undefined,
  change: ListChange | undefined,
): { page: unknown; placeholders: Placeholders | undefined } {
  if (change?.kind !== 'insert') return { page: after, placeholders };
  let page = after;
  let fresh: Record<string, string> = {};
  for (let i = change.at; i < change.at + change.count; i++) {
    const pointer = toPointer([...change.path, i]);
    const value = valueAt(page, pointer);
    const filled = withTextsToWrite(root, fieldSchemaAt(root, page, pointer), value, pointer);
    if (filled.value !== value) page = withValue(page, pointer, filled.value);
    fresh = { ...fresh, ...filled.placeholders };
  }
  return { page, placeholders: Object.keys(fresh).length ? { ...placeholders, ...fresh } : placeholders };
}

// What the studio's form templates (list-templates.tsx, field-templates.tsx) and fields (PhotoField.tsx)
// are handed by the page editor beside the form's own props: the form's context (StudioFormContext, its
// formContext) and the page as the form last handed it on (PageDataContext, for the section cards' headings
// and the headline test's parts).
import { createContext } from 'react';
import type { ListPath } from '../sections/moves.ts';
import type { ListChange } from '../editor/placeholder-places.ts';
import type { BlockKind } from '../../shared/schema-helpers.ts';

/** The page as the form last handed it on, for the cards' headings (a context, so typing never changes the form's props). */
export const PageDataContext = createContext<{ blocks?: unknown[] }>({});

export interface StudioFormContext {
  /** The page file being edited (about.json), which a photo added to it is stored for. */
  pageFile?: string;
  kinds: Map<string, BlockKind>;
  openBlocks: ReadonlySet<number>;
  toggleBlock: (index: number, open: boolean) => void;
  /** A block moved from one place to another (its card stays open if it was). */
  movedBlock: (from: number, to: number) => void;
  /** Opens the section picker for a new section at this place. */
  addSection: (at: number) => void;
  /** A section or item is about to be removed (its name, and the element of its Remove button): the editor offers Undo. */
  removing?: (name: string, from: HTMLElement) => void;
  /** Moves the item of the list at `path` from one place to another (a drag, or its keyboard equivalent). */
  moveItem?: (path: ListPath, from: number, to: number) => void;
  /** A button of the form is about to change a list (move, duplicate or remove an item): said before the form hands on the page it makes. */
  listChanged?: (change: ListChange) => void;
  /** Why that move is not allowed, or undefined. */
  moveRefusal?: (path: ListPath, from: number, to: number) => string | undefined;
  /** Puts the keyboard in the field's words where the preview shows them (`from`: where it goes back to). */
  editInPreview?: (pointer: string, from: HTMLElement) => void;
  /** "Try another headline" on the section at this index (a hero or a call to action): adds a version to the page's headline test. */
  tryHeadline?: (blockIndex: number) => void;
  /** The words each text still to write shows greyed in the preview, by its field's id: the field's placeholder. */
  toWriteHints?: Readonly<Record<string, string>>;
}

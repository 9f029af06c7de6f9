// The page editor's undo history: the page as edited, starting from the unsaved edits kept from last time
// when there are any (with Discard them), and Undo and Redo, which first hand what was just typed to the form.
// A new page's placeholders, and those of the sections and items added to any page, are kept with each state
// of the page, so they follow its items as they move (placeholder-places.ts) and come back with it on Undo and Redo.
import { useCallback, useEffect, useRef, useState } from 'react';
import { flushEdits } from '../form/fast-fields.tsx';
import { focusChange } from './focus.ts';
import { readPageDraft, type PageValue } from './page-state.ts';
import { placeholdersAfter, withInserted, type ListChange, type Placeholders } from './placeholder-places.ts';
import { useHistory } from './undo.ts';

/** One state of the page: its data, and a new page's placeholders by the places they have in it. */
interface Edited {
  page: PageValue;
  placeholders?: Placeholders;
}

/**
 * `page` is the page as opened: its file, its fingerprint, its data and a new page's placeholders; `schema`
 * the page schema as the form reads it, for the texts of a section or an item added (still to write).
 */
export function useUndoHistory(
  page: { file: string; base: string | null; data: unknown; placeholders?: Placeholders },
  schema: Record<string, unknown>,
) {
  const [draft] = useState(() => readPageDraft(page.file, page.base, page.data));
  const [restored, setRestored] = useState(Boolean(draft));
  const states = useHistory<Edited>(
    draft
      ? { page: draft.data, placeholders: draft.placeholders ?? page.placeholders }
      : { page: page.data as PageValue, placeholders: page.placeholders },
  );
  const { edit, step: stepState, reset, undo: undoState, redo: redoState } = states;
  // The states the editor has seen, by their page: a page put back as it was (a removal's Undo) comes back with its placeholders.
  const seen = useRef(new WeakMap<PageValue, Edited>());
  useEffect(() => {
    seen.current.set(states.value.page, states.value);
  }, [states.value]);
  /** The state an edit makes: its placeholders where their items went, and a new section's or item's texts to write. */
  const after = useCallback(
    (now: Edited, next: PageValue, change: ListChange | undefined): Edited => {
      const { page: filled, placeholders } = withInserted(
        schema,
        next,
        placeholdersAfter(now.placeholders, now.page, next, change),
        change,
      );
      return { page: filled as PageValue, placeholders };
    },
    [schema],
  );
  /**
   * The page as an edit (typing merges into one step); `change` says what it did to a list: a list
   * changed by the form's buttons (moved, copied, removed) is a step of its own, as a drag is, never merged
   * with the words typed just before it, so Undo takes back the same whatever the time between them.
   */
  const set = useCallback(
    (next: PageValue, change?: ListChange) => {
      const known = seen.current.get(next);
      (change ? stepState : edit)((now) => known ?? after(now, next, change));
    },
    [edit, stepState, after],
  );
  /** Changes the page from what it is now, as one step that Undo takes back whole; `change` says what it does to a list. */
  const step = useCallback(
    (update: (now: PageValue) => PageValue, change?: ListChange) =>
      stepState((now) => {
        const next = update(now.page);
        return next === now.page ? now : after(now, next, change);
      }),
    [stepState, after],
  );
  const history = {
    value: states.value.page,
    placeholders: states.value.placeholders,
    canUndo: states.canUndo,
    canRedo: states.canRedo,
    set,
    step,
  };
  // Undo and redo take what was just typed into account: it is handed to the form first.
  const afterTyping = useCallback((then: () => void) => {
    flushEdits();
    setTimeout(then, 0);
  }, []);
  // After an Undo or a Redo, once the page it gives is drawn, a keyboard left on nothing (the control it was on
  // went with the step) goes to where the page changed from the page drawn before.
  const stepped = useRef(false);
  const drawn = useRef(states.value.page);
  const shown = states.value.page;
  useEffect(() => {
    const before = drawn.current;
    drawn.current = shown;
    if (!stepped.current) return;
    stepped.current = false;
    // A frame later than the places that know better where the keyboard goes (a removal's Undo, an ended test's).
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const active = document.activeElement;
        if (!active || active === document.body) focusChange(before, shown);
      }),
    );
  }, [shown]);
  const undo = useCallback(() => afterTyping(() => ((stepped.current = true), undoState())), [afterTyping, undoState]);
  const redo = useCallback(() => afterTyping(() => ((stepped.current = true), redoState())), [afterTyping, redoState]);
  /** The edits kept from last time are back (a notice says so until they are kept or discarded). */
  const discardDraft = () => (reset({ page: page.data as PageValue, placeholders: page.placeholders }), setRestored(false));
  return { history, restored, discardDraft, afterTyping, undo, redo };
}

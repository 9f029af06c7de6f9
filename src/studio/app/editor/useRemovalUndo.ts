// Removing an item or a section from the form: the notice "Removed: … — Undo", the item named as the editor
// knows it. Undo puts the page back as it was before, so the item returns in its place; focus moves to the
// control that took the removed one's place, and back to the item when it returns. The toolbar's Undo taking
// the removal back ends the notice the same way.
import { useCallback, useEffect, useRef, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { focusAfterRemoval } from './focus.ts';
import type { Notice, PageValue } from './page-state.ts';

/** What a removal needs for its Undo: the page before it, and the page just after (once the form hands it on). */
interface Removal {
  name: string;
  before: PageValue;
  after?: PageValue;
  notice: Notice;
  list?: string;
  position: number;
}

/**
 * `currentRef` holds the page as last rendered; `restore` puts a page in the form. Returns the form's `removing`
 * (called by a Remove button as it removes).
 */
export function useRemovalUndo(
  data: PageValue,
  currentRef: RefObject<PageValue>,
  restore: (page: PageValue) => void,
  setNotice: Dispatch<SetStateAction<Notice | null>>,
) {
  const removal = useRef<Removal | null>(null);
  const undoRemoval = useCallback(() => {
    const done = removal.current;
    if (!done) return;
    removal.current = null;
    restore(done.before);
    setNotice({ kind: 'good', text: `Restored: ${done.name}.` });
    requestAnimationFrame(() => focusAfterRemoval(done.list, done.position));
  }, [restore, setNotice]);
  const removing = useCallback(
    (name: string, from: HTMLElement) => {
      const item = from.closest('.studio-item, .studio-card');
      const fieldset = item?.closest('fieldset');
      // Named as the editor knows it: the section it was in, and the words it started with.
      const section = item?.matches('.studio-item')
        ? item.closest('.studio-card')?.querySelector('.studio-card-kind')?.textContent
        : undefined;
      const words = item?.matches('.studio-item')
        ? item.querySelector<HTMLInputElement | HTMLTextAreaElement>('input[type="text"], textarea')?.value.trim()
        : undefined;
      const said = `${section ? `${section} › ` : ''}${name}${words ? ` (“${words.length > 60 ? `${words.slice(0, 59)}…` : words}”)` : ''}`;
      const notice: Notice = { kind: 'good', text: `Removed: ${said}.`, action: { label: 'Undo', run: undoRemoval } };
      removal.current = {
        name: said,
        before: currentRef.current,
        notice,
        list: fieldset?.id,
        position: item?.parentElement ? [...item.parentElement.children].indexOf(item) : 0,
      };
      setNotice(notice);
    },
    [undoRemoval, setNotice, currentRef],
  );
  useEffect(() => {
    const done = removal.current;
    if (!done) return;
    if (data === done.before) {
      if (!done.after) return;
      // Taken back by the toolbar's Undo (or Ctrl+Z): the notice's Undo has nothing left to do, so it goes as
      // that Undo would go. The keyboard, if the removed item's place left it on nothing, goes to the item
      // as after any Undo (useUndoHistory: where the page changed).
      removal.current = null;
      setNotice((shown) => (shown === done.notice ? { kind: 'good', text: `Restored: ${done.name}.` } : shown));
      return;
    }
    if (!done.after) {
      done.after = data;
      // The removed item's controls are gone: focus moves to the one that took its place.
      requestAnimationFrame(() => focusAfterRemoval(done.list, done.position));
    } else if (data !== done.after) {
      // The page changed since: the removal is no longer the last thing to take back (the toolbar's Undo still can).
      removal.current = null;
      setNotice((shown) => (shown === done.notice ? null : shown));
    }
  }, [data, setNotice]);
  return removing;
}

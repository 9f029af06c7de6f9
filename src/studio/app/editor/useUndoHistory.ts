// The page editor's undo history: the page as edited, starting from the unsaved edits kept from last time
// when there are any (with Discard them), and Undo and Redo, which first hand what was just typed to the form.
import { useCallback, useState } from 'react';
import { flushEdits } from '../form/fast-fields.tsx';
import { readPageDraft, type PageValue } from './page-state.ts';
import { useHistory } from './undo.ts';

/** `page` is the page as opened: its file, its fingerprint and its data. */
export function useUndoHistory(page: { file: string; base: string | null; data: unknown }) {
  const [draft] = useState(() => readPageDraft(page.file, page.base, page.data));
  const [restored, setRestored] = useState(Boolean(draft));
  const history = useHistory<PageValue>(draft ?? (page.data as PageValue));
  // Undo and redo take what was just typed into account: it is handed to the form first.
  const afterTyping = useCallback((then: () => void) => {
    flushEdits();
    setTimeout(then, 0);
  }, []);
  const undo = useCallback(() => afterTyping(history.undo), [afterTyping, history.undo]);
  const redo = useCallback(() => afterTyping(history.redo), [afterTyping, history.redo]);
  /** The edits kept from last time are back (a notice says so until they are kept or discarded). */
  const discardDraft = () => (history.reset(page.data as PageValue), setRestored(false));
  return { history, restored, discardDraft, afterTyping, undo, redo };
}

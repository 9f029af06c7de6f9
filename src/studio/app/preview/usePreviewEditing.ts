// The hand-over between the form and editing in the preview: a click or a focus on a text of the preview
// edits it in place (side by side with the form only: on a phone or a tablet the form is one tap away), its
// field's card opens beside it, and the preview holds still meanwhile. A field's "Edit in the preview"
// hands the keyboard to its text in the preview; the edit ends back in the field.
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { Check } from '../../backend.ts';
import type { PageValue } from '../editor/page-state.ts';
import { announce } from '../sections/list-drag.tsx';
import { fieldId } from '../../shared/schema-helpers.ts';
import { useInlineEditing } from './inline-editing.ts';

/** `value`, or while `hold` is true, the value it had when holding began. */
function useHeld<T>(value: T, hold: boolean): T {
  const [kept, setKept] = useState(value);
  if (!hold && kept !== value) setKept(value);
  return hold ? kept : value;
}

/** Brings a field of the form into view once its card shows it, without taking the keyboard from where the editor types. */
function revealField(pointer: string, tries = 40) {
  const field = document.getElementById(fieldId(pointer));
  if (field) field.scrollIntoView({ block: 'nearest' });
  else if (tries > 0) setTimeout(() => revealField(pointer, tries - 1), 50);
}

interface Options {
  data: PageValue;
  setPage: (data: PageValue) => void;
  step: (update: (page: PageValue) => PageValue) => void;
  /** Opens or closes a section's card in the form. */
  toggleBlock: (index: number, open: boolean) => void;
  /** The text of the page the last check was made on. */
  checkedText: string | undefined;
  /** What the preview shows, and the last check that could render the page: both held while a text is edited. */
  preview: Check | null;
  lastGood: Check | null;
  /** Whether the text field at a pointer may hold links. */
  linksAllowed: (pointer: string) => boolean;
}

export function usePreviewEditing({ data, setPage, step, toggleBlock, checkedText, preview, lastGood, linksAllowed }: Options) {
  // Editing a text in the preview: its field's card opens beside it, and the preview holds still meanwhile.
  const showField = useCallback(
    (pointer: string) => {
      const block = /^\/blocks\/(\d+)/.exec(pointer);
      // The whole form follows as a low-priority update, so the first key typed in the preview never waits for it.
      if (block) startTransition(() => toggleBlock(Number(block[1]), true));
      revealField(pointer);
    },
    [toggleBlock],
  );
  const { holding, editing, edit, editFocused, link, linkActions } = useInlineEditing({
    data,
    setPage,
    step,
    showField,
    checkedText,
    linksAllowed,
  });
  const previewCheck = useHeld(preview, holding);
  const previewLastGood = useHeld(lastGood, holding);
  // Side by side with the form only: on a phone or a tablet a tap on a text leads to its field, as the form is one tap away.
  const sideBySide = () => !globalThis.matchMedia?.('(max-width: 900px)').matches;
  const editInPlace = useCallback((text: HTMLElement, at?: { x: number; y: number }) => sideBySide() && edit(text, at), [edit]);
  const editOnFocus = useCallback((text: HTMLElement) => void (sideBySide() && editFocused(text)), [editFocused]);
  /** A field's "Edit in the preview": its text in the preview takes the keyboard; the edit ends back in the field. */
  const editInPreview = useCallback(
    (pointer: string, from: HTMLElement) => {
      const frame = document.querySelector<HTMLIFrameElement>('#studio-page-preview iframe');
      const text = frame?.contentDocument?.querySelector<HTMLElement>(`[data-studio-field="${CSS.escape(pointer)}"]`);
      if (!sideBySide() || !text || !frame) {
        announce(sideBySide() ? 'The preview does not show these words as they are yet.' : 'Open the preview to edit there.');
        return;
      }
      frame.scrollIntoView({ block: 'nearest' });
      text.scrollIntoView({ block: 'center' });
      edit(text, undefined, { returnTo: from });
    },
    [edit],
  );
  // The form is not rebuilt for it: it reads the latest through this.
  const editInPreviewRef = useRef<(pointer: string, from: HTMLElement) => void>(() => {});
  useEffect(() => {
    editInPreviewRef.current = editInPreview;
  });
  return { holding, editing, link, linkActions, previewCheck, previewLastGood, editInPlace, editOnFocus, editInPreviewRef };
}

// The element of a text edited in place in the preview (inline-editing.ts): the next text Tab goes to, the
// caret put where the editor clicked, and what was typed read back from the element as the page keeps it.
import { fieldMark, markupOf } from './inline-text.ts';

/** The next (or previous) text of the preview that can be edited and is shown, after `from`. */
export function nextText(from: HTMLElement, step: 1 | -1): HTMLElement | undefined {
  const all = [...from.ownerDocument.querySelectorAll<HTMLElement>(`[${fieldMark}]`)].filter((el) => el.getClientRects().length > 0);
  return all[all.indexOf(from) + step];
}

/** Puts the caret where the editor clicked, else at the end of the text. */
export function placeCaret(el: HTMLElement, at?: { x: number; y: number }) {
  const doc = el.ownerDocument;
  const range = doc.createRange();
  const fromPoint =
    at && (doc as Document & { caretRangeFromPoint?: (x: number, y: number) => Range | null }).caretRangeFromPoint?.(at.x, at.y);
  if (fromPoint && el.contains(fromPoint.startContainer)) range.setStart(fromPoint.startContainer, fromPoint.startOffset);
  else {
    range.selectNodeContents(el);
    range.collapse(false);
  }
  const selection = doc.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

/** What was typed as the page keeps it: plain spaces (a browser types a space at a text's end as a no-break space). */
export const cleanTyped = (el: HTMLElement, original: string) => {
  const typed = markupOf(el).replace(/[\r\n]+/g, ' ');
  return original.includes('\u00a0') ? typed : typed.replace(/\u00a0/g, ' ');
};

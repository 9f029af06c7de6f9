// Editing a text where the preview shows it. A click on a marked text (see inline-text.ts) makes it
// editable in place; what is typed is handed to the page after a pause in typing, as the form's fields do
// (fast-fields.tsx), so it joins the same undo history and the form's field shows it. Enter ends, Escape
// takes the edit back, Tab goes on to the next text. Meanwhile the preview holds still: the renderer
// draws it again only once the element is put back as it made it, and the page it shows has the words.
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { pointerToSegments } from '../../core/json-pointer.ts';
import { holdEdit, releaseEdit, typingPauseMs } from './fast-fields.tsx';
import { fieldMark, hasMarkup, keepContent, markupOf } from './inline-text.ts';
import type { PageValue } from './page-state.ts';
import { fieldId } from './schema-helpers.ts';

/** `value`, or while `hold` is true, the value it had when holding began. */
export function useHeld<T>(value: T, hold: boolean): T {
  const [kept, setKept] = useState(value);
  if (!hold && kept !== value) setKept(value);
  return hold ? kept : value;
}

/** Brings a field of the form into view once its card shows it, without taking the keyboard from where the editor types. */
export function revealField(pointer: string, tries = 40) {
  const field = document.getElementById(fieldId(pointer));
  if (field) field.scrollIntoView({ block: 'nearest' });
  else if (tries > 0) setTimeout(() => revealField(pointer, tries - 1), 50);
}

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

interface Session {
  el: HTMLElement;
  pointer: string;
  /** The value when editing began, which Escape brings back. */
  original: string;
  typed: string;
  /** The values handed to the page so far: a change to any other is someone else's (Undo, the form). */
  handed: string[];
  putBack: () => void;
  stop: () => void;
  timer?: ReturnType<typeof setTimeout>;
  key: symbol;
}

/** An edit ended, its element still showing what was typed until the preview shows it from the page. */
interface Ended {
  pointer: string;
  value: string;
  putBack: () => void;
}

/** The next (or previous) text of the preview that can be edited and is shown, after `from`. */
function nextText(from: HTMLElement, step: 1 | -1): HTMLElement | undefined {
  const all = [...from.ownerDocument.querySelectorAll<HTMLElement>(`[${fieldMark}]`)].filter((el) => el.getClientRects().length > 0);
  return all[all.indexOf(from) + step];
}

/** Puts the caret where the editor clicked, else at the end of the text. */
function placeCaret(el: HTMLElement, at?: { x: number; y: number }) {
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
const cleanTyped = (el: HTMLElement, original: string) => {
  const typed = markupOf(el).replace(/[\r\n]+/g, ' ');
  return original.includes('\u00a0') ? typed : typed.replace(/\u00a0/g, ' ');
};

/**
 * Editing in place, for the page editor: `edit` starts on a marked text of the preview (false when the
 * text cannot be edited there); `holding` is true while the preview must not be drawn again; `checkedText`
 * is the text of the page the preview's last check was made on, to know when it shows what was typed.
 */
export function useInlineEditing({
  data,
  setPage,
  showField,
  checkedText,
}: {
  data: PageValue;
  setPage: (data: PageValue) => void;
  /** Shows the field in the form (its card opened and in view), without taking the keyboard from the preview. */
  showField: (pointer: string) => void;
  checkedText: string | undefined;
}) {
  const [holding, setHolding] = useState(false);
  const session = useRef<Session | null>(null);
  const ended = useRef<Ended[]>([]);
  const latest = useRef({ data, setPage, showField });
  useEffect(() => {
    latest.current = { data, setPage, showField };
  });
  const fallback = useRef<ReturnType<typeof setTimeout>>(undefined);
  const checked = useRef(checkedText);

  /** Puts every ended edit's element back and lets the preview draw the page as it is. */
  const release = useCallback(() => {
    clearTimeout(fallback.current);
    for (const done of ended.current.splice(0)) done.putBack();
    if (!session.current) setHolding(false);
  }, []);

  /** Lets the preview be drawn again once no text is edited and the last check holds every ended edit's words. */
  const maybeRelease = useCallback(() => {
    if (session.current) return;
    const page = ended.current.length && checked.current ? (JSON.parse(checked.current) as unknown) : undefined;
    if (!ended.current.length || ended.current.every((done) => valueAt(page, done.pointer) === done.value)) release();
  }, [release]);

  const handOver = useCallback((s: Session) => {
    clearTimeout(s.timer);
    releaseEdit(s.key);
    if (s.typed === s.handed.at(-1)) return;
    s.handed.push(s.typed);
    const { data: page, setPage: set } = latest.current;
    startTransition(() => set(withValue(page, s.pointer, s.typed)));
  }, []);

  const finish = useCallback(
    (how: 'keep' | 'revert' | 'abort') => {
      const s = session.current;
      if (!s) return;
      session.current = null;
      s.stop();
      if (how === 'keep') handOver(s);
      else {
        clearTimeout(s.timer);
        releaseEdit(s.key);
      }
      if (how === 'revert' && s.handed.at(-1) !== s.original) {
        const { data: page, setPage: set } = latest.current;
        startTransition(() => set(withValue(page, s.pointer, s.original)));
      }
      const shown = how === 'keep' ? s.handed.at(-1)! : s.original;
      if (how === 'keep' && shown !== s.original) {
        // The element keeps showing the words until the preview shows them from the page (or a while has passed).
        ended.current.push({ pointer: s.pointer, value: shown, putBack: s.putBack });
        clearTimeout(fallback.current);
        fallback.current = setTimeout(release, 3000);
      } else s.putBack();
      maybeRelease();
    },
    [handOver, release, maybeRelease],
  );

  const edit = useCallback(
    (clicked: HTMLElement, clickedAt?: { x: number; y: number }): boolean => {
      // Tab goes on to the next text: the same start again.
      function start(el: HTMLElement, at?: { x: number; y: number }): boolean {
        if (session.current?.el === el) return true;
        const pointer = el.getAttribute(fieldMark);
        const original = pointer ? valueAt(latest.current.data, pointer) : undefined;
        if (!pointer || typeof original !== 'string') return false;
        finish('keep');
        const s: Session = {
          el,
          pointer,
          original,
          typed: original,
          handed: [original],
          putBack: keepContent(el),
          stop: () => {},
          key: Symbol('preview text'),
        };
        const inSummary = Boolean(el.closest('summary'));
        // A question's answer shows while it is edited (and an answer edited is shown).
        const details = el.closest('details');
        if (details) details.open = true;
        const onInput = () => {
          s.typed = cleanTyped(el, original);
          holdEdit(s.key, () => handOver(s));
          clearTimeout(s.timer);
          s.timer = setTimeout(() => handOver(s), typingPauseMs);
        };
        const onKey = (event: KeyboardEvent) => {
          const command = event.ctrlKey || event.metaKey;
          if (event.key === 'Enter') {
            event.preventDefault();
            finish('keep');
          } else if (event.key === 'Escape') {
            event.preventDefault();
            finish('revert');
          } else if (event.key === 'Tab') {
            event.preventDefault();
            const next = nextText(el, event.shiftKey ? -1 : 1);
            finish('keep');
            if (next) {
              next.scrollIntoView({ block: 'nearest' });
              start(next);
            }
          } else if (command && ['b', 'i', 'u'].includes(event.key.toLowerCase())) {
            // Only the markup the page allows: bold and links are kept as they are, not added from the keyboard.
            event.preventDefault();
          } else if (inSummary && event.key === ' ') {
            // A space in a question would open or close its answer.
            event.preventDefault();
            el.ownerDocument.execCommand('insertText', false, ' ');
          }
        };
        const onPaste = (event: ClipboardEvent) => {
          event.preventDefault();
          const text = (event.clipboardData?.getData('text/plain') ?? '').replace(/\s+/g, ' ');
          el.ownerDocument.execCommand('insertText', false, text);
        };
        const onDrop = (event: DragEvent) => event.preventDefault();
        const onBlur = () => finish('keep');
        el.addEventListener('input', onInput);
        el.addEventListener('keydown', onKey);
        el.addEventListener('paste', onPaste);
        el.addEventListener('drop', onDrop);
        el.addEventListener('blur', onBlur);
        el.setAttribute('data-studio-editing', '');
        el.spellcheck = true;
        try {
          el.contentEditable = hasMarkup(original) ? 'true' : 'plaintext-only';
        } catch {
          el.contentEditable = 'true';
        }
        s.stop = () => {
          el.removeEventListener('input', onInput);
          el.removeEventListener('keydown', onKey);
          el.removeEventListener('paste', onPaste);
          el.removeEventListener('drop', onDrop);
          el.removeEventListener('blur', onBlur);
          el.removeAttribute('contenteditable');
          el.removeAttribute('spellcheck');
          el.removeAttribute('data-studio-editing');
        };
        session.current = s;
        setHolding(true);
        el.focus({ preventScroll: true });
        placeCaret(el, at);
        latest.current.showField(pointer);
        return true;
      }
      return start(clicked, clickedAt);
    },
    [finish, handOver],
  );

  // The page changed other than by this edit (Undo, Redo, the form): the edit ends, and the preview follows the page.
  useEffect(() => {
    const s = session.current;
    if (s && !s.handed.includes(valueAt(data, s.pointer) as string)) finish('abort');
    if (ended.current.some((done) => valueAt(data, done.pointer) !== done.value)) release();
  }, [data, finish, release]);

  // The preview's check holds what was typed: the elements are put back, and the renderer draws the page.
  useEffect(() => {
    checked.current = checkedText;
    maybeRelease();
  }, [checkedText, maybeRelease]);

  useEffect(() => () => finish('abort'), [finish]);

  return { holding, edit };
}

// Editing a text where the preview shows it. A click on a marked text (see inline-text.ts) makes it
// editable in place, and so does the keyboard: Tab onto a text of the preview, or "Edit in the preview"
// from its field in the form. What is typed is handed to the page after a pause in typing, as the form's
// fields do (fast-fields.tsx), so it joins the same undo history and the form's field shows it. Enter
// ends, Escape takes the edit back, Tab goes on to the next text; an edit begun from the form gives the
// keyboard back to the form when it ends. With the caret on a link, its address can be changed (or the
// link removed) through the page picker beside it: Ctrl+K (useLinkOffer.ts); with words selected in a text
// that may hold links, Ctrl+K makes them a link the same way. Meanwhile the preview holds
// still: the renderer draws it again only once the element is put back as it made it, and the page it
// shows has the words. The element's own details (the next text, the caret, what was typed) are in
// inline-element.ts.
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { holdEdit, releaseEdit, typingPauseMs } from '../form/fast-fields.tsx';
import { fieldMark, hasMarkup, keepContent } from './inline-text.ts';
import { cleanTyped, nextText, placeCaret } from './inline-element.ts';
import { valueAt, withValue } from './page-at-pointer.ts';
import { useLinkOffer } from './useLinkOffer.ts';
import type { PageValue } from '../editor/page-state.ts';

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
  /** Where the keyboard was before an edit begun from the form: it goes back there when the edit ends. */
  returnTo?: HTMLElement;
}

/** An edit ended, its element still showing what was typed until the preview shows it from the page. */
interface Ended {
  pointer: string;
  value: string;
  putBack: () => void;
}

/**
 * Editing in place, for the page editor: `edit` starts on a marked text of the preview (false when the
 * text cannot be edited there); `holding` is true while the preview must not be drawn again; `checkedText`
 * is the text of the page the preview's last check was made on, to know when it shows what was typed.
 */
export function useInlineEditing({
  data,
  setPage,
  step,
  showField,
  checkedText,
  linksAllowed,
}: {
  data: PageValue;
  setPage: (data: PageValue) => void;
  /** Changes the page as one step of its own for Undo (a link's new address). */
  step: (update: (page: PageValue) => PageValue) => void;
  /** Shows the field in the form (its card opened and in view), without taking the keyboard from the preview. */
  showField: (pointer: string) => void;
  checkedText: string | undefined;
  /** Whether the text field at a pointer may hold links (words selected there can be made one). */
  linksAllowed: (pointer: string) => boolean;
}) {
  const [holding, setHolding] = useState(false);
  const [editing, setEditing] = useState(false);
  /** A text focused by the studio itself (after a link's picker closes): focus alone does not start editing it. */
  const quiet = useRef<Element | null>(null);
  const session = useRef<Session | null>(null);
  const ended = useRef<Ended[]>([]);
  const latest = useRef({ data, setPage, showField, linksAllowed });
  useEffect(() => {
    latest.current = { data, setPage, showField, linksAllowed };
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
      setEditing(false);
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

  const keepEdit = useCallback(() => finish('keep'), [finish]);
  const valueNow = useCallback((pointer: string) => valueAt(latest.current.data, pointer), []);
  const focusedQuietly = useCallback((text: HTMLElement) => {
    quiet.current = text;
  }, []);
  const { link, setLink, offerLinkAt, offerNewLink, linkActions } = useLinkOffer({ valueNow, keepEdit, step, focusedQuietly });

  const edit = useCallback(
    (clicked: HTMLElement, clickedAt?: { x: number; y: number }, how?: { returnTo?: HTMLElement }): boolean => {
      // Tab goes on to the next text: the same start again.
      function start(el: HTMLElement, at?: { x: number; y: number }, returnTo?: HTMLElement): boolean {
        if (session.current?.el === el) return true;
        const pointer = el.getAttribute(fieldMark);
        const original = pointer ? valueAt(latest.current.data, pointer) : undefined;
        if (!pointer || typeof original !== 'string') return false;
        finish('keep');
        quiet.current = null;
        const s: Session = {
          el,
          pointer,
          original,
          typed: original,
          handed: [original],
          putBack: keepContent(el),
          stop: () => {},
          key: Symbol('preview text'),
          returnTo,
        };
        const doc = el.ownerDocument;
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
        /** Ends the edit; begun from the form, the keyboard goes back to the field it came from. */
        const end = (how: 'keep' | 'revert') => {
          finish(how);
          setLink(undefined);
          if (s.returnTo?.isConnected) s.returnTo.focus();
        };
        const onKey = (event: KeyboardEvent) => {
          const command = event.ctrlKey || event.metaKey;
          if (event.key === 'Enter') {
            event.preventDefault();
            end('keep');
          } else if (event.key === 'Escape') {
            event.preventDefault();
            end('revert');
          } else if (event.key === 'Tab') {
            event.preventDefault();
            const next = nextText(el, event.shiftKey ? -1 : 1);
            finish('keep');
            if (next) {
              next.scrollIntoView({ block: 'nearest' });
              start(next, undefined, s.returnTo);
            } else setLink(undefined);
          } else if (command && event.key.toLowerCase() === 'k') {
            // Words selected, in a text that may hold links: the page picker beside them, to make them a link;
            // else the link at the caret: its address in the page picker beside it.
            event.preventDefault();
            handOver(s);
            if (!offerNewLink(s, latest.current.linksAllowed(s.pointer))) offerLinkAt(s, true);
          } else if (command && ['b', 'i', 'u'].includes(event.key.toLowerCase())) {
            // Only the markup the page allows: bold and links are kept as they are, not added from the keyboard.
            event.preventDefault();
          } else if (inSummary && event.key === ' ') {
            // A space in a question would open or close its answer.
            event.preventDefault();
            doc.execCommand('insertText', false, ' ');
          }
        };
        const onPaste = (event: ClipboardEvent) => {
          event.preventDefault();
          const text = (event.clipboardData?.getData('text/plain') ?? '').replace(/\s+/g, ' ');
          doc.execCommand('insertText', false, text);
        };
        const onDrop = (event: DragEvent) => event.preventDefault();
        const onBlur = (event: FocusEvent) => {
          finish('keep');
          // To the link's own controls: the offer stays; anywhere else, it goes.
          if (!(event.relatedTarget as Element | null)?.closest?.('.studio-link-offer')) setLink(undefined);
        };
        const onCaret = () => {
          if (doc.activeElement === el) offerLinkAt(s);
        };
        // Every listener of this edit goes with it (stop aborts them all).
        const listening = new AbortController();
        const { signal } = listening;
        el.addEventListener('input', onInput, { signal });
        el.addEventListener('keydown', onKey, { signal });
        el.addEventListener('paste', onPaste, { signal });
        el.addEventListener('drop', onDrop, { signal });
        el.addEventListener('blur', onBlur, { signal });
        doc.addEventListener('selectionchange', onCaret, { signal });
        el.setAttribute('data-studio-editing', '');
        el.spellcheck = true;
        try {
          el.contentEditable = hasMarkup(original) ? 'true' : 'plaintext-only';
        } catch {
          el.contentEditable = 'true';
        }
        s.stop = () => {
          listening.abort();
          el.removeAttribute('contenteditable');
          el.removeAttribute('spellcheck');
          el.removeAttribute('data-studio-editing');
        };
        session.current = s;
        setHolding(true);
        setEditing(true);
        el.focus({ preventScroll: true });
        placeCaret(el, at);
        offerLinkAt(s);
        latest.current.showField(pointer);
        return true;
      }
      return start(clicked, clickedAt, how?.returnTo);
    },
    [finish, handOver, offerLinkAt, offerNewLink, setLink],
  );

  /** A text of the preview reached by the keyboard (Tab): edited, unless the studio itself put the keyboard there. */
  const editFocused = useCallback(
    (el: HTMLElement) => {
      if (quiet.current === el) return false;
      return edit(el);
    },
    [edit],
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

  return { holding, editing, edit, editFocused, link, linkActions };
}

/** The keys of editing in the preview, as the preview says them while a text is edited there. */
export const editingKeys =
  'Editing in the page: Enter keeps your words, Escape takes them back, Tab goes to the next text. On a link, Ctrl+K changes where it goes.';

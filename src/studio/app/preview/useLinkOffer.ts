// The link offer beside a text edited in the preview (inline-editing.ts): with the caret on a link, its
// address is offered beside it (drawn by InlineLinkOffer.tsx), and Ctrl+K opens the page picker there; Ctrl+K
// on words selected in a text that may hold links opens it to make them a link. Its
// answers change the page as one step of Undo: a new address, or the link taken away; then the keyboard
// goes back to the link's text, without editing it (Enter edits it again).
import { useCallback, useRef, useState } from 'react';
import type { PageValue } from '../editor/page-state.ts';
import { fieldMark } from './inline-text.ts';
import { isLinkAddress, linkSpotAt, newLinkSpot, withLinkAddress, withNewLink, withoutLink, type LinkSpot } from './inline-links.ts';
import { valueAt, withValue } from './page-at-pointer.ts';

/** The link beside which the preview offers its address, where it stands in the preview, and whether its picker is open. */
export interface LinkOffer {
  spot: LinkSpot;
  /** Below the link, in the preview's own coordinates (its page, scrolled or not). */
  top: number;
  left: number;
  picking: boolean;
}

/** The same link offered the same way (the caret moved within it, a key typed): nothing to measure or draw again. */
const sameOffer = (a: Pick<LinkOffer, 'spot' | 'picking'>, b: Pick<LinkOffer, 'spot' | 'picking'>) =>
  a.picking === b.picking && a.spot.link === b.spot.link && a.spot.pointer === b.spot.pointer && a.spot.href === b.spot.href;

/** The text being edited, as far as the offer reads it: its element, its field, and what is typed in it now. */
interface EditedText {
  el: HTMLElement;
  pointer: string;
  typed: string;
}

export function useLinkOffer({
  valueNow,
  keepEdit,
  step,
  focusedQuietly,
}: {
  /** The value at a pointer of the page as it is now. */
  valueNow: (pointer: string) => unknown;
  /** Ends the text's edit, keeping what was typed, before the offer changes the page. */
  keepEdit: () => void;
  /** Changes the page as one step of its own for Undo (a link's new address). */
  step: (update: (page: PageValue) => PageValue) => void;
  /** Marks a text the studio itself is about to focus (after a link's picker closes): focus alone does not start editing it. */
  focusedQuietly: (text: HTMLElement) => void;
}) {
  const [link, setLinkState] = useState<LinkOffer | undefined>(undefined);
  const linkNow = useRef<LinkOffer | undefined>(undefined);
  const setLink = useCallback((next: LinkOffer | undefined) => {
    const now = linkNow.current;
    const same = now && next && sameOffer(now, next);
    if (same || (!now && !next)) return;
    linkNow.current = next;
    setLinkState(next);
  }, []);

  /** The link at the caret of the text being edited, offered beside it; none when the caret is on no link. */
  const offerLinkAt = useCallback(
    (s: EditedText, picking = false) => {
      const selection = s.el.ownerDocument.getSelection();
      const spot = linkSpotAt(s.el, selection?.anchorNode ?? null, s.pointer, s.typed, valueNow);
      if (!spot) return setLink(undefined);
      // The same link as offered already (the caret moved within it, a key typed): nothing to measure again.
      const now = linkNow.current;
      if (now && sameOffer(now, { spot, picking })) return;
      const box = spot.link.getBoundingClientRect();
      const view = s.el.ownerDocument.defaultView;
      setLink({ spot, top: box.bottom + (view?.scrollY ?? 0) + 6, left: box.left + (view?.scrollX ?? 0), picking });
    },
    [setLink, valueNow],
  );

  /**
   * Ctrl+K on words selected in a text whose field may hold links (`linksAllowed`): the page picker beside
   * them, to make them a link. False when the selection is no such words (then nothing is offered).
   */
  const offerNewLink = useCallback(
    (s: EditedText, linksAllowed: boolean): boolean => {
      const selection = s.el.ownerDocument.getSelection();
      const range = linksAllowed && selection?.rangeCount ? selection.getRangeAt(0) : undefined;
      const spot = range && newLinkSpot(s.el, range, s.pointer, s.typed);
      if (!spot) return false;
      const box = range.getBoundingClientRect();
      const view = s.el.ownerDocument.defaultView;
      setLink({ spot, top: box.bottom + (view?.scrollY ?? 0) + 6, left: box.left + (view?.scrollX ?? 0), picking: true });
      return true;
    },
    [setLink],
  );

  /** The keyboard back on the link's text, without editing it (Enter edits it again). */
  const backToText = useCallback(
    (spot: LinkSpot) => {
      const doc = spot.link.ownerDocument;
      const text =
        spot.kind === 'field'
          ? spot.link
          : (spot.link.closest<HTMLElement>(`[${fieldMark}]`) ??
            doc.querySelector<HTMLElement>(`[${fieldMark}="${CSS.escape(spot.pointer)}"]`));
      if (!text?.isConnected) return;
      focusedQuietly(text);
      text.focus({ preventScroll: true });
    },
    [focusedQuietly],
  );

  /** The link offer's answers: a new address (one step of Undo), the link taken away, or nothing. */
  const linkActions = {
    open: useCallback(() => linkNow.current && setLink({ ...linkNow.current, picking: true }), [setLink]),
    dismiss: useCallback(() => setLink(undefined), [setLink]),
    close: useCallback(() => {
      const offer = linkNow.current;
      setLink(undefined);
      if (offer) backToText(offer.spot);
    }, [setLink, backToText]),
    change: useCallback(
      (href: string): string | undefined => {
        const offer = linkNow.current;
        if (!offer) return undefined;
        if (!isLinkAddress(href)) return 'An address has no spaces and no closing bracket.';
        const { spot } = offer;
        keepEdit();
        step((page) => {
          const now = valueAt(page, spot.pointer);
          if (typeof now !== 'string') return page;
          if (spot.kind === 'field') return withValue(page, spot.pointer, href.trim());
          if (spot.kind === 'words') return withValue(page, spot.pointer, withLinkAddress(now, spot.index, href));
          // New words made a link: only if they are still where they were selected.
          return now.slice(spot.start, spot.end) === spot.label
            ? withValue(page, spot.pointer, withNewLink(now, spot.start, spot.end, href))
            : page;
        });
        setLink(undefined);
        backToText(spot);
        return undefined;
      },
      [keepEdit, step, setLink, backToText],
    ),
    remove: useCallback(() => {
      const offer = linkNow.current;
      if (!offer || offer.spot.kind !== 'words') return;
      const { spot } = offer;
      keepEdit();
      step((page) => {
        const now = valueAt(page, spot.pointer);
        return typeof now === 'string' ? withValue(page, spot.pointer, withoutLink(now, spot.index)) : page;
      });
      setLink(undefined);
      backToText(spot);
    }, [keepEdit, step, setLink, backToText]),
  };

  return { link, setLink, offerLinkAt, offerNewLink, linkActions };
}

// What the page editor says between its bar and the form: the unsaved edits kept from last time (with
// Discard them), the latest notice (useNotices.ts), the other reviews changing the page, a check that could
// not be made (with Check again), and a conflict with the file as it is now on disk; in one box that stays
// under the bar on a phone or a tablet. A notice that comes or goes does not move the form: what the editor
// was looking at stays where it was (useHoldStill). A button of theirs that goes with its notice (Dismiss,
// Update links, Undo) gives the keyboard back to where the editor was (useGiveBack).
import { useEffect, useRef, type RefObject } from 'react';
import type { ChangedElsewhere } from '../../backend.ts';
import { ChangedElsewhereNotice } from '../review/ChangedElsewhere.tsx';
import { Banner, ConflictBanner } from './EditorParts.tsx';
import { focusInView } from './focus.ts';
import type { Conflict, Notice } from './page-state.ts';

interface Props {
  restored: boolean;
  onDiscard: () => void;
  notice: Notice | null;
  onDismiss: () => void;
  elsewhere: ChangedElsewhere[];
  onStartFrom: (change: ChangedElsewhere) => void;
  /** Why the last check could not be made. */
  checkProblem: string | null;
  onCheckAgain: () => void;
  conflict: Conflict | null;
  onLoadTheirs: () => void;
  onKeepMine: () => void;
}

/**
 * Keeps the form and the preview still while the notices' box above them grows or shrinks: side by side,
 * each column scrolls by as much, before the change is painted. On a phone or a tablet the page itself
 * scrolls, and the browser's scroll anchoring already holds it still (the box then sticks under the bar).
 * The box's first size, as the page opens, moves nothing. Its height is also the page's
 * --studio-notices-height, which a field scrolled to on a phone or a tablet stops below (compact.css).
 */
function useHoldStill() {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let height: number | undefined;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const now = element.offsetHeight;
      // On a phone or a tablet, a field scrolled to stops under the notices as well as the bar (compact.css).
      root.style.setProperty('--studio-notices-height', `${now}px`);
      const by = height === undefined ? 0 : now - height;
      height = now;
      // One above the other (compact.css's width), the page is the scroller. A notice that came over the
      // field being typed in (Not saved: …, after Ctrl+S) moves the page so the field shows under it.
      if (matchMedia('(max-width: 900px)').matches) {
        const active = document.activeElement;
        if (by > 0 && active instanceof HTMLElement && active.closest('.studio-form')) {
          const covered = active.getBoundingClientRect().top < element.getBoundingClientRect().bottom;
          if (covered) active.scrollIntoView({ block: 'nearest' });
        }
        return;
      }
      if (!by) return;
      for (const column of document.querySelectorAll<HTMLElement>('.studio-columns > .studio-form, .studio-columns > .studio-preview'))
        column.scrollTop += by;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--studio-notices-height');
    };
  }, []);
  return box;
}

/**
 * The control the editor was on outside the notices: when a button of theirs that had the keyboard went with
 * its notice (at once, or when the answer it waited for came), the keyboard goes back there (in view, not
 * under the notices), else to the box's first button, never to nothing.
 */
function useGiveBack(box: RefObject<HTMLDivElement | null>) {
  const back = useRef<HTMLElement | null>(null);
  const pressed = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const note = (event: FocusEvent) => {
      if (!(event.target instanceof HTMLElement)) return;
      if (box.current?.contains(event.target)) pressed.current = event.target;
      else [back.current, pressed.current] = [event.target, null];
    };
    document.addEventListener('focusin', note);
    return () => document.removeEventListener('focusin', note);
  }, [box]);
  // After every change of the notices (the only time one of their buttons goes), two frames later, so an
  // action that knows better (a removal's Undo focuses the item it brought back) goes first.
  useEffect(() => {
    const gone = pressed.current;
    if (!gone || gone.isConnected) return;
    pressed.current = null;
    // Not cancelled by the next render: the notices often draw again within those frames.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const active = document.activeElement;
        if (active && active !== document.body) return;
        const to = back.current?.isConnected ? back.current : box.current?.querySelector<HTMLElement>('button');
        if (!to) return;
        const { top, bottom } = to.getBoundingClientRect();
        // Brought into view only when out of it, or under the notices (which stay under the bar on a phone).
        if (top < Math.max(0, box.current?.getBoundingClientRect().bottom ?? 0) || bottom > innerHeight) focusInView(to, 'auto');
        else to.focus({ preventScroll: true });
      }),
    );
  });
}

export function EditorNotices({
  restored,
  onDiscard,
  notice,
  onDismiss,
  elsewhere,
  onStartFrom,
  checkProblem,
  onCheckAgain,
  ...rest
}: Props) {
  const { conflict, onLoadTheirs, onKeepMine } = rest;
  const box = useHoldStill();
  useGiveBack(box);
  return (
    // One box under the bar: on a phone or a tablet it stays on screen under the bar that sticks to the top
    // (compact.css), so a confirmation is seen where the editor is, however far down the form.
    <div className="studio-notices" ref={box}>
      {restored && (
        <p className="studio-notice">
          Your unsaved edits from last time are back.{' '}
          <button type="button" onClick={onDiscard}>
            Discard them
          </button>
        </p>
      )}
      {notice && <Banner notice={notice} onDismiss={onDismiss} />}
      <ChangedElsewhereNotice changes={elsewhere} onStart={onStartFrom} />
      {checkProblem && (
        <div className="studio-notice studio-notice-bad" role="alert">
          <div className="studio-notice-body">
            <p>{checkProblem}</p>
            <button type="button" className="studio-notice-action" onClick={onCheckAgain}>
              Check again
            </button>
          </div>
        </div>
      )}
      {conflict && <ConflictBanner conflict={conflict} onLoadTheirs={onLoadTheirs} onKeepMine={onKeepMine} />}
    </div>
  );
}

// Beside a link of the preview the editor is on (the caret in a link of a text being edited, or a button
// whose words are edited): where it goes, and Change, which opens the studio's page picker (the form's own,
// see widgets.tsx) right there; for a link in the words, Remove link too. For words selected to make a link
// of, the picker opens at once beside them. Drawn in the preview (it is no
// part of the page), with the studio's styles. It follows the link as the page's layout changes (words typed
// into the link wrapping it onto another line, the page reflowing), measured once a frame at most.
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useId, useRef, useState } from 'react';
import type { LinkOffer } from './useLinkOffer.ts';
import { LinkPicker } from '../form/widgets.tsx';

const noop = () => {};

/**
 * Where the box goes: below the link, in its page's coordinates, measured again whenever the page's layout
 * may have changed (a key typed in it, its size, its window's), in the next frame, when the browser lays it
 * out anyway. Starts where the offer was measured.
 */
function useBelowLink(link: HTMLElement, anchor: HTMLElement | Range, start: { top: number; left: number }) {
  const [place, setPlace] = useState({ top: start.top, left: start.left });
  useEffect(() => {
    const doc = link.ownerDocument;
    const view = doc.defaultView;
    if (!view) return;
    let frame = 0;
    const measure = () => {
      view.cancelAnimationFrame(frame);
      frame = view.requestAnimationFrame(() => {
        if (!link.isConnected) return;
        const box = anchor.getBoundingClientRect();
        const next = { top: Math.round(box.bottom + view.scrollY + 6), left: Math.round(box.left + view.scrollX) };
        setPlace((now) => (now.top === next.top && now.left === next.left ? now : next));
      });
    };
    const resized = new view.ResizeObserver(measure);
    resized.observe(doc.body);
    view.addEventListener('resize', measure);
    doc.addEventListener('input', measure);
    return () => {
      view.cancelAnimationFrame(frame);
      resized.disconnect();
      view.removeEventListener('resize', measure);
      doc.removeEventListener('input', measure);
    };
  }, [link, anchor]);
  return place;
}

export function InlineLinkOffer({
  offer,
  open,
  close,
  dismiss,
  change,
  remove,
}: {
  offer: LinkOffer;
  open: () => void;
  /** Closes it, the keyboard back on the link's text. */
  close: () => void;
  /** Closes it as the editor goes elsewhere. */
  dismiss: () => void;
  /** The new address; what is wrong with it, if it cannot be a link's. */
  change: (href: string) => string | undefined;
  remove: () => void;
}) {
  const { spot, picking } = offer;
  const { top, left } = useBelowLink(spot.link, spot.kind === 'new' ? spot.range : spot.link, offer);
  const id = useId().replace(/:/g, '');
  const fieldId = `studio-link-${id}`;
  const box = useRef<HTMLDivElement>(null);
  // The picker starts empty (where the link goes now is said above it): what is typed is the new address.
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState('');
  useEffect(() => {
    if (picking) box.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [picking]);
  const use = (href: string) => {
    if (!href.trim()) return close();
    const wrong = change(href);
    if (wrong) setProblem(wrong);
  };
  return (
    <div
      ref={box}
      className="studio-link-offer"
      role="group"
      aria-label="Link"
      style={{ top, left }}
      onBlur={(event) => {
        if (picking && !box.current?.contains(event.relatedTarget as Node | null)) dismiss();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          close();
        }
      }}
    >
      <p>
        {spot.kind === 'new' ? (
          <span>
            Make a link of: <strong>{spot.label}</strong>
          </span>
        ) : (
          <span>
            Link to: <strong>{spot.href}</strong>
          </span>
        )}{' '}
        {!picking && (
          <>
            <button type="button" onMouseDown={(event) => event.preventDefault()} onClick={open} aria-keyshortcuts="Control+K">
              Change
            </button>
            {spot.kind === 'words' && (
              <button type="button" onMouseDown={(event) => event.preventDefault()} onClick={remove}>
                Remove link
              </button>
            )}
          </>
        )}
      </p>
      {picking && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            use(draft);
          }}
        >
          <label htmlFor={fieldId}>New address</label>
          <LinkPicker
            {...({
              id: fieldId,
              name: fieldId,
              value: draft,
              onChange: (value: unknown) => (setDraft(typeof value === 'string' ? value : ''), setProblem('')),
              onBlur: noop,
              onFocus: noop,
              options: { onPick: use },
              schema: { type: 'string' },
              required: true,
            } as unknown as WidgetProps)}
          />
          {problem && (
            <p className="studio-link-problem" role="alert">
              {problem}
            </p>
          )}
          <button type="submit">Use this address</button>{' '}
          <button type="button" onClick={close}>
            Cancel
          </button>
        </form>
      )}
    </div>
  );
}

// The page editor's toolbar on a phone or a tablet (up to 900 px, see compact.css): it stays at the top of
// the screen while the page scrolls, its less used buttons (Undo, Redo, the preview's width) wait behind
// More, and Form / Preview shows one of the two at a time. At desktop width More and the switch are
// hidden and the buttons sit in the bar as they always have, with the form and the preview side by side.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

export type EditorView = 'form' | 'preview';

/** Undo, Redo and the preview's width: in the bar at desktop width, behind a More button on a phone. */
export function MoreButtons({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const box = useRef<HTMLSpanElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  // A tap anywhere else closes it, as Escape does (which puts the editor back on More).
  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => !box.current?.contains(event.target as Node) && setOpen(false);
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);
  return (
    <span
      ref={box}
      className="studio-more"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        setOpen(false);
        toggle.current?.focus();
      }}
    >
      <button
        ref={toggle}
        type="button"
        className="studio-more-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        More
      </button>
      <span
        id={id}
        className="studio-more-items"
        data-open={open || undefined}
        // An item that opens a dialog (marked data-opens-dialog) closes More first and leaves the keyboard on
        // More, where the dialog gives it back as it closes: not on a button hidden behind a closed More.
        onClickCapture={(event) => {
          if (!open || !(event.target as Element).closest('[data-opens-dialog]')) return;
          toggle.current?.focus();
          setOpen(false);
        }}
      >
        {children}
      </span>
    </span>
  );
}

/**
 * Form / Preview, on a phone or a tablet: which of the two fills the screen. Each keeps its own place: coming
 * back to the form finds the field where the editor was. It also tells the page how tall the toolbar (which stays on screen)
 * is, so that a field scrolled to (by Tab, a problem's link, a tap in the preview) stops below it.
 */
export function ViewSwitch({ view, onChange }: { view: EditorView; onChange: (view: EditorView) => void }) {
  const group = useRef<HTMLSpanElement>(null);
  const places = useRef<Record<EditorView, number | null>>({ form: null, preview: null });
  useEffect(() => {
    const bar = group.current?.closest<HTMLElement>('.studio-actions');
    if (!bar) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--studio-bar-height', `${bar.offsetHeight}px`));
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--studio-bar-height');
    };
  }, []);
  const show = (next: EditorView) => {
    if (next === view) return;
    places.current[view] = window.scrollY;
    onChange(next);
    requestAnimationFrame(() => {
      const place = places.current[next];
      const columns = document.querySelector('.studio-columns');
      const bar = group.current?.closest<HTMLElement>('.studio-actions');
      // The notices stick under the bar (compact.css): a pane shown from its top starts under them too.
      const notices = document.querySelector<HTMLElement>('.studio-notices')?.offsetHeight ?? 0;
      // First shown: from its top, just under the bar (which is then stuck to the top of the screen) and the notices.
      if (place !== null) window.scrollTo({ top: place });
      else if (columns && bar) window.scrollTo({ top: columns.getBoundingClientRect().top + window.scrollY - bar.offsetHeight - notices });
    });
  };
  return (
    <span ref={group} role="group" aria-label="Show" className="studio-segmented studio-view-switch">
      <button type="button" aria-pressed={view === 'form'} aria-controls="studio-page-fields" onClick={() => show('form')}>
        Form
      </button>
      <button type="button" aria-pressed={view === 'preview'} aria-controls="studio-page-preview" onClick={() => show('preview')}>
        Preview
      </button>
    </span>
  );
}

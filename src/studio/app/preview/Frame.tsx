import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { PhotoSourceUrl } from '../../../ui/photo.ts';
import { previewFrameStyle } from '../../shared/preview-frame-style.ts';
import { usePhotoUrl } from '../shell/backend-context.tsx';

/** A click on a section of the preview: its index, the texts clicked (innermost first), and for a photo, a test of its file. */
export type BlockClick = (index: number, texts: string[], isClickedPhoto?: (src: string) => boolean) => void;

/**
 * Renders children into an iframe of the chosen width, with the site's styles, so breakpoints apply.
 * A click in it is the editor asking for the field of what was clicked: links do not navigate, and the
 * block's index (data-block-index on its wrapper, in the studio's rendering only) goes to onBlockClick
 * with the texts of the clicked element and its parents inside the block, innermost first, and for a click
 * on a photo, which of the page's photo files it shows. Photos show from their source files, as the backend
 * finds them (the studio's server, or GitHub). A click on a text marked with its field (data-studio-field)
 * goes to onTextClick first, which edits it in place when it can; so does Enter (or F2) on such a text that
 * has the keyboard, and a text reached by the keyboard (Tab) goes to onTextFocus. Undo, Redo and Save keys pressed in the
 * preview are the studio's, as anywhere else in it. onRendered is called with the preview's body after
 * each render it names (a new onRendered).
 */
export function Frame({
  width,
  children,
  onBlockClick,
  onTextClick,
  onTextFocus,
  onRendered,
  title = 'Page preview: click a text to edit it',
}: {
  width: number;
  children: ReactNode;
  onBlockClick: BlockClick;
  onTextClick?: (text: HTMLElement, at?: { x: number; y: number }) => boolean;
  onTextFocus?: (text: HTMLElement) => void;
  onRendered?: (body: HTMLElement) => void;
  title?: string;
}) {
  const ref = useRef<HTMLIFrameElement>(null);
  const photoUrl = usePhotoUrl();
  const [body, setBody] = useState<HTMLElement | null>(null);
  const click = useRef(onBlockClick);
  const textClick = useRef(onTextClick);
  const textFocus = useRef(onTextFocus);
  const sourceUrl = useRef(photoUrl);
  useEffect(() => {
    click.current = onBlockClick;
    textClick.current = onTextClick;
    textFocus.current = onTextFocus;
    sourceUrl.current = photoUrl;
  });
  useEffect(() => {
    const doc = ref.current?.contentDocument;
    if (!doc) return;
    doc.open();
    doc.write(`<!doctype html><html lang="en"><head><style>${previewFrameStyle}</style></head><body></body></html>`);
    doc.close();
    const own = doc.head.firstElementChild;
    const copyStyles = () => {
      doc.head.querySelectorAll('style, link[rel="stylesheet"]').forEach((el) => el !== own && el.remove());
      document.head.querySelectorAll('style, link[rel="stylesheet"]').forEach((el) => doc.head.append(el.cloneNode(true)));
    };
    copyStyles();
    const observer = new MutationObserver(copyStyles);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    const onClick = (event: MouseEvent) => {
      const target = (event.target as Element | null)?.closest?.('[data-block-index]');
      if ((event.target as Element | null)?.closest?.('a, button, form')) event.preventDefault();
      if (!target) return;
      const text = (event.target as Element | null)?.closest?.<HTMLElement>('[data-studio-field]');
      if (text && textClick.current?.(text, { x: event.clientX, y: event.clientY })) {
        event.preventDefault();
        return;
      }
      const texts: string[] = [];
      for (let at = event.target as Element | null; at && at !== target; at = at.parentElement) texts.push(at.textContent ?? '');
      // A photo shows no text: it is known by the file it shows.
      const shown = (event.target as Element | null)?.closest?.('img')?.getAttribute('src');
      const isClickedPhoto = shown ? (src: string) => sourceUrl.current(src) === shown : undefined;
      click.current(Number(target.getAttribute('data-block-index')), texts, isClickedPhoto);
    };
    // Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y and Ctrl+S: the studio's (it listens on its own window), never the frame's.
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || !['z', 'y', 's'].includes(event.key.toLowerCase())) return;
      event.preventDefault();
      const { key, code, ctrlKey, metaKey, shiftKey } = event;
      window.dispatchEvent(new KeyboardEvent('keydown', { key, code, ctrlKey, metaKey, shiftKey, cancelable: true }));
    };
    // A text reached by the keyboard is edited; one a pointer pressed is left to its click (which puts the caret where it was pressed).
    let pressed = false;
    const onPress = () => {
      pressed = true;
      setTimeout(() => (pressed = false), 0);
    };
    const onFocus = (event: FocusEvent) => {
      const text = event.target as HTMLElement | null;
      if (pressed || !text?.matches?.('[data-studio-field]') || text.isContentEditable) return;
      textFocus.current?.(text);
    };
    const onTextKey = (event: KeyboardEvent) => {
      const text = event.target as HTMLElement | null;
      // (An edit's own Enter, which ended it, is no new start.)
      if (event.defaultPrevented || (event.key !== 'Enter' && event.key !== 'F2')) return;
      if (!text?.matches?.('[data-studio-field]') || text.isContentEditable) return;
      if (textClick.current?.(text)) event.preventDefault();
    };
    doc.addEventListener('click', onClick);
    doc.addEventListener('keydown', onKey, true);
    doc.addEventListener('keydown', onTextKey);
    doc.addEventListener('mousedown', onPress, true);
    doc.addEventListener('focusin', onFocus);
    setBody(doc.body);
    return () => {
      observer.disconnect();
      doc.removeEventListener('click', onClick);
      doc.removeEventListener('keydown', onKey, true);
      doc.removeEventListener('keydown', onTextKey);
      doc.removeEventListener('mousedown', onPress, true);
      doc.removeEventListener('focusin', onFocus);
    };
  }, []);
  return (
    <iframe ref={ref} title={title} data-preview-width={width} style={{ width, height: '100%', border: 0, background: 'white' }}>
      {body &&
        createPortal(
          <PhotoSourceUrl value={photoUrl}>
            {children}
            {onRendered && <AfterRender body={body} run={onRendered} />}
          </PhotoSourceUrl>,
          body,
        )}
    </iframe>
  );
}

/** Runs `run` once the preview's content is in place, after each render that brings a new `run`. */
function AfterRender({ body, run }: { body: HTMLElement; run: (body: HTMLElement) => void }) {
  useLayoutEffect(() => run(body), [body, run]);
  return null;
}

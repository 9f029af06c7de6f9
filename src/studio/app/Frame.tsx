import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { PhotoSourceUrl } from '../../ui/photo.ts';
import { previewFrameStyle } from '../shared/preview-frame-style.ts';
import { usePhotoUrl } from './backend-context.tsx';

/** A click on a section of the preview: its index, the texts clicked (innermost first), and for a photo, a test of its file. */
export type BlockClick = (index: number, texts: string[], isClickedPhoto?: (src: string) => boolean) => void;

/**
 * Renders children into an iframe of the chosen width, with the site's styles, so breakpoints apply.
 * A click in it is the editor asking for the field of what was clicked: links do not navigate, and the
 * block's index (data-block-index on its wrapper, in the studio's rendering only) goes to onBlockClick
 * with the texts of the clicked element and its parents inside the block, innermost first, and for a click
 * on a photo, which of the page's photo files it shows. Photos show from their source files, as the backend
 * finds them (the studio's server, or GitHub).
 */
export function Frame({
  width,
  children,
  onBlockClick,
  title = 'Page preview: click a text to edit it',
}: {
  width: number;
  children: ReactNode;
  onBlockClick: BlockClick;
  title?: string;
}) {
  const ref = useRef<HTMLIFrameElement>(null);
  const photoUrl = usePhotoUrl();
  const [body, setBody] = useState<HTMLElement | null>(null);
  const click = useRef(onBlockClick);
  const sourceUrl = useRef(photoUrl);
  useEffect(() => {
    click.current = onBlockClick;
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
      const texts: string[] = [];
      for (let at = event.target as Element | null; at && at !== target; at = at.parentElement) texts.push(at.textContent ?? '');
      // A photo shows no text: it is known by the file it shows.
      const shown = (event.target as Element | null)?.closest?.('img')?.getAttribute('src');
      const isClickedPhoto = shown ? (src: string) => sourceUrl.current(src) === shown : undefined;
      click.current(Number(target.getAttribute('data-block-index')), texts, isClickedPhoto);
    };
    doc.addEventListener('click', onClick);
    setBody(doc.body);
    return () => {
      observer.disconnect();
      doc.removeEventListener('click', onClick);
    };
  }, []);
  return (
    <iframe ref={ref} title={title} data-preview-width={width} style={{ width, height: '100%', border: 0, background: 'white' }}>
      {body && createPortal(<PhotoSourceUrl value={photoUrl}>{children}</PhotoSourceUrl>, body)}
    </iframe>
  );
}

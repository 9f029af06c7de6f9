// What the page editor shows: the preview's width (Phone or Desktop), on a phone or a tablet which of the
// form and the preview fills the screen (see CompactBar.tsx), and taking the editor to a field (its card
// opened, the form shown, the field focused).
import { useCallback, useState } from 'react';
import type { EditorView } from './CompactBar.tsx';
import { focusField } from './focus.ts';

/** `toggleBlock` opens or closes a section's card in the form. */
export function useEditorView(toggleBlock: (index: number, open: boolean) => void) {
  // On a phone the preview starts at phone width; on a phone or a tablet Form / Preview shows one of the two (see CompactBar).
  const [width, setWidth] = useState(() => (globalThis.matchMedia?.('(max-width: 600px)').matches ? 375 : 1280));
  const [view, setView] = useState<EditorView>('form');
  /** Opens the card a field is in, then takes the editor to the field. */
  const goTo = useCallback(
    (pointer: string) => {
      const block = /^\/blocks\/(\d+)/.exec(pointer);
      if (block) toggleBlock(Number(block[1]), true);
      setView('form');
      requestAnimationFrame(() => focusField(pointer));
    },
    [toggleBlock],
  );
  return { width, setWidth, view, setView, goTo };
}

// Sections dragged into place in the preview: each section of the studio's rendering (never the site's
// HTML: only the preview wraps its blocks) carries a handle, shown while the pointer is over the section or
// the handle has focus, dragged or picked up from the keyboard as in the form (see list-drag.tsx).
import { createContext, useContext, useRef, type ReactNode } from 'react';
import { DragHelp, useListDrag } from '../sections/list-drag.tsx';

export interface PreviewMoves {
  /** The kinds of the page's sections now: the handles show only while the preview shows this same order. */
  kinds: readonly string[];
  name: (index: number) => string;
  refusal: (from: number, to: number) => string | undefined;
  onMove: (from: number, to: number) => void;
}

const helpId = 'studio-preview-drag-help';
const PreviewDragContext = createContext<{ drag: ReturnType<typeof useListDrag>; name: (index: number) => string } | null>(null);

const wrapperOf = (doc: Document | undefined, index: number) => doc?.querySelector(`[data-block-index="${index}"]`);

/** Gives the handles of the sections inside it their drag; `children` is the page as the preview renders it. */
export function PreviewSectionDrag({ moves, count, children }: { moves?: PreviewMoves; count: number; children: ReactNode }) {
  const help = useRef<HTMLSpanElement>(null);
  const doc = () => help.current?.ownerDocument;
  const drag = useListDrag({
    count,
    name: (index) => moves?.name(index) ?? 'Section',
    refusal: (from, to) => moves?.refusal(from, to),
    onMove: (from, to) => moves?.onMove(from, to),
    boxes: () =>
      Array.from({ length: count }, (_, i) =>
        wrapperOf(doc(), i)?.querySelector(':scope > :not(.studio-preview-handle, .studio-drop-line)')?.getBoundingClientRect(),
      ),
    handleAt: (index) => wrapperOf(doc(), index)?.querySelector<HTMLElement>(':scope > .studio-preview-handle'),
    scroller: () => doc()?.scrollingElement,
    helpId,
  });
  return (
    <PreviewDragContext value={moves ? { drag, name: moves.name } : null}>
      {children}
      <span ref={help}>
        <DragHelp id={helpId} />
      </span>
    </PreviewDragContext>
  );
}

/** The handle of the section at `index`, and the line where a dragged section will land. */
export function PreviewHandle({ index, at }: { index: number; at: 'start' | 'end' }) {
  const context = useContext(PreviewDragContext);
  if (!context) return null;
  const { drag, name } = context;
  const mark = drag.mark(index);
  const line = mark && <span className="studio-drop-line" data-drop={mark} data-drop-refused={drag.drag?.refused} aria-hidden="true" />;
  if (at === 'end') return mark === 'after' ? line : null;
  return (
    <>
      {mark === 'before' && line}
      <button
        type="button"
        className="studio-preview-handle"
        data-lifted={drag.drag?.from === index ? 'true' : undefined}
        aria-label={`Drag ${name(index)}`}
        title="Drag to move this section"
        {...drag.handleProps(index)}
        // A click on the handle is no click on the section (which would open its fields).
        onClick={(event) => event.stopPropagation()}
      >
        ⠿
      </button>
    </>
  );
}

// Putting a section or a list item in another place: by dragging its handle with a mouse, a finger or a
// pen (pointer events: a line shows where it will land, the list scrolls near its edges, a place that is not
// allowed shows why), or from the keyboard (Space or Enter picks it up, the arrow keys move it, Space or
// Enter drops it, Escape puts it back). Every step is said to screen readers through the editor's live region.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent, type PointerEvent } from 'react';

// What was said last, for the one live region of the editor (MovesSaid): the form, the list of sections
// and the preview (in its own document) all speak through it.
let said = '';
const hearers = new Set<() => void>();

/** Says a sentence to screen readers. */
export function announce(text: string) {
  // The same sentence twice is still said twice: a no-break space tells the two apart.
  said = said === text ? `${text}\u00a0` : text;
  hearers.forEach((hear) => hear());
}

const listen = (hear: () => void) => (hearers.add(hear), () => void hearers.delete(hear));

/** The live region moves are said in (one in the editor). */
export function MovesSaid() {
  const text = useSyncExternalStore(
    listen,
    () => said,
    () => '',
  );
  return (
    <p className="studio-sr-only" aria-live="assertive" data-testid="studio-moves-said">
      {text}
    </p>
  );
}

export const dragHelpText =
  'Drag it to another place, or press Space to pick it up, the arrow keys to move it, Space to drop it and Escape to cancel.';

/** How a drag handle is used, read after its name (its aria-describedby); one per document. */
export const DragHelp = ({ id }: { id: string }) => (
  <span id={id} className="studio-sr-only">
    {dragHelpText}
  </span>
);

export interface ListDragOptions {
  count: number;
  /** What an item is called in what is said ("Benefits", "Benefit 3"). */
  name: (index: number) => string;
  /** The items' boxes, in order (where the pointer is among them decides where a drop lands). */
  boxes: () => (DOMRect | undefined)[];
  /** Why moving the item at `from` to `to` is not allowed, or undefined. */
  refusal?: (from: number, to: number) => string | undefined;
  onMove: (from: number, to: number) => void;
  /** The handle of the item at a place, to keep focus on it once it moved. */
  handleAt?: (index: number) => HTMLElement | null | undefined;
  /** What scrolls when a drag nears its edges (the list's column, or the preview's page). */
  scroller?: () => Element | null | undefined;
  /** The id of the DragHelp of the handles' document. */
  helpId: string;
}

export interface Drag {
  from: number;
  /** The place it takes if dropped now. */
  to: number;
  refused?: string;
  by: 'pointer' | 'keys';
}

/** Where the item at `from` lands when dropped in the gap before item `gap` (gap = count: at the end). */
const placeFor = (from: number, gap: number) => (gap > from ? gap - 1 : gap);
/** The gap a line is drawn in for a drop at `to`: above the item it lands before, below the one it lands after. */
const gapFor = (drag: Drag) => (drag.to < drag.from ? drag.to : drag.to > drag.from ? drag.to + 1 : -1);

const edge = 48;

/** A press on a handle: where it started, and whether it has become a drag. */
interface Held {
  id: number;
  from: number;
  x: number;
  y: number;
  moving: boolean;
  stopScroll?: () => void;
}

export function useListDrag(options: ListDragOptions) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const latest = useRef(options);
  const current = useRef(drag);
  useEffect(() => {
    latest.current = options;
    current.current = drag;
  });
  const pointer = useRef<Held | null>(null);

  const update = useCallback((next: Drag | null) => {
    current.current = next;
    setDrag(next);
  }, []);
  const at = (from: number, to: number, by: Drag['by']): Drag => {
    const refused = from === to ? undefined : latest.current.refusal?.(from, to);
    return { from, to, by, ...(refused ? { refused } : {}) };
  };
  const position = (to: number) => `position ${to + 1} of ${latest.current.count}`;

  const drop = (done: Drag) => {
    const { name, onMove, handleAt } = latest.current;
    if (done.refused) {
      announce(`${name(done.from)} cannot go there. ${done.refused}`);
      return false;
    }
    update(null);
    if (done.to === done.from) {
      announce(`${name(done.from)} dropped, still at ${position(done.from)}.`);
      return true;
    }
    const said = `${name(done.from)} moved to ${position(done.to)}.`;
    // The handle the keys were pressed on (in its own document: the preview's, for a section there).
    const held = done.by === 'keys' ? handleAt?.(done.from)?.ownerDocument.activeElement : undefined;
    onMove(done.from, done.to);
    announce(said);
    // The list is drawn again in its new order: focus stays on the moved item's handle. Only focus the redraw
    // lost (to the page's body, or left on the element the keys were pressed on) is put back: once the editor
    // has moved on (Undo, another section, a field), nothing takes it from there.
    if (done.by === 'keys' && handleAt) {
      let frames = 30;
      const keep = () => {
        const handle = handleAt(done.to);
        const active = handle?.ownerDocument.activeElement;
        if (handle && active !== handle && (!active || active === handle.ownerDocument.body || active === held)) handle.focus();
        if (--frames > 0) requestAnimationFrame(keep);
      };
      requestAnimationFrame(keep);
    }
    return true;
  };
  const cancel = (said = true) => {
    const was = current.current;
    if (!was) return;
    update(null);
    if (said) announce(`${latest.current.name(was.from)}: move cancelled, back at ${position(was.from)}.`);
  };

  /** The place under the pointer: after every item whose middle is above it. */
  const placeUnder = (from: number, y: number) => {
    const boxes = latest.current.boxes();
    let gap = 0;
    boxes.forEach((box, i) => {
      if (box && y > box.top + box.height / 2) gap = i + 1;
    });
    return placeFor(from, gap);
  };

  const autoScroll = (y: number) => {
    const scroller = latest.current.scroller?.();
    const held = pointer.current;
    if (!scroller || !held?.moving) return;
    const view = scroller.ownerDocument.defaultView;
    const whole = scroller === scroller.ownerDocument.scrollingElement;
    const top = whole ? 0 : scroller.getBoundingClientRect().top;
    const bottom = whole ? (view?.innerHeight ?? 0) : scroller.getBoundingClientRect().bottom;
    const step = y < top + edge ? -Math.ceil((top + edge - y) / 4) : y > bottom - edge ? Math.ceil((y - bottom + edge) / 4) : 0;
    const frames = view ?? window;
    held.stopScroll?.();
    held.stopScroll = undefined;
    if (!step) return;
    const id = frames.requestAnimationFrame(() => {
      scroller.scrollTop += step;
      const now = current.current;
      if (now && pointer.current === held) update(at(held.from, placeUnder(held.from, held.y), 'pointer'));
      autoScroll(held.y);
    });
    held.stopScroll = () => frames.cancelAnimationFrame(id);
  };

  const handleProps = (index: number) => ({
    'aria-describedby': latest.current.helpId,
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0 || pointer.current) return;
      // The drag is followed over the whole document of the handle (the studio's, or the preview's page):
      // the pointer soon leaves the handle, and a capture of it is not kept by every browser inside a frame.
      const doc = event.currentTarget.ownerDocument;
      const held: Held = { id: event.pointerId, from: index, x: event.clientX, y: event.clientY, moving: false };
      pointer.current = held;
      const end = () => {
        held.stopScroll?.();
        doc.removeEventListener('pointermove', onMove, true);
        doc.removeEventListener('pointerup', onUp, true);
        doc.removeEventListener('pointercancel', onCancel, true);
        if (pointer.current === held) pointer.current = null;
      };
      const onMove = (move: globalThis.PointerEvent) => {
        if (move.pointerId !== held.id) return;
        // A press that barely moves is no drag (a click on the handle does nothing).
        if (!held.moving && Math.hypot(move.clientX - held.x, move.clientY - held.y) < 4) return;
        held.y = move.clientY;
        if (!held.moving) {
          held.moving = true;
          announce(`${latest.current.name(held.from)} picked up, ${position(held.from)}.`);
        }
        move.preventDefault();
        const next = at(held.from, placeUnder(held.from, move.clientY), 'pointer');
        const was = current.current;
        if (!was || was.to !== next.to || was.refused !== next.refused) update(next);
        autoScroll(move.clientY);
      };
      const onUp = (up: globalThis.PointerEvent) => {
        if (up.pointerId !== held.id) return;
        end();
        const done = current.current;
        if (held.moving && done && !drop(done)) update(null);
      };
      const onCancel = () => {
        end();
        cancel();
      };
      doc.addEventListener('pointermove', onMove, true);
      doc.addEventListener('pointerup', onUp, true);
      doc.addEventListener('pointercancel', onCancel, true);
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      const now = current.current;
      const { count, name } = latest.current;
      if (event.key === ' ' || event.key === 'Enter') {
        event.preventDefault();
        if (!now) {
          update(at(index, index, 'keys'));
          announce(`${name(index)} picked up, ${position(index)}. Press the arrow keys to move it, Space to drop it, Escape to cancel.`);
        } else drop(now);
        return;
      }
      if (!now) return;
      const moves: Record<string, number> = { ArrowUp: -1, ArrowLeft: -1, ArrowDown: 1, ArrowRight: 1 };
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        cancel();
        return;
      }
      const to =
        event.key in moves
          ? Math.min(count - 1, Math.max(0, now.to + moves[event.key]!))
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? count - 1
              : undefined;
      if (to === undefined) return;
      event.preventDefault();
      const next = at(now.from, to, 'keys');
      update(next);
      announce(`${name(now.from)}: ${position(to)}.${next.refused ? ` Not allowed here: ${next.refused}` : ''}`);
    },
    onBlur: () => {
      if (current.current?.by === 'keys') cancel();
    },
  });

  /** Where the drop line is drawn around the item at `index`: above it, below it, or not at all. */
  const mark = (index: number): 'before' | 'after' | undefined => {
    if (!drag) return undefined;
    const gap = gapFor(drag);
    if (gap === index) return 'before';
    if (gap === options.count && index === options.count - 1) return 'after';
    return undefined;
  };
  return { drag, handleProps, mark };
}

/** The attributes an item of a dragged list carries: the drop line's place and whether it is the one lifted. */
export function itemMarks(drag: Drag | null, mark: 'before' | 'after' | undefined, index: number) {
  return {
    'data-drop': mark,
    // The reason a drop here is refused, shown beside the line (see sections.css).
    'data-drop-refused': mark ? drag?.refused : undefined,
    'data-lifted': drag?.from === index ? 'true' : undefined,
  };
}

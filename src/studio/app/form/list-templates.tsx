// How the studio's form shows a list: rjsf templates for a list and its items. The page's sections are
// cards headed by their kind and headline, opened one by one (a card's fields drawn the first time it
// opens), each with "Add a section after"; every item has named move, duplicate and remove buttons and a
// handle to drag it by, or to pick it up from the keyboard (list-drag.tsx). "Add …" names the item in
// English ("Add a benefit", "Add another phrase").
import type { ArrayFieldItemTemplateProps, ArrayFieldTemplateProps } from '@rjsf/utils';
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { announce, itemMarks, useListDrag } from '../sections/list-drag.tsx';
import { itemLabel } from '../../../core/field-labels.ts';
import { headlineOf } from '../../shared/schema-helpers.ts';
import { PageDataContext, type StudioFormContext } from './form-context.ts';
import { titleInWords } from './field-templates.tsx';
import { fieldSelector, firstControl, focusInView } from '../editor/focus.ts';

/** The id of the words that tell how a drag handle is used (rendered once by the page editor). */
export const formDragHelpId = 'studio-drag-help';

/** A list's drag state, for its items' handles and drop lines. */
type ListDrag = ReturnType<typeof useListDrag>;
const ListDragContext = createContext<ListDrag | null>(null);

/** The handle an item is dragged by, or picked up from the keyboard (see list-drag.tsx). */
function DragHandle({ name, index }: { name: string; index: number }) {
  const drag = useContext(ListDragContext);
  if (!drag) return null;
  return (
    <button
      type="button"
      className="studio-drag-handle"
      data-drag-handle=""
      aria-label={`Drag ${name}`}
      title="Drag to move"
      {...drag.handleProps(index)}
    >
      ⠿
    </button>
  );
}

/** The attributes of an item for its list's drop line. */
function useItemMarks(index: number) {
  const drag = useContext(ListDragContext);
  return drag ? itemMarks(drag.drag, drag.mark(index), index) : {};
}

const isBlockList = (uiSchema: unknown) =>
  Boolean((uiSchema as { 'ui:options'?: { blockCards?: boolean } } | undefined)?.['ui:options']?.blockCards);
/** "a benefit", "an entry", "another phrase" (never "an other phrase"). */
const withArticle = (words: string) => (/^other\b/i.test(words) ? `an${words}` : `${/^[aeiou]/i.test(words) ? 'an' : 'a'} ${words}`);

function ItemButtons({ name, props, onMove }: { name: string; props: ArrayFieldItemTemplateProps; onMove?: (to: number) => void }) {
  const { buttonsProps: b, index } = props;
  // A section's card has its handle before its heading.
  const sectionCard = Boolean(onMove);
  const context = props.registry.formContext as StudioFormContext;
  // Said before each button changes the list, so what follows its items (a new page's placeholders) goes with them.
  const list = b.fieldPathId.path.slice(0, -1);
  const move = (to: number) => {
    context.listChanged?.({ path: list, kind: 'move', from: index, to });
    // Said to screen readers, as a move by keyboard drag is: the button keeps its place under the keyboard.
    announce(`Moved ${name} to position ${to + 1} of ${props.totalItems}.`);
  };
  // The item moves, and the button pressed moves with it, keeping the keyboard: it is brought back into view.
  // At the end of the list it can no longer be used, so the keyboard goes to the other move button.
  const follow = (button: HTMLButtonElement) =>
    requestAnimationFrame(() => {
      const group = button.closest('.studio-item-buttons');
      const target = button.disabled ? group?.querySelector<HTMLButtonElement>('button[data-move]:not(:disabled)') : button;
      if (target) focusInView(target, 'auto');
    });
  // A copy is made to be changed: it takes the keyboard (a section's card, an item's first field), in view.
  const toCopy = (button: HTMLButtonElement) =>
    requestAnimationFrame(() => {
      const copy = button.closest('.studio-item, .studio-card')?.nextElementSibling;
      const target =
        copy?.querySelector<HTMLElement>(':scope > .studio-card-head .studio-card-toggle') ?? firstControl(copy, fieldSelector);
      if (target) focusInView(target, 'auto');
    });
  return (
    <div className="studio-item-buttons" role="group" aria-label={`Arrange ${name}`}>
      {!sectionCard && props.totalItems > 1 && <DragHandle name={name} index={index} />}
      <button
        type="button"
        disabled={!b.hasMoveUp}
        aria-label={`Move ${name} up`}
        title="Move up"
        data-move
        onClick={(event) => (move(index - 1), b.onMoveUpItem(), onMove?.(index - 1), follow(event.currentTarget))}
      >
        ↑
      </button>
      <button
        type="button"
        disabled={!b.hasMoveDown}
        aria-label={`Move ${name} down`}
        title="Move down"
        data-move
        onClick={(event) => (move(index + 1), b.onMoveDownItem(), onMove?.(index + 1), follow(event.currentTarget))}
      >
        ↓
      </button>
      {b.hasCopy && (
        <button
          type="button"
          aria-label={`Duplicate ${name}`}
          title="Duplicate"
          onClick={(event) => (
            context.listChanged?.({ path: list, kind: 'copy', at: index }),
            b.onCopyItem(),
            announce(`Duplicated ${name}: the copy is next, at position ${index + 2} of ${props.totalItems + 1}.`),
            toCopy(event.currentTarget)
          )}
        >
          Duplicate
        </button>
      )}
      {b.hasRemove && (
        <button
          type="button"
          className="studio-danger"
          aria-label={`Remove ${name}`}
          title="Remove"
          onClick={(event) => (
            context.removing?.(name, event.currentTarget),
            context.listChanged?.({ path: list, kind: 'remove', at: index }),
            b.onRemoveItem()
          )}
        >
          Remove
        </button>
      )}
    </div>
  );
}

export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { index, children, parentUiSchema, registry, schema } = props;
  const context = registry.formContext as StudioFormContext;
  const page = useContext(PageDataContext);
  const section = isBlockList(parentUiSchema);
  const open = section && context.openBlocks.has(index);
  // A section's fields are drawn the first time its card opens, and kept from then on: a page opens with
  // every card closed, and drawing the fields of all its sections was most of the time it took to open.
  const [drawn, setDrawn] = useState(open);
  if (open && !drawn) setDrawn(true);
  const marks = useItemMarks(index);
  if (section) {
    const block = page.blocks?.[index] as { type?: string } | undefined;
    const kind = context.kinds.get(block?.type ?? '')?.title ?? block?.type ?? 'Section';
    const headline = headlineOf(block);
    const name = `section ${index + 1} (${kind}${headline ? `: ${headline}` : ''})`;
    const bodyId = `studio-block-${index}`;
    return (
      <div className={`studio-card${open ? ' is-open' : ''}`} data-block-card={index} {...marks}>
        <div className="studio-card-head">
          {props.totalItems > 1 && <DragHandle name={name} index={index} />}
          <button
            type="button"
            className="studio-card-toggle"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => context.toggleBlock(index, !open)}
          >
            <span className="studio-card-kind">{kind}</span>
            <span className="studio-card-headline">{headline || 'No headline yet'}</span>
          </button>
          <ItemButtons name={name} props={props} onMove={(to) => context.movedBlock(index, to)} />
        </div>
        <div id={bodyId} className="studio-card-body" hidden={!open}>
          {drawn && children}
        </div>
        <button type="button" className="studio-insert" onClick={() => context.addSection(index + 1)}>
          Add a section after {kind}
        </button>
      </div>
    );
  }
  const itemTitle = titleInWords(schema.title, 'item');
  return (
    <div className="studio-item" {...marks}>
      <div className="studio-item-body">{children}</div>
      <ItemButtons name={`${itemTitle} ${index + 1}`} props={props} />
    </div>
  );
}

export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { title, schema, items, canAdd, onAddClick, uiSchema, registry, fieldPathId } = props;
  const context = registry.formContext as StudioFormContext;
  const itemSchema = schema.items && typeof schema.items === 'object' && !Array.isArray(schema.items) ? schema.items : {};
  const itemTitle = titleInWords(itemSchema.title, 'item');
  const blocks = isBlockList(uiSchema);
  const page = useContext(PageDataContext);
  const list = useRef<HTMLDivElement>(null);
  // An item added by "Add …" takes the keyboard once it is drawn: its first field, where the editor types next.
  const adding = useRef(false);
  useEffect(() => {
    if (!adding.current) return;
    adding.current = false;
    const field = firstControl(list.current?.lastElementChild, fieldSelector);
    if (field) focusInView(field);
  }, [items.length]);
  const path = fieldPathId.path;
  const drag = useListDrag({
    count: items.length,
    name: (index) =>
      blocks
        ? (context.kinds.get((page.blocks?.[index] as { type?: string } | undefined)?.type ?? '')?.title ?? 'Section')
        : itemLabel(typeof itemSchema.title === 'string' ? itemSchema.title : title, index),
    boxes: () => [...(list.current?.children ?? [])].map((item) => item.getBoundingClientRect()),
    refusal: (from, to) => context.moveRefusal?.(path, from, to),
    onMove: (from, to) => context.moveItem?.(path, from, to),
    handleAt: (index) =>
      list.current?.children[index]?.querySelector<HTMLElement>(
        ':scope > .studio-card-head > [data-drag-handle], :scope > .studio-item-buttons > [data-drag-handle]',
      ),
    scroller: () => list.current?.closest('.studio-form'),
    helpId: formDragHelpId,
  });
  return (
    <fieldset className={`studio-array${blocks ? ' studio-blocks' : ''}`} id={fieldPathId.$id}>
      {title && <legend>{title}</legend>}
      {schema.description && <p className="studio-description">{schema.description}</p>}
      <ListDragContext value={context.moveItem ? drag : null}>
        <div className="studio-items" ref={list}>
          {items}
        </div>
      </ListDragContext>
      {canAdd &&
        (blocks ? (
          <button type="button" className="studio-add studio-add-section" onClick={() => context.addSection(items.length)}>
            Add section
          </button>
        ) : (
          <button
            type="button"
            className="studio-add"
            onClick={() => {
              adding.current = true;
              // Its texts start as texts still to write (placeholder-places.ts), not as problems.
              context.listChanged?.({ path, kind: 'insert', at: items.length, count: 1 });
              onAddClick();
            }}
          >
            Add {withArticle(itemTitle)}
          </button>
        ))}
    </fieldset>
  );
}

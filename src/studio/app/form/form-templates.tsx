// How the studio's form looks and reads: rjsf templates that turn the page schema into sections an
// editor recognises. Blocks are cards headed by their kind and headline; every list item has named
// move, duplicate and remove buttons; optional parts wait behind "Add …".
import {
  errorId,
  getUiOptions,
  type FieldErrorProps,
  type ArrayFieldItemTemplateProps,
  type ArrayFieldTemplateProps,
  type FieldTemplateProps,
  type MultiSchemaFieldTemplateProps,
  type ObjectFieldTemplateProps,
  type OptionalDataControlsTemplateProps,
  type RegistryWidgetsType,
  type TemplatesType,
} from '@rjsf/utils';
import { createContext, useContext, useRef, useState } from 'react';
import { itemMarks, useListDrag } from '../sections/list-drag.tsx';
import type { ListPath } from '../sections/moves.ts';
import { FastBaseInputTemplate, FastTextareaWidget, FastTextWidget } from './fast-fields.tsx';
import { itemLabel } from '../../../core/field-labels.ts';
import { toPointer } from '../../../core/json-pointer.ts';
import { isShownText } from '../preview/preview-fields.ts';
import { advancedFields, headlineOf, humanize, type BlockKind } from '../../shared/schema-helpers.ts';
import { StudioSelectWidget } from './widgets.tsx';

/** The page as the form last handed it on, for the cards' headings (a context, so typing never changes the form's props). */
export const PageDataContext = createContext<{ blocks?: unknown[] }>({});

export interface StudioFormContext {
  /** The page file being edited (about.json), which a photo added to it is stored for. */
  pageFile?: string;
  kinds: Map<string, BlockKind>;
  openBlocks: ReadonlySet<number>;
  toggleBlock: (index: number, open: boolean) => void;
  /** A block moved from one place to another (its card stays open if it was). */
  movedBlock: (from: number, to: number) => void;
  /** Opens the section picker for a new section at this place. */
  addSection: (at: number) => void;
  /** A section or item is about to be removed (its name, and the element of its Remove button): the editor offers Undo. */
  removing?: (name: string, from: HTMLElement) => void;
  /** Moves the item of the list at `path` from one place to another (a drag, or its keyboard equivalent). */
  moveItem?: (path: ListPath, from: number, to: number) => void;
  /** Why that move is not allowed, or undefined. */
  moveRefusal?: (path: ListPath, from: number, to: number) => string | undefined;
  /** Puts the keyboard in the field's words where the preview shows them (`from`: where it goes back to). */
  editInPreview?: (pointer: string, from: HTMLElement) => void;
}

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
const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
/** "a benefit", "an entry". */
const withArticle = (words: string) => `${/^[aeiou]/i.test(words) ? 'an' : 'a'} ${words}`;
/** The place of a list item from its field id (root_blocks_2_items_4 is item 5), or undefined for a field that is no item. */
const itemNumber = (id: string) => {
  const match = /_(\d+)$/.exec(id);
  return match ? Number(match[1]) + 1 : undefined;
};
/** A list item's heading: "Benefit 3" (never the form library's "Items-3"), as every other place names it (itemLabel). */
export const itemHeading = (title: string | undefined, id: string) => {
  const number = itemNumber(id);
  return number === undefined ? title : itemLabel(title, number - 1);
};

function ItemButtons({ name, props, onMove }: { name: string; props: ArrayFieldItemTemplateProps; onMove?: (to: number) => void }) {
  const { buttonsProps: b, index } = props;
  // A section's card has its handle before its heading.
  const sectionCard = Boolean(onMove);
  const context = props.registry.formContext as StudioFormContext;
  return (
    <div className="studio-item-buttons" role="group" aria-label={`Arrange ${name}`}>
      {!sectionCard && props.totalItems > 1 && <DragHandle name={name} index={index} />}
      <button
        type="button"
        disabled={!b.hasMoveUp}
        aria-label={`Move ${name} up`}
        title="Move up"
        onClick={() => (b.onMoveUpItem(), onMove?.(index - 1))}
      >
        ↑
      </button>
      <button
        type="button"
        disabled={!b.hasMoveDown}
        aria-label={`Move ${name} down`}
        title="Move down"
        onClick={() => (b.onMoveDownItem(), onMove?.(index + 1))}
      >
        ↓
      </button>
      {b.hasCopy && (
        <button type="button" aria-label={`Duplicate ${name}`} title="Duplicate" onClick={() => b.onCopyItem()}>
          Duplicate
        </button>
      )}
      {b.hasRemove && (
        <button
          type="button"
          className="studio-danger"
          aria-label={`Remove ${name}`}
          title="Remove"
          onClick={(event) => (context.removing?.(name, event.currentTarget), b.onRemoveItem())}
        >
          Remove
        </button>
      )}
    </div>
  );
}

function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
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
  const itemTitle = typeof schema.title === 'string' ? lower(schema.title) : 'item';
  return (
    <div className="studio-item" {...marks}>
      <div className="studio-item-body">{children}</div>
      <ItemButtons name={`${itemTitle} ${index + 1}`} props={props} />
    </div>
  );
}

function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { title, schema, items, canAdd, onAddClick, uiSchema, registry, fieldPathId } = props;
  const context = registry.formContext as StudioFormContext;
  const itemSchema = schema.items && typeof schema.items === 'object' && !Array.isArray(schema.items) ? schema.items : {};
  const itemTitle = typeof itemSchema.title === 'string' ? lower(itemSchema.title) : 'item';
  const blocks = isBlockList(uiSchema);
  const page = useContext(PageDataContext);
  const list = useRef<HTMLDivElement>(null);
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
          <button type="button" className="studio-add" onClick={() => onAddClick()}>
            Add {withArticle(itemTitle)}
          </button>
        ))}
    </fieldset>
  );
}

/** A block's kind is chosen once, in the "Add section" picker; other choices (a paragraph or a list) keep their selector. */
function MultiSchemaFieldTemplate({ selector, optionSchemaField, uiSchema }: MultiSchemaFieldTemplateProps) {
  const blockItem = Boolean((uiSchema as { 'ui:options'?: { blockItem?: boolean } } | undefined)?.['ui:options']?.blockItem);
  return (
    <div className="studio-choice">
      {/* Named, as every control is: which kind of text this part is (a paragraph, a list…). */}
      {!blockItem && selector && <label>Kind {selector}</label>}
      {optionSchemaField}
    </div>
  );
}

function OptionalDataControlsTemplate({ id, schema, label, onAddClick, onRemoveClick }: OptionalDataControlsTemplateProps) {
  const what = typeof schema.title === 'string' ? lower(schema.title) : 'this part';
  if (onAddClick)
    return (
      <button type="button" id={id} className="studio-add" onClick={onAddClick}>
        Add {what}
      </button>
    );
  if (onRemoveClick)
    return (
      <button type="button" id={id} className="studio-remove-optional" onClick={onRemoveClick}>
        Remove {what}
      </button>
    );
  return <em id={id}>{label}</em>;
}

/**
 * A field with its label, its help and its message. A required field says "Required" until it is
 * filled; a list item is numbered ("Badge 2").
 */
function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, errors, help, description, hidden, required, displayLabel, classNames, style, schema, uiSchema, formData } =
    props;
  if (hidden) return <div className="hidden">{children}</div>;
  const checkbox = getUiOptions(uiSchema).widget === 'checkbox' || schema.type === 'boolean';
  const empty = formData === undefined || formData === null || formData === '';
  const scalar = schema.type !== 'object' && schema.type !== 'array';
  // Words of a section a visitor reads: also edited where the preview shows them (the button, or Alt+Enter in the field).
  const editInPreview = (props.registry.formContext as StudioFormContext | undefined)?.editInPreview;
  const path = props.fieldPathId?.path ?? [];
  const inPreview =
    editInPreview && !empty && isShownText(schema, path) ? (from: HTMLElement) => editInPreview(toPointer(path), from) : undefined;
  return (
    <div
      className={inPreview ? `${classNames ?? ''} studio-shown-text` : classNames}
      style={style}
      onKeyDown={
        inPreview &&
        ((event) => {
          if (event.key !== 'Enter' || !event.altKey || !(event.target as Element).matches('input, textarea')) return;
          event.preventDefault();
          inPreview(event.target as HTMLElement);
        })
      }
    >
      {displayLabel && !checkbox && (
        <label htmlFor={id} id={`${id}__label`} className="control-label">
          {scalar ? itemHeading(label, id) : label}
          {required && empty && scalar && <span className="studio-required"> Required</span>}
        </label>
      )}
      {displayLabel && description}
      {children}
      {inPreview && (
        <button
          type="button"
          className="studio-edit-in-preview"
          aria-keyshortcuts="Alt+Enter"
          aria-describedby={`${id}__label`}
          onClick={(event) => inPreview(document.getElementById(id) ?? event.currentTarget)}
        >
          Edit in the preview
        </button>
      )}
      {errors}
      {help}
    </div>
  );
}

/**
 * An object's fields, its technical ones (see advancedFields) in a closed "Advanced" group; a list item's
 * heading is numbered ("Benefit 3").
 */
function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { title, description, properties, fieldPathId, schema, optionalDataControl, registry, uiSchema } = props;
  const id = fieldPathId.$id;
  // A choice between kinds (a section, a piece of text) has no fields of its own: its chosen kind shows them.
  if ((schema.oneOf || schema.anyOf) && !schema.properties && properties.length === 0) return null;
  // The page itself and a section (headed by its card) need no heading of their own.
  const isBlock = id === 'root' || /^root_blocks_\d+$/.test(id);
  const heading = isBlock ? undefined : itemHeading(title, id);
  const needed = new Set((schema.required as string[] | undefined) ?? []);
  // A fixed value (a piece of text's kind, chosen by its selector) is nothing an editor writes.
  const fields = properties.filter((p) => (schema.properties?.[p.name] as { const?: unknown } | undefined)?.const === undefined);
  const advanced = fields.filter((p) => !p.hidden && advancedFields.has(p.name) && !needed.has(p.name));
  const plain = fields.filter((p) => !advanced.includes(p));
  const DescriptionFieldTemplate = registry.templates.DescriptionFieldTemplate;
  return (
    <fieldset className="studio-object" id={id}>
      {heading && <legend id={`${id}__title`}>{heading}</legend>}
      {optionalDataControl}
      {description && id !== 'root' && (
        <DescriptionFieldTemplate
          id={`${id}__description`}
          description={description}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
      {plain.map((p) => p.content)}
      {advanced.length > 0 && (
        <details className="studio-advanced">
          <summary>Advanced</summary>
          {advanced.map((p) => p.content)}
        </details>
      )}
    </fieldset>
  );
}

/**
 * A field's messages under it, naming the field as its label does: under "Headline", "Headline must not
 * be empty." (the check names the field by its key, which reads "Title").
 */
function FieldErrorTemplate({ errors = [], fieldPathId, schema }: FieldErrorProps) {
  const shown = errors.filter(Boolean);
  if (!shown.length) return null;
  const key = humanize(fieldPathId.$id.split('_').pop() ?? '');
  const label = typeof schema.title === 'string' ? schema.title : '';
  return (
    <div>
      <ul id={errorId(fieldPathId)} className="error-detail bs-callout bs-callout-info">
        {shown.map((error, index) => (
          <li key={index} className="text-danger">
            {typeof error === 'string' && label && key && error.startsWith(`${key} `) ? `${label}${error.slice(key.length)}` : error}
          </li>
        ))}
      </ul>
    </div>
  );
}

export const studioTemplates: Partial<TemplatesType> = {
  FieldTemplate,
  FieldErrorTemplate,
  ObjectFieldTemplate,
  BaseInputTemplate: FastBaseInputTemplate,
  ArrayFieldItemTemplate,
  ArrayFieldTemplate,
  MultiSchemaFieldTemplate,
  OptionalDataControlsTemplate,
};

/** The studio's widgets: buffered text (growing for long text, a page picker for links) and the icon grid. */
export const studioWidgets: RegistryWidgetsType = {
  TextWidget: FastTextWidget,
  TextareaWidget: FastTextareaWidget,
  SelectWidget: StudioSelectWidget,
};

export const studioUiSchema = {
  'ui:submitButtonOptions': { norender: true },
  // The page itself is never optional; its optional parts (a share image, article dates) are.
  'ui:options': { enableOptionalDataFieldForType: [] },
  'ui:globalOptions': { copyable: true, orderable: true, enableOptionalDataFieldForType: ['object' as const] },
  $schema: { 'ui:widget': 'hidden' },
  blocks: { 'ui:options': { blockCards: true }, items: { 'ui:options': { blockItem: true }, type: { 'ui:widget': 'hidden' } } },
};

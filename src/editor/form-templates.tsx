// How the studio's form looks and reads: rjsf templates that turn the page schema into sections an
// editor recognises. Blocks are cards headed by their kind and headline; every list item has named
// move, duplicate and remove buttons; optional parts wait behind "Add …".
import type {
  ArrayFieldItemTemplateProps,
  ArrayFieldTemplateProps,
  MultiSchemaFieldTemplateProps,
  OptionalDataControlsTemplateProps,
  TemplatesType,
} from '@rjsf/utils';
import { createContext, useContext } from 'react';
import { FastBaseInputTemplate } from './fast-fields.tsx';
import { headlineOf, type BlockKind } from './schema-helpers.ts';

/** The page as the form last handed it on, for the cards' headings (a context, so typing never changes the form's props). */
export const PageDataContext = createContext<{ blocks?: unknown[] }>({});

export interface StudioFormContext {
  kinds: Map<string, BlockKind>;
  openBlocks: ReadonlySet<number>;
  toggleBlock: (index: number, open: boolean) => void;
  /** A block moved from one place to another (its card stays open if it was). */
  movedBlock: (from: number, to: number) => void;
  /** Opens the section picker for a new section at this place. */
  addSection: (at: number) => void;
  /** A section or item is about to be removed (its name, and the element of its Remove button): the editor offers Undo. */
  removing?: (name: string, from: HTMLElement) => void;
}

const isBlockList = (uiSchema: unknown) =>
  Boolean((uiSchema as { 'ui:options'?: { blockCards?: boolean } } | undefined)?.['ui:options']?.blockCards);
const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

function ItemButtons({ name, props, onMove }: { name: string; props: ArrayFieldItemTemplateProps; onMove?: (to: number) => void }) {
  const { buttonsProps: b, index } = props;
  const context = props.registry.formContext as StudioFormContext;
  return (
    <div className="studio-item-buttons" role="group" aria-label={`Arrange ${name}`}>
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
  if (isBlockList(parentUiSchema)) {
    const block = page.blocks?.[index] as { type?: string } | undefined;
    const kind = context.kinds.get(block?.type ?? '')?.title ?? block?.type ?? 'Section';
    const headline = headlineOf(block);
    const name = `section ${index + 1} (${kind}${headline ? `: ${headline}` : ''})`;
    const open = context.openBlocks.has(index);
    const bodyId = `studio-block-${index}`;
    return (
      <div className={`studio-card${open ? ' is-open' : ''}`} data-block-card={index}>
        <div className="studio-card-head">
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
          {children}
        </div>
        <button type="button" className="studio-insert" onClick={() => context.addSection(index + 1)}>
          Add a section after {kind}
        </button>
      </div>
    );
  }
  const itemTitle = typeof schema.title === 'string' ? lower(schema.title) : 'item';
  return (
    <div className="studio-item">
      <div className="studio-item-body">{children}</div>
      <ItemButtons name={`${itemTitle} ${index + 1}`} props={props} />
    </div>
  );
}

function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { title, schema, items, canAdd, onAddClick, uiSchema, registry, fieldPathId } = props;
  const context = registry.formContext as StudioFormContext;
  const itemSchema = schema.items && typeof schema.items === 'object' && !Array.isArray(schema.items) ? schema.items : {};
  const itemTitle = typeof itemSchema.title === 'string' ? lower(itemSchema.title) : `${lower(title || 'item')} item`;
  const blocks = isBlockList(uiSchema);
  return (
    <fieldset className={`studio-array${blocks ? ' studio-blocks' : ''}`} id={fieldPathId.$id}>
      {title && <legend>{title}</legend>}
      {schema.description && <p className="studio-description">{schema.description}</p>}
      <div className="studio-items">{items}</div>
      {canAdd &&
        (blocks ? (
          <button type="button" className="studio-add studio-add-section" onClick={() => context.addSection(items.length)}>
            Add section
          </button>
        ) : (
          <button type="button" className="studio-add" onClick={() => onAddClick()}>
            Add {itemTitle}
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
      {!blockItem && selector}
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

export const studioTemplates: Partial<TemplatesType> = {
  BaseInputTemplate: FastBaseInputTemplate,
  ArrayFieldItemTemplate,
  ArrayFieldTemplate,
  MultiSchemaFieldTemplate,
  OptionalDataControlsTemplate,
};

// How the studio's form reads, field by field: rjsf templates for a field (its label, "Required" until it
// is filled, "Edit in the preview" for words the preview shows), an object's fields (its technical ones
// in a closed "Advanced" group), a field's messages named as its label, a choice between kinds, and an
// optional part waiting behind "Add …". A list item's heading is numbered ("Benefit 3"). A hero's or a call
// to action's headline has "Try another headline" beside it, and the headline test's versions and texts
// are headed by their names (headline-test-fields.tsx).
import {
  errorId,
  getUiOptions,
  type FieldErrorProps,
  type FieldTemplateProps,
  type MultiSchemaFieldTemplateProps,
  type ObjectFieldTemplateProps,
  type OptionalDataControlsTemplateProps,
} from '@rjsf/utils';
import { itemLabel } from '../../../core/field-labels.ts';
import { toPointer } from '../../../core/json-pointer.ts';
import { isShownText } from '../preview/preview-fields.ts';
import { advancedFields, humanize } from '../../shared/schema-helpers.ts';
import { useContext } from 'react';
import { PageDataContext, type StudioFormContext } from './form-context.ts';
import { testHeading, TryHeadline } from './headline-test-fields.tsx';
import { testedKinds } from '../../engine/headline-test.ts';

/** A schema's title as words inside a sentence ("Add a benefit"), or `otherwise` where it has none. */
export const titleInWords = (title: unknown, otherwise: string) =>
  typeof title === 'string' ? title.charAt(0).toLowerCase() + title.slice(1) : otherwise;

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

/** A block's kind is chosen once, in the "Add section" picker; other choices (a paragraph or a list) keep their selector. */
export function MultiSchemaFieldTemplate({ selector, optionSchemaField, uiSchema }: MultiSchemaFieldTemplateProps) {
  const blockItem = Boolean((uiSchema as { 'ui:options'?: { blockItem?: boolean } } | undefined)?.['ui:options']?.blockItem);
  return (
    <div className="studio-choice">
      {/* Named, as every control is: which kind of text this part is (a paragraph, a list…). */}
      {!blockItem && selector && <label>Kind {selector}</label>}
      {optionSchemaField}
    </div>
  );
}

export function OptionalDataControlsTemplate({ id, schema, label, onAddClick, onRemoveClick }: OptionalDataControlsTemplateProps) {
  const what = titleInWords(schema.title, 'this part');
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
export function FieldTemplate(props: FieldTemplateProps) {
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
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { title, description, properties, fieldPathId, schema, optionalDataControl, registry, uiSchema, formData } = props;
  const id = fieldPathId.$id;
  const page = useContext(PageDataContext);
  // A choice between kinds (a section, a piece of text) has no fields of its own: its chosen kind shows them.
  if ((schema.oneOf || schema.anyOf) && !schema.properties && properties.length === 0) return null;
  // The page itself and a section (headed by its card) need no heading of their own.
  const isBlock = id === 'root' || /^root_blocks_\d+$/.test(id);
  // A hero's or a call to action's headline has "Try another headline" beside it.
  const block =
    /^root_blocks_(\d+)$/.exec(id) && testedKinds.has(String((formData as { type?: unknown } | undefined)?.type)) ? id : undefined;
  const heading = isBlock ? undefined : (testHeading(id, formData, registry.rootSchema, page) ?? itemHeading(title, id));
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
      {plain.map((p) =>
        block && p.name === 'title' ? (
          <div key={p.name}>
            {p.content}
            <TryHeadline
              block={formData}
              index={Number(block.slice('root_blocks_'.length))}
              context={registry.formContext as StudioFormContext | undefined}
            />
          </div>
        ) : (
          p.content
        ),
      )}
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
export function FieldErrorTemplate({ errors = [], fieldPathId, schema }: FieldErrorProps) {
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

// How the studio's form looks and reads, put together for rjsf: the templates that turn the page schema
// into sections an editor recognises (list-templates.tsx: section cards and list items; field-templates.tsx:
// fields, objects, messages, choices and optional parts), the studio's widgets, and the form's ui schema.
import type { RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import { FastBaseInputTemplate, FastTextareaWidget, FastTextWidget } from './fast-fields.tsx';
import {
  FieldErrorTemplate,
  FieldTemplate,
  MultiSchemaFieldTemplate,
  ObjectFieldTemplate,
  OptionalDataControlsTemplate,
} from './field-templates.tsx';
import { ArrayFieldItemTemplate, ArrayFieldTemplate } from './list-templates.tsx';
import { StudioSelectWidget } from './widgets.tsx';
import { PageTextWidget } from './headline-test-fields.tsx';

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

/** The studio's widgets: buffered text (growing for long text, a page picker for links), the icon grid, and a choice of the page's texts (a headline test's). */
export const studioWidgets: RegistryWidgetsType = {
  TextWidget: FastTextWidget,
  TextareaWidget: FastTextareaWidget,
  SelectWidget: StudioSelectWidget,
  pageText: PageTextWidget,
};

export const studioUiSchema = {
  'ui:submitButtonOptions': { norender: true },
  // The page itself is never optional; its optional parts (a share picture, article dates) are.
  'ui:options': { enableOptionalDataFieldForType: [] },
  'ui:globalOptions': { copyable: true, orderable: true, enableOptionalDataFieldForType: ['object' as const] },
  $schema: { 'ui:widget': 'hidden' },
  blocks: { 'ui:options': { blockCards: true }, items: { 'ui:options': { blockItem: true }, type: { 'ui:widget': 'hidden' } } },
  // A headline test's text is chosen from the page's texts by their names, never typed as a place in the file.
  experiment: { variants: { items: { texts: { items: { field: { 'ui:widget': 'pageText' } } } } } },
};

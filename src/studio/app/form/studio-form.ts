// The studio form's settings, in one place: the page editor and the tests that render its form use the same
// templates, widgets, fields and defaults, so what a test reads is what an editor sees.
import { pageStateBehaviour } from './form-defaults.ts';
import { studioTemplates, studioUiSchema, studioWidgets } from './form-templates.tsx';
import { StudioObjectField } from './PhotoField.tsx';
import { WholeNumberField } from './WholeNumberField.tsx';

export const studioFormProps = {
  noHtml5Validate: true,
  // Problems are listed above the form and under their fields, in the studio's words, not by the form library.
  showErrorList: false as const,
  // The file keeps what the editor wrote: schema defaults are applied when the page is resolved (see form-defaults.ts).
  experimental_defaultFormStateBehavior: pageStateBehaviour,
  templates: studioTemplates,
  uiSchema: studioUiSchema,
  widgets: studioWidgets,
  // The form's own fields, but a photo's (see PhotoField) and whole numbers (see WholeNumberField).
  fields: { ObjectField: StudioObjectField, NumberField: WholeNumberField },
};

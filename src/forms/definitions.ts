import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import audit from '../../schema/forms/audit.form.json' with { type: 'json' };
import webinar from '../../schema/forms/webinar.form.json' with { type: 'json' };
import auditValidators from '../generated/forms/audit.validator.js';
import webinarValidators from '../generated/forms/webinar.validator.js';
import type { FormMessages, FormName, FormSubmission } from './form-types.ts';

export type { FormMessages, FormName, FormSubmission } from './form-types.ts';

/** A lead form as its JSON file defines it, for react-jsonschema-form, which renders it at build time. */
export interface FormDefinition {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  messages: FormMessages;
  /** The name of the form service's spam trap, a field people never see; a submission with it filled is a bot's. */
  honeypot: string;
  submission: FormSubmission;
  validator: ValidatorType<Record<string, unknown>, RJSFSchema>;
}

function define(
  file: { schema: unknown; uiSchema: unknown; messages: unknown; honeypot: string; submission: FormSubmission },
  validators: unknown,
): FormDefinition {
  const schema = file.schema as RJSFSchema;
  return {
    schema,
    uiSchema: file.uiSchema as UiSchema,
    messages: file.messages as FormMessages,
    honeypot: file.honeypot,
    submission: file.submission,
    validator: createPrecompiledValidator<Record<string, unknown>>(validators as Parameters<typeof createPrecompiledValidator>[0], schema),
  };
}

export const formDefinitions: Record<FormName, FormDefinition> = {
  audit: define(audit, auditValidators),
  webinar: define(webinar, webinarValidators),
};

import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import audit from '../../schema/forms/audit.form.json';
import webinar from '../../schema/forms/webinar.form.json';
import auditValidators from '../generated/forms/audit.validator.js';
import webinarValidators from '../generated/forms/webinar.validator.js';

export type FormName = 'audit' | 'webinar';

export interface FormMessages {
  subject: string;
  submit: string;
  submitting: string;
  successTitle: string;
  successText: string;
  errorTitle: string;
  errorText: string;
  /** Shown only to visitors without JavaScript, above the submit button: what happens when they send. */
  noScript: string;
  /** The honeypot's label: only a browser that shows it anyway (one without CSS) puts it before a person. */
  honeypotLabel: string;
  /** Inline messages by "field.keyword", for example "website.pattern". */
  [fieldRule: string]: string;
}

/** What differs between the forms when one is sent, as its JSON file says. */
export interface FormSubmission {
  /** The names posted, in order: access_key and subject besides the form's fields. A list of choices goes as one comma-joined string. */
  payload: string[];
  /** Console lines for whoever looks after the site: each request with its answer, or each failure. */
  log?: { request?: string; failure?: string; unknownReason?: string };
  /** Mark required fields with an asterisk (a form with optional fields among them). */
  markRequired?: boolean;
}

/** A lead form as its JSON file defines it, with its precompiled validator (no schema compiled in the browser). */
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

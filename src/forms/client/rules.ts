// What the browser needs to run one lead form: its fields, messages, submission list, honeypot and the
// validator precompiled from its JSON Schema (no schema is compiled in the browser; the CSP has no unsafe-eval).
import type { FormFieldsSchema, FormMessages, FormName, FormSubmission } from '../form-types.ts';

export interface ValidationError {
  keyword: string;
  instancePath: string;
  params: { missingProperty?: string };
  message?: string;
}

export interface CompiledValidator {
  (data: unknown): boolean;
  errors?: ValidationError[] | null;
}

export interface FormRules {
  name: FormName;
  fields: NonNullable<FormFieldsSchema['properties']>;
  messages: FormMessages;
  honeypot: string;
  submission: FormSubmission;
  validate: CompiledValidator;
}

interface FormFile {
  schema: FormFieldsSchema & { $id?: string };
  messages: FormMessages;
  honeypot: string;
  submission: FormSubmission;
}

/** A form's rules from its JSON file and its precompiled validators (one per schema id). */
export function formRules(name: FormName, file: FormFile, validators: unknown): FormRules {
  const validate = (validators as Record<string, CompiledValidator>)[file.schema.$id ?? ''];
  if (!validate) throw new Error(`No precompiled validator for ${file.schema.$id}: run npm run compile-forms.`);
  return {
    name,
    fields: file.schema.properties ?? {},
    messages: file.messages,
    honeypot: file.honeypot,
    submission: file.submission,
    validate,
  };
}

/** Each form's rules are a chunk of their own: a page downloads only the forms it has. */
export const loadRules: Record<FormName, () => Promise<FormRules>> = {
  audit: () => import('./audit.rules.ts').then((m) => m.rules),
  webinar: () => import('./webinar.rules.ts').then((m) => m.rules),
};

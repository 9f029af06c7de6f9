// What the browser needs to run one lead form: its fields, messages, submission list, honeypot and the
// validator precompiled from its JSON Schema (no schema is compiled in the browser; the CSP has no unsafe-eval).
// The validator (src/generated/forms/<form>.browser.js) names what is wrong by keyword; what a visitor
// reads comes from the form's messages, or else from the plain words of validatorMessages below.
import type { FormMessages, FormName, FormSubmission } from '../form-types.ts';

export interface ValidationError {
  keyword: string;
  instancePath: string;
  params: { missingProperty?: string };
}

export interface CompiledValidator {
  (data: unknown): boolean;
  errors?: ValidationError[] | null;
}

/** Each field of a form's schema: its type and, for a field checked as it is typed, its pattern. */
export type FormFields = Record<string, { type?: string; pattern?: string }>;

export interface FormRules {
  name: FormName;
  fields: FormFields;
  messages: FormMessages;
  honeypot: string;
  submission: FormSubmission;
  validate: CompiledValidator;
}

/** A form's module for the browser (src/generated/forms/<form>.browser.js, from its JSON file). */
interface BrowserForm {
  validate: CompiledValidator;
  fields: FormFields;
  messages: Omit<FormMessages, 'noScript' | 'honeypotLabel'>;
  honeypot: string;
  submission: FormSubmission;
}

/**
 * What a visitor reads under a field the browser's own checks let through and the validator stopped,
 * when the form's messages have nothing for that field and rule ("website.pattern"), by rule.
 */
export const validatorMessages: Record<string, string> = {
  required: 'Please fill in this field.',
  minLength: 'Please fill in this field.',
  maxLength: 'This is longer than this field allows.',
  format: 'Please check what you entered here.',
  pattern: 'Please check what you entered here.',
  enum: 'Please choose one of the options.',
  uniqueItems: 'Please choose each option once.',
  type: 'Please check what you entered here.',
};

/** A form's rules from its module for the browser. */
export function formRules(name: FormName, { validate, fields, messages, honeypot, submission }: BrowserForm): FormRules {
  return { name, fields, messages: messages as FormMessages, honeypot, submission, validate };
}

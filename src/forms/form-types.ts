// What a lead form's JSON file (schema/forms/*.form.json) says besides its schema, shared by the
// build-time renderer and the code that wakes the form in the browser.
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
  /**
   * The names posted, in order: access_key, subject and submission_id besides the form's fields. A list
   * of choices goes as one comma-joined string.
   */
  payload: string[];
  /** Console lines for whoever looks after the site: each request with its answer, or each failure. */
  log?: { request?: string; failure?: string; unknownReason?: string };
  /** Mark required fields with an asterisk (a form with optional fields among them). */
  markRequired?: boolean;
}

/** The part of a form's JSON Schema the browser reads: each field's type and, for a live check, its pattern. */
export interface FormFieldsSchema {
  properties?: Record<string, { type?: string; pattern?: string } | boolean>;
}

/** The name under which a lead carries its submission id, so the inbox can drop a duplicate sent after a timeout. */
export const submissionIdField = 'submission_id';
/** The form service's field naming where it sends a visitor after a post without JavaScript. */
export const redirectField = 'redirect';
/** The site's page that thanks a visitor whose form was posted without JavaScript. */
export const thanksPath = '/thanks';

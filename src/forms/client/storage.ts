// What a form keeps in session storage: the draft of what was typed (so a failure or a reload loses
// nothing) and the id of the lead being sent (so a retry after a timeout is recognisably the same lead).
import type { FormName } from '../form-types.ts';

export type Values = Record<string, string | string[]>;

const draftKey = (form: FormName) => `lead-form-draft:${form}`;
const submissionKey = (form: FormName) => `lead-form-submission:${form}`;

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | undefined): void {
  try {
    if (value === undefined) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Storage can be full or blocked; the form works without it.
  }
}

export function readDraft(form: FormName): Values | undefined {
  try {
    const raw = read(draftKey(form));
    return raw ? (JSON.parse(raw) as Values) : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the draft while anything is typed; an empty form has none. */
export function writeDraft(form: FormName, values: Values | undefined): void {
  const typed = values && Object.values(values).some((v) => v.length > 0);
  write(draftKey(form), typed ? JSON.stringify(values) : undefined);
}

function newId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The id of the lead being sent: made at the first attempt and kept until one succeeds. A timeout does
 * not mean the service did not receive the lead; the retry carries the same id, and the inbox can drop
 * the second copy.
 */
export function submissionId(form: FormName): string {
  const kept = read(submissionKey(form));
  if (kept) return kept;
  const id = newId();
  write(submissionKey(form), id);
  return id;
}

/** After a success: nothing typed is kept, and the next lead gets a new id. */
export function forgetLead(form: FormName): void {
  write(draftKey(form), undefined);
  write(submissionKey(form), undefined);
}

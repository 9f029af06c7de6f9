// A lead form's behaviour in the browser, without a framework. The form itself is the HTML the build
// rendered from its JSON file (src/forms/LeadForm.tsx); this takes it over: it keeps what was typed
// (before it woke, across a failure and a reload), checks the website as it is typed, validates with the
// precompiled validator, sends the lead once, and answers with a toast. A lead carries the spec's fields
// as the form's file lists them, then where it came from (originExtras): the page's hidden fields (page,
// version, experiment and variant) and the campaign, the visit's first and last touch with consent, the
// current address's alone without (src/forms/attribution.ts, a file of its own fetched as a lead is sent).
import type { FormService } from '../../generated/site.ts';
import { originFields } from '../origin-fields.ts';
import { submissionIdField, type FormName } from '../form-types.ts';
import { sendDeadline, submitLead } from '../submit-lead.ts';
import { setFieldError } from './field-errors.ts';
import { validatorMessages, type FormRules } from './rules.ts';
import { forgetLead, readDraft, submissionId, writeDraft, type Values } from './storage.ts';
import { showToast } from './toasts.ts';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Every field of the schema as the form holds it: text as typed, a list of choices as the ticked values. */
function readValues(form: HTMLFormElement, rules: FormRules): Values {
  const data = new FormData(form);
  return Object.fromEntries(
    Object.entries(rules.fields).map(([field, schema]) => [
      field,
      typeof schema === 'object' && schema.type === 'array' ? data.getAll(field).map(String) : String(data.get(field) ?? ''),
    ]),
  );
}

function fillValues(form: HTMLFormElement, values: Values): void {
  for (const [field, value] of Object.entries(values)) {
    for (const control of [...form.elements] as Control[]) {
      if (control.name !== field) continue;
      if (control instanceof HTMLInputElement && control.type === 'checkbox') control.checked = [value].flat().includes(control.value);
      else control.value = Array.isArray(value) ? value.join(', ') : value;
    }
  }
}

const filledIn = (values: Values): Values => Object.fromEntries(Object.entries(values).filter(([, value]) => value.length > 0));

/** What the service receives, in the order the form's file lists: fields as typed, a list of choices as one comma-joined string. */
function payloadFor(rules: FormRules, values: Values, service: FormService, id: string): Record<string, string> {
  const value = (key: string): string => {
    if (key === 'access_key') return service.accessKey;
    if (key === 'subject') return rules.messages.subject;
    if (key === submissionIdField) return id;
    const typed = values[key];
    return Array.isArray(typed) ? typed.join(', ') : (typed ?? '');
  };
  return Object.fromEntries(rules.submission.payload.map((key) => [key, value(key)]));
}

/**
 * Where the lead came from, after the spec's fields: what the page's hidden fields say (page, version,
 * experiment and variant), then the campaign (src/forms/attribution.ts, fetched as the lead is sent: no
 * page loads it at once). Should that code not arrive, the lead goes with the page's fields alone.
 */
/** The campaign code's count of a lead sent (attribution.ts), once originExtras has fetched it. */
let countLead: ((form: string, extras: Record<string, string>) => void) | undefined;

export async function originExtras(
  form: HTMLFormElement,
  href: string,
  referrer: string,
  consent?: boolean,
  now?: number,
): Promise<Record<string, string>> {
  const extras: Record<string, string> = {};
  for (const name of Object.values(originFields)) {
    const field = form.elements.namedItem(name);
    if (field instanceof HTMLInputElement && field.type === 'hidden' && field.value) extras[name] = field.value;
  }
  const campaign = await import('../attribution.ts').then(
    (code) => ((countLead = code.countLead), code.campaignFields(href, referrer, consent, now)),
    () => ({}),
  );
  // What the page itself says (an experiment's copy names its own version) wins over what the visit says.
  return { ...campaign, ...extras };
}

/** The form's live checks: each field with a pattern and its own message is checked on every change. */
function liveRules(rules: FormRules): [field: string, pattern: RegExp, message: string][] {
  return Object.entries(rules.fields).flatMap(([field, schema]) => {
    const message = rules.messages[`${field}.pattern`];
    return typeof schema === 'object' && schema.pattern && message ? [[field, new RegExp(schema.pattern, 'u'), message] as const] : [];
  }) as [string, RegExp, string][];
}

/** Takes over the lead form inside `root` (its [data-lead-form] element). */
export function wakeLeadForm(root: HTMLElement, rules: FormRules, service: FormService): void {
  const form = root.querySelector('form');
  const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!form || !button) throw new Error(`The ${rules.name} form has no <form> with a submit button: it was not rendered by LeadForm.`);
  const name: FormName = rules.name;
  const { messages, submission } = rules;
  const label = button.textContent ?? messages.submit;
  const fields = form.querySelector('fieldset');
  const checks = liveRules(rules);
  let sending = false;
  let liveError = false;
  /** Fields showing a message of the validator (as opposed to a live check's). */
  const validatorErrors = new Set<string>();

  const showState = () => {
    button.disabled = sending || liveError;
    button.textContent = sending ? messages.submitting : label;
    if (fields) fields.disabled = sending;
  };
  /** Runs the live checks, shows or clears their messages; true when none fails. */
  const check = (values: Values): boolean => {
    liveError = false;
    for (const [field, pattern, message] of checks) {
      const value = values[field];
      const wrong = typeof value === 'string' && value !== '' && !pattern.test(value);
      liveError ||= wrong;
      setFieldError(form, field, wrong ? message : undefined);
    }
    showState();
    return !liveError;
  };

  // What a visitor typed into the plain HTML form before it woke wins over an older draft.
  const merged = { ...readDraft(name), ...filledIn(readValues(form, rules)) };
  fillValues(form, merged);
  writeDraft(name, merged);
  check(readValues(form, rules));

  const onEdit = (event: Event) => {
    if ((event.target as Control).name === rules.honeypot) return;
    const values = readValues(form, rules);
    writeDraft(name, values);
    check(values);
  };
  form.addEventListener('input', onEdit);
  form.addEventListener('change', onEdit);

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const values = readValues(form, rules);
    if (sending || !check(values)) return;
    validatorErrors.forEach((field) => setFieldError(form, field, undefined));
    validatorErrors.clear();
    if (!rules.validate(filledIn(values))) {
      for (const error of rules.validate.errors ?? []) {
        const field = error.keyword === 'required' ? error.params.missingProperty : error.instancePath.split('/')[1];
        if (!field || validatorErrors.has(field)) continue;
        validatorErrors.add(field);
        setFieldError(form, field, messages[`${field}.${error.keyword}`] ?? validatorMessages[error.keyword] ?? validatorMessages.format);
      }
      return;
    }
    void send(values);
  });

  async function send(values: Values): Promise<void> {
    sending = true;
    showState();
    // The 15 s begin now: the campaign code the lead waits for (fetched as it is sent) counts in them.
    const deadline = sendDeadline();
    const spec = payloadFor(rules, values, service, submissionId(name));
    const extras = await originExtras(form!, location.href, document.referrer);
    // The spec's fields first and as they are; an extra never takes one's name.
    const payload = { ...spec, ...Object.fromEntries(Object.entries(extras).filter(([field]) => !(field in spec))) };
    // A filled honeypot is a bot's: nothing is sent, and it is answered as a success so it learns nothing.
    const trapped = Boolean((form!.elements.namedItem(rules.honeypot) as HTMLInputElement | null)?.value);
    const result = trapped
      ? (deadline.done(), { ok: true } as const)
      : await submitLead(
          service.endpoint,
          payload,
          (response) => {
            if (submission.log?.request) console.log(submission.log.request, { ...payload, access_key: undefined }, 'Response:', response);
          },
          deadline,
        );
    sending = false;
    if (result.ok) {
      // Counted by the visitor statistics where they run (the campaign code, fetched for this lead, tells them).
      if (!trapped) countLead?.(name, extras);
      showToast({ title: messages.successTitle, text: messages.successText, variant: 'success' });
      form!.reset();
      forgetLead(name);
      check(readValues(form!, rules));
    } else {
      if (submission.log?.failure) console.warn(`${submission.log.failure}: ${result.reason || submission.log.unknownReason}`);
      showToast({ title: messages.errorTitle, text: messages.errorText, variant: 'destructive' });
      showState();
    }
  }

  form.parentElement?.setAttribute('data-ready', '');
}

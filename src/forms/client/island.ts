// The island of every block that holds a lead form (the form block, a hero with a form, the audit
// dialog): no React in the browser, only the form's behaviour and its rules. It is one file with the code
// that runs a form and both forms' rules (vite.config.ts): a form page makes one request for its form,
// and the other form's rules cost less than a request would.
import type { FormService } from '../../generated/site.ts';
import type { FormName } from '../form-types.ts';
import { rules as audit } from './audit.rules.ts';
import { wakeLeadForm } from './lead-form.ts';
import { rules as webinar } from './webinar.rules.ts';

const rules = { audit, webinar } satisfies Record<FormName, unknown>;

/**
 * The form service, as the form's HTML names it for a post without JavaScript: where it posts and the
 * access key it carries. The script sends the same lead to the same place.
 */
export function formService(form: HTMLFormElement): FormService {
  const accessKey = form.elements.namedItem('access_key');
  if (!form.getAttribute('action') || !(accessKey instanceof HTMLInputElement))
    throw new Error('The lead form has no action or access key: it was not rendered by LeadForm.');
  return { endpoint: form.getAttribute('action')!, accessKey: accessKey.value };
}

export function hydrate(element: HTMLElement): void {
  for (const root of element.querySelectorAll<HTMLElement>('[data-lead-form]')) {
    const name = root.getAttribute('data-lead-form') as FormName;
    const form = root.querySelector('form');
    if (!form) throw new Error(`The ${name} form's place has no <form>: it was not rendered by LeadForm.`);
    wakeLeadForm(root, rules[name], formService(form));
  }
}

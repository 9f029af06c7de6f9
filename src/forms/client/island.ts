// The island of every block that holds a lead form (the form block, a hero with a form, the audit
// dialog): no React in the browser, only the form's behaviour and its rules.
import { stateAttribute } from '../../islands/markers.ts';
import { siteConfig } from '../../islands/site-config.ts';
import type { FormName } from '../form-types.ts';
import { wakeLeadForm } from './lead-form.ts';
import { loadRules } from './rules.ts';

export async function hydrate(element: HTMLElement): Promise<void> {
  const { forms } = siteConfig();
  const roots = [...element.querySelectorAll<HTMLElement>('[data-lead-form]')];
  await Promise.all(
    roots.map(async (root) => wakeLeadForm(root, await loadRules[root.getAttribute('data-lead-form') as FormName](), forms)),
  );
  element.setAttribute(stateAttribute, 'hydrated');
}

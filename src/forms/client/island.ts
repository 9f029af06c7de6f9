// The island of every block that holds a lead form (the form block, a hero with a form, the audit
// dialog): no React in the browser, only the form's behaviour and its rules.
import type { SiteConfig } from '../../generated/site.ts';
import { islandSiteId, stateAttribute } from '../../islands/markers.ts';
import type { FormName } from '../form-types.ts';
import { wakeLeadForm, type FormService } from './lead-form.ts';
import { loadRules } from './rules.ts';

/**
 * The form service from the site config the page's islands share. Read here rather than through
 * src/islands/site-config.ts, which the component islands use: the form code stays one chunk of its own.
 */
function formService(): FormService {
  const site = JSON.parse(document.getElementById(islandSiteId)?.textContent ?? 'null') as SiteConfig | null;
  if (!site) throw new Error(`The page has a form but no #${islandSiteId} script: it was not produced by the prerenderer.`);
  return site.forms;
}

export async function hydrate(element: HTMLElement): Promise<void> {
  const forms = formService();
  const roots = [...element.querySelectorAll<HTMLElement>('[data-lead-form]')];
  await Promise.all(
    roots.map(async (root) => wakeLeadForm(root, await loadRules[root.getAttribute('data-lead-form') as FormName](), forms)),
  );
  element.setAttribute(stateAttribute, 'hydrated');
}

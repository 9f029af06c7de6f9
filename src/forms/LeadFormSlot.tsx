import { Mail, Phone } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useSite } from '../site.tsx';
import { telHref } from '../ui/tel-href.ts';
import type { FormName } from './definitions.ts';

const loadLeadForm = () => import('./LeadForm.tsx');
const LeadForm = lazy(loadLeadForm);

/** Starts downloading the form code early, for example when a pointer nears a button that opens it. */
export function preloadLeadForm(): void {
  void loadLeadForm();
}

/** Direct contact routes: shown while the form code loads, and in the dialog before it is first opened. */
export function ContactRoutes() {
  const { contact } = useSite();
  return (
    <ul className="space-y-3">
      <li>
        <a href={`mailto:${contact.email}`} className="flex items-center gap-3 font-medium text-brand-700 hover:text-brand-800">
          <Mail className="size-5" aria-hidden="true" />
          {contact.email}
        </a>
      </li>
      <li>
        <a href={telHref(contact.phone)} className="flex items-center gap-3 font-medium text-brand-700 hover:text-brand-800">
          <Phone className="size-5" aria-hidden="true" />
          {contact.phone}
        </a>
      </li>
    </ul>
  );
}

/**
 * Where a lead form is rendered. The form's code (react-jsonschema-form) is a separate chunk: pages
 * without a form never download it, and the prerenderer waits for it, so the form is in the HTML.
 */
export function LeadFormSlot({ form, idPrefix, submitLabel }: { form: FormName; idPrefix: string; submitLabel?: string | undefined }) {
  return (
    <div data-lead-form={form}>
      <Suspense fallback={<ContactRoutes />}>
        <LeadForm form={form} idPrefix={idPrefix} submitLabel={submitLabel} />
      </Suspense>
    </div>
  );
}

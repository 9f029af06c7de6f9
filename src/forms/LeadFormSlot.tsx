import { Mail, Phone } from 'lucide-react';
import { useSite } from '../site.tsx';
import { telHref } from '../ui/tel-href.ts';

/**
 * Where a lead form is rendered. Until the form itself lives here, the slot offers the direct contact
 * routes, so a visitor always has a way to reach the agency.
 */
export function LeadFormSlot({ form }: { form: 'audit' | 'webinar' }) {
  const { contact } = useSite();
  return (
    <ul className="space-y-3" data-form={form}>
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

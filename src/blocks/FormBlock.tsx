import { Mail, Phone } from 'lucide-react';
import type { BlockProps } from '../render/registry.ts';
import { useSite } from '../site.tsx';
import { telHref } from '../ui/tel-href.ts';

/**
 * The slot where a lead form sits. Until the form itself is rendered here, the slot offers the direct
 * contact routes, so a visitor always has a way to reach the agency.
 */
export function FormBlock({ block }: BlockProps<'form'>) {
  const { contact } = useSite();
  return (
    <section id={block.id} className="scroll-mt-24 bg-white py-16 sm:py-20" data-form={block.form}>
      <div className="container-page">
        <div className="mx-auto max-w-xl rounded-2xl bg-white p-8 shadow-card ring-1 ring-ink-100">
          {block.title && <h2 className="text-2xl font-bold tracking-tight text-ink-900">{block.title}</h2>}
          {block.subtitle && <p className="mt-2 text-ink-600">{block.subtitle}</p>}
          <ul className="mt-6 space-y-3">
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
        </div>
      </div>
    </section>
  );
}

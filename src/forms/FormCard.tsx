import type { FormName } from './definitions.ts';
import { LeadFormSlot } from './LeadFormSlot.tsx';

interface Props {
  form: FormName;
  /** Prefix of the form's field ids; also the card's own id (an anchor) when `anchor` is set. */
  idPrefix: string;
  anchor?: boolean;
  title?: string | undefined;
  subtitle?: string | undefined;
  submitLabel?: string | undefined;
}

/** A lead form in its white card with a heading: the form block's and the hero's. */
export function FormCard({ form, idPrefix, anchor = false, title, subtitle, submitLabel }: Props) {
  const Tag = anchor ? 'section' : 'div';
  return (
    <Tag
      id={anchor ? idPrefix : undefined}
      aria-labelledby={anchor && title ? `${idPrefix}-title` : undefined}
      // A link to the card (#id) moves keyboard focus into it, not only the view.
      tabIndex={anchor ? -1 : undefined}
      className="scroll-mt-24 rounded-2xl bg-white p-6 shadow-card ring-1 ring-ink-100 sm:p-8"
    >
      {title && (
        <h2 id={anchor ? `${idPrefix}-title` : undefined} className="mb-2 text-2xl font-bold tracking-tight text-ink-900">
          {title}
        </h2>
      )}
      {subtitle && <p className="mb-6 text-ink-600">{subtitle}</p>}
      <LeadFormSlot form={form} idPrefix={idPrefix} submitLabel={submitLabel} />
    </Tag>
  );
}

import type { FormName } from './form-types.ts';
import LeadForm from './LeadForm.tsx';

/**
 * Where a lead form is rendered. react-jsonschema-form renders it at build time; in the browser the
 * form's island (src/forms/client/) takes it over without React, so rjsf never reaches a visitor.
 */
export function LeadFormSlot({ form, idPrefix, submitLabel }: { form: FormName; idPrefix: string; submitLabel?: string | undefined }) {
  return (
    <div data-lead-form={form}>
      <LeadForm form={form} idPrefix={idPrefix} submitLabel={submitLabel} />
    </div>
  );
}

import { X } from 'lucide-react';
import { IslandMarker } from '../islands/IslandMarker.tsx';
import { useSite } from '../site.tsx';
import { auditDialogId } from './audit-dialog-id.ts';
import { LeadFormSlot } from './LeadFormSlot.tsx';

export { auditDialogId };

const closes = { commandfor: auditDialogId, command: 'close' } as Record<string, string>;

/**
 * The free-audit form in a native modal <dialog>, on pages with a button that opens it. The browser
 * opens and closes it (invoker commands; closedby="any" closes it on a backdrop click), traps focus,
 * closes it on Escape and gives focus back to the button. The form is in the HTML, so it posts even
 * before its island wakes, which happens when the dialog opens and the form comes into view.
 */
export function AuditDialog() {
  const { auditDialog } = useSite();
  return (
    <dialog
      id={auditDialogId}
      aria-labelledby="audit-dialog-title"
      {...{ closedby: 'any' }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-ink-950/60 sm:max-w-lg lg:max-w-xl"
    >
      <div className="relative p-6 sm:p-8">
        <button
          type="button"
          className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-lg text-ink-500 hover:bg-ink-100 hover:text-ink-900"
          aria-label="Close"
          {...closes}
        >
          <X className="size-5" aria-hidden="true" />
        </button>
        <h2 id="audit-dialog-title" className="pr-10 text-2xl font-bold tracking-tight text-ink-900">
          {auditDialog.title}
        </h2>
        <p className="mt-2 mb-6 text-ink-600">{auditDialog.subtitle}</p>
        <IslandMarker type="audit-dialog" when="visible">
          <LeadFormSlot form="audit" idPrefix="dialog" submitLabel={auditDialog.buttonLabel} />
        </IslandMarker>
      </div>
    </dialog>
  );
}

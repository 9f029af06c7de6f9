import { X } from 'lucide-react';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSite } from '../site.tsx';
import { ContactRoutes, LeadFormSlot } from './LeadFormSlot.tsx';

type OpenDialog = (trigger: HTMLElement) => void;

const AuditDialogContext = createContext<OpenDialog | null>(null);

/**
 * One native <dialog> for the free-audit form, shared by every trigger on the page. showModal() gives
 * the focus trap, Escape and the backdrop; focus goes back to the trigger on close.
 */
export function AuditDialogProvider({ children }: { children: ReactNode }) {
  const { auditDialog } = useSite();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLElement | null>(null);
  // The form (and its code) is mounted on first opening only: most pages never need it.
  const [opened, setOpened] = useState(false);

  const open = useCallback<OpenDialog>((trigger) => {
    triggerRef.current = trigger;
    setOpened(true);
    dialogRef.current?.showModal();
  }, []);
  const value = useMemo(() => open, [open]);

  return (
    <AuditDialogContext.Provider value={value}>
      {children}
      <dialog
        ref={dialogRef}
        aria-labelledby="audit-dialog-title"
        className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-ink-950/60 sm:max-w-lg lg:max-w-xl"
        onClose={() => triggerRef.current?.focus()}
        onClick={(event) => event.target === dialogRef.current && dialogRef.current.close()}
      >
        <div className="relative p-6 sm:p-8">
          <button
            type="button"
            className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-lg text-ink-500 hover:bg-ink-100 hover:text-ink-900"
            aria-label="Close"
            onClick={() => dialogRef.current?.close()}
          >
            <X className="size-5" aria-hidden="true" />
          </button>
          <h2 id="audit-dialog-title" className="pr-10 text-2xl font-bold tracking-tight text-ink-900">
            {auditDialog.title}
          </h2>
          <p className="mt-2 mb-6 text-ink-600">{auditDialog.subtitle}</p>
          {opened ? <LeadFormSlot form="audit" idPrefix="dialog" submitLabel={auditDialog.buttonLabel} /> : <ContactRoutes />}
        </div>
      </dialog>
    </AuditDialogContext.Provider>
  );
}

/** Opens the audit dialog from a trigger element; null outside the provider (for example in tests of one block). */
export function useAuditDialog(): OpenDialog | null {
  return useContext(AuditDialogContext);
}

import { X } from 'lucide-react';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

export interface ToastMessage {
  title: string;
  text: string;
  variant: 'success' | 'destructive';
}
type Toast = ToastMessage & { id: number };

const ToastContext = createContext<((toast: ToastMessage) => void) | null>(null);

/** Success messages go after 10 s; failures stay until the visitor closes them, so nothing vanishes unread. */
const successLifetime = 10_000;

function ToastItem({ toast, onClose }: { toast: Toast; onClose: () => void }) {
  useEffect(() => {
    if (toast.variant !== 'success') return;
    const timer = setTimeout(onClose, successLifetime);
    return () => clearTimeout(timer);
  }, [toast, onClose]);
  const tone = toast.variant === 'success' ? 'bg-white text-ink-900 ring-accent-500' : 'bg-red-700 text-white ring-red-800';
  return (
    <div className={`pointer-events-auto flex gap-3 rounded-xl p-4 shadow-2xl ring-1 ${tone}`} data-toast={toast.variant}>
      <div className="flex-1">
        <p className="font-semibold">{toast.title}</p>
        <p className="mt-1 text-sm opacity-90">{toast.text}</p>
      </div>
      <button
        type="button"
        onClick={onClose}
        className="-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-lg hover:bg-black/10"
        aria-label="Dismiss"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}

/**
 * A small toast system of our own: two live regions that exist before any message (so screen readers
 * announce what is added), polite for success and assertive for failures. No library: this is all it needs.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const push = useCallback((toast: ToastMessage) => setToasts((all) => [...all, { ...toast, id: nextId.current++ }]), []);
  const close = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  const value = useMemo(() => push, [push]);
  const viewport = useRef<HTMLDivElement>(null);

  // The viewport is a manual popover, so it lives in the top layer; re-showing it after a modal dialog
  // opened puts it above that dialog, so a toast is never hidden behind the dialog's backdrop.
  useEffect(() => {
    const el = viewport.current;
    if (!el?.showPopover) return;
    if (el.matches(':popover-open') && document.querySelector('dialog:modal')) el.hidePopover();
    if (!el.matches(':popover-open')) el.showPopover();
  }, [toasts]);
  const region = (variant: Toast['variant']) =>
    toasts.filter((t) => t.variant === variant).map((t) => <ToastItem key={t.id} toast={t} onClose={() => close(t.id)} />);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div
        ref={viewport}
        popover="manual"
        className="pointer-events-none fixed inset-x-3 top-20 bottom-auto z-[60] m-0 ml-auto flex max-w-sm flex-col gap-3 overflow-visible border-0 bg-transparent p-0 sm:right-4 sm:left-auto"
      >
        <div role="status" aria-live="polite" className="flex flex-col gap-3">
          {region('success')}
        </div>
        <div role="alert" aria-live="assertive" className="flex flex-col gap-3">
          {region('destructive')}
        </div>
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): (toast: ToastMessage) => void {
  const push = useContext(ToastContext);
  if (!push) throw new Error('useToast() needs a <ToastProvider> above it');
  return push;
}

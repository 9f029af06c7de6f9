import { X } from 'lucide-react';
import { useEffect, useRef, useSyncExternalStore } from 'react';

export interface ToastMessage {
  title: string;
  text: string;
  variant: 'success' | 'destructive';
}
type Toast = ToastMessage & { id: number };

/**
 * The page's toasts, kept outside React: each island is a React root of its own, so a form in one
 * island and the toast area in the layout share this store instead of a context.
 */
let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function showToast(toast: ToastMessage): void {
  toasts = [...toasts, { ...toast, id: nextId++ }];
  emit();
}

/** Removes every toast (a test's clean slate: the store lives as long as the page). */
export function clearToasts(): void {
  toasts = [];
  emit();
}

function closeToast(id: number): void {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const none: readonly Toast[] = [];

/** Success messages go after 10 s; failures stay until the visitor closes them, so nothing vanishes unread. */
const successLifetime = 10_000;

function ToastItem({ toast }: { toast: Toast }) {
  useEffect(() => {
    if (toast.variant !== 'success') return;
    const timer = setTimeout(() => closeToast(toast.id), successLifetime);
    return () => clearTimeout(timer);
  }, [toast]);
  const tone = toast.variant === 'success' ? 'bg-white text-ink-900 ring-accent-500' : 'bg-red-700 text-white ring-red-800';
  return (
    <div className={`pointer-events-auto flex gap-3 rounded-xl p-4 shadow-2xl ring-1 ${tone}`} data-toast={toast.variant}>
      <div className="flex-1">
        <p className="font-semibold">{toast.title}</p>
        <p className="mt-1 text-sm opacity-90">{toast.text}</p>
      </div>
      <button
        type="button"
        onClick={() => closeToast(toast.id)}
        className="-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-lg hover:bg-black/10"
        aria-label="Dismiss"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}

/** Where the toast area is in the page; a form island hydrates it the first time it wakes. */
export const toastAreaId = 'toasts';

/**
 * The toast area: two live regions that exist in the HTML before any message (so screen readers
 * announce what is added), polite for success and assertive for failures. No library: this is all it needs.
 */
export function ToastViewport() {
  const shown = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => none,
  );
  const viewport = useRef<HTMLDivElement>(null);

  // The viewport is a manual popover, so it lives in the top layer; re-showing it after a modal dialog
  // opened puts it above that dialog, so a toast is never hidden behind the dialog's backdrop.
  useEffect(() => {
    const el = viewport.current;
    if (!el?.showPopover) return;
    if (el.matches(':popover-open') && document.querySelector('dialog:modal')) el.hidePopover();
    if (!el.matches(':popover-open')) el.showPopover();
  }, [shown]);
  const region = (variant: Toast['variant']) => shown.filter((t) => t.variant === variant).map((t) => <ToastItem key={t.id} toast={t} />);
  return (
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
  );
}

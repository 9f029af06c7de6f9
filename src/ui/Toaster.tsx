import { toastAreaId } from './toast-area.ts';

export { toastAreaId };

/**
 * The toast area, in every page's HTML: two live regions that exist before any message (so screen readers
 * announce what is added), polite for success and assertive for failures. A manual popover, so a toast can
 * be raised above a modal dialog. The lead forms fill it (src/forms/client/toasts.ts).
 */
export function ToastViewport() {
  return (
    <div
      popover="manual"
      className="pointer-events-none fixed inset-x-3 top-20 bottom-auto z-[60] m-0 ml-auto flex max-w-sm flex-col gap-3 overflow-visible border-0 bg-transparent p-0 sm:right-4 sm:left-auto"
    >
      <div role="status" aria-live="polite" className="flex flex-col gap-3" />
      <div role="alert" aria-live="assertive" className="flex flex-col gap-3" />
    </div>
  );
}

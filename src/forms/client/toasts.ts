// The page's toasts, without a framework: the toast area is in every page's HTML (src/ui/Toaster.tsx),
// two live regions that exist before any message, so screen readers announce what is added to them.
import { toastAreaId } from '../../ui/toast-area.ts';

export interface ToastMessage {
  title: string;
  text: string;
  variant: 'success' | 'destructive';
}

/** Success messages go after 10 s; failures stay until the visitor closes them, so nothing vanishes unread. */
const successLifetime = 10_000;

const svgNs = 'http://www.w3.org/2000/svg';
/** The close cross, drawn as the site's icons are (24-unit box, stroke 2, round caps). */
function crossIcon(): SVGSVGElement {
  const svg = document.createElementNS(svgNs, 'svg');
  const attributes = {
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '2',
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    class: 'size-4',
    'aria-hidden': 'true',
  };
  for (const [name, value] of Object.entries(attributes)) svg.setAttribute(name, value);
  for (const d of ['M18 6 6 18', 'm6 6 12 12']) svg.appendChild(document.createElementNS(svgNs, 'path')).setAttribute('d', d);
  return svg;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}

function viewport(): HTMLElement | null {
  return document.querySelector<HTMLElement>(`#${toastAreaId} [popover]`);
}

/**
 * The viewport is a manual popover, so it lives in the top layer; showing it again after a modal dialog
 * opened puts it above that dialog, so a toast is never hidden behind the dialog's backdrop.
 */
function raise(area: HTMLElement): void {
  if (!area.showPopover) return;
  if (area.matches(':popover-open') && document.querySelector('dialog:modal')) area.hidePopover();
  if (!area.matches(':popover-open')) area.showPopover();
}

export function showToast({ title, text, variant }: ToastMessage): void {
  const area = viewport();
  const region = area?.querySelector(variant === 'success' ? '[role="status"]' : '[role="alert"]');
  if (!area || !region) return;
  const tone = variant === 'success' ? 'bg-white text-ink-900 ring-accent-500' : 'bg-red-700 text-white ring-red-800';
  const toast = element('div', `pointer-events-auto flex gap-3 rounded-xl p-4 shadow-2xl ring-1 ${tone}`);
  toast.dataset.toast = variant;
  const body = toast.appendChild(element('div', 'flex-1'));
  body.append(element('p', 'font-semibold', title), element('p', 'mt-1 text-sm opacity-90', text));
  const close = toast.appendChild(
    element('button', '-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-lg hover:bg-black/10'),
  );
  close.type = 'button';
  close.setAttribute('aria-label', 'Dismiss');
  close.appendChild(crossIcon());
  const timer = variant === 'success' ? setTimeout(() => toast.remove(), successLifetime) : undefined;
  close.addEventListener('click', () => {
    clearTimeout(timer);
    toast.remove();
  });
  region.appendChild(toast);
  raise(area);
}

/** Removes every toast (a test's clean slate). */
export function clearToasts(): void {
  viewport()
    ?.querySelectorAll('[data-toast]')
    .forEach((toast) => toast.remove());
}

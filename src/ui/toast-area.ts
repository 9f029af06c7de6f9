/** Where the toast area is in the page (src/ui/Toaster.tsx); the lead forms show their toasts there. */
export const toastAreaId = 'toasts';

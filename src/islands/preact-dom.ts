// react-dom as the islands see it in the browser: preact/compat, plus React 19's resource hints, which
// Preact lacks. Those hints matter only in the HTML the prerenderer writes (a hero photo's preload is
// already in the head when an island wakes), so in the browser they do nothing.
import compat, { createPortal, findDOMNode, flushSync, hydrate, render, unmountComponentAtNode } from 'preact/compat';

export default compat;
export { createPortal, findDOMNode, flushSync, hydrate, render, unmountComponentAtNode };

export function preload(): void {}
export function preconnect(): void {}
export function prefetchDNS(): void {}
export function preinit(): void {}

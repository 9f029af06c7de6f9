// How an island is marked in the prerendered HTML, written by IslandMarker.tsx and read by the loader
// (loader.ts): an element holding the island's static HTML and, before it when its code reads any, its
// props as a JSON script, which is data the Content-Security-Policy never runs.
export const islandAttribute = 'data-island';
export const whenAttribute = 'data-island-when';
export const propsAttribute = 'data-island-props';
/** Set by the loader when an island's code is on its way ("waking") and by the island once hydrated. */
export const stateAttribute = 'data-island-state';

export type IslandWhen = 'load' | 'visible' | 'idle';

/** What an island's module exports: hydrate its element from its props (settled once it has taken over). */
export interface IslandModule {
  hydrate: (element: HTMLElement, props: unknown) => void | Promise<void>;
}

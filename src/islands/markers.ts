// How an island is marked in the prerendered HTML, written by IslandMarker.tsx and read by the loader
// (loader.ts): an element holding the island's static HTML and, before it when its code reads any, its
// props as a JSON script, which is data the Content-Security-Policy never runs.
export const islandAttribute = 'data-island';
export const whenAttribute = 'data-island-when';
/** Marks the island loader's script, which each page with an island carries inline (src/tooling/build/assets.ts). */
export const loaderAttribute = 'data-island-loader';
export const propsAttribute = 'data-island-props';
/**
 * Set by the loader: "waking" when an island's code is on its way, "hydrated" once its hydrate has
 * settled. Only the loader sets it, so no island's code imports anything the loader has: the loader is
 * inlined in each page (src/tooling/build/assets.ts), and an import from it would fetch its file again.
 */
export const stateAttribute = 'data-island-state';

export type IslandWhen = 'load' | 'visible' | 'idle';

/** What an island's module exports: hydrate its element from its props (returning, or settling, once it has taken over). */
export interface IslandModule {
  hydrate: (element: HTMLElement, props: unknown) => void | Promise<void>;
}

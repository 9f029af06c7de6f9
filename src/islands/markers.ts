// How an interactive block is marked in the prerendered HTML, read by the loader (loader.ts) and written
// by the renderer (IslandMarker.tsx): an element holding the block's static HTML, and beside it its
// props as a JSON script, which is data the Content-Security-Policy never runs.
export const islandAttribute = 'data-island';
export const whenAttribute = 'data-island-when';
export const propsAttribute = 'data-island-props';

export type IslandWhen = 'load' | 'visible' | 'idle';

/** The JSON an island hydrates from: its block and its place on the page. */
export interface IslandProps {
  block: unknown;
  index: number;
}

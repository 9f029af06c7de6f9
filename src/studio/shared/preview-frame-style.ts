/**
 * The one style the preview's frame writes inline (src/studio/app/preview/Frame.tsx): the outlines that show which
 * block a click edits, which text is edited in place, and where a problem is. The studio on the web allows exactly this text by its hash
 * in its Content-Security-Policy (src/tooling/hosting.ts), so a change here changes that header too.
 */
export const previewFrameStyle =
  '[data-block-index] > * { content-visibility: auto; contain-intrinsic-size: auto 480px; } [data-block-index] > *:hover { outline: 2px dashed #1f5ae6; outline-offset: -2px; cursor: pointer; } [data-problem] > * { outline: 3px solid #b42318; outline-offset: -3px; } [data-studio-here] { outline: 3px solid #1f5ae6; outline-offset: 1px; } [data-studio-field]:hover { outline: 2px dashed #1f5ae6; outline-offset: 2px; cursor: text; } [data-studio-editing] { outline: 3px solid #1f5ae6; outline-offset: 2px; cursor: text; }';

/**
 * The little markup editors may use in text: **bold** and [label](href). One pattern for the renderer
 * and the validator, so every link a visitor can click is a link validation has checked.
 * Groups: 1 = bold text, 2 = link label, 3 = link target.
 */
export const inlineMarkup = /\*\*(.+?)\*\*|\[([^\]\n]+)\]\(([^)\s]+)\)/g;

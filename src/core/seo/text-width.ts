// The width a text takes in a search result, in CSS pixels, measured with Arial's advance widths (the
// committed table of Liberation Sans, metric-compatible with Arial: arial-widths.ts). Search results cut
// a title set in Arial 20 px at about 580 px on desktop. A description is set in Arial 14 px and cut after
// about two lines: some 920 px is the figure often quoted, but a description of the 150 to 160 characters
// validation asks for (seo-limits.ts) measures 940 to 1,000 px in Arial 14 px, and desktop results show
// up to about 985 px of it (the figure common SEO crawlers use): that is the limit here, so the two rules
// agree. AUTHORING.md says the same.
import { advances, characters, unitsPerEm } from './arial-widths.ts';

const widths = new Map<string, number>([...characters].map((c, i) => [c, advances[i]!]));
/** A character the table does not have (a letter of another alphabet) counts as wide as "n". */
const fallback = widths.get('n')!;

export const titleFont = { family: 'Arial', size: 20, limit: 580 } as const;
export const descriptionFont = { family: 'Arial', size: 14, limit: 985 } as const;

/** The text's width at `size` px, rounded to a pixel (no kerning: search results set none that matters). */
export function textWidth(text: string, size: number): number {
  let units = 0;
  for (const char of text) units += widths.get(char) ?? fallback;
  return Math.round((units * size) / unitsPerEm);
}

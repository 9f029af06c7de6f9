// Reads the advance widths of characters from a TrueType font (its cmap, hmtx and hhea tables), for the
// committed table the SEO report measures titles and descriptions with (src/core/seo/arial-widths.ts).
import { readFileSync } from 'node:fs';

/** The characters measured: printable ASCII, Latin-1 letters and the typographic marks editors paste. */
export const measuredCharacters = (): string[] => {
  const chars: string[] = [];
  for (let c = 0x20; c <= 0x7e; c++) chars.push(String.fromCharCode(c));
  for (let c = 0xa0; c <= 0xff; c++) chars.push(String.fromCharCode(c));
  chars.push(...'–—‘’“”•…€™');
  return chars;
};

function tables(font: Buffer): Map<string, number> {
  const count = font.readUInt16BE(4);
  const found = new Map<string, number>();
  for (let i = 0; i < count; i++) {
    const at = 12 + i * 16;
    found.set(font.toString('latin1', at, at + 4), font.readUInt32BE(at + 8));
  }
  return found;
}

/** Character code to glyph index, from the cmap's format 4 subtable (Unicode BMP). */
function glyphIndex(font: Buffer, cmap: number): (code: number) => number {
  const subtables = font.readUInt16BE(cmap + 2);
  let sub = -1;
  for (let i = 0; i < subtables; i++) {
    const at = cmap + 4 + i * 8;
    const offset = cmap + font.readUInt32BE(at + 4);
    if (font.readUInt16BE(offset) === 4) {
      sub = offset;
      break;
    }
  }
  if (sub < 0) throw new Error('The font has no Unicode (format 4) character map.');
  const segX2 = font.readUInt16BE(sub + 6);
  const ends = sub + 14;
  const starts = ends + segX2 + 2;
  const deltas = starts + segX2;
  const rangeOffsets = deltas + segX2;
  return (code) => {
    for (let s = 0; s < segX2 / 2; s++) {
      const end = font.readUInt16BE(ends + s * 2);
      if (code > end) continue;
      const start = font.readUInt16BE(starts + s * 2);
      if (code < start) return 0;
      const delta = font.readInt16BE(deltas + s * 2);
      const rangeOffset = font.readUInt16BE(rangeOffsets + s * 2);
      if (rangeOffset === 0) return (code + delta) & 0xffff;
      const glyph = font.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (code - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}

/** Each character's advance width in font units, and the font's units per em. */
export function advanceWidths(file: string, chars: readonly string[]): { unitsPerEm: number; widths: Map<string, number> } {
  const font = readFileSync(file);
  const at = tables(font);
  const head = at.get('head')!;
  const hhea = at.get('hhea')!;
  const hmtx = at.get('hmtx')!;
  const unitsPerEm = font.readUInt16BE(head + 18);
  const metrics = font.readUInt16BE(hhea + 34);
  const glyph = glyphIndex(font, at.get('cmap')!);
  const widths = new Map<string, number>();
  for (const char of chars) {
    const g = glyph(char.codePointAt(0)!);
    widths.set(char, font.readUInt16BE(hmtx + Math.min(g, metrics - 1) * 4));
  }
  return { unitsPerEm, widths };
}

/** The TypeScript module of the table. */
export function fontWidthTable(file: string): string {
  const chars = measuredCharacters();
  const { unitsPerEm, widths } = advanceWidths(file, chars);
  return `// Written by scripts/make-font-widths.ts from Liberation Sans Regular (metric-compatible with Arial):
// each character's advance width in font units. Do not edit; run the script again.
export const unitsPerEm = ${unitsPerEm};
export const characters = ${JSON.stringify(chars.join(''))};
export const advances = [${chars.map((c) => widths.get(c)).join(', ')}];
`;
}

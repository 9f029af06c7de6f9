// npm run make-font-widths: writes src/core/seo/arial-widths.ts, the advance widths of the characters page
// titles and descriptions use, read from Liberation Sans (metric-compatible with Arial, the font search
// results set titles and descriptions in). Run once; the table is committed, so no font is needed to measure.
//   npm run make-font-widths -- <LiberationSans-Regular.ttf, from the fonts-liberation package>
import { writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { fontWidthTable } from '../src/tooling/font-widths.ts';

const file = process.argv[2];
if (!file) {
  console.error('Give the font file: npm run make-font-widths -- <LiberationSans-Regular.ttf> (the fonts-liberation package).');
  process.exit(1);
}
const out = new URL('../src/core/seo/arial-widths.ts', import.meta.url);
// Formatted as the repository's other files are, so running the script again changes nothing.
writeFileSync(out, await format(fontWidthTable(file), { ...(await resolveConfig(out)), filepath: out.pathname }));
console.log('wrote src/core/seo/arial-widths.ts');

// Starts a page for an editor: npm run new-page -- <industry|service|generic> <slug>
// Writes a page file with the blocks its kind needs and clearly marked placeholders ("TODO: ...").
// npm run validate refuses every placeholder, so a half-finished page never ships.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { placeholderPrefix } from '../src/tooling/content/index.ts';
import { kinds, planPage } from '../src/tooling/new-page.ts';
import { displayPath } from '../src/tooling/paths.ts';

const [kind = '', slug = ''] = process.argv.slice(2);
const plan = planPage(kind, slug);
if ('error' in plan) {
  console.error(`${plan.error}\nUsage: npm run new-page -- <${kinds.join('|')}> <slug>`);
  process.exit(1);
}
mkdirSync(path.dirname(plan.file), { recursive: true });
writeFileSync(plan.file, `${JSON.stringify(plan.page, null, 2)}\n`);
console.log(`Created ${displayPath(plan.file)} for ${plan.path}.`);
console.log(`Replace every "${placeholderPrefix} ..." text, then run npm run validate: it lists each placeholder left, with its line.`);
if (kind === 'generic')
  console.log('Then link to the new page from a related page or the footer (pages/_site.json), so visitors can reach it.');

// Starts a page for an editor: npm run new-page -- <industry|service|generic> <slug> [--from <address>] [--name <words>]
// Writes a page file with the blocks its kind needs and clearly marked placeholders ("TODO: ..."); with
// --from, the sections of that page of the site, each text to write quoting the words it had there.
// npm run validate refuses every placeholder, so a half-finished page never ships.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { placeholderPrefix } from '../src/tooling/content/index.ts';
import { kinds, planPage, planPageFrom } from '../src/tooling/new-page.ts';
import { displayPath } from '../src/tooling/paths.ts';

const usage = `Usage: npm run new-page -- <${kinds.join('|')}> <slug> [--from <address of a page to start from, for example /hvac-seo>] [--name <its name, for example "Roofing SEO">]`;
let args: ReturnType<typeof parse>;
function parse() {
  return parseArgs({ allowPositionals: true, options: { from: { type: 'string' }, name: { type: 'string' } } });
}
try {
  args = parse();
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(1);
}
const [kind = '', slug = ''] = args.positionals;
const { from, name } = args.values;
const plan = from ? planPageFrom(kind, slug, from, name) : planPage(kind, slug);
if ('error' in plan) {
  console.error(`${plan.error}\n${usage}`);
  process.exit(1);
}
mkdirSync(path.dirname(plan.file), { recursive: true });
writeFileSync(plan.file, `${JSON.stringify(plan.page, null, 2)}\n`);
console.log(`Created ${displayPath(plan.file)} for ${plan.path}${from ? `, with the sections of ${from}` : ''}.`);
console.log(`Replace every "${placeholderPrefix} ..." text, then run npm run validate: it lists each placeholder left, with its line.`);
if (kind === 'generic')
  console.log('Then link to the new page from a related page or the footer (pages/_site.json), so visitors can reach it.');

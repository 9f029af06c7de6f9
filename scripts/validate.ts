// Checks the site config and every page file against the schemas and the site's own rules.
// Exit code 1 when anything is wrong, so CI stops a bad page before it ships. A missing form access key
// is a warning only: the site works for everything but leads, and the production build refuses it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadContent, siteFileName } from './lib/content/index.ts';
import { accessKeyProblem } from './lib/form-access-key.ts';
import { JsonSource } from './lib/json-source.ts';
import { displayPath, pagesDir, publicDir } from './lib/paths.ts';
import { formatProblem } from './lib/report.ts';

const started = performance.now();
let content: ReturnType<typeof loadContent>;
try {
  content = loadContent({ pagesDir: pagesDir(), publicDir });
} catch (error) {
  // Every file is checked for nesting before anything recurses into it; should a walk still run out of
  // stack, the editor gets a sentence, not a stack trace.
  if (!(error instanceof RangeError)) throw error;
  console.log(
    `Validation stopped: ${error.message}. A page file or the site config is nested too deeply or too large to check; simplify it and run npm run validate again.`,
  );
  process.exit(1);
}
const { routes, problems, caseStudies } = content;
const ms = Math.round(performance.now() - started);
const color = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;

for (const problem of problems) console.log(`${formatProblem(problem, color)}\n`);
const keyWarning = content.site && accessKeyProblem(content.site);
if (keyWarning) {
  const siteFile = path.join(pagesDir(), siteFileName);
  const at = new JsonSource(readFileSync(siteFile, 'utf8')).locate('/forms/accessKey');
  console.log(
    `${formatProblem({ file: displayPath(siteFile), ...at, pointer: '/forms/accessKey', message: keyWarning }, color, 'warning')}\n`,
  );
}
const warnings = keyWarning ? ' 1 warning, above.' : '';
if (problems.length) {
  console.log(
    `${problems.length} problem${problems.length === 1 ? '' : 's'} found in ${routes.length} valid page files and the site config (${ms} ms).${warnings}`,
  );
  process.exit(1);
}
const studies = caseStudies ? `, ${caseStudies.studies.length} case studies` : '';
console.log(`All ${routes.length} pages${studies} and the site config are valid (${ms} ms).${warnings}`);

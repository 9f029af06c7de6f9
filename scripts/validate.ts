// Checks the site config and every page file against the schemas and the site's own rules.
// Exit code 1 when anything is wrong, so CI stops a bad page before it ships.
import { loadContent } from './lib/content.ts';
import { pagesDir, publicDir } from './lib/paths.ts';
import { formatProblem } from './lib/report.ts';

const started = performance.now();
let content: ReturnType<typeof loadContent>;
try {
  content = loadContent({ pagesDir: pagesDir(), publicDir });
} catch (error) {
  // Every file is checked for nesting before anything recurses into it; should a walk still run out of
  // stack, the editor gets a sentence, not a stack trace.
  if (!(error instanceof RangeError)) throw error;
  console.log(`Validation stopped: ${error.message}. A page file or the site config is nested too deeply or too large to check; simplify it and run npm run validate again.`);
  process.exit(1);
}
const { routes, problems, caseStudies } = content;
const ms = Math.round(performance.now() - started);
const color = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;

for (const problem of problems) console.log(`${formatProblem(problem, color)}\n`);
if (problems.length) {
  console.log(`${problems.length} problem${problems.length === 1 ? '' : 's'} found in ${routes.length} valid page files and the site config (${ms} ms).`);
  process.exit(1);
}
const studies = caseStudies ? `, ${caseStudies.studies.length} case studies` : '';
console.log(`All ${routes.length} pages${studies} and the site config are valid (${ms} ms).`);

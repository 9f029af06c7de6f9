// npm run experiments: the running experiments of the page files, their versions, shares and days, and
// which end within a week (src/tooling/experiments-report.ts). Pages that fail validation are left out.
import { loadContentAndForms } from '../src/tooling/content/index.ts';
import { experimentsReport } from '../src/tooling/experiments-report.ts';
import { pagesDir, publicDir } from '../src/tooling/paths.ts';

const content = loadContentAndForms({ pagesDir: pagesDir(), publicDir, seoRules: false });
for (const line of experimentsReport(content.pages, Date.now())) console.log(line);
if (content.problems.length) console.log(`(${content.problems.length} problem(s) in the page files: npm run validate names them.)`);

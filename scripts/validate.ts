// Checks the site config and every page file against the schemas and the site's own rules.
// Exit code 1 when anything is wrong, so CI stops a bad page before it ships. A missing form access key
// is a warning only: the site works for everything but leads, and the production build refuses it. So is a
// photo no page shows (src/tooling/photos/unused.ts).
// In GitHub Actions it also prints each problem as a workflow command, so it shows on its line of the
// pull request, and appends a table of them all to the step summary.
import { appendFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadContentAndForms, siteFileName } from '../src/tooling/content/index.ts';
import { accessKeyProblem } from '../src/tooling/form-access-key.ts';
import { photosDir as projectPhotosDir } from '../src/tooling/photos/folders.ts';
import { unusedPhotoMessage, unusedPhotos } from '../src/tooling/photos/unused.ts';
import { JsonSource } from '../src/core/json-source.ts';
import { defaultPagesDir, displayPath, pagesDir, publicDir } from '../src/tooling/paths.ts';
import type { Problem } from '../src/core/content/problems.ts';
import { escapeData, formatProblem, githubAnnotation, stepSummary, summaryHeading } from '../src/tooling/report.ts';
import { plural } from '../src/core/words.ts';

const github = process.env.GITHUB_ACTIONS === 'true';
/** Appends to the run's summary page, when there is one (GitHub Actions names the file). */
const summarize = (markdown: string) => process.env.GITHUB_STEP_SUMMARY && appendFileSync(process.env.GITHUB_STEP_SUMMARY, markdown);
/**
 * Exits once everything printed is written. To a pipe (CI's log, `| cat`) Node writes in the background,
 * and exiting at once cut the output off after 64 KB: most problems and the summary line were lost.
 */
async function exitWhenWritten(code: number): Promise<never> {
  await new Promise<void>((resolve) => process.stdout.write('', () => resolve()));
  process.exit(code);
}

// PHOTOS_DIR points validation at another photos folder, as PAGES_DIR does for pages (tests); without it,
// the project's photos/.
const givenPhotos = process.env.PHOTOS_DIR ? path.resolve(process.env.PHOTOS_DIR) : undefined;
const photosDir = givenPhotos ?? projectPhotosDir;
const started = performance.now();
// Assigned, or the catch below has exited.
let content!: ReturnType<typeof loadContentAndForms>;
try {
  content = loadContentAndForms({ pagesDir: pagesDir(), publicDir, photosDir });
} catch (error) {
  // Every file is checked for nesting before anything recurses into it; should a walk still run out of
  // stack, the editor gets a sentence, not a stack trace.
  if (!(error instanceof RangeError)) throw error;
  const stopped = `Validation stopped: ${error.message}. A page file or the site config is nested too deeply or too large to check; simplify it and run npm run validate again.`;
  console.log(stopped);
  if (github) console.log(`::error title=Validation stopped::${escapeData(stopped)}`);
  summarize(`${summaryHeading}\n\n${stopped}\n`);
  await exitWhenWritten(1);
}
const { routes, problems, caseStudies } = content;
const ms = Math.round(performance.now() - started);
const color = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;

for (const problem of problems) {
  console.log(`${formatProblem(problem, color)}\n`);
  if (github) console.log(githubAnnotation(problem));
}
const keyWarning = content.site && accessKeyProblem(content.site);
const warningList: Problem[] = [];
if (keyWarning) {
  const siteFile = path.join(pagesDir(), siteFileName);
  const at = new JsonSource(readFileSync(siteFile, 'utf8')).locate('/forms/accessKey');
  const warning = { file: displayPath(siteFile), ...at, pointer: '/forms/accessKey', message: keyWarning };
  warningList.push(warning);
  console.log(`${formatProblem(warning, color, 'warning')}\n`);
  if (github) console.log(githubAnnotation(warning, 'warning'));
}
// Only when every page file is valid (a page that failed its schema may be the one that shows a photo), and
// only for the pages that use the folder: the project's own, or those PHOTOS_DIR was given for (other pages
// folders, such as the benchmark's generated ones, show a few of the project's photos).
if (!problems.length && (givenPhotos || pagesDir() === defaultPagesDir)) {
  for (const name of unusedPhotos(
    photosDir,
    content.pages.map(({ page }) => page),
  )) {
    const warning = {
      file: displayPath(path.join(photosDir, ...name.split('/'))),
      line: 1,
      col: 1,
      pointer: '',
      message: unusedPhotoMessage(name),
    };
    warningList.push(warning);
    console.log(`${formatProblem(warning, color, 'warning')}\n`);
    if (github) console.log(githubAnnotation(warning, 'warning'));
  }
}
// The SEO report of every page file, once every page is valid (it renders them): its errors fail
// validation, the rest are warnings on their line (npm run seo shows the whole report).
// The project's own pages get it; another pages folder (the tests', the benchmark's generated ones) only
// with SEO_REPORT=1, as rendering every page of a 10,000-page benchmark is not what it measures.
const seoWanted = process.env.SEO_REPORT ? process.env.SEO_REPORT !== '0' : pagesDir() === defaultPagesDir;
if (!problems.length && content.site && seoWanted) {
  const { seoValidation } = await import('../src/tooling/seo.ts');
  const seo = await seoValidation(content.site, content.rendered, content.pages, { display: displayPath });
  for (const problem of seo.errors) {
    problems.push(problem);
    console.log(`${formatProblem(problem, color)}\n`);
    if (github) console.log(githubAnnotation(problem));
  }
  for (const warning of seo.warnings) {
    warningList.push(warning);
    console.log(`${formatProblem(warning, color, 'warning')}\n`);
    if (github) console.log(githubAnnotation(warning, 'warning'));
  }
}
summarize(stepSummary({ problems, warnings: warningList, pages: routes.length, caseStudies: caseStudies?.studies.length }));
const warnings = warningList.length ? ` ${plural(warningList.length, 'warning')}, above.` : '';
if (problems.length) {
  console.log(
    `${plural(problems.length, 'problem')} found in ${routes.length} valid page files and the site config (${ms} ms).${warnings}`,
  );
  await exitWhenWritten(1);
}
const studies = caseStudies ? `, ${caseStudies.studies.length} case studies` : '';
console.log(`All ${routes.length} pages${studies} and the site config are valid (${ms} ms).${warnings}`);

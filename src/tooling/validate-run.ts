// npm run validate's work (scripts/validate.ts runs it and exits with its code): checks the site config and
// every page file against the schemas and the site's own rules, prints each problem, and answers 1 when
// anything is wrong. A missing form access key is a warning only: the site works for everything but leads,
// and the production build refuses it. So is a photo no page shows (src/tooling/photos/unused.ts).
// In GitHub Actions it also prints each problem as a workflow command, so it shows on its line of the
// pull request, and appends a table of them all to the step summary. Everything it reads from the
// environment comes in `env`, and everything it prints goes through `print`, so tests run it in-process.
import { appendFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadContentAndForms, siteFileName } from './content/index.ts';
import { accessKeyProblem } from './form-access-key.ts';
import { photosDir as projectPhotosDir } from './photos/folders.ts';
import { unusedPhotoMessage, unusedPhotos } from './photos/unused.ts';
import { JsonSource } from '../core/json-source.ts';
import { defaultPagesDir, displayPath, publicDir, root } from './paths.ts';
import type { Problem } from '../core/content/problems.ts';
import { escapeData, formatProblem, githubAnnotation, stepSummary, summaryHeading } from './report.ts';
import { plural } from '../core/words.ts';

export interface ValidateOptions {
  pagesDir: string;
  /** GITHUB_ACTIONS, GITHUB_STEP_SUMMARY, PHOTOS_DIR and SEO_REPORT are read from it (and the build's settings, which its renders depend on). */
  env: Record<string, string | undefined>;
  /** Prints one line (or several, joined by line breaks). */
  print: (text: string) => void;
  color?: boolean;
  /** Keeps each page file's own check for the next run (npm run validate does; the tests' own runs do not). */
  keepChecks?: boolean;
}

/** Validates the pages folder; answers the exit code: 0 when everything is valid, 1 when not. */
export async function validateSite({ pagesDir, env, print, color = false, keepChecks = false }: ValidateOptions): Promise<0 | 1> {
  const github = env.GITHUB_ACTIONS === 'true';
  /** Appends to the run's summary page, when there is one (GitHub Actions names the file). */
  const summarize = (markdown: string) => env.GITHUB_STEP_SUMMARY && appendFileSync(env.GITHUB_STEP_SUMMARY, markdown);
  // PHOTOS_DIR points validation at another photos folder, as PAGES_DIR does for pages (tests); without it,
  // the project's photos/.
  const givenPhotos = env.PHOTOS_DIR ? path.resolve(env.PHOTOS_DIR) : undefined;
  const photosDir = givenPhotos ?? projectPhotosDir;
  const started = performance.now();
  let content: ReturnType<typeof loadContentAndForms>;
  try {
    content = loadContentAndForms({ pagesDir, publicDir, photosDir, keepChecks });
  } catch (error) {
    // Every file is checked for nesting before anything recurses into it; should a walk still run out of
    // stack, the editor gets a sentence, not a stack trace.
    if (!(error instanceof RangeError)) throw error;
    const stopped = `Validation stopped: ${error.message}. A page file or the site config is nested too deeply or too large to check; simplify it and run npm run validate again.`;
    print(stopped);
    if (github) print(`::error title=Validation stopped::${escapeData(stopped)}`);
    summarize(`${summaryHeading}\n\n${stopped}\n`);
    return 1;
  }
  const { routes, problems, caseStudies } = content;
  const ms = Math.round(performance.now() - started);

  for (const problem of problems) {
    print(`${formatProblem(problem, color)}\n`);
    if (github) print(githubAnnotation(problem));
  }
  const keyWarning = content.site && accessKeyProblem(content.site);
  const warningList: Problem[] = [];
  if (keyWarning) {
    const siteFile = path.join(pagesDir, siteFileName);
    const at = new JsonSource(readFileSync(siteFile, 'utf8')).locate('/forms/accessKey');
    const warning = { file: displayPath(siteFile), ...at, pointer: '/forms/accessKey', message: keyWarning };
    warningList.push(warning);
    print(`${formatProblem(warning, color, 'warning')}\n`);
    if (github) print(githubAnnotation(warning, 'warning'));
  }
  // Only when every page file is valid (a page that failed its schema may be the one that shows a photo), and
  // only for the pages that use the folder: the project's own, or those PHOTOS_DIR was given for (other pages
  // folders, such as the benchmark's generated ones, show a few of the project's photos).
  if (!problems.length && (givenPhotos || pagesDir === defaultPagesDir)) {
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
      print(`${formatProblem(warning, color, 'warning')}\n`);
      if (github) print(githubAnnotation(warning, 'warning'));
    }
  }
  // The SEO report of every page file, once every page is valid (it renders them): its errors fail
  // validation, the rest are warnings on their line (npm run seo shows the whole report).
  // The project's own pages get it; another pages folder (the tests', the benchmark's generated ones) only
  // with SEO_REPORT=1, as rendering every page of a 10,000-page benchmark is not what it measures.
  const seoWanted = env.SEO_REPORT ? env.SEO_REPORT !== '0' : pagesDir === defaultPagesDir;
  if (!problems.length && content.site && seoWanted) {
    const { seoValidation } = await import('./seo.ts');
    const { RenderCache } = await import('./build/render-cache.ts');
    const { codeKey } = await import('./build/inputs.ts');
    // The renders the build keeps (.cache/render/): a page the build or an earlier run rendered as it is now is not rendered again.
    const cache = {
      code: codeKey(root, env),
      renders: new RenderCache(),
    };
    const seo = await seoValidation(content.site, content.rendered, content.pages, { display: displayPath, cache });
    for (const problem of seo.errors) {
      problems.push(problem);
      print(`${formatProblem(problem, color)}\n`);
      if (github) print(githubAnnotation(problem));
    }
    for (const warning of seo.warnings) {
      warningList.push(warning);
      print(`${formatProblem(warning, color, 'warning')}\n`);
      if (github) print(githubAnnotation(warning, 'warning'));
    }
  }
  summarize(stepSummary({ problems, warnings: warningList, pages: routes.length, caseStudies: caseStudies?.studies.length }));
  const warnings = warningList.length ? ` ${plural(warningList.length, 'warning')}, above.` : '';
  if (problems.length) {
    print(`${plural(problems.length, 'problem')} found in ${routes.length} valid page files and the site config (${ms} ms).${warnings}`);
    return 1;
  }
  const studies = caseStudies ? `, ${caseStudies.studies.length} case studies` : '';
  print(`All ${routes.length} pages${studies} and the site config are valid (${ms} ms).${warnings}`);
  return 0;
}

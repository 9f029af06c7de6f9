// The content pipeline in one call, for validate, prerender, the editor and tests: load every file (from
// the pages folder, or with some files' text given in memory), check it, build what the site renders.
// Each step is usable on its own: load.ts, check.ts, build.ts.
import type { CaseStudiesFile } from '../../../src/generated/case-studies.ts';
import type { SiteConfig } from '../../../src/generated/site.ts';
import type { PageData } from '../../../src/render/resolved.ts';
import { buildContent } from './build.ts';
import { checkContent, checkSeo, formFileProblems, type CheckOptions, type LoadedPage } from './check.ts';
import { folderSource, type ContentSource } from './load.ts';
import type { Problem } from './problems.ts';

export { checkContent, checkSeo, formFileProblems, placeholderPrefix, type CheckedContent, type LoadedPage } from './check.ts';
export { buildContent } from './build.ts';
export { caseStudiesFileName, folderSource, listPageFiles, overlaySource, pathFromFile, siteFileName, type ContentSource } from './load.ts';
export type { Problem } from './problems.ts';

export interface LoadOptions extends CheckOptions {
  pagesDir: string;
  /** Where the files' text comes from; by default the files in pagesDir. */
  source?: ContentSource;
  /** Build-time overrides (SITE_URL and the form settings) applied to the site config before rendering. */
  env?: NodeJS.ProcessEnv;
  /** The technical-SEO rules (head tags, one h1, images, link depth); on unless a test of other rules turns them off. */
  seoRules?: boolean;
}

export interface Content {
  /** The site config with its menus and footer filled in from the pages' cards. */
  site: SiteConfig | undefined;
  /** Every valid page file's path. */
  routes: string[];
  pages: LoadedPage[];
  caseStudies: CaseStudiesFile | undefined;
  /** Every page the site renders (page files and case studies), by path, ready for the renderer. */
  rendered: Map<string, PageData>;
  problems: Problem[];
}

/** Reads, validates and cross-checks the site config and every page, and renders them; the single source for validate, prerender, the editor and tests. */
export function loadContent(options: LoadOptions): Content {
  const checked = checkContent(options.source ?? folderSource(options.pagesDir), options);
  const built = buildContent(checked.site, checked.pages, checked.caseStudies, options.env);
  if (options.seoRules !== false) checkSeo(checked, built);
  checked.problems.sort();
  const problems = [...checked.problems.items, ...formFileProblems()];
  return {
    site: built.site,
    routes: checked.routes,
    pages: checked.pages,
    caseStudies: checked.caseStudies,
    rendered: built.rendered,
    problems,
  };
}

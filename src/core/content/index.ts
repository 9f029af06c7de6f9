// The content pipeline in one call, wherever it runs: check every file of a source (the pages folder on
// disk, or the repository read through GitHub's API, with some files' text given in memory), build what
// the site renders, and run the SEO rules on it. Each step is usable on its own: load.ts, check.ts, build.ts.
import type { CaseStudiesFile } from '../../generated/case-studies.ts';
import type { SiteConfig } from '../../generated/site.ts';
import type { PageData } from '../page-data.ts';
import type { Environment } from '../site-env.ts';
import { buildContent } from './build.ts';
import { checkContent, checkSeo, type CheckOptions } from './check.ts';
import type { LoadedPage } from './page-file.ts';
import type { ContentSource } from './load.ts';
import type { Problem } from './problems.ts';

export interface LoadOptions extends CheckOptions {
  /** Where the files' text comes from, with the host and the blocks' build parts the core runs with there. */
  source: ContentSource;
  /** Build-time overrides (SITE_URL and the form settings) applied to the site config before rendering. */
  env?: Environment;
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
  /** Where each page file's own check was kept from an earlier run: how many files were checked again (the others were unchanged). */
  checkedAgain?: number;
}

/** Reads, validates and cross-checks the site config and every page, and renders them. */
export function loadContent(options: LoadOptions): Content {
  const checked = checkContent(options.source, options);
  const built = buildContent(options.source.core.blocks, checked.site, checked.pages, checked.caseStudies, options.env);
  if (options.seoRules !== false) checkSeo(checked, built);
  checked.problems.sort();
  return {
    site: built.site,
    routes: checked.routes,
    pages: checked.pages,
    caseStudies: checked.caseStudies,
    rendered: built.rendered,
    problems: checked.problems.items,
  };
}

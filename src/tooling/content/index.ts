// The content pipeline for Node (validate, prerender, the local studio and tests): the core of
// src/core/content over the pages folder on disk, with the lead forms' files checked beside it.
import { loadContent, type Content, type LoadOptions } from '../../core/content/index.ts';
import type { ContentSource } from '../../core/content/load.ts';
import { formFileProblems } from './form-files.ts';
import { PageCheckCache } from './check-cache.ts';
import { folderSource } from './node-host.ts';

export { checkContent, checkSeo, placeholderPrefix, type CheckedContent } from '../../core/content/check.ts';
export type { LoadedPage } from '../../core/content/page-file.ts';
export { buildContent } from '../../core/content/build.ts';
export { caseStudiesFileName, overlaySource, pathFromFile, siteFileName, type ContentSource } from '../../core/content/load.ts';
export type { Problem } from '../../core/content/problems.ts';
export type { Content } from '../../core/content/index.ts';
export { folderSource, listPageFiles, nodeCore } from './node-host.ts';
export { formFileProblems } from './form-files.ts';

/** The core's load options, over a pages folder on disk. */
export interface LoadFolderOptions extends Omit<LoadOptions, 'source'> {
  pagesDir: string;
  /** Where the files' text comes from; by default the files in pagesDir. */
  source?: ContentSource;
  /**
   * Keeps each page file's own check between runs (check-cache.ts), for the files in pagesDir: in the
   * project's cache, or in `folder` (`code`: the project's codeDigest, where known already).
   */
  keepChecks?: boolean | { folder?: string; code?: string };
}

/**
 * Reads, validates and cross-checks the site config and every page, and renders them, and checks the lead
 * forms' files beside them; the single source for validate, prerender, the editor and tests.
 */
export function loadContentAndForms(options: LoadFolderOptions): Content {
  const { keepChecks } = options;
  const checks = keepChecks && !options.source ? new PageCheckCache(options.pagesDir, keepChecks === true ? {} : keepChecks) : undefined;
  const source = options.source ?? folderSource(options.pagesDir, checks);
  const content = loadContent({ ...options, source });
  checks?.save();
  return { ...content, problems: [...content.problems, ...formFileProblems()], ...(checks && { checkedAgain: checks.counts.checked }) };
}

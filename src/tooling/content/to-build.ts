// What the build renders from a pages folder, or why it stops. A file that fails its checks is left out of
// the site (and its sitemap) until it is fixed, so the build stops on any problem; and every page file is
// built or named in a problem: a check that failed a file without saying why would otherwise have the
// page vanish from the live site with every command green.
import type { Content } from '../../core/content/index.ts';
import { displayPath } from '../paths.ts';
import { formatProblem } from '../report.ts';
import { listPageFiles, loadContentAndForms, type LoadFolderOptions } from './index.ts';

/**
 * The page files among `files` that are neither built (their page among those rendered) nor named in a
 * problem. `name` is how problems name a file (the host's displayPath).
 */
export function pagesLeftOut(
  files: readonly string[],
  content: Pick<Content, 'pages' | 'rendered' | 'problems'>,
  name: (file: string) => string,
): string[] {
  const built = new Set(content.pages.filter((page) => content.rendered.has(page.path)).map((page) => page.file));
  const named = new Set(content.problems.map((problem) => problem.file));
  return files.filter((file) => !built.has(file) && !named.has(name(file)));
}

/** Why the build stops over page files it would leave out without a problem naming them. */
export function leftOutMessage(shown: readonly string[]): string {
  return `Build stopped: ${shown.join(', ')} would be left out of the site, though no check names a problem in ${shown.length === 1 ? 'it' : 'them'}. Tell a developer: a check is missing.`;
}

/**
 * The checked content of the pages folder, with `stop` set to what the build prints when it must not go
 * on: every problem, or the page files it would leave out without one. `load` is the content pipeline
 * (the prerender's own by default).
 */
export function siteToBuild(
  options: LoadFolderOptions,
  load: (options: LoadFolderOptions) => Content = loadContentAndForms,
): { content: Content; stop?: string[] } {
  const content = load(options);
  if (content.problems.length || !content.site)
    return {
      content,
      stop: [
        ...content.problems.map((problem) => `${formatProblem(problem)}\n`),
        `Build stopped: ${content.problems.length} problem(s) in the page files. Run npm run validate for details.`,
      ],
    };
  const leftOut = pagesLeftOut(listPageFiles(options.pagesDir), content, displayPath);
  if (leftOut.length) return { content, stop: [leftOutMessage(leftOut.map(displayPath))] };
  return { content };
}

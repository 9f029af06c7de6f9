// The build's last word on its page files: each one is built, or named in a problem. A file that fails its
// checks is left out of the site (and its sitemap) until it is fixed, so a check that failed a file without
// saying why would have it vanish from the live site with every command green; this refuses that.
import type { Content } from '../../core/content/index.ts';

/**
 * The page files among `files` that are neither built (their page among those rendered) nor named in a
 * problem: none, or the build stops. `name` is how problems name a file (the host's displayPath).
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

/** Why the build stops over left-out files, in one sentence. */
export function leftOutMessage(shown: readonly string[]): string {
  return `Build stopped: ${shown.join(', ')} would be left out of the site, though no check names a problem in ${shown.length === 1 ? 'it' : 'them'}. Run npm run validate, and tell a developer: a check is missing.`;
}

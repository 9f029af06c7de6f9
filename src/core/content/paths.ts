// Which page has which path: each page file claims the path its name or its "path" gives it, unless the path
// is reserved (index, or an address the build writes itself) or taken by a case study or another page.
import { builtAt } from '../page-paths.ts';
import type { LoadedPage, PageFileCheck } from './page-file.ts';
import { caseStudiesFileName } from './load.ts';
import type { Located, ProblemCollector } from './problems.ts';

/**
 * Why no page may have this path, or undefined when one may: a path ending in /index is index.json's, and
 * the build writes some addresses itself (the not-found page, the assets, the studio on the web).
 */
export function reservedPath(route: string): string | undefined {
  if (/(^|\/)index$/.test(route)) return `The path ${route} is reserved: name the file index.json instead, or choose another path.`;
  const built = builtAt(route);
  if (built) return `The path ${route} is reserved for ${built.what}, which the build writes there itself. Choose another path.`;
  return undefined;
}

/** Why a page file cannot have its path, for validation and the studio's check alike. */
export const pathMessages = {
  caseStudy: (route: string) => `The path ${route} belongs to a case study in pages/${caseStudiesFileName}. Choose another path.`,
  /** `shown` is the other file as problems name it. */
  taken: (route: string, shown: string) => `The path ${route} is already used by ${shown}. Each page needs its own path.`,
};

/** Each page file claims its path, unless the path is reserved or taken by a case study or another page. */
export function claimPaths(
  checks: PageFileCheck[],
  studyPaths: ReadonlyMap<string, number>,
  problems: ProblemCollector,
  at: (file: string) => Located,
) {
  const pages: LoadedPage[] = [];
  const byPath = new Map<string, string>();
  const linked: PageFileCheck[] = [];
  for (const check of checks) {
    problems.items.push(...check.problems);
    const route = check.route;
    if (route === undefined) continue;
    const reserved = reservedPath(route);
    if (reserved) {
      problems.add(at(check.file), check.explicitPath ? '/path' : '', reserved);
      continue;
    }
    const taken = byPath.get(route);
    if (studyPaths.has(route)) {
      problems.add(at(check.file), check.explicitPath ? '/path' : '', pathMessages.caseStudy(route));
      continue;
    }
    if (taken) {
      problems.add(at(check.file), check.explicitPath ? '/path' : '', pathMessages.taken(route, problems.name(taken)));
      continue;
    }
    byPath.set(route, check.file);
    linked.push(check);
    if (check.page) pages.push({ file: check.file, path: route, page: check.page });
  }
  return { pages, byPath, linked };
}

// The whole site as the studio's edit check needs it, built once from the same load, check and build as npm
// run validate: who claims which path, titles and descriptions, cards, links and who links where, each
// group's index and the click depths. The edit check (edit-check.ts) holds it until a file changes.
import type { CaseStudiesFile } from '../../generated/case-studies.ts';
import type { SiteConfig } from '../../generated/site.ts';
import { linkResolver, pageLinks } from '../seo-rules.ts';
import { phraseKey } from '../seo/report.ts';
import type { PageAtPath } from '../resolve.ts';
import { buildContent } from './build.ts';
import { checkContent, checkSeo } from './check.ts';
import type { ContentSource } from './load.ts';
import { reservedPath } from './paths.ts';
import type { Problem } from './problems.ts';

export interface CardPage extends PageAtPath {
  file: string;
}

/** What the edit check needs to know of every page, from one whole-site load. */
export interface SiteIndex {
  /** The site config as written (valid), and as rendered. */
  site?: SiteConfig;
  caseStudies?: CaseStudiesFile;
  studyPaths: ReadonlyMap<string, number>;
  schemas: string[];
  redirectFrom: ReadonlySet<string>;
  /** Every file that asks for a path (not a reserved one, not a case study's), in file order. */
  claims: Map<string, string[]>;
  /** The paths of files that failed their checks (see PageFileCheck.pendingRoute). */
  pending: Set<string>;
  /** The path each rendered page file has, and the file each such path comes from. */
  pathOf: Map<string, string>;
  fileAt: Map<string, string>;
  /** Page files by title and by description, in file order. */
  titles: Map<string, string[]>;
  descriptions: Map<string, string[]>;
  /** Page files by focus keyphrase (its words, lower case: phraseKey), in file order. */
  keyphrases: Map<string, string[]>;
  /** Pages with a card, in file order: they fill menus and indexes. */
  cardPages: CardPage[];
  /** Every rendered page's own links (index cards apart) and the groups its indexes list. */
  links: Map<string, { links: Set<string>; indexGroups: Set<string> }>;
  /** Who links to a path (index cards apart). */
  linkedFrom: Map<string, Set<string>>;
  /** Pages whose index lists a group. */
  indexPages: Map<string, Set<string>>;
  /** Each group's index page (the one at the group's own address when there is one), with its file. */
  groupIndex: Map<string, { file: string; path: string; page: LoadedPageFile }>;
  /** Click depths with one page left out, by the page and the menus' links. */
  depths: Map<string, Map<string, number>>;
  /** Every problem of the whole site, as validation reports them, when the checker was asked to keep them. */
  problems?: Problem[];
}

export const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => (map.get(key) ?? map.set(key, []).get(key)!).push(value);

export function buildIndex(files: ContentSource, publicDir: string, photosDir: string, siteProblems: boolean): SiteIndex {
  const checked = checkContent(files, { publicDir, photosDir });
  const built = buildContent(files.core.blocks, checked.site, checked.pages, checked.caseStudies);
  if (siteProblems) {
    checkSeo(checked, built);
    checked.problems.sort();
  }
  const site = checked.site;
  const claims = new Map<string, string[]>();
  for (const check of checked.checks) {
    if (check.route === undefined || reservedPath(check.route) || checked.studyPaths.has(check.route)) continue;
    push(claims, check.route, check.file);
  }
  const pathOf = new Map(checked.pages.map((p) => [p.file, p.path]));
  const titles = new Map<string, string[]>();
  const descriptions = new Map<string, string[]>();
  const keyphrases = new Map<string, string[]>();
  for (const p of checked.pages) {
    push(titles, p.page.meta.title, p.file);
    push(descriptions, p.page.meta.description, p.file);
    if (p.page.meta.keyphrase && !p.page.meta.noindex) push(keyphrases, phraseKey(p.page.meta.keyphrase), p.file);
  }
  const links = new Map<string, { links: Set<string>; indexGroups: Set<string> }>();
  const linkedFrom = new Map<string, Set<string>>();
  const indexPages = new Map<string, Set<string>>();
  if (built.site) {
    const resolve = linkResolver(built.site);
    for (const [from, page] of built.rendered) {
      const own = pageLinks(page, resolve);
      links.set(from, own);
      for (const to of own.links) (linkedFrom.get(to) ?? linkedFrom.set(to, new Set()).get(to)!).add(from);
      for (const group of own.indexGroups) (indexPages.get(group) ?? indexPages.set(group, new Set()).get(group)!).add(from);
    }
  }
  return {
    site,
    caseStudies: checked.caseStudies,
    studyPaths: checked.studyPaths,
    schemas: checked.schemas,
    redirectFrom: new Set((site?.redirects ?? []).map((r) => r.from)),
    claims,
    pending: new Set(checked.checks.flatMap((check) => check.pendingRoute ?? [])),
    pathOf,
    fileAt: new Map(checked.pages.map((p) => [p.path, p.file])),
    titles,
    descriptions,
    keyphrases,
    cardPages: checked.pages.filter((p) => p.page.card).map((p) => ({ file: p.file, path: p.path, page: p.page })),
    links,
    linkedFrom,
    indexPages,
    groupIndex: groupIndexes(checked.pages),
    depths: new Map(),
    ...(siteProblems ? { problems: checked.problems.items } : {}),
  };
}

export type LoadedPageFile = ReturnType<typeof checkContent>['pages'][number]['page'];
const groupHomes: Record<string, string> = { industries: '/seo', services: '/services' };

/** Each group's index page: the page at the group's own address if it lists the group, else the first that does. */
function groupIndexes(pages: ReturnType<typeof checkContent>['pages']) {
  const found = new Map<string, { file: string; path: string; page: LoadedPageFile }>();
  for (const p of pages)
    for (const block of p.page.blocks) {
      if (block.type !== 'pageIndex') continue;
      const known = found.get(block.group);
      if (!known || (p.path === groupHomes[block.group] && known.path !== p.path))
        found.set(block.group, { file: p.file, path: p.path, page: p.page });
    }
  return found;
}

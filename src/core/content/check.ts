// The middle step of the content pipeline: what is wrong with the loaded files, as problems with a file,
// line and column. Each page file on its own (schema, block rules, placeholders), then the rules that need
// every file at once (unique paths, links and images that lead somewhere, menus, redirects), and the SEO
// rules, which read the pages as the build renders them.
import type { CaseStudiesFile } from '../../generated/case-studies.ts';
import type { PageFile } from '../../generated/page.ts';
import type { SiteConfig } from '../../generated/site.ts';
import { toPointer, walkJson } from '../json-pointer.ts';
import type { CheckedBlock } from '../page-data.ts';
import { buildOf, type BlockBuilds } from '../block-build.ts';
import type { CoreContext } from '../context.ts';
import * as path from '../posix-path.ts';
import { collectAllReferences, type Reference } from '../references.ts';
import { caseStudyPath } from '../page-paths.ts';
import { seoProblems, type SeoSource } from '../seo-rules.ts';
import { readSitePath } from '../site-path.ts';
import { closest } from '../suggest.ts';
import type { BuiltContent } from './build.ts';
import type { ContentHost, SchemaKind } from './host.ts';
import { parseFile, pathFromFile, siteFileName, caseStudiesFileName, type ContentSource, type ParsedFile } from './load.ts';
import { describeErrors } from './messages.ts';
import { checkPhotos, photoFileReader } from './photos.ts';
import { fileAddressProblem, schemaFolders, schemaPathProblem } from './placement.ts';
import { locator, ProblemCollector, type Located, type Problem } from './problems.ts';

export interface LoadedPage {
  /** Absolute path of the page file. */
  file: string;
  /** The route the page is served at. */
  path: string;
  /** The page as written, with the schema's defaults filled in. */
  page: PageFile;
}

/** Valid files pass the quick check; only a failing one is checked again for every message. */
function checkSchema(host: ContentHost, parsed: ParsedFile, kind: SchemaKind, problems: ProblemCollector): boolean {
  if (host.quickValidators()[kind](parsed.data)) return true;
  const schemas = host.schemas();
  const full = schemas[kind];
  full(parsed.data);
  for (const p of describeErrors(full.errors ?? [], schemas)) problems.add(parsed, p.pointer, p.message, p.key);
  return false;
}

export interface CheckOptions {
  publicDir: string;
  /** Paths served by parameterised routes (for example /case-studies/ed-tech), which links may point at too. */
  extraPaths?: Iterable<string>;
  /** Where the photos pages name are; the host's photos folder by default. */
  photosDir?: string;
}

/** What checking one page file on its own yields: its route, links and images, and its own problems. */
export interface PageFileCheck {
  file: string;
  /** Set when the file is valid JSON that passes the schema. */
  route?: string;
  explicitPath: boolean;
  /** The page with defaults filled in. */
  page?: PageFile;
  refs: Reference[];
  problems: Problem[];
}

/** Rules inside one page that a schema cannot express. */
function checkBlockRules(blocks: BlockBuilds, parsed: ParsedFile, page: PageFile, problems: ProblemCollector): void {
  page.blocks.forEach((block, i) => {
    // The schema check before this has filled in the defaults.
    buildOf(blocks, block.type)?.rules?.(block as CheckedBlock, (pointer, message) =>
      problems.add(parsed, `/blocks/${i}${pointer}`, message),
    );
  });
}

/** Text that npm run new-page leaves for an editor to replace. */
export const placeholderPrefix = 'TODO:';

/** Every placeholder left in a file, so a half-finished page never ships. */
function checkPlaceholders(parsed: ParsedFile, problems: ProblemCollector): void {
  // Nearly every file has none: only a file whose text mentions the marker is walked.
  if (!parsed.source.text.includes(placeholderPrefix)) return;
  walkJson(parsed.data, (value, path) => {
    if (typeof value === 'string' && value.trimStart().startsWith(placeholderPrefix))
      problems.add(parsed, toPointer(path), `Replace this placeholder with real text: ${value.trim()}`);
  });
}

/** "$schema" leads from the file to its schema in the project, never elsewhere. */
function checkSchemaPath(folders: string[], parsed: ParsedFile, schemaName: string, problems: ProblemCollector): void {
  const written = (parsed.data as { $schema?: unknown }).$schema;
  const problem = schemaPathProblem(parsed.file, written, folders, schemaName);
  if (problem) problems.add(parsed, '/$schema', problem);
}

/** Parses and schema-checks one page file on its own. */
export function checkPageFile(file: string, files: ContentSource, schemas: string[]): PageFileCheck {
  try {
    return checkParsedPageFile(file, files, schemas);
  } catch (error) {
    // The nesting limit keeps every recursive walk shallow; should one still run out of stack, the
    // editor learns which file did it, in words, instead of a stack trace.
    if (!(error instanceof RangeError)) throw error;
    const message = `The file could not be checked: ${error.message}. Simplify its structure and run validation again.`;
    return {
      file,
      explicitPath: false,
      refs: [],
      problems: [{ file: files.core.host.displayPath(file), line: 1, col: 1, pointer: '', message }],
    };
  }
}

function checkParsedPageFile(file: string, files: ContentSource, schemas: string[]): PageFileCheck {
  const { host, blocks } = files.core;
  const problems = new ProblemCollector(host);
  const parsed = parseFile(files, file, problems);
  if (parsed) checkPlaceholders(parsed, problems);
  if (!parsed || !checkSchema(host, parsed, 'validatePage', problems))
    return { file, explicitPath: false, refs: [], problems: problems.items };
  const page = parsed.data as PageFile;
  checkSchemaPath(schemas, parsed, 'page.schema.json', problems);
  const route = page.path ?? pathFromFile(files.dir, file);
  const badName = page.path === undefined && fileAddressProblem(host, files.dir, file, route);
  if (badName) {
    // The address never reaches the route table: the page is left out until the file is renamed.
    problems.add(parsed, '', badName);
    return { file, explicitPath: false, refs: [], problems: problems.items };
  }
  checkBlockRules(blocks, parsed, page, problems);
  return {
    file,
    route,
    explicitPath: page.path !== undefined,
    page,
    refs: collectAllReferences(page),
    problems: problems.items,
  };
}

/** What the whole-site check found: the valid content, for the build step, and every problem so far. */
export interface CheckedContent {
  siteFile: ParsedFile | undefined;
  site: SiteConfig | undefined;
  studiesFile: ParsedFile | undefined;
  caseStudies: CaseStudiesFile | undefined;
  /** The case studies' paths, each with its place in the case-study file. */
  studyPaths: ReadonlyMap<string, number>;
  /** Each page file checked on its own, in file order. */
  checks: PageFileCheck[];
  /** Where the files' $schema may point (see schemaFolders). */
  schemas: string[];
  /** Every page with a path of its own. */
  pages: LoadedPage[];
  /** Every valid page file's path. */
  routes: string[];
  problems: ProblemCollector;
  /** What the files were checked with, for the steps after this one. */
  core: CoreContext;
  /** A file checked earlier, for a problem found in it later. */
  at: (file: string) => Located;
}

export function checkSiteFile(files: ContentSource, problems: ProblemCollector) {
  const siteFile = parseFile(files, path.join(files.dir, siteFileName), problems);
  const site = siteFile && checkSchema(files.core.host, siteFile, 'validateSite', problems) ? (siteFile.data as SiteConfig) : undefined;
  const schemas = schemaFolders(files.core.host, files.dir, (siteFile?.data as { $schema?: unknown } | undefined)?.$schema);
  if (siteFile && site) checkSchemaPath(schemas, siteFile, 'site.schema.json', problems);
  return { siteFile, site, schemas };
}

export function checkCaseStudiesFile(files: ContentSource, schemas: string[], problems: ProblemCollector) {
  // The case-study data is optional: a site without it simply has no case-study pages.
  const studiesPath = path.join(files.dir, caseStudiesFileName);
  const studiesFile = files.exists(studiesPath) ? parseFile(files, studiesPath, problems) : undefined;
  const caseStudies =
    studiesFile && checkSchema(files.core.host, studiesFile, 'validateCaseStudies', problems)
      ? (studiesFile.data as CaseStudiesFile)
      : undefined;
  if (studiesFile && caseStudies) checkSchemaPath(schemas, studiesFile, 'case-studies.schema.json', problems);
  const studyPaths = new Map<string, number>();
  caseStudies?.studies.forEach((study, i) => {
    const route = caseStudyPath(study.id);
    if (studyPaths.has(route))
      problems.add(studiesFile!, `/studies/${i}/id`, `Two case studies have the id ${study.id}. Each needs its own.`);
    studyPaths.set(route, i);
  });
  return { studiesFile, caseStudies, studyPaths };
}

/** A path ending in /index is index.json's, never a page's own. */
export const isReservedPath = (route: string) => /(^|\/)index$/.test(route);

/** Why a page file cannot have its path, for validation and the studio's check alike. */
export const pathMessages = {
  reserved: (route: string) => `The path ${route} is reserved: name the file index.json instead, or choose another path.`,
  caseStudy: (route: string) => `The path ${route} belongs to a case study in pages/${caseStudiesFileName}. Choose another path.`,
  /** `shown` is the other file as problems name it. */
  taken: (route: string, shown: string) => `The path ${route} is already used by ${shown}. Each page needs its own path.`,
};

/** Each page file claims its path, unless the path is reserved or taken by a case study or another page. */
function claimPaths(
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
    if (isReservedPath(route)) {
      problems.add(at(check.file), '/path', pathMessages.reserved(route));
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

export interface LinkTargets {
  /** Whether a page, case study or parameterised route has this path. */
  isRoute(path: string): boolean;
  /** Every such path, for a "did you mean" (only asked when a link leads nowhere). */
  allRoutes(): Iterable<string>;
  redirectFrom: ReadonlySet<string>;
  publicDir: string;
}

/**
 * Every link must lead to a page, a redirect or a file in public/, and every image must exist in public/.
 * An address that cannot be read (a % that starts no escape, /../) is a problem of its own.
 */
export function referenceChecker(
  host: ContentHost,
  { isRoute, allRoutes, redirectFrom, publicDir }: LinkTargets,
  problems: ProblemCollector,
  at: (file: string) => Located,
) {
  const validHref = new RegExp(host.hrefPattern, 'u');
  return (file: string, refs: Reference[]) => {
    for (const ref of refs) {
      if (ref.kind === 'link' && !validHref.test(ref.value)) {
        problems.add(at(file), ref.pointer, `The link "${ref.value}" is not allowed. Links start with /, #, https://, mailto: or tel:.`);
        continue;
      }
      if (!ref.value.startsWith('/')) continue;
      const read = readSitePath(ref.value);
      if (!read.ok) {
        problems.add(at(file), ref.pointer, read.message);
        continue;
      }
      const target = read.path;
      if (ref.kind === 'image') {
        if (!host.publicFileExists(publicDir, target))
          problems.add(at(file), ref.pointer, `The image ${ref.value} does not exist. Put the file in public${target} or fix the path.`);
      } else if (target.length > 1 && target.endsWith('/')) {
        problems.add(at(file), ref.pointer, `Write the link as ${target.slice(0, -1)}, without the trailing slash.`);
      } else if (
        !isRoute(target) &&
        !redirectFrom.has(target) &&
        !(/\.[a-z0-9]+$/i.test(target) && host.publicFileExists(publicDir, target))
      ) {
        const guess = closest(target, [...allRoutes(), ...redirectFrom]);
        problems.add(
          at(file),
          ref.pointer,
          `The link ${target} leads nowhere: no page, redirect or file has that path.${guess ? ` Did you mean ${guess}?` : ''}`,
        );
      }
    }
  };
}

/** Menu entries and footer columns are links or page lists, and every page list has pages. */
function checkMenus(
  siteFile: ParsedFile,
  site: SiteConfig,
  pages: LoadedPage[],
  problems: ProblemCollector,
  at: (file: string) => Located,
): void {
  site.header.nav.forEach((item, i) => {
    if (Boolean(item.href) === Boolean(item.items || item.pages)) {
      problems.add(
        siteFile,
        `/header/nav/${i}`,
        'A menu entry has either an href (a plain link) or items or pages (a dropdown group), not both and not neither.',
      );
    }
  });
  site.footer.groups.forEach((group, i) => {
    if (!group.links && !group.pages) problems.add(siteFile, `/footer/groups/${i}`, 'A footer column needs "links", "pages" or both.');
  });
  const groupsUsed: [string, string, string][] = [
    ...site.header.nav.flatMap((item, i) =>
      item.pages ? [[siteFile.file, `/header/nav/${i}/pages/group`, item.pages.group] as [string, string, string]] : [],
    ),
    ...site.footer.groups.flatMap((group, i) =>
      group.pages ? [[siteFile.file, `/footer/groups/${i}/pages/group`, group.pages.group] as [string, string, string]] : [],
    ),
    ...pages.flatMap((p) =>
      p.page.blocks.flatMap((b, i) =>
        b.type === 'pageIndex' ? [[p.file, `/blocks/${i}/group`, b.group] as [string, string, string]] : [],
      ),
    ),
  ];
  // One pass over the pages, whatever the number of lists that ask.
  const groupsWithCards = new Set<string>(pages.flatMap((p) => (p.page.card ? [p.page.card.group] : [])));
  for (const [file, pointer, group] of groupsUsed) {
    if (!groupsWithCards.has(group)) problems.add(file === siteFile.file ? siteFile : at(file), pointer, emptyGroupMessage(group));
  }
}

export const emptyGroupMessage = (group: string) =>
  `No page has a card in the group "${group}", so this list would be empty. Give the group's pages a "card" with "group": "${group}".`;

/** Each old address redirects once, is not a page, and leads straight to a page. */
function checkRedirects(
  siteFile: ParsedFile,
  site: SiteConfig,
  byPath: ReadonlyMap<string, string>,
  routes: ReadonlySet<string>,
  problems: ProblemCollector,
): void {
  const redirectFrom = new Set(site.redirects.map((r) => r.from));
  const seenFrom = new Set<string>();
  site.redirects.forEach((r, i) => {
    if (seenFrom.has(r.from)) problems.add(siteFile, `/redirects/${i}/from`, `${r.from} is redirected twice. Keep one entry.`);
    seenFrom.add(r.from);
    if (byPath.has(r.from))
      problems.add(
        siteFile,
        `/redirects/${i}/from`,
        `${r.from} is a page (${problems.name(byPath.get(r.from)!)}), so it cannot also redirect. Remove the redirect or the page.`,
      );
    if (!routes.has(r.to)) {
      const guess = closest(r.to, routes);
      problems.add(
        siteFile,
        `/redirects/${i}/to`,
        `The redirect target ${r.to} is not a page${redirectFrom.has(r.to) ? ' (it is another redirect: point straight at the final page)' : ''}.${guess ? ` Did you mean ${guess}?` : ''}`,
      );
    }
  });
}

/** The site config and every page file, each on its own and then together (all but the SEO rules). */
export function checkContent(
  files: ContentSource,
  { publicDir, extraPaths = [], photosDir = files.core.host.photosDir }: CheckOptions,
): CheckedContent {
  const { core } = files;
  const problems = new ProblemCollector(core.host);
  const at = locator((file) => files.read(file));
  const { siteFile, site, schemas } = checkSiteFile(files, problems);
  const { studiesFile, caseStudies, studyPaths } = checkCaseStudiesFile(files, schemas, problems);
  const checks = files.list().map((file) => checkPageFile(file, files, schemas));
  const { pages, byPath, linked } = claimPaths(checks, studyPaths, problems, at);

  const redirectFrom = new Set((site?.redirects ?? []).map((r) => r.from));
  const routes = new Set([...byPath.keys(), ...studyPaths.keys(), ...extraPaths]);
  const checkReferences = referenceChecker(
    core.host,
    { isRoute: (r) => routes.has(r), allRoutes: () => routes, redirectFrom, publicDir },
    problems,
    at,
  );
  if (siteFile && site) {
    checkReferences(siteFile.file, collectAllReferences(site));
    checkMenus(siteFile, site, pages, problems, at);
    checkRedirects(siteFile, site, byPath, routes, problems);
  }
  const readPhoto = photoFileReader(core.host, photosDir);
  for (const check of linked) {
    checkReferences(check.file, check.refs);
    if (check.page) checkPhotos(core.blocks, () => at(check.file), check.page.blocks, readPhoto, problems);
  }
  if (studiesFile && caseStudies) checkReferences(studiesFile.file, collectAllReferences(caseStudies));
  return { siteFile, site, studiesFile, caseStudies, studyPaths, schemas, checks, pages, routes: [...byPath.keys()], problems, core, at };
}

/** The technical-SEO rules read the pages as the build renders them, so they run after the build step. */
export function checkSeo(
  { siteFile, site, studiesFile, caseStudies, pages, problems, core, at }: CheckedContent,
  built: BuiltContent,
): void {
  if (!built.site || !siteFile || !site) return;
  const sources = new Map<string, SeoSource>(pages.map((p) => [p.path, { file: p.file, base: '', data: p.page }]));
  caseStudies?.studies.forEach((study, i) =>
    sources.set(caseStudyPath(study.id), { file: studiesFile!.file, base: `/studies/${i}`, data: study }),
  );
  for (const p of seoProblems(core.blocks, built.site, built.rendered, sources))
    problems.add(
      p.file === siteFile.file ? siteFile : p.file === studiesFile?.file ? studiesFile : at(p.file),
      p.pointer,
      p.message,
      undefined,
      p.fixedElsewhere,
    );
  if (!site.shareImage.alt.trim()) problems.add(siteFile, '/shareImage/alt', 'The share picture has no alt text. Describe what it shows.');
}

// The middle step of the content pipeline: what is wrong with the loaded files, as problems with a file,
// line and column. Each page file on its own (schema, block rules, its experiment, placeholders), then the rules that need
// every file at once (unique paths and experiment names, links and images that lead somewhere, menus, redirects), and the SEO
// rules, which read the pages as the build renders them.
import type { CaseStudiesFile } from '../../generated/case-studies.ts';
import type { PageFile } from '../../generated/page.ts';
import type { Redirect, SiteConfig } from '../../generated/site.ts';
import { toPointer, walkJson } from '../json-pointer.ts';
import type { CheckedBlock } from '../page-data.ts';
import { buildOf, type BlockBuilds } from '../block-build.ts';
import type { CoreContext } from '../context.ts';
import * as path from '../posix-path.ts';
import { collectAllReferences } from '../references.ts';
import { caseStudyPath } from '../page-paths.ts';
import { seoProblems, type SeoSource } from '../seo-rules.ts';
import type { BuiltContent } from './build.ts';
import type { ContentHost, JsonSchema, SchemaKind, SchemaSet } from './host.ts';
import { parseFile, pathFromFile, siteFileName, caseStudiesFileName, type ContentSource, type ParsedFile } from './load.ts';
import { checkExperiment } from './experiment-check.ts';
import { describeErrors, type FieldNamer } from './messages.ts';
import { labelPath } from '../field-labels.ts';
import { checkPhotos, photoFileReader } from './photos.ts';
import { fileAddressProblem, schemaFolders, schemaPathProblem } from './placement.ts';
import { referenceChecker } from './links.ts';
import type { LoadedPage, PageFileCheck } from './page-file.ts';
import { claimPaths } from './paths.ts';
import { locator, ProblemCollector, type Located } from './problems.ts';
import { checkMenus, checkRedirects, type PlacedRedirect } from './site-config.ts';

/** Names a field of a file by its label in the studio's form (the last of its label path): "Headline". */
function fieldNamer(schemas: SchemaSet, kind: SchemaKind, data: unknown): FieldNamer | undefined {
  const root = schemas.roots?.[kind];
  if (!root) return undefined;
  const deref = (node: JsonSchema) => schemas.resolve(String(node.$ref), schemas.baseOf.get(node) ?? '');
  return (pointer) => (pointer ? labelPath(root, pointer, data, deref).at(-1) : undefined);
}

/** Valid files pass the quick check; only a failing one is checked again for every message. */
function checkSchema(host: ContentHost, parsed: ParsedFile, kind: SchemaKind, problems: ProblemCollector): boolean {
  if (host.quickValidators()[kind](parsed.data)) return true;
  const schemas = host.schemas();
  const full = schemas[kind];
  full(parsed.data);
  const errors = full.errors ?? [];
  const described = describeErrors(errors, schemas, fieldNamer(schemas, kind, parsed.data));
  for (const p of described) problems.add(parsed, p.pointer, p.message, p.key);
  // A file that fails is left out of the site, so it is never left out without a problem naming it.
  if (!described.length) problems.add(parsed, errors[0]?.instancePath ?? '', unexplainedSchemaFailure);
  return false;
}

/** For a file that fails its schema in a way no message above describes: it still fails, and says where. */
export const unexplainedSchemaFailure =
  'This part of the file is not valid, and validation has no plainer words for why. Compare it with a working page, or ask a developer.';

export interface CheckOptions {
  publicDir: string;
  /** Paths served by parameterised routes (for example /case-studies/ed-tech), which links may point at too. */
  extraPaths?: Iterable<string>;
  /** Where the photos pages name are; the host's photos folder by default. */
  photosDir?: string;
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

/**
 * "$schema" leads from the file to its schema in the project, never elsewhere. The answer depends on the
 * file's folder and what it wrote alone, so it is worked out once for all the files of a folder that
 * write the same (kept with the run's list of schema folders).
 */
function checkSchemaPath(folders: string[], parsed: ParsedFile, schemaName: string, problems: ProblemCollector): void {
  const written = (parsed.data as { $schema?: unknown }).$schema;
  if (written === undefined) return;
  const answers = schemaPathAnswers.get(folders) ?? schemaPathAnswers.set(folders, new Map()).get(folders)!;
  const asked = typeof written === 'string' ? `${schemaName}\n${path.dirname(parsed.file)}\n${written}` : undefined;
  let problem = asked === undefined ? undefined : answers.get(asked);
  if (problem === undefined) {
    problem = schemaPathProblem(parsed.file, written, folders, schemaName) ?? '';
    if (asked !== undefined) answers.set(asked, problem);
  }
  if (problem) problems.add(parsed, '/$schema', problem);
}

/** schemaPathProblem's answers ('' for none) by schema, folder and what was written, for each list of schema folders. */
const schemaPathAnswers = new WeakMap<string[], Map<string, string>>();

/** The path a page file asks for, read from what it holds even when it fails its schema. */
function askedRoute(dir: string, file: string, data: unknown): string | undefined {
  const written = data && typeof data === 'object' && !Array.isArray(data) ? (data as { path?: unknown }).path : undefined;
  if (written === undefined) return pathFromFile(dir, file);
  return typeof written === 'string' ? written : undefined;
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
  if (!parsed) return { file, explicitPath: false, refs: [], problems: problems.items };
  if (!checkSchema(host, parsed, 'validatePage', problems))
    return { file, explicitPath: false, refs: [], problems: problems.items, pendingRoute: askedRoute(files.dir, file, parsed.data) };
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
  checkExperiment(host, parsed, page, problems);
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

/**
 * Every redirect file on its own (pages/_redirects/*.json): its schema, and its "$schema" path. Each valid
 * one is loaded with the site config's redirects.
 */
export function checkRedirectFiles(files: ContentSource, schemas: string[], problems: ProblemCollector): PlacedRedirect[] {
  const placed: PlacedRedirect[] = [];
  for (const file of files.listRedirects()) {
    const parsed = parseFile(files, file, problems);
    if (!parsed || !checkSchema(files.core.host, parsed, 'validateRedirect', problems)) continue;
    checkSchemaPath(schemas, parsed, 'redirect.schema.json', problems);
    const { from, to } = parsed.data as Redirect;
    placed.push({ redirect: { from, to }, file: parsed, pointer: '' });
  }
  return placed;
}

/**
 * The site config with every redirect the site has: its own list's, then the redirect files' (by file
 * name); what the build, the route table, the host files, the sitemap and every check read.
 */
export function withRedirectFiles(site: SiteConfig, files: readonly PlacedRedirect[]): SiteConfig {
  return files.length ? { ...site, redirects: [...site.redirects, ...files.map((r) => r.redirect)] } : site;
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

/** The site config and every page file, each on its own and then together (all but the SEO rules). */
export function checkContent(
  files: ContentSource,
  { publicDir, extraPaths = [], photosDir = files.core.host.photosDir }: CheckOptions,
): CheckedContent {
  const { core } = files;
  const problems = new ProblemCollector(core.host);
  const at = locator((file) => files.read(file));
  const { siteFile, site: ownSite, schemas } = checkSiteFile(files, problems);
  const redirectFiles = checkRedirectFiles(files, schemas, problems);
  const site = ownSite && withRedirectFiles(ownSite, redirectFiles);
  const { studiesFile, caseStudies, studyPaths } = checkCaseStudiesFile(files, schemas, problems);
  const checks = files
    .list()
    .map((file) =>
      files.checkedFile ? files.checkedFile(file, schemas, () => checkPageFile(file, files, schemas)) : checkPageFile(file, files, schemas),
    );
  const { pages, byPath, linked } = claimPaths(checks, studyPaths, problems, at);

  const redirectFrom = new Set((site?.redirects ?? []).map((r) => r.from));
  const routes = new Set([...byPath.keys(), ...studyPaths.keys(), ...extraPaths]);
  // Paths of files that failed their checks: each such file's problem is its own, not every link's to it.
  const pending = new Set(checks.flatMap((check) => check.pendingRoute ?? []));
  const checkReferences = referenceChecker(
    core.host,
    { isRoute: (r) => routes.has(r) || pending.has(r), allRoutes: () => routes, redirectFrom, publicDir },
    problems,
    at,
  );
  if (siteFile && ownSite) {
    checkReferences(siteFile.file, collectAllReferences(ownSite));
    checkMenus(siteFile, ownSite, pages, problems, at);
  }
  const placed = [
    ...(siteFile && ownSite ? ownSite.redirects.map((redirect, i) => ({ redirect, file: siteFile, pointer: `/redirects/${i}` })) : []),
    ...redirectFiles,
  ];
  checkRedirects(placed, byPath, pending.size ? new Set([...routes, ...pending]) : routes, problems);
  const readPhoto = photoFileReader(core.host, photosDir);
  for (const check of linked) {
    checkReferences(check.file, check.refs);
    if (check.page) checkPhotos(core.blocks, () => at(check.file), check.page.blocks, readPhoto, problems);
  }
  if (studiesFile && caseStudies) checkReferences(studiesFile.file, collectAllReferences(caseStudies));
  // Leads and cookies name an experiment by its id alone, so no two pages share one (a page copied by hand,
  // say). Each of them is told, naming the others: whichever page is being edited shows it.
  const experimentIds = new Map<string, { file: string; route: string }[]>();
  for (const { file, path: route, page } of pages) {
    const id = page.experiment?.id;
    if (id !== undefined) (experimentIds.get(id) ?? experimentIds.set(id, []).get(id)!).push({ file, route });
  }
  for (const [id, sharing] of experimentIds)
    for (const one of sharing.length > 1 ? sharing : []) {
      const others = sharing
        .filter((other) => other !== one)
        .map((other) => other.route)
        .sort();
      const who = others.length === 1 ? `The page ${others[0]} also has` : `The pages ${others.join(', ')} also have`;
      problems.add(at(one.file), '/experiment/id', `${who} an experiment named ${id}. Give this one its own name.`);
    }
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

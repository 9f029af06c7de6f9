import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CaseStudiesFile } from '../../src/generated/case-studies.ts';
import type { PageFile } from '../../src/generated/page.ts';
import type { SiteConfig } from '../../src/generated/site.ts';
import type { CheckedBlock, PageData } from '../../src/render/resolved.ts';
import { buildOf } from './block-build.ts';
import { JsonSource, maxNesting, nestingTooDeep } from './json-source.ts';
import { collectReferences, escapeSegment, type Reference } from './references.ts';
import { describeErrors } from './messages.ts';
import { displayPath, schemaDir } from './paths.ts';
import { loadQuickValidators, loadSchemas } from './schemas.ts';
import { applyEnvironment } from './site-env.ts';
import { caseStudyPath, renderPages, resolveSite } from './resolve.ts';
import { seoProblems, type SeoSource } from './seo-rules.ts';
import { closest, didYouMean } from './suggest.ts';

/** One thing an editor has to fix, with where to fix it. */
export interface Problem {
  file: string;
  line: number;
  col: number;
  pointer: string;
  message: string;
}

export interface LoadedPage {
  /** Absolute path of the page file. */
  file: string;
  /** The route the page is served at. */
  path: string;
  /** The page as written, with the schema's defaults filled in. */
  page: PageFile;
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

export const siteFileName = '_site.json';
export const caseStudiesFileName = '_case-studies.json';

/** Every page file under the folder; names starting with _ (like the site config) are not pages. */
export function listPageFiles(dir: string, into: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('_')) continue;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) listPageFiles(file, into);
    else if (entry.isFile() && entry.name.endsWith('.json')) into.push(file);
  }
  return into.sort();
}

/** pages/index.json is /, pages/about.json is /about, pages/services/index.json is /services. */
export function pathFromFile(dir: string, file: string): string {
  const rel = path.relative(dir, file).split(path.sep).join('/').replace(/\.json$/, '');
  const route = `/${rel}`.replace(/(^|\/)index$/, '');
  return route === '' ? '/' : route;
}

interface ParsedFile {
  file: string;
  source: JsonSource;
  data: unknown;
}

class ProblemList {
  readonly items: Problem[] = [];
  add(file: ParsedFile | { file: string; source?: JsonSource }, pointer: string, message: string, key?: string): void {
    const position = file.source ? file.source.locate(pointer, key) : { line: 1, col: 1 };
    this.items.push({ file: displayPath(file.file), ...position, pointer, message });
  }
}

function parseFile(file: string, problems: ProblemList): ParsedFile | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    problems.add({ file }, '', 'The file cannot be read.');
    return undefined;
  }
  const source = new JsonSource(text);
  // Without this, JSON's own message for an empty file is about a missing value or a stray comma.
  if (!source.text.trim()) {
    problems.items.push({ file: displayPath(file), line: 1, col: 1, pointer: '', message: 'The file is empty: it should be one JSON object, starting with {.' });
    return undefined;
  }
  const deep = nestingTooDeep(source.text);
  if (deep) {
    const message = `The file nests values ${deep.depth} levels deep, more than the ${maxNesting} allowed (real pages need fewer than 10). Check the [ and { brackets from here on.`;
    problems.items.push({ file: displayPath(file), line: deep.line, col: deep.col, pointer: '', message });
    return undefined;
  }
  try {
    return { file, source, data: JSON.parse(source.text) };
  } catch {
    const syntax = source.syntaxError() ?? { line: 1, col: 1, message: 'Invalid JSON.' };
    problems.items.push({ file: displayPath(file), line: syntax.line, col: syntax.col, pointer: '', message: syntax.message });
    return undefined;
  }
}

/** Valid files pass the quick check; only a failing one is checked again for every message. */
function checkSchema(parsed: ParsedFile, kind: 'validatePage' | 'validateSite' | 'validateCaseStudies', problems: ProblemList): boolean {
  if (loadQuickValidators()[kind](parsed.data)) return true;
  const full = loadSchemas()[kind];
  full(parsed.data);
  for (const p of describeErrors(full.errors ?? [], loadSchemas())) problems.add(parsed, p.pointer, p.message, p.key);
  return false;
}

function hrefPattern(): RegExp {
  const defs = JSON.parse(readFileSync(path.join(schemaDir, 'defs.schema.json'), 'utf8'));
  return new RegExp(defs.$defs.href.pattern, 'u');
}

export interface LoadOptions {
  pagesDir: string;
  publicDir: string;
  /** Paths served by parameterised routes (for example /case-studies/ed-tech), which links may point at too. */
  extraPaths?: Iterable<string>;
  /** Build-time overrides (SITE_URL and the form settings) applied to the site config before rendering. */
  env?: NodeJS.ProcessEnv;
  /** The technical-SEO rules (head tags, one h1, images, link depth); on unless a test of other rules turns them off. */
  seoRules?: boolean;
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
function checkBlockRules(parsed: ParsedFile, page: PageFile, problems: ProblemList): void {
  page.blocks.forEach((block, i) => {
    // The schema check before this has filled in the defaults.
    buildOf(block.type)?.rules?.(block as CheckedBlock, (pointer, message) => problems.add(parsed, `/blocks/${i}${pointer}`, message));
  });
}

/** Text that npm run new-page leaves for an editor to replace. */
export const placeholderPrefix = 'TODO:';

/** Every placeholder left in a file, so a half-finished page never ships. */
function checkPlaceholders(parsed: ParsedFile, problems: ProblemList): void {
  // Nearly every file has none: only a file whose text mentions the marker is walked.
  if (!parsed.source.text.includes(placeholderPrefix)) return;
  const visit = (value: unknown, pointer: string): void => {
    if (typeof value === 'string') {
      if (value.trimStart().startsWith(placeholderPrefix)) problems.add(parsed, pointer, `Replace this placeholder with real text: ${value.trim()}`);
    } else if (Array.isArray(value)) value.forEach((v, i) => visit(v, `${pointer}/${i}`));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) visit(v, `${pointer}/${escapeSegment(k)}`);
  };
  visit(parsed.data, '');
}

/** Parses and schema-checks one page file on its own. */
export function checkPageFile(file: string, pagesDir: string): PageFileCheck {
  try {
    return checkParsedPageFile(file, pagesDir);
  } catch (error) {
    // The nesting limit keeps every recursive walk shallow; should one still run out of stack, the
    // editor learns which file did it, in words, instead of a stack trace.
    if (!(error instanceof RangeError)) throw error;
    const message = `The file could not be checked: ${error.message}. Simplify its structure and run validation again.`;
    return { file, explicitPath: false, refs: [], problems: [{ file: displayPath(file), line: 1, col: 1, pointer: '', message }] };
  }
}

function checkParsedPageFile(file: string, pagesDir: string): PageFileCheck {
  const problems = new ProblemList();
  const parsed = parseFile(file, problems);
  if (parsed) checkPlaceholders(parsed, problems);
  if (!parsed || !checkSchema(parsed, 'validatePage', problems)) return { file, explicitPath: false, refs: [], problems: problems.items };
  const page = parsed.data as PageFile;
  checkBlockRules(parsed, page, problems);
  return {
    file,
    route: page.path ?? pathFromFile(pagesDir, file),
    explicitPath: page.path !== undefined,
    page,
    refs: collectReferences(page),
    problems: problems.items,
  };
}

const requiredFormMessages = ['subject', 'submit', 'submitting', 'successTitle', 'successText', 'errorTitle', 'errorText', 'noScript', 'honeypotLabel'];
/** Names the form posts besides its fields; the honeypot may be none of them. */
const postedNames = ['access_key', 'subject'];

/**
 * The lead forms' files: a schema, a uiSchema that only names fields the schema has, a honeypot (a public
 * form without a spam trap fills the inbox with bots' leads) and every message the form shows. (Their
 * validators are compiled by npm run compile-forms; a test keeps those current.)
 */
export function formFileProblems(dir: string = path.join(schemaDir, 'forms')): Problem[] {
  const problems = new ProblemList();
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.form.json'))) {
    const parsed = parseFile(path.join(dir, name), problems);
    if (!parsed) continue;
    const file = parsed.data as {
      schema?: { type?: string; properties?: Record<string, unknown>; required?: string[] };
      uiSchema?: Record<string, unknown>;
      messages?: Record<string, unknown>;
      honeypot?: unknown;
    };
    const fields = Object.keys(file.schema?.properties ?? {});
    if (file.schema?.type !== 'object' || !fields.length) problems.add(parsed, '/schema', 'A form needs a "schema" of type "object" with its fields under "properties".');
    for (const required of file.schema?.required ?? []) {
      if (!fields.includes(required)) problems.add(parsed, '/schema/required', `"${required}" is required but is not a field of this form.`);
    }
    for (const key of Object.keys(file.uiSchema ?? {}).filter((k) => !k.startsWith('ui:'))) {
      if (!fields.includes(key)) problems.add(parsed, '/uiSchema', `The uiSchema describes "${key}", which is not a field of this form.${didYouMean(key, fields)}`, key);
    }
    const order = file.uiSchema?.['ui:order'];
    if (Array.isArray(order) && [...order].sort().join() !== [...fields].sort().join()) {
      problems.add(parsed, '/uiSchema/ui:order', `"ui:order" must list every field once: ${fields.join(', ')}.`);
    }
    if (typeof file.honeypot !== 'string' || !/^[A-Za-z_][\w-]*$/.test(file.honeypot)) {
      problems.add(parsed, '/honeypot', 'A form needs a "honeypot": the name of its spam-trap field, for example "botcheck".');
    } else if (fields.includes(file.honeypot) || postedNames.includes(file.honeypot)) {
      // A shared name would make a person's answer look like a filled trap, or hide the trap behind a real value.
      problems.add(parsed, '/honeypot', `The honeypot "${file.honeypot}" is also a name the form posts; give it a name of its own.`);
    }
    for (const key of requiredFormMessages) {
      if (typeof file.messages?.[key] !== 'string') problems.add(parsed, '/messages', `The message "${key}" is missing.`);
    }
  }
  return problems.items;
}

/** Reads, validates and cross-checks the site config and every page; the single source for validate, prerender and tests. */
export function loadContent(options: LoadOptions): Content {
  const checks = listPageFiles(options.pagesDir).map((file) => checkPageFile(file, options.pagesDir));
  const content = crossCheck(options, checks);
  content.problems.push(...formFileProblems());
  return content;
}

/** The rules that need every file at once: unique paths, links that lead somewhere, images that exist, sane redirects. */
function crossCheck({ pagesDir, publicDir, extraPaths = [], env, seoRules = true }: LoadOptions, checks: PageFileCheck[]): Content {
  const problems = new ProblemList();
  const sources = new Map<string, JsonSource>();
  // Positions are only needed for problems, so a file is read again only when one is found in it.
  const at = (file: string) => {
    let source = sources.get(file);
    if (!source) sources.set(file, (source = new JsonSource(readFileSync(file, 'utf8'))));
    return { file, source };
  };

  const siteFile = parseFile(path.join(pagesDir, siteFileName), problems);
  const site = siteFile && checkSchema(siteFile, 'validateSite', problems) ? (siteFile.data as SiteConfig) : undefined;

  // The case-study data is optional: a site without it simply has no case-study pages.
  const studiesPath = path.join(pagesDir, caseStudiesFileName);
  const studiesFile = existsSync(studiesPath) ? parseFile(studiesPath, problems) : undefined;
  const caseStudies = studiesFile && checkSchema(studiesFile, 'validateCaseStudies', problems) ? (studiesFile.data as CaseStudiesFile) : undefined;
  const studyPaths = new Map<string, number>();
  caseStudies?.studies.forEach((study, i) => {
    const route = caseStudyPath(study.id);
    if (studyPaths.has(route)) problems.add(studiesFile!, `/studies/${i}/id`, `Two case studies have the id ${study.id}. Each needs its own.`);
    studyPaths.set(route, i);
  });

  const pages: LoadedPage[] = [];
  const byPath = new Map<string, string>();
  const linked: PageFileCheck[] = [];
  for (const check of checks) {
    problems.items.push(...check.problems);
    const route = check.route;
    if (route === undefined) continue;
    if (/(^|\/)index$/.test(route)) {
      problems.add(at(check.file), '/path', `The path ${route} is reserved: name the file index.json instead, or choose another path.`);
      continue;
    }
    const taken = byPath.get(route);
    if (studyPaths.has(route)) {
      problems.add(at(check.file), check.explicitPath ? '/path' : '', `The path ${route} belongs to a case study in pages/${caseStudiesFileName}. Choose another path.`);
      continue;
    }
    if (taken) {
      problems.add(at(check.file), check.explicitPath ? '/path' : '', `The path ${route} is already used by ${displayPath(taken)}. Each page needs its own path.`);
      continue;
    }
    byPath.set(route, check.file);
    linked.push(check);
    if (check.page) pages.push({ file: check.file, path: route, page: check.page });
  }

  const redirects = site?.redirects ?? [];
  const redirectFrom = new Set(redirects.map((r) => r.from));
  const routes = new Set([...byPath.keys(), ...studyPaths.keys(), ...extraPaths]);
  const knownTargets = [...routes, ...redirectFrom];
  const validHref = hrefPattern();

  const checkReferences = (file: string, refs: Reference[]) => {
    for (const ref of refs) {
      if (ref.kind === 'image') {
        if (!existsSync(path.join(publicDir, ref.value))) problems.add(at(file), ref.pointer, `The image ${ref.value} does not exist. Put the file in public${ref.value} or fix the path.`);
        continue;
      }
      if (!validHref.test(ref.value)) {
        problems.add(at(file), ref.pointer, `The link "${ref.value}" is not allowed. Links start with /, #, https://, mailto: or tel:.`);
        continue;
      }
      if (!ref.value.startsWith('/')) continue;
      const target = decodeURI(ref.value.replace(/[?#].*$/, ''));
      if (target.length > 1 && target.endsWith('/')) {
        problems.add(at(file), ref.pointer, `Write the link as ${target.slice(0, -1)}, without the trailing slash.`);
      } else if (!routes.has(target) && !redirectFrom.has(target) && !(/\.[a-z0-9]+$/i.test(target) && existsSync(path.join(publicDir, target)))) {
        const guess = closest(target, knownTargets);
        problems.add(at(file), ref.pointer, `The link ${target} leads nowhere: no page, redirect or file has that path.${guess ? ` Did you mean ${guess}?` : ''}`);
      }
    }
  };
  if (siteFile && site) {
    checkReferences(siteFile.file, collectReferences(site));
    site.header.nav.forEach((item, i) => {
      if (Boolean(item.href) === Boolean(item.items || item.pages)) {
        problems.add(siteFile, `/header/nav/${i}`, 'A menu entry has either an href (a plain link) or items or pages (a dropdown group), not both and not neither.');
      }
    });
    site.footer.groups.forEach((group, i) => {
      if (!group.links && !group.pages) problems.add(siteFile, `/footer/groups/${i}`, 'A footer column needs "links", "pages" or both.');
    });
    const groupsUsed: [string, string, string][] = [
      ...site.header.nav.flatMap((item, i) => (item.pages ? [[siteFile.file, `/header/nav/${i}/pages/group`, item.pages.group] as [string, string, string]] : [])),
      ...site.footer.groups.flatMap((group, i) => (group.pages ? [[siteFile.file, `/footer/groups/${i}/pages/group`, group.pages.group] as [string, string, string]] : [])),
      ...pages.flatMap((p) => p.page.blocks.flatMap((b, i) => (b.type === 'pageIndex' ? [[p.file, `/blocks/${i}/group`, b.group] as [string, string, string]] : []))),
    ];
    for (const [file, pointer, group] of groupsUsed) {
      if (!pages.some((p) => p.page.card?.group === group)) {
        problems.add(file === siteFile.file ? siteFile : at(file), pointer, `No page has a card in the group "${group}", so this list would be empty. Give the group's pages a "card" with "group": "${group}".`);
      }
    }
    const seenFrom = new Set<string>();
    redirects.forEach((r, i) => {
      if (seenFrom.has(r.from)) problems.add(siteFile, `/redirects/${i}/from`, `${r.from} is redirected twice. Keep one entry.`);
      seenFrom.add(r.from);
      if (byPath.has(r.from)) problems.add(siteFile, `/redirects/${i}/from`, `${r.from} is a page (${displayPath(byPath.get(r.from)!)}), so it cannot also redirect. Remove the redirect or the page.`);
      if (!routes.has(r.to)) {
        const guess = closest(r.to, routes);
        problems.add(siteFile, `/redirects/${i}/to`, `The redirect target ${r.to} is not a page${redirectFrom.has(r.to) ? ' (it is another redirect: point straight at the final page)' : ''}.${guess ? ` Did you mean ${guess}?` : ''}`);
      }
    });
  }
  for (const check of linked) checkReferences(check.file, check.refs);
  if (studiesFile && caseStudies) checkReferences(studiesFile.file, collectReferences(caseStudies));

  const resolved = site && resolveSite(env ? applyEnvironment(site, env) : site, pages);
  const rendered = resolved ? renderPages(resolved, pages, caseStudies) : new Map<string, PageData>();
  if (seoRules && resolved && siteFile) {
    const sources = new Map<string, SeoSource>(pages.map((p) => [p.path, { file: p.file, base: '', data: p.page }]));
    caseStudies?.studies.forEach((study, i) => sources.set(caseStudyPath(study.id), { file: studiesFile!.file, base: `/studies/${i}`, data: study }));
    for (const p of seoProblems(resolved, rendered, sources)) problems.add(p.file === siteFile.file ? siteFile : p.file === studiesFile?.file ? studiesFile : at(p.file), p.pointer, p.message);
    if (!site.shareImage.alt.trim()) problems.add(siteFile, '/shareImage/alt', 'The share picture has no alt text. Describe what it shows.');
  }
  problems.items.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col);
  return { site: resolved, routes: [...byPath.keys()], pages, caseStudies, rendered, problems: problems.items };
}

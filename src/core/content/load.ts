// The first step of the content pipeline: which files there are and what they say, parsed. The text
// comes from a source: the pages folder on disk, or that folder with some files' text replaced in memory
// (the editor checks an edit as if it were saved, without writing anything).
import { JsonSource, maxNesting, scanJsonText } from '../json-source.ts';
import * as path from '../posix-path.ts';
import { excerpt } from '../quote.ts';
import { InvalidUtf8Error } from '../utf8.ts';
import type { CoreContext } from '../context.ts';
import { countKeys, duplicateKeys, hiddenCharacters } from './hidden-text.ts';
import type { PageFileCheck } from './page-file.ts';
import type { ProblemCollector } from './problems.ts';
import { redirectsFolderName } from './site-files.ts';

export { caseStudiesFileName, redirectsFolderName, siteFileName } from './site-files.ts';

/** Where the pipeline reads files from, and what it runs with there. Every file name is absolute. */
export interface ContentSource {
  /** The host these files are on and the blocks' build parts: every check of the source runs with them. */
  readonly core: CoreContext;
  /** The pages folder: a page's file name inside it is its address. */
  readonly dir: string;
  /** Every page file, sorted. */
  list(): string[];
  /** Every redirect file (see redirectsFolderName), sorted. */
  listRedirects(): string[];
  /** A file's text; throws when it cannot be read. */
  read(file: string): string;
  exists(file: string): boolean;
  /**
   * A page file's own check as the source remembers it for the file's content (a cache on disk, say), or
   * `check()` run now. `schemas` is what the check depends on beyond the file and the code.
   */
  checkedFile?(file: string, schemas: readonly string[], check: () => PageFileCheck): PageFileCheck;
}

/** pages/index.json is /, pages/about.json is /about, pages/services/index.json is /services. */
export function pathFromFile(dir: string, file: string): string {
  const rel = path
    .relative(dir, file)
    .split(path.sep)
    .join('/')
    .replace(/\.json$/, '');
  const route = `/${rel}`.replace(/(^|\/)index$/, '');
  return route === '' ? '/' : route;
}

/** Whether a file in the pages folder is a page: a .json file none of whose folders or name starts with _ (like the site config). */
export function isPageFile(dir: string, file: string): boolean {
  const relative = path.relative(dir, file);
  return (
    file.endsWith('.json') && !path.isAbsolute(relative) && relative.split(path.sep).every((part) => part !== '..' && !part.startsWith('_'))
  );
}

/** Whether a file is a redirect file: a .json file right inside the pages folder's redirects folder. */
export function isRedirectFile(dir: string, file: string): boolean {
  const parts = path.relative(dir, file).split(path.sep);
  return parts.length === 2 && parts[0] === redirectsFolderName && parts[1]!.endsWith('.json') && !parts[1]!.startsWith('.');
}

/** The redirect file the studio gives an old address: /services/local-seo is _redirects/services-local-seo.json, / is _redirects/home.json. */
export function redirectFileFor(dir: string, from: string): string {
  const name = from.replace(/^\/+|\/+$/g, '').replace(/\//g, '-') || 'home';
  return path.join(dir, redirectsFolderName, `${name}.json`);
}

/**
 * `base` with the given files' text replaced (or added, for a file that is not there yet), and the files
 * given null taken away (a redirect a change removes).
 */
export function overlaySource(base: ContentSource, texts: ReadonlyMap<string, string | null>): ContentSource {
  const given = [...texts].filter(([, text]) => text !== null).map(([file]) => file);
  const gone = new Set([...texts].filter(([, text]) => text === null).map(([file]) => file));
  const merged = (files: string[], added: string[]) => [...new Set([...files, ...added])].filter((file) => !gone.has(file)).sort();
  return {
    core: base.core,
    dir: base.dir,
    list: () =>
      merged(
        base.list(),
        given.filter((file) => isPageFile(base.dir, file)),
      ),
    listRedirects: () =>
      merged(
        base.listRedirects(),
        given.filter((file) => isRedirectFile(base.dir, file)),
      ),
    read: (file) => {
      const text = texts.get(file);
      if (text === null) throw new Error(`No file ${file}`);
      return text ?? base.read(file);
    },
    exists: (file) => (texts.has(file) ? texts.get(file) !== null : base.exists(file)),
    // A file given here is checked as given; the others as the base source remembers them.
    ...(base.checkedFile && {
      checkedFile: (file, schemas, check) => (texts.has(file) ? check() : base.checkedFile!(file, schemas, check)),
    }),
  };
}

export interface ParsedFile {
  file: string;
  source: JsonSource;
  data: unknown;
}

/** A file's text as JSON, or the reason it is not, in an editor's words. */
export function parseFile(files: Pick<ContentSource, 'read'>, file: string, problems: ProblemCollector): ParsedFile | undefined {
  let text: string;
  try {
    text = files.read(file);
  } catch (error) {
    if (error instanceof InvalidUtf8Error) {
      const message = `The file is not UTF-8 text from byte ${error.byte} on: save it as UTF-8 in your editor (a character there was written in another encoding).`;
      problems.items.push({ file: problems.name(file), ...error.position, pointer: '', message });
    } else problems.add({ file }, '', 'The file cannot be read.');
    return undefined;
  }
  const source = new JsonSource(text);
  // Without this, JSON's own message for an empty file is about a missing value or a stray comma.
  if (!source.text.trim()) {
    problems.items.push({
      file: problems.name(file),
      line: 1,
      col: 1,
      pointer: '',
      message: 'The file is empty: it should be one JSON object, starting with {.',
    });
    return undefined;
  }
  // One pass over the text finds what the checks before and after the parse need to know (nearly every
  // file nests shallowly, writes no key twice and holds no hidden character), so each of them reads the
  // text again only in a file that has one.
  const scan = scanJsonText(source.text);
  const deep = scan.tooDeep;
  if (deep) {
    const message = `The file nests values ${deep.depth} levels deep, more than the ${maxNesting} allowed (real pages need fewer than 10). Check the [ and { brackets from here on.`;
    problems.items.push({ file: problems.name(file), line: deep.line, col: deep.col, pointer: '', message });
    return undefined;
  }
  let data: unknown;
  try {
    data = JSON.parse(source.text);
  } catch {
    const syntax = source.syntaxError() ?? { line: 1, col: 1, message: 'Invalid JSON.' };
    problems.items.push({ file: problems.name(file), line: syntax.line, col: syntax.col, pointer: '', message: syntax.message });
    return undefined;
  }
  // Valid JSON, and still what nobody sees while editing: the file is read on, and each is a problem.
  const twiceWritten = scan.keys === countKeys(data) ? [] : duplicateKeys(source.text);
  for (const twice of twiceWritten) {
    const message = `"${excerpt(twice.key)}" is written twice in this group of fields (first on line ${twice.first.line}). Only this one counts; delete the one you do not want.`;
    problems.items.push({ file: problems.name(file), line: twice.line, col: twice.col, pointer: twice.pointer, message });
  }
  for (const hidden of scan.mayHide ? hiddenCharacters(data, source.text) : []) {
    const message = `This text holds ${hidden.what} at character ${hidden.at}, which no editor shows. Delete it (it often comes with pasted text).`;
    problems.add({ file, source }, hidden.pointer, message);
  }
  return { file, source, data };
}

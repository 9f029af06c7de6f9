// Saving a page and updating the links to a renamed page's old address, once for both studios, over the
// working copy's page files (port.ts: PageFiles): this computer's pages folder, or the pages this browser keeps.
//
// A save writes only a page that is unchanged since the editor opened it (its fingerprint then and now; a
// new page has none) and passes the same check as the edit's (a problem another page fixes, such as no page
// linking to it yet, does not stop it). The text is written like the file was formatted (format-like.ts).
// Where the working copy keeps a rename's companions and the page's address changed, the same save adds the
// old address's permanent redirect (a redirect file; the site config's redirects and menu links that led
// to the old address lead to the new one: shared/rename.ts), checks them with the page as the whole site
// will have them, writes them all as one change or none (when any file changed meanwhile), and lists the
// pages still linking to the old address. Updating their links rewrites those pages as one change, each
// only as it was listed and only if it still passes the checks. Every answer says what happened in the
// editor's words; the local studio's server turns it into its HTTP answer (local/api-answers.ts: saveAnswerOf).
import { withoutBom } from '../../core/json-source.ts';
import * as path from '../../core/posix-path.ts';
import {
  StudioError,
  type LinkingPage,
  type LinkUpdateResult,
  type Problem,
  type NotWritten,
  type SaveResult,
  type StudioBackend,
} from '../backend.ts';
import { changedSinceOpened, notSavedProblems } from '../shared/answers.ts';
import { formatLike } from '../shared/format-like.ts';
import { pageData } from '../shared/page-data.ts';
import { messageInWords } from '../shared/problem-words.ts';
import { pageTextWithLinks, redirectsForRename, routeOf } from '../shared/rename.ts';
import type { PageFiles, PlannedWrite } from './port.ts';

/** The pages folder as the rename rules are given it: every name they answer is a name in it, below it. */
const pagesFolder = '/pages';
const inFolder = (file: string) => path.join(pagesFolder, file);
const ofFolder = (name: string) => name.slice(pagesFolder.length + 1);

const refused = (why: NotWritten['why'], error: string, problems?: Problem[]): { refused: NotWritten } => ({
  refused: { why, error, ...(problems ? { problems } : {}) },
});

/** The page changed (or appeared, or went) since the editor opened it: nothing is written, and the editor chooses. */
function conflict(files: PageFiles, base: string | null, now: { text: string; hash: string } | undefined): SaveResult {
  return {
    conflict: {
      hash: now?.hash ?? null,
      text: now === undefined ? undefined : withoutBom(now.text),
      error:
        now === undefined && base !== null && files.changedWhere
          ? 'This page was deleted since you opened it.'
          : changedSinceOpened(base === null, files.changedWhere),
    },
  };
}

/**
 * Writes as one change; a working copy that could not keep it (the browser's storage full) says why.
 * Answers the file that changed meanwhile, or a refusal.
 */
async function writeAll(files: PageFiles, writes: PlannedWrite[], saved?: string): Promise<string | undefined | { refused: NotWritten }> {
  try {
    return await files.writeAll(writes, saved);
  } catch (error) {
    if (error instanceof StudioError) return refused('not-kept', error.message);
    throw error;
  }
}

/**
 * Saves an edited page if it is current and valid; the answer says why not otherwise. The working copy
 * compares each fingerprint again as it writes (the check in between takes time), and each studio runs one
 * save at a time, so no change is lost.
 */
export async function savePage(files: PageFiles, file: string, data: unknown, base: string | null): Promise<SaveResult> {
  const now = await files.read(file);
  if ((now?.hash ?? null) !== base) return conflict(files, base, now);
  const text = formatLike(now?.text, data);
  const problems = await files.check(file, text);
  // A page nobody links to yet can be saved: the link belongs on another page, which can only link to a saved one.
  const blocking = problems.filter((p) => !p.fixedElsewhere);
  if (blocking.length) return refused('problems', notSavedProblems(blocking.length), problems);
  const saved = { hash: await files.fingerprint(text), linkNeeded: problems.length > 0 };
  // A page saved for the first time has no old address to keep.
  const from = now === undefined ? undefined : routeOf(pagesFolder, inFolder(file), pageData(now.text));
  const to = routeOf(pagesFolder, inFolder(file), data);
  if (files.renames && from !== undefined && to !== undefined && from !== to) {
    return saveRenamed(files, files.renames, { file, text, base, from, to }, saved);
  }
  const changed = await writeAll(files, [{ file, text, expected: base }], file);
  if (typeof changed === 'object') return changed;
  if (changed) return conflict(files, base, await files.read(file));
  return { saved };
}

/**
 * A page saved at a new address: with the old address's redirect and the site config's changes, checked
 * together and written together, neither when any file changed meanwhile.
 */
async function saveRenamed(
  files: PageFiles,
  renames: NonNullable<PageFiles['renames']>,
  { file, text, base, from, to }: { file: string; text: string; base: string | null; from: string; to: string },
  saved: { hash: string; linkNeeded: boolean },
): Promise<SaveResult> {
  const { site, redirects } = await renames.siteFiles();
  let changes: Map<string, string | null>;
  let menuLinks: number;
  try {
    const inPlace = new Map([...redirects].map(([name, redirect]) => [inFolder(name), redirect]));
    const planned = redirectsForRename(pagesFolder, site, inPlace, from, to);
    changes = new Map([...planned.files].map(([name, after]) => [ofFolder(name), after]));
    menuLinks = planned.links;
  } catch {
    return refused(
      'problems',
      'Not saved: the site settings file cannot be read, so the old address cannot be redirected. Ask a developer to repair it.',
    );
  }
  const siteProblems = await renames.problemsWith(new Map([[file, text], ...changes]));
  if (siteProblems.length) {
    return refused(
      'problems',
      `Not saved: the old address ${from} cannot be sent on to ${to} (${messageInWords(siteProblems[0]!.message).replace(/\.$/, '')}). Nothing was changed.`,
      siteProblems.filter((p) => p.file === `pages/${file}`),
    );
  }
  const before = new Map([['_site.json', site], ...redirects]);
  const writes: PlannedWrite[] = [{ file, text, expected: base }];
  for (const [name, after] of changes) {
    const was = before.get(name);
    writes.push({ file: name, text: after, expected: was === undefined ? null : await files.fingerprint(was) });
  }
  const changed = await writeAll(files, writes, file);
  if (typeof changed === 'object') return changed;
  if (changed === file) return conflict(files, base, await files.read(file));
  if (changed) {
    return refused(
      'changed',
      'Not saved: the site settings or its redirects were changed elsewhere while this page was being saved, so nothing was written. Save again.',
    );
  }
  return { saved: { ...saved, renamed: { from, to, menuLinks, linking: await renames.linkingTo(from, file) } } };
}

/**
 * Rewrites the links to an old address on the pages listed, as one change: each page must be as it was
 * when listed, and pass the checks with its new links; otherwise nothing is written.
 */
export async function updateLinks(
  files: PageFiles,
  from: string,
  to: string,
  pages: Pick<LinkingPage, 'file' | 'hash'>[],
): Promise<LinkUpdateResult> {
  if (!files.renames) {
    return refused('problems', 'Updating links on other pages is not available in the studio on the web yet. Edit those pages one by one.');
  }
  if (typeof from !== 'string' || typeof to !== 'string' || !Array.isArray(pages) || !pages.length)
    return refused('request', 'The studio sent no pages to update. Reload the page and try again.');
  // Each page once: two writes of one file would trip over each other.
  const listed = new Set<string>();
  for (const { file } of pages) {
    if (listed.has(file))
      return refused('request', `The studio listed the page ${file} twice to update its links. Reload the page and try again.`);
    listed.add(file);
  }
  const writes: PlannedWrite[] = [];
  for (const { file, hash } of pages) {
    const now = await files.read(file);
    if (now === undefined || now.hash !== hash) {
      return refused(
        'changed',
        `Nothing was updated: the page ${file} was changed elsewhere since it was listed. Open it and update its links there.`,
      );
    }
    const after = pageTextWithLinks(now.text, from, to);
    if (after === undefined) continue;
    const blocking = (await files.check(file, withoutBom(after))).filter((p) => !p.fixedElsewhere);
    if (blocking.length) {
      return refused('problems', `Nothing was updated: the page ${file} has a problem to fix first. Open it and update its links there.`);
    }
    writes.push({ file, text: after, expected: hash });
  }
  const changed = await writeAll(files, writes);
  if (typeof changed === 'object') return changed;
  if (changed) return refused('changed', 'Nothing was updated: a page was changed elsewhere meanwhile. Try again.');
  return { updated: writes.length };
}

/** The backend's save and update of links over a working copy's page files. */
export const savingOver = (files: PageFiles): Pick<StudioBackend, 'save' | 'updateLinks'> => ({
  save: (file, data, base) => savePage(files, file, data, base),
  updateLinks: (from, to, pages) => updateLinks(files, from, to, pages),
});

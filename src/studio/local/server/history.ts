// A page's history on this computer: the versions of its file on the checked-out branch, newest first, read
// from git a page of them at a time (git log with --skip and -n, then every text of that page in one
// cat-file --batch), and one version brought back: its text, and the photos it shows that were deleted
// since, written back into the photos folder (removed again if the page is saved without them). git runs
// with argument arrays, never through a shell. A page keeps its file when the studio changes its address (the
// address is a field of the page); a file a developer moved (git mv) is followed back through its earlier
// names (git log --follow), so its versions from before the move are listed too, each with the address it
// had then, and one brought back keeps that address. Only page files and photos are ever read or written
// (shared/file-names.ts): the history stops at a version whose file was not a page file in pages/ (a file
// moved in from elsewhere keeps what it held before to itself), the place a list of versions goes on from is
// one this server gave out for this page, and a photo is written back only through no link.
import { execFile } from 'node:child_process';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { photoPlaces } from '../../../core/photos/places.ts';
import { blockBuilds } from '../../../generated/block-builds.ts';
import { pagesDir } from '../../../tooling/paths.ts';
import { photosFor } from '../../../tooling/photos/folders.ts';
import type { PageHistory, PageVersion, VersionAnswer } from '../../backend.ts';
import { pageFileTarget, photoFileTarget, UnsafePathError } from './files.ts';
import { isPageFilePath } from '../../shared/file-names.ts';
import { RequestError } from './request.ts';
import { textAtAddress } from '../../shared/version-address.ts';
import { parseOrUndefined } from './listing.ts';
import { keepUntilSaved } from './photos.ts';
import { git } from './publish.ts';
import { routeOf } from '../../shared/rename.ts';

/** How many versions one page of the history holds. */
export const versionsPerPage = 20;

/** The texts of several `commit:path` objects, in one git process; undefined for one that is not there. */
function readObjects(names: string[], cwd: string): Promise<(Buffer | undefined)[]> {
  if (!names.length) return Promise.resolve([]);
  return new Promise((resolve, reject) => {
    const child = execFile(
      'git',
      ['cat-file', '--batch'],
      { cwd, encoding: 'buffer', maxBuffer: 256 << 20, timeout: 60_000 },
      (error, stdout: Buffer) => {
        if (error) return reject(error);
        const out: (Buffer | undefined)[] = [];
        let at = 0;
        for (let i = 0; i < names.length; i++) {
          const end = stdout.indexOf(10, at);
          const header = stdout.subarray(at, end).toString('utf8');
          at = end + 1;
          const size = / blob (\d+)$/.exec(header)?.[1];
          if (size === undefined) {
            out.push(undefined);
            continue;
          }
          out.push(stdout.subarray(at, at + Number(size)));
          at += Number(size) + 1;
        }
        resolve(out);
      },
    );
    child.stdin?.end(`${names.join('\n')}\n`);
  });
}

/** Where the page file is in its git repository, and that repository; undefined when the pages are not in one. */
async function whereInGit(dir: string, file: string) {
  const target = pageFileTarget(dir, file);
  const top = await git(['rev-parse', '--show-toplevel'], { cwd: dir }).catch(() => '');
  if (!top) return undefined;
  const inRepo = (absolute: string) =>
    path
      .relative(top, path.join(realpathSync(dir), path.relative(dir, absolute)))
      .split(path.sep)
      .join('/');
  const pages = inRepo(dir);
  /** The page file (in `dir`) a name in the repository stands for. */
  const fromRepo = (name: string) => path.join(dir, ...path.posix.relative(pages, name).split('/'));
  /** Whether a name in the repository is a page file in the pages folder: the only files the history reads. */
  const isPage = (name: string | undefined): name is string => isPageFilePath(name, pages);
  return { top, target, name: inRepo(target), inRepo, fromRepo, isPage };
}

/**
 * A version's text as the page's file now holds it, and its address: one from before the file was moved,
 * which took its address from its name then, has that address written in as its own.
 */
function asNow(dir: string, where: { target: string; fromRepo: (name: string) => string }, name: string, text: string) {
  const data = parseOrUndefined(text);
  const route = routeOf(dir, where.fromRepo(name), data) ?? '';
  return { text: route && route !== routeOf(dir, where.target, data) ? textAtAddress(text, route) : text, route };
}

/**
 * A commit that changed the page's file: the file's name in it, and in its first parent (another where the
 * commit moved it; none where it moved it from a file that is not a page file).
 */
interface FileCommit {
  id: string;
  date: string;
  author: string;
  parent?: string;
  name: string;
  nameBefore?: string;
}

/**
 * The commits that changed the page's file, newest first, followed through the file's moves: `count` of
 * them from the commit `from` (where the file was named `name`). One git log, its records split by \x01 and their fields by NUL (-z), so
 * no name can be misread: a record is the commit's fields, then its status and the file's name, or for a
 * move its status and both names. A merge lists no status: the file kept its name through it.
 */
async function fileCommits(
  { top, isPage }: { top: string; isPage: (name: string | undefined) => name is string },
  { from, name: start }: { from: string; name: string },
  count: number,
): Promise<FileCommit[]> {
  const log = await git(
    [
      'log',
      '--follow',
      '--name-status',
      '-z',
      ...(Number.isFinite(count) ? [`-n${count}`] : []),
      '--format=%x01%H%x00%aI%x00%an%x00%P',
      from,
      '--',
      start,
    ],
    { cwd: top },
  ).catch(() => '');
  let name = start;
  const commits: FileCommit[] = [];
  for (const record of log.split('\x01').filter(Boolean)) {
    const [id = '', date = '', author = '', parents = '', status = '', ...names] = record.split('\0');
    const paths = names.filter(Boolean);
    if (paths.length) name = paths.at(-1)!;
    // The history of a page ends where its file was not a page file (moved into pages/ from elsewhere).
    if (!isPage(name)) break;
    const before = status.trim().startsWith('R') && paths.length === 2 ? paths[0] : name;
    commits.push({ id, date, author, parent: parents.split(' ')[0] || undefined, name, ...(isPage(before) ? { nameBefore: before } : {}) });
  }
  return commits;
}

/** The key the places a list of versions goes on from are signed with: a new one each time the studio starts. */
const cursorKey = randomBytes(32);
const cursorMac = (file: string, id: string, name: string) =>
  createHmac('sha256', cursorKey).update(`${file}\0${id}\0${name}`).digest('hex').slice(0, 32);

/** Where the next page of a page's versions starts, as this server gives it out: only for that page, not to be made up. */
const cursorFor = (file: string, { id, name }: { id: string; name: string }) => `${cursorMac(file, id, name)}.${id}:${name}`;

/** The commit and the file's name a place given out by cursorFor stands for; refused when it is not one given out for this page. */
function cursorOf(file: string, next: string, isPage: (name: string | undefined) => name is string): { from: string; name: string } {
  const [, mac = '', from = '', name] = /^([0-9a-f]{32})\.([0-9a-f]{40}):(.+)$/.exec(next) ?? [];
  const expected = Buffer.from(cursorMac(file, from, name ?? ''));
  if (!isPage(name) || mac.length !== expected.length || !timingSafeEqual(Buffer.from(mac), expected))
    throw new RequestError(400, 'The older versions of this page could not be read. Close the history and open it again.');
  return { from, name };
}

/**
 * The versions of a page, newest first: `versionsPerPage` of them from `next`, the first older one the
 * last page did not show and the file's name in it ("<commit>:<name>"; git log --skip would lose the file
 * at a move it passes).
 */
export async function pageHistory(file: string, dir = pagesDir(), next?: string): Promise<PageHistory> {
  const where = await whereInGit(dir, file);
  if (!where) return { versions: [] };
  const start = next ? cursorOf(file, next, where.isPage) : { from: 'HEAD', name: where.name };
  const commits = await fileCommits(where, start, versionsPerPage + 1);
  const shown = commits.slice(0, versionsPerPage);
  const last = shown.at(-1);
  // Each version's text; the one before the oldest shown is the next one's (or its parent's, at the end of the list).
  const older = commits[versionsPerPage] ?? (last?.parent && last.nameBefore ? { id: last.parent, name: last.nameBefore } : undefined);
  const texts = await readObjects(
    [...shown, ...(older ? [older] : [])].map((c) => `${c.id}:${c.name}`),
    where.top,
  );
  const names = [...shown.map((c) => c.name), ...(older ? [older.name] : [])];
  const version = (i: number) => {
    const text = texts[i]?.toString('utf8');
    return text === undefined ? undefined : asNow(dir, where, names[i]!, text);
  };
  const versions: PageVersion[] = [];
  for (const [i, commit] of shown.entries()) {
    const now = version(i);
    // A commit that deleted the page is not a version of it.
    if (!now) continue;
    const before = i + 1 < shown.length || older ? version(i + 1) : undefined;
    versions.push({ id: commit.id, date: commit.date, author: commit.author, ...now, ...(before ? { before } : {}) });
  }
  const more = commits[versionsPerPage];
  return { versions, ...(more ? { next: cursorFor(file, more) } : {}) };
}

/**
 * One version of a page: its text, and the photos it shows that the photos folder no longer has, written
 * back from that same commit (kept until the page is saved: removed then if it does not show them).
 */
export async function pageVersion(file: string, id: string, dir = pagesDir()): Promise<VersionAnswer> {
  const where = await whereInGit(dir, file);
  if (!where || !/^[0-9a-f]{40}$/.test(id)) return { error: 'There is no such version of this page.' };
  // The file's name in that version: an earlier one where the file was moved since.
  const name = (await fileCommits(where, { from: 'HEAD', name: where.name }, Infinity)).find((commit) => commit.id === id)?.name;
  const [bytes] = where.isPage(name) ? await readObjects([`${id}:${name}`], where.top) : [];
  if (!name || !bytes) return { error: 'There is no such version of this page.' };
  const { text } = asNow(dir, where, name, bytes.toString('utf8'));
  const data = parseOrUndefined(text) as { blocks?: unknown } | undefined;
  const blocks = Array.isArray(data?.blocks) ? (data.blocks as { type: string }[]) : [];
  const folder = photosFor(dir);
  // Each photo the version shows that is gone, where it would be written back: only a photo's name in the
  // photos folder, and never through a link (one that leads elsewhere is left out, and the checks say it is missing).
  const missing = [...new Set(photoPlaces(blockBuilds, blocks).map(({ photo }) => photo.src))].flatMap((src) => {
    let target: string;
    try {
      target = photoFileTarget(folder, src);
    } catch (error) {
      if (error instanceof UnsafePathError) return [];
      throw error;
    }
    return existsSync(target) ? [] : [{ src: src as string, target }];
  });
  const found = await readObjects(
    missing.map(({ src }) => `${id}:${where.inRepo(path.join(folder, ...src.split('/')))}`),
    where.top,
  );
  const photos: string[] = [];
  for (const [i, { src, target }] of missing.entries()) {
    const photo = found[i];
    if (!photo) continue;
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, photo, { flag: 'wx' });
    keepUntilSaved(target, { dir, pageFile: file, src });
    photos.push(src);
  }
  return { text, photos };
}

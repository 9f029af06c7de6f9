// A page's history on this computer: the versions of its file on the checked-out branch, newest first, read
// from git a page of them at a time (git log with --skip and -n, then every text of that page in one
// cat-file --batch), and one version brought back: its text, and the photos it shows that were deleted
// since, written back into the photos folder (removed again if the page is saved without them). git runs
// with argument arrays, never through a shell. A page keeps its file when its address changes (the address
// is a field of the page), so the file's history is the page's whole history.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { photoPlaces } from '../../../core/photos/places.ts';
import { blockBuilds } from '../../../generated/block-builds.ts';
import { pagesDir } from '../../../tooling/paths.ts';
import { photosFor } from '../../../tooling/photos/folders.ts';
import type { PageHistory, PageVersion, VersionAnswer } from '../../backend.ts';
import { pageFileTarget } from './files.ts';
import { parseOrUndefined } from './listing.ts';
import { photoSource, keepUntilSaved } from './photos.ts';
import { git } from './publish.ts';
import { routeOf } from './rename.ts';

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
  return { top, target, name: inRepo(target), inRepo };
}

/** The versions of a page, newest first: `versionsPerPage` of them from `next` (how many newer ones to pass). */
export async function pageHistory(file: string, dir = pagesDir(), next?: string): Promise<PageHistory> {
  const where = await whereInGit(dir, file);
  if (!where) return { versions: [] };
  const skip = Math.max(0, Number.parseInt(next ?? '0', 10) || 0);
  const log = await git(
    ['log', `--skip=${skip}`, `-n${versionsPerPage + 1}`, '--format=%H%x00%aI%x00%an%x00%P', 'HEAD', '--', where.name],
    { cwd: where.top },
  ).catch(() => '');
  const commits = log
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [id = '', date = '', author = '', parents = ''] = line.split('\0');
      return { id, date, author, parent: parents.split(' ')[0] || undefined };
    });
  const shown = commits.slice(0, versionsPerPage);
  const last = shown.at(-1);
  // Each version's text; the one before the oldest shown is the next one's (or its parent's, at the end of the list).
  const older = commits[versionsPerPage]?.id ?? last?.parent;
  const texts = await readObjects([...shown.map((c) => `${c.id}:${where.name}`), ...(older ? [`${older}:${where.name}`] : [])], where.top);
  const version = (i: number) => {
    const text = texts[i]?.toString('utf8');
    return text === undefined ? undefined : { text, route: routeOf(dir, where.target, parseOrUndefined(text)) ?? '' };
  };
  const versions: PageVersion[] = [];
  for (const [i, commit] of shown.entries()) {
    const now = version(i);
    // A commit that deleted the page is not a version of it.
    if (!now) continue;
    const before = i + 1 < shown.length || older ? version(i + 1) : undefined;
    versions.push({ id: commit.id, date: commit.date, author: commit.author, ...now, ...(before ? { before } : {}) });
  }
  return { versions, ...(commits.length > versionsPerPage ? { next: String(skip + versionsPerPage) } : {}) };
}

/**
 * One version of a page: its text, and the photos it shows that the photos folder no longer has, written
 * back from that same commit (kept until the page is saved: removed then if it does not show them).
 */
export async function pageVersion(file: string, id: string, dir = pagesDir()): Promise<VersionAnswer> {
  const where = await whereInGit(dir, file);
  if (!where || !/^[0-9a-f]{40}$/.test(id)) return { error: 'There is no such version of this page.' };
  const [bytes] = await readObjects([`${id}:${where.name}`], where.top);
  if (!bytes) return { error: 'There is no such version of this page.' };
  const text = bytes.toString('utf8');
  const data = parseOrUndefined(text) as { blocks?: unknown } | undefined;
  const blocks = Array.isArray(data?.blocks) ? (data.blocks as { type: string }[]) : [];
  const folder = photosFor(dir);
  const missing = [...new Set(photoPlaces(blockBuilds, blocks).map(({ photo }) => photo.src))].filter(
    (src) => typeof src === 'string' && photoSource.test(src) && !existsSync(path.join(folder, ...src.split('/'))),
  );
  const found = await readObjects(
    missing.map((src) => `${id}:${where.inRepo(path.join(folder, ...src.split('/')))}`),
    where.top,
  );
  const photos: string[] = [];
  for (const [i, src] of missing.entries()) {
    const photo = found[i];
    if (!photo) continue;
    const target = path.join(folder, ...src.split('/'));
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, photo, { flag: 'wx' });
    keepUntilSaved(target, { dir, pageFile: file, src });
    photos.push(src);
  }
  return { text, photos };
}

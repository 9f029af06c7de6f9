// The repository port (engine/port.ts) over this computer's checkout: git, run with argument arrays, never
// through a shell. A file's history is one git log that follows its moves (--follow), its records split by
// \x01 and their fields by NUL (-z) so no name can be misread; files as commits have them come from one
// cat-file --batch for all of them. The working copy is the checkout itself: a photo brought back with an
// old version is written into the photos folder (never through a link, never over a file) and removed again
// if the page is saved without it (photos.ts).
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { photosFor } from '../../../tooling/photos/folders.ts';
import type { FileHistoryEntry, RepositoryPort, SiteFolders, WorkingCopy } from '../../engine/port.ts';
import { photoFileTarget, UnsafePathError } from './files.ts';
import { keepUntilSaved } from './photos.ts';
import { git } from './publish.ts';

/** The texts of several `commit:path` objects, in one git process; undefined for one that is not there. */
function readObjects(names: string[], cwd: string): Promise<(Uint8Array | undefined)[]> {
  if (!names.length) return Promise.resolve([]);
  return new Promise((resolve, reject) => {
    const child = execFile(
      'git',
      ['cat-file', '--batch'],
      { cwd, encoding: 'buffer', maxBuffer: 256 << 20, timeout: 60_000 },
      (error, stdout: Buffer) => {
        if (error) return reject(error);
        const out: (Uint8Array | undefined)[] = [];
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

/** Where the pages folder `dir` is: its repository's top folder and the site's folders in it; undefined when it is in none. */
async function whereInGit(dir: string): Promise<{ top: string; folders: SiteFolders } | undefined> {
  const top = await git(['rev-parse', '--show-toplevel'], { cwd: dir }).catch(() => '');
  if (!top) return undefined;
  const inRepo = (absolute: string) =>
    path
      .relative(top, path.join(realpathSync(dir), path.relative(dir, absolute)))
      .split(path.sep)
      .join('/');
  return { top, folders: { pages: inRepo(dir), photos: inRepo(photosFor(dir)) } };
}

/** The port over the checkout that holds the pages folder `dir`. */
export function gitPort(dir: string): RepositoryPort {
  let where: ReturnType<typeof whereInGit> | undefined;
  const located = () => (where ??= whereInGit(dir));
  return {
    folders: async () => (await located())?.folders,

    async fileHistory(name, from, count) {
      const top = (await located())?.top;
      if (!top) return [];
      const log = await git(
        [
          'log',
          '--follow',
          '--name-status',
          '-z',
          ...(Number.isFinite(count) ? [`-n${count}`] : []),
          '--format=%x01%H%x00%aI%x00%an%x00%P',
          from ?? 'HEAD',
          '--',
          name,
        ],
        { cwd: top },
      ).catch(() => '');
      // A record is the commit's fields, then its status and the file's name, or for a move its status and
      // both names. A merge lists no status: the file kept its name through it.
      let current = name;
      const commits: FileHistoryEntry[] = [];
      for (const record of log.split('\x01').filter(Boolean)) {
        const [id = '', date = '', author = '', parents = '', status = '', ...names] = record.split('\0');
        const paths = names.filter(Boolean);
        if (paths.length) current = paths.at(-1)!;
        const before = status.trim().startsWith('R') && paths.length === 2 ? paths[0]! : current;
        commits.push({
          id,
          date,
          author,
          ...(parents.split(' ')[0] ? { parent: parents.split(' ')[0] } : {}),
          name: current,
          nameBefore: before,
        });
      }
      return commits;
    },

    async readAt(files) {
      const top = (await located())?.top;
      return top
        ? readObjects(
            files.map(({ commit, name }) => `${commit}:${name}`),
            top,
          )
        : files.map(() => undefined);
    },
  };
}

/** The checkout's working files as the engine's working copy: the photos folder of the pages folder `dir`. */
export function checkoutWorkingCopy(dir: string): WorkingCopy {
  const folder = photosFor(dir);
  /** Where a photo would be written back; undefined where that would be through a link. */
  const target = (src: string) => {
    try {
      return photoFileTarget(folder, src);
    } catch (error) {
      if (error instanceof UnsafePathError) return undefined;
      throw error;
    }
  };
  return {
    async missingPhotos(srcs) {
      return srcs.filter((src) => {
        const at = target(src);
        return at !== undefined && !existsSync(at);
      });
    },
    async keepPhoto(src, bytes, pageFile) {
      const at = target(src);
      if (!at) return;
      mkdirSync(path.dirname(at), { recursive: true });
      writeFileSync(at, bytes, { flag: 'wx' });
      keepUntilSaved(at, { dir, pageFile, src });
    },
  };
}

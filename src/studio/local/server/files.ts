// The studio's file side: where a page file (the site config, a redirect file, a photo) may be written,
// what it held when it was opened, and writing files as one change only if none changed. Writing is the only thing here that touches disk, and it never leaves pages/ (or
// photos/, for a photo) nor follows a link.
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readFileSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { redirectsFolderName } from '../../../core/content/load.ts';
import { listRedirectFiles } from '../../../tooling/content/node-host.ts';
import type { PlannedWrite } from '../../engine/port.ts';
import { isPageFileName, isPhotoName } from '../../shared/file-names.ts';

/** A short fingerprint of a file's text, to tell whether it changed on disk since it was opened. */
export const fingerprint = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

export class UnsafePathError extends Error {}

/**
 * The one guard in front of every file the studio writes or restores: the absolute file for `parts` inside
 * `root` (a real folder), only if no part on the way is a link: every folder that exists must be a real
 * folder, and the file itself, where it exists, a plain file, not a link. Checked part by part from the
 * root (lstat, which never follows a link), so a link committed anywhere on the way, to a folder outside
 * the project, is refused rather than written through. `shown` names the file in the message.
 */
export function fileWithoutLinks(root: string, parts: string[], shown: string): string {
  let at = root;
  for (const part of parts.slice(0, -1)) {
    at = path.join(at, part);
    if (!existsSync(at) && !isLink(at)) break;
    const stat = lstatSync(at);
    if (stat.isSymbolicLink() || !stat.isDirectory()) throw new UnsafePathError(`${shown} leads through a link or a file.`);
  }
  const target = path.join(root, ...parts);
  if (isLink(target)) throw new UnsafePathError(`${shown} is a link; the studio does not follow links.`);
  if (existsSync(target) && !lstatSync(target).isFile()) throw new UnsafePathError(`${shown} is not a file.`);
  return target;
}

/** Whether something is at `file` and is a link (existsSync follows links: a link to nothing is "not there"). */
function isLink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}

/**
 * The absolute file for a page file name relative to the pages folder, only if writing it stays inside
 * that folder: a page file name (shared/file-names.ts: plain parts ending in .json, no "..", no absolute
 * path, no site files) and no symbolic link on the way or at the end.
 */
export function pageFileTarget(pagesDir: string, relative: unknown): string {
  if (typeof relative !== 'string' || !relative) throw new UnsafePathError('No file name was given.');
  if (!isPageFileName(relative)) {
    throw new UnsafePathError(
      `"${relative}" is not a page file name: use lower-case letters, digits and hyphens in folders inside pages/, ending in .json.`,
    );
  }
  return fileWithoutLinks(realpathSync(pagesDir), relative.split('/'), `pages/${relative}`);
}

/**
 * The absolute file of a photo in the photos folder, only for a photo's name (shared/file-names.ts) and
 * with no link on the way: not the photos folder itself, no folder in it, not the file.
 */
export function photoFileTarget(photosDir: string, src: unknown): string {
  if (!isPhotoName(src)) throw new UnsafePathError(`"${String(src)}" is not the name of a photo in the photos folder.`);
  const folder = path.resolve(photosDir);
  const parent = path.dirname(folder);
  return fileWithoutLinks(existsSync(parent) ? realpathSync(parent) : parent, [path.basename(folder), ...src.split('/')], `photos/${src}`);
}

/** The file's text now, or undefined when there is no such file. */
export function readIfThere(file: string): string | undefined {
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

export { formatLike } from '../../shared/format-like.ts';

/** The site config file (pages/_site.json), which a rename adds its redirect to; never through a link. */
export function siteFileTarget(pagesDir: string): string {
  const target = fileWithoutLinks(realpathSync(pagesDir), ['_site.json'], 'pages/_site.json');
  if (!existsSync(target)) throw new UnsafePathError('The site has no settings file (pages/_site.json).');
  return target;
}

/** The redirect files' folder (pages/_redirects) and the files in it, each with its text; never through a link. */
export function redirectFilesIn(pagesDir: string): Map<string, string> {
  const root = realpathSync(pagesDir);
  const folder = path.join(root, redirectsFolderName);
  if (existsSync(folder) && lstatSync(folder).isSymbolicLink())
    throw new UnsafePathError(`pages/${redirectsFolderName} is a link; the studio does not follow links.`);
  const files = new Map<string, string>();
  for (const file of listRedirectFiles(root)) if (!lstatSync(file).isSymbolicLink()) files.set(file, readFileSync(file, 'utf8'));
  return files;
}

/**
 * Writes several files (each named by its absolute path, already through its guard) as one change (a
 * renamed page and the site config's redirect; the pages whose links were updated): every text goes to
 * a temporary file beside its target first, then every file is checked against its fingerprint, and only
 * when none changed are they renamed into place, one after another, with nothing in between that can
 * fail but the renames themselves. Returns the file that changed on disk (nothing is written then), or
 * undefined when all were written.
 */
export function replaceAllIfUnchanged(writes: PlannedWrite[]): string | undefined {
  const temporaries: string[] = [];
  try {
    for (const write of writes) {
      mkdirSync(path.dirname(write.file), { recursive: true });
      const temporary = `${write.file}.${process.pid}.saving`;
      if (write.text !== null) writeFileSync(temporary, write.text, { flag: 'wx' });
      temporaries.push(temporary);
    }
    for (const write of writes) {
      const now = readIfThere(write.file);
      if ((now === undefined ? null : fingerprint(now)) !== write.expected) return write.file;
    }
    writes.forEach((write, i) => (write.text === null ? rmSync(write.file, { force: true }) : renameSync(temporaries[i]!, write.file)));
    return undefined;
  } finally {
    for (const temporary of temporaries) rmSync(temporary, { force: true });
  }
}

// The content core (src/core/content) run by Node: validate, prerender, the local studio and the tests.
// Files come from the disk, problems name files relative to the working directory, and the schemas are
// compiled from schema/ (see schemas.ts). Every folder source carries this host and the blocks' build
// parts (nodeCore), so whatever checks its files runs with them.
import { closeSync, existsSync, openSync, readdirSync, readFileSync, readSync, statSync } from 'node:fs';
import path from 'node:path';
import type { CoreContext } from '../../core/context.ts';
import type { ContentHost, PhotoFile } from '../../core/content/host.ts';
import { isRedirectFile, redirectsFolderName, type ContentSource } from '../../core/content/load.ts';
import { readPhotoHeader } from '../../core/photos/dimensions.ts';
import { decodeUtf8 } from '../../core/utf8.ts';
import { blockBuilds } from '../../generated/block-builds.ts';
import { displayPath, schemaDir } from '../paths.ts';
import { photosDir } from '../photos/folders.ts';
import { loadQuickValidators, loadSchemas } from '../schemas.ts';
import { publicFileExists } from '../site-paths.ts';

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

/** The redirect files of a pages folder (pages/_redirects/*.json), sorted; none when it has no such folder. */
export function listRedirectFiles(dir: string): string[] {
  const folder = path.join(dir, redirectsFolderName);
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile() && isRedirectFile(dir, path.join(folder, entry.name)))
    .map((entry) => path.join(folder, entry.name))
    .sort();
}

/** What keeps each page file's own check between runs (check-cache.ts), as a folder source uses it. */
export interface KeptChecks extends Pick<ContentSource, 'checkedFile'> {
  /** The bytes of a file as its check's key was made from them, where they were read for it. */
  bytesRead?(file: string): Buffer | undefined;
}

/** The files of a pages folder on disk; with `checks`, each page file's own check is kept between runs. */
export function folderSource(dir: string, checks?: KeptChecks): ContentSource {
  return {
    ...(checks && { checkedFile: (file, schemas, check) => checks.checkedFile!(file, schemas, check) }),
    core: nodeCore,
    dir,
    list: () => listPageFiles(dir),
    listRedirects: () => listRedirectFiles(dir),
    read: (file) => decodeUtf8(checks?.bytesRead?.(file) ?? readFileSync(file)),
    exists: (file) => existsSync(file),
  };
}

// A JPEG's frame header follows its EXIF block, which a camera can make up to 64 KB long.
const headerBytes = 128 * 1024;

/** Reads only the start of a photo: its size and header. */
export function readPhoto(dir: string, src: string): PhotoFile {
  const file = path.join(dir, src);
  try {
    const { size } = statSync(file);
    const fd = openSync(file, 'r');
    const buffer = Buffer.alloc(Math.min(size, headerBytes));
    try {
      readSync(fd, buffer, 0, buffer.length, 0);
    } finally {
      closeSync(fd);
    }
    return { missing: false, bytes: size, header: readPhotoHeader(buffer) };
  } catch {
    return { missing: true };
  }
}

let hrefPattern: string | undefined;

/** The host Node runs the core with. */
export const nodeContentHost: ContentHost = {
  displayPath,
  schemaDir,
  photosDir,
  get hrefPattern() {
    hrefPattern ??= (JSON.parse(readFileSync(path.join(schemaDir, 'defs.schema.json'), 'utf8')) as { $defs: { href: { pattern: string } } })
      .$defs.href.pattern;
    return hrefPattern;
  },
  publicFileExists,
  readPhoto,
  quickValidators: loadQuickValidators,
  schemas: loadSchemas,
};

/** What the core runs with in Node: the disk, and every block's build part. */
export const nodeCore: CoreContext = { host: nodeContentHost, blocks: blockBuilds };

// The build's files, kept by content in the build cache (one folder) and linked into the build folder.
// A file's name in the store is the digest of its bytes, so a stored file never changes: building again
// only adds names, and the build folder is made of links to them (copies where links cannot be made).
// Compressed copies are stored by the digest of what they compress and how hard, so a file that did not
// change is never compressed again, whichever build made it.
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { compress, compressedAtBuild, effort, encodings, type Effort } from '../precompress.ts';

export type { Effort };

/** One file of a build: its bytes' digest, and how hard its compressed copies were made (none: not compressed). */
export interface Output {
  hash: string;
  effort?: Effort;
}

/** The compressed copies, in the server's order of preference, as precompress.ts makes them. */
const copies = encodings.map(({ name, suffix }) => ({ suffix, make: (bytes: Buffer, level: Effort) => compress(bytes, name, level) }));

/**
 * How hard the build compresses a file of this name, or not at all: pictures and fonts are compressed
 * already, and pages are compressed as they are sent (precompress.ts, `compressedAtBuild`).
 */
export function effortFor(file: string): Effort | undefined {
  return compressedAtBuild(file) ? effort(file) : undefined;
}

export const hashBytes = (bytes: Buffer | string): string => createHash('sha256').update(bytes).digest('hex').slice(0, 40);

export class Store {
  constructor(readonly dir: string) {}

  /** Where a stored file lives: under a folder named by its first two characters, so no folder grows huge. */
  file(name: string): string {
    return path.join(this.dir, name.slice(0, 2), name);
  }

  private readonly folders = new Set<string>();

  /**
   * Writes a stored file. A build that stops halfway may leave one written in part: the build marks the
   * cache while it runs, and the next build finds the mark and starts from an empty store (site-build.ts).
   */
  private write(name: string, bytes: Buffer): void {
    const file = this.file(name);
    const folder = path.dirname(file);
    if (!this.folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      this.folders.add(folder);
    }
    // Read-only: a file of the build folder is a link to it, and an edit made there would change the stored file.
    writeFileSync(file, bytes, { mode: 0o444 });
  }

  /** Stores a file's bytes and its compressed copies (unless stored already); answers its output. */
  put(bytes: Buffer | string, effort: Effort | undefined): Output {
    const data = typeof bytes === 'string' ? Buffer.from(bytes) : bytes;
    const hash = hashBytes(data);
    if (!existsSync(this.file(hash))) this.write(hash, data);
    if (effort)
      for (const copy of copies) {
        const name = `${hash}.${effort}${copy.suffix}`;
        if (!existsSync(this.file(name))) this.write(name, copy.make(data, effort));
      }
    return effort ? { hash, effort } : { hash };
  }

  /** Stores a file from disk. */
  putFile(file: string, effort: Effort | undefined): Output {
    return this.put(readFileSync(file), effort);
  }

  /**
   * The files a build folder holds for one output, by their path in it, with the store's names: the file
   * itself, and each compressed copy that is smaller than it (otherwise the server sends the file).
   */
  filesOf(rel: string, output: Output, before?: ReadonlyMap<string, string>): [string, string][] {
    const files: [string, string][] = [[rel, output.hash]];
    if (!output.effort) return files;
    // The same file as the last build's: the same copies (they are smaller or not by the same bytes).
    if (before?.get(rel) === output.hash) {
      for (const copy of copies) {
        const name = before.get(`${rel}${copy.suffix}`);
        if (name) files.push([`${rel}${copy.suffix}`, name]);
      }
      return files;
    }
    const size = statSync(this.file(output.hash)).size;
    for (const copy of copies) {
      const name = `${output.hash}.${output.effort}${copy.suffix}`;
      if (statSync(this.file(name)).size < size) files.push([`${rel}${copy.suffix}`, name]);
    }
    return files;
  }

  /** The stored names an output keeps: the file and its compressed copies. */
  static namesOf(output: Output): string[] {
    return output.effort ? [output.hash, ...copies.map((copy) => `${output.hash}.${output.effort}${copy.suffix}`)] : [output.hash];
  }

  /** Every name in the store. */
  names(): string[] {
    if (!existsSync(this.dir)) return [];
    return readdirSync(this.dir).flatMap((folder) => readdirSync(path.join(this.dir, folder)));
  }

  /** Removes these stored files. */
  remove(names: Iterable<string>): void {
    for (const name of names) rmSync(this.file(name), { force: true });
  }
}

/**
 * Makes `dist` hold exactly `files` (path in dist → store name): links each from the store unless it is
 * linked already, and removes what `before` listed that is gone, with the folders it leaves empty.
 * `trusted`: dist is the folder the last build linked (not made again since), so what it linked is still
 * there. Answers how many files were linked.
 */
export function linkBuild(
  store: Store,
  dist: string,
  files: ReadonlyMap<string, string>,
  before: ReadonlyMap<string, string>,
  trusted: boolean,
): number {
  for (const rel of before.keys())
    if (!files.has(rel)) {
      rmSync(path.join(dist, rel), { force: true });
      removeEmptyFolders(dist, path.dirname(rel));
    }
  const made = new Set<string>();
  let linked = 0;
  for (const [rel, name] of files) {
    // Unchanged since the last build: in the very folder that build linked (trusted), or checked to be the
    // same file. The first is known without a path (nearly every file of a build after an edit).
    const unchanged = before.get(rel) === name;
    if (unchanged && trusted) continue;
    const target = path.join(dist, rel);
    const source = store.file(name);
    if (unchanged && sameFile(source, target)) continue;
    const folder = path.dirname(target);
    if (!made.has(folder)) {
      mkdirSync(folder, { recursive: true });
      made.add(folder);
    }
    place(source, target);
    linked++;
  }
  return linked;
}

/** Links a stored file into the build folder, over what was there; copies it onto another file system. */
function place(source: string, target: string): void {
  try {
    linkSync(source, target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') {
      rmSync(target, { force: true });
      place(source, target);
    } else if (code === 'EXDEV') copyFileSync(source, target);
    else throw error;
  }
}

function sameFile(a: string, b: string): boolean {
  try {
    const [x, y] = [lstatSync(a), lstatSync(b)];
    return x.ino === y.ino && x.dev === y.dev;
  } catch {
    return false;
  }
}

function removeEmptyFolders(dist: string, rel: string): void {
  for (let folder = rel; folder && folder !== '.'; folder = path.dirname(folder)) {
    try {
      rmdirSync(path.join(dist, folder));
    } catch {
      return;
    }
  }
}

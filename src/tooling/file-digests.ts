// Digests of files' bytes, read again only when a file changed: each digest is kept with what the file's
// status said when it was read (size, modification and change times, inode), as git's index does, so a
// run over thousands of unchanged files costs a status call each instead of a read and a hash. The
// change time cannot be set by anyone (unlike the modification time, which copying or unpacking may
// keep), and a file renamed into place (the studio's saves) has another inode. A file changed in the
// last two seconds is read every time: a second write in the same clock tick could keep every status
// field but the bytes.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { writeWhole } from './write-whole.ts';

/** How recent a change must be for its status to be no proof of the bytes (ms). */
const settledAfterMs = 2000;

type Entry = [size: number, mtimeMs: number, ctimeMs: number, ino: number, digest: string];

/** SHA-1 of bytes: digests tell files apart, and nobody chooses a page to collide with another. */
export const bytesDigest = (bytes: Buffer | string) => createHash('sha1').update(bytes).digest('hex');

export class FileDigests {
  private entries: Map<string, Entry> | undefined;
  private changed = false;
  /** The bytes `of` read last, until `takeRead` takes them. */
  private lastRead: { file: string; bytes: Buffer } | undefined;

  /** `index` is the file the digests are kept in between runs; `digestOf` makes a digest of a file's bytes (SHA-1 by default). */
  constructor(
    private readonly index: string,
    private readonly digestOf: (bytes: Buffer | string) => string = bytesDigest,
  ) {}

  private known(): Map<string, Entry> {
    if (!this.entries) {
      try {
        this.entries = new Map(Object.entries(JSON.parse(readFileSync(this.index, 'utf8')) as Record<string, Entry>));
      } catch {
        this.entries = new Map();
      }
    }
    return this.entries;
  }

  /** The digest of a file's bytes now (the file must exist); `bytes`, when given, are what it holds (read by the caller already). */
  of(file: string, bytes?: Buffer | string): string {
    this.lastRead = undefined;
    const stat = statSync(file);
    const entries = this.known();
    const entry = entries.get(file);
    if (entry && entry[0] === stat.size && entry[1] === stat.mtimeMs && entry[2] === stat.ctimeMs && entry[3] === stat.ino) return entry[4];
    let read = bytes;
    if (read === undefined) {
      read = readFileSync(file);
      this.lastRead = { file, bytes: read };
    }
    const digest = this.digestOf(read);
    if (Date.now() - Math.max(stat.mtimeMs, stat.ctimeMs) > settledAfterMs) {
      entries.set(file, [stat.size, stat.mtimeMs, stat.ctimeMs, stat.ino, digest]);
      this.changed = true;
    } else if (entry) {
      entries.delete(file);
      this.changed = true;
    }
    return digest;
  }

  /**
   * The bytes of `file` that the last call of `of` read to make its digest (undefined when it read none, or
   * another file's), handed over once: a caller that reads the file next reads what was digested, with no
   * second read and no chance of a write in between.
   */
  takeRead(file: string): Buffer | undefined {
    const read = this.lastRead;
    this.lastRead = undefined;
    return read?.file === file ? read.bytes : undefined;
  }

  /** Keeps the digests for the next run (written aside, then renamed: a run reading it never sees half). `keep` limits them to those files. */
  save(keep?: ReadonlySet<string>): void {
    const entries = this.known();
    for (const file of keep ? entries.keys() : []) {
      if (keep!.has(file)) continue;
      entries.delete(file);
      this.changed = true;
    }
    if (!this.changed) return;
    mkdirSync(path.dirname(this.index), { recursive: true });
    writeWhole(this.index, JSON.stringify(Object.fromEntries(entries)));
    this.changed = false;
  }
}

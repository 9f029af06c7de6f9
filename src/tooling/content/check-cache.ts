// Each page file's own check (its parse, schema, block rules and the links and images it names), kept on
// disk by what it depends on: the file's name and bytes, the schema folders, the working directory (which
// problems name files from) and the project's code. Validation and the build check every file each run;
// with this, an unchanged file costs a status call and reading its kept result, not a parse and a schema
// check (at 10,000 pages, about 0.25 s instead of 1 s). The rules that need every file at once run each
// time on the results.
//
// Each result is kept as its own serialized bytes, and a result is read from them each time it is asked
// for, so nothing a later step does to a page (the build fills in cards) reaches what is kept. The results
// are split in 16 files by key, so a run that checked one page again writes one of them.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { PageFileCheck } from '../../core/content/page-file.ts';
import { codeDigest, digest } from '../build/inputs.ts';
import { root } from '../paths.ts';
import { writeWhole } from '../write-whole.ts';
import { FileDigests } from '../file-digests.ts';

const shardNames = [...'0123456789abcdef'];
/** The file in each pages folder's cache that names the pages folder. */
const pagesDirFile = 'pages-folder.txt';

/**
 * The kept checks of pages folders that are gone (a test's, a benchmark's), cleared when a new one is made,
 * so the cache does not grow with every folder ever checked.
 */
function forgetGoneFolders(parent: string): void {
  let names: string[];
  try {
    names = readdirSync(parent);
  } catch {
    return;
  }
  for (const name of names) {
    const folder = path.join(parent, name);
    let pagesDir: string;
    try {
      pagesDir = readFileSync(path.join(folder, pagesDirFile), 'utf8');
    } catch {
      continue;
    }
    if (!existsSync(pagesDir)) rmSync(folder, { recursive: true, force: true });
  }
}
/** Bumped when what is kept changes shape. */
const version = 1;

export class PageCheckCache {
  private readonly digests: FileDigests;
  private shards: Map<string, Map<string, Buffer>> | undefined;
  /** The results this run used, by shard: what is kept for the next run. */
  private readonly used = new Map<string, Map<string, Buffer>>();
  /** The shards this run added a result to. */
  private readonly added = new Set<string>();
  /** The files this run asked about: the digests kept for the next one. */
  private readonly files = new Set<string>();
  readonly counts = { kept: 0, checked: 0 };

  readonly folder: string;
  private readonly code: string;
  private readonly pagesDir: string;

  /**
   * The kept checks of a pages folder, in a folder of their own inside `folder` (the project's
   * .cache/checks/ by default), for the project's code as it is now (`code`: see codeDigest).
   */
  constructor(pagesDir: string, { folder = path.join(root, '.cache', 'checks'), code }: { folder?: string; code?: string } = {}) {
    const resolved = path.resolve(pagesDir);
    this.pagesDir = resolved;
    this.folder = path.join(folder, `${path.basename(resolved)}-${digest(resolved, process.cwd()).slice(0, 8)}`);
    this.code = code ?? codeDigest(root);
    this.digests = new FileDigests(path.join(this.folder, 'files.json'));
  }

  private shard(name: string): Map<string, Buffer> {
    this.shards ??= new Map();
    let shard = this.shards.get(name);
    if (!shard) {
      try {
        shard = deserialize(readFileSync(path.join(this.folder, `${name}.v8`))) as Map<string, Buffer>;
      } catch {
        shard = new Map();
      }
      this.shards.set(name, shard);
    }
    return shard;
  }

  /** A page file's own check: as kept for its bytes, or `check()` run now and kept. */
  checkedFile(file: string, schemas: readonly string[], check: () => PageFileCheck): PageFileCheck {
    let bytes: string;
    try {
      bytes = this.digests.of(file);
    } catch {
      // Gone since it was listed, or unreadable: the check says so, and nothing is kept.
      return check();
    }
    this.files.add(file);
    const key = digest(String(version), this.code, schemas.join('\0'), file, bytes);
    const name = key[0]!;
    const used = this.used.get(name) ?? this.used.set(name, new Map()).get(name)!;
    const kept = used.get(key) ?? this.shard(name).get(key);
    if (kept) {
      used.set(key, kept);
      this.counts.kept++;
      return deserialize(kept) as PageFileCheck;
    }
    const result = check();
    used.set(key, serialize(result));
    this.added.add(name);
    this.counts.checked++;
    return result;
  }

  /**
   * The bytes of the file whose check is running, as read to make its key (undefined when its key came from
   * its status alone): the check reads them instead of the file, so what is kept is the check of the bytes
   * its key names.
   */
  bytesRead(file: string): Buffer | undefined {
    return this.digests.takeRead(file);
  }

  /**
   * Keeps what this run used for the next one, and nothing else (the results of files since changed or
   * gone): only the shards that changed are written, each aside and then renamed.
   */
  save(): void {
    if (!existsSync(this.folder)) forgetGoneFolders(path.dirname(this.folder));
    mkdirSync(this.folder, { recursive: true });
    writeFileSync(path.join(this.folder, pagesDirFile), this.pagesDir);
    for (const name of shardNames) {
      const used = this.used.get(name) ?? new Map<string, Buffer>();
      if (!this.added.has(name) && used.size === this.shard(name).size) continue;
      const file = path.join(this.folder, `${name}.v8`);
      writeWhole(file, serialize(used));
    }
    this.digests.save(this.files);
  }
}

// The studio's edit check (src/core/content/edit-check.ts) over a pages folder on disk: the folder and its
// photos are watched, and any change (a save here, an edit in another program, a file added or removed)
// has the next check build the site's index anew, from each unchanged page file's check as it was kept
// (check-cache.ts).
import { readdirSync, watch, type FSWatcher } from 'node:fs';
import path from 'node:path';
import { EditChecker, wholeSiteProblems as wholeSite } from '../../core/content/edit-check.ts';
import { redirectsFolderName } from '../../core/content/load.ts';
import type { Problem } from '../../core/content/problems.ts';
import { photosDir as defaultPhotosDir } from '../photos/folders.ts';
import { PageCheckCache } from './check-cache.ts';
import { folderSource } from './node-host.ts';

export type { EditCheck } from '../../core/content/edit-check.ts';

export class FolderEditChecker extends EditChecker {
  private readonly watchers = new Map<string, FSWatcher>();
  /** The page files' own checks kept between index builds (and shared with validation and the build). */
  private readonly checks: { run?: PageCheckCache };

  constructor(
    dir: string,
    publicDir: string,
    private readonly photos = defaultPhotosDir,
    keepSiteProblems = false,
  ) {
    const checks: { run?: PageCheckCache } = {};
    super(
      folderSource(dir, {
        checkedFile: (file, schemas, check) => (checks.run ? checks.run.checkedFile(file, schemas, check) : check()),
        bytesRead: (file) => checks.run?.bytesRead(file),
      }),
      publicDir,
      photos,
      keepSiteProblems,
    );
    this.checks = checks;
  }

  close(): void {
    for (const watcher of this.watchers.values()) watcher.close();
    this.watchers.clear();
  }

  protected override beforeIndex(): void {
    this.watchFolder(this.dir);
    // The photos a page shows are checked too: a photo added or removed has the index read again.
    this.watchFolder(this.photos);
    this.checks.run = new PageCheckCache(this.dir);
  }

  protected override afterIndex(): void {
    this.checks.run?.save();
    this.checks.run = undefined;
  }

  private watchFolder(folder: string): void {
    if (this.watchers.has(folder)) return;
    try {
      const watcher = watch(folder, (_event, name) => {
        this.invalidate();
        // A new folder's files are pages too.
        if (name) this.watchFolder(path.join(folder, name.toString()));
      });
      watcher.on('error', () => this.forget(folder));
      // Watching never keeps a command (the bench, the scaling gate) running once its work is done.
      watcher.unref();
      this.watchers.set(folder, watcher);
      for (const entry of readdirSync(folder, { withFileTypes: true }))
        if (entry.isDirectory() && (!entry.name.startsWith('_') || entry.name === redirectsFolderName))
          this.watchFolder(path.join(folder, entry.name));
    } catch {
      // Not a folder (a file was named), or gone again: nothing to watch.
    }
  }

  private forget(folder: string): void {
    this.watchers.get(folder)?.close();
    this.watchers.delete(folder);
    this.invalidate();
  }
}

/** Every problem a whole-site check of the folder finds in `file` with `text` saved there. */
export function wholeSiteProblemsInFolder(
  dir: string,
  publicDir: string,
  file: string,
  text: string,
  photosDir = defaultPhotosDir,
): Problem[] {
  return wholeSite(folderSource(dir), publicDir, photosDir, file, text);
}

// Photos in the photos folder that no page shows: a photo replaced in the studio, or one whose page was
// deleted, stays in the repository (and in every clone) though the build never encodes it. Validation
// names each one as a warning, so whoever reviews the change can delete it.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { photoFileName } from '../../core/photos/naming.ts';
import { photoPlaces } from '../../core/photos/places.ts';
import { blockBuilds } from '../../generated/block-builds.ts';

/** Every photo file under a folder, as a page names it (its path inside the folder, with slashes). */
export function photoFilesIn(folder: string): string[] {
  let entries;
  try {
    entries = readdirSync(folder, { recursive: true, withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => entry.isFile() && photoFileName.test(entry.name))
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** The photos of `folder` that none of `pages` shows, by their names inside it. */
export function unusedPhotos(folder: string, pages: readonly { blocks: readonly { type: string }[] }[]): string[] {
  const shown = new Set(pages.flatMap((page) => photoPlaces(blockBuilds, page.blocks).map(({ photo }) => photo.src)));
  return photoFilesIn(folder).filter((name) => !shown.has(name));
}

export const unusedPhotoMessage = (name: string) =>
  `No page shows the photo ${name}: the site never uses it, but it stays in every copy of the repository. Delete it, or show it on a page.`;

// A photo an editor adds to a page, for both studios: read by its bytes (never by its name or the
// browser's type), a JPEG, PNG or WebP of a size the one rule allows (core/photos/limits.ts, read from its
// header before anything decodes it), made ready to keep (upright, without camera data, at most
// maxStoredWidth wide), and put under the page's photo folder with a clean name that never replaces
// another photo: -2, -3… when the name is taken by a different photo, and the same photo added twice keeps
// its one name. Where it is kept is the studio's shelf: the photos folder on this computer (written through
// its guard), the drafts of this browser on the web.
import { maxPhotoBytes } from '../../core/content/photos.ts';
import { photoFileSizeProblem } from '../../core/photos/limits.ts';
import { cleanPhotoName, photoExtensions, photoFolderFor, photoKind, type PhotoKind } from '../../core/photos/naming.ts';
import { notAPhoto, photoTooLarge, unreadablePhoto } from '../shared/answers.ts';
import type { PreparedPhoto } from '../shared/prepared-photo.ts';

/** What became of a photo put on the shelf under a name. */
export type ShelfAnswer = 'added' | 'same' | 'taken' | { refused: string };

/** Where a studio keeps the photos an editor adds. */
export interface PhotoShelf {
  /** The photo made ready to keep; throws when it cannot be read. */
  prepare(bytes: Uint8Array, kind: PhotoKind): Promise<PreparedPhoto>;
  /**
   * Keeps the bytes under `src` (a name in the photos folder) unless a photo is there: `same` when that
   * photo is these bytes, `taken` when it is another, `refused` (in the editor's words) when it cannot be kept.
   */
  put(src: string, bytes: Uint8Array): Promise<ShelfAnswer>;
}

/** Why a photo was not added. */
export type PhotoRefusal = 'empty' | 'too-large' | 'not-a-photo' | 'size' | 'unreadable' | 'names-used' | 'not-kept';

export type AddedPhoto =
  | { src: string; width: number; height: number; bytes: Uint8Array; kind: PhotoKind; added: boolean }
  | { error: string; refusal: PhotoRefusal };

/** How many names a photo may try (office.jpg, office-2.jpg, … office-999.jpg). */
const maxNames = 999;

/** The name a photo is kept under before -2, -3…: its file's, or its page's when the file's has no usable letters. */
export function photoStem(fileName: string, pageFile: string): string {
  const clean = cleanPhotoName(fileName);
  if (clean) return clean;
  const page = cleanPhotoName(
    pageFile
      .replace(/\\/g, '/')
      .replace(/\.json$/, '')
      .split('/')
      .pop() ?? '',
  );
  return `${!page || page === 'index' ? 'home' : page}-photo`;
}

/** Adds a photo for the page `pageFile`, from its file's bytes and name. */
export async function addPhoto(
  shelf: PhotoShelf,
  { bytes, name, pageFile }: { bytes: Uint8Array; name: string; pageFile: string },
): Promise<AddedPhoto> {
  if (!bytes.length) return { error: 'The studio received no photo. Choose the file again.', refusal: 'empty' };
  if (bytes.length > maxPhotoBytes) return { error: photoTooLarge(), refusal: 'too-large' };
  const kind = photoKind(bytes);
  if (!kind) return { error: notAPhoto, refusal: 'not-a-photo' };
  const sizeProblem = photoFileSizeProblem(bytes);
  if (sizeProblem) return { error: sizeProblem, refusal: 'size' };
  let prepared: PreparedPhoto;
  try {
    prepared = await shelf.prepare(bytes, kind);
  } catch {
    return { error: unreadablePhoto, refusal: 'unreadable' };
  }
  const folder = photoFolderFor(pageFile);
  const stem = photoStem(name, pageFile);
  for (let n = 1; n <= maxNames; n++) {
    const src = `${folder}/${stem}${n === 1 ? '' : `-${n}`}.${photoExtensions[kind]}`;
    const answer = await shelf.put(src, prepared.bytes);
    if (answer === 'taken') continue;
    if (typeof answer === 'object') return { error: answer.refused, refusal: 'not-kept' };
    return { src, width: prepared.width, height: prepared.height, bytes: prepared.bytes, kind, added: answer === 'added' };
  }
  return { error: `There are already too many photos named ${stem}. Rename the file, then add it.`, refusal: 'names-used' };
}

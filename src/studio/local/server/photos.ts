// The photos of the pages folder through the studio: the ones a page shows (sent with it for review), a
// photo dropped into the studio (stored by photo-upload.ts), and a source photo for the preview.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { PageFile } from '../../../generated/page.ts';
import { photoPlaces } from '../../../core/photos/places.ts';
import { pagesDir } from '../../../tooling/paths.ts';
import { listPageFiles } from '../../../tooling/content/node-host.ts';
import { readPageFile } from './listing.ts';
import { photosFor } from '../../../tooling/photos/folders.ts';
import { send, type Answer } from './answer.ts';
import { pageFileTarget, photoFileTarget, UnsafePathError } from './files.ts';
import { photoNamePattern } from '../../shared/file-names.ts';
import { refusal } from './guard.ts';
import { photoKind } from '../../../core/photos/naming.ts';
import { readPhotoBody, storePhoto } from './photo-upload.ts';
import { blockBuilds } from '../../../generated/block-builds.ts';

/** A photo's file in the photos folder, when its name is one the page schema allows and it is a file there, reached through no link. */
function photoFileOf(src: unknown, dir: string): string | undefined {
  let file: string;
  try {
    file = photoFileTarget(photosFor(dir), src);
  } catch (error) {
    if (error instanceof UnsafePathError) return undefined;
    throw error;
  }
  return existsSync(file) ? file : undefined;
}

/** The photo files a page shows, each once. A missing file or a link is left out; the checks report it. */
export function pagePhotoPaths(page: Partial<PageFile>, dir: string): string[] {
  const sources = new Set(photoPlaces(blockBuilds, Array.isArray(page.blocks) ? page.blocks : []).map(({ photo }) => photo.src));
  return [...sources].flatMap((src) => photoFileOf(src, dir) ?? []);
}

/** A photo's name inside the photos folder, as the page schema allows it (shared/file-names.ts). */
export const photoSource = photoNamePattern;

/**
 * A photo dropped into the studio for a page: only from the studio itself (as a save), at most 20 MB, only a
 * JPEG, PNG or WebP by its bytes. It is stored in the photos folder (see storePhoto) and the answer gives
 * its name there and its size, for the page to refer to.
 */
export async function uploadPhoto(
  request: Pick<IncomingMessage, 'headers' | 'socket'> & AsyncIterable<Buffer | string>,
  query: URLSearchParams,
  dir = pagesDir(),
): Promise<Answer> {
  const refused = refusal(request, 'application/octet-stream');
  if (refused) return { status: 403, body: { error: refused } };
  const pageFile = query.get('page') ?? '';
  pageFileTarget(dir, pageFile);
  const bytes = await readPhotoBody(request);
  const { created, ...stored } = await storePhoto({ bytes, name: query.get('name') ?? '', pageFile }, photosFor(dir));
  if (created) unsaved.set(path.join(photosFor(dir), ...stored.src.split('/')), { dir, pageFile, src: stored.src });
  return { status: 200, body: { ...stored } };
}

/**
 * The photos this studio stored that no saved page shows yet, by file. A chosen photo is in the photos
 * folder at once, so the preview and the checks see it before the page is saved; one the page is then
 * saved without (another photo chosen, the edit abandoned) is removed, never left behind.
 */
const unsaved = new Map<string, { dir: string; pageFile: string; src: string }>();

/** A photo written back for `pageFile` (from history): kept if the page is saved showing it, else removed like a dropped one. */
export function keepUntilSaved(file: string, stored: { dir: string; pageFile: string; src: string }): void {
  unsaved.set(file, stored);
}

/** Whether any saved page of the folder shows the photo. */
function shownOnAPage(dir: string, src: string): boolean {
  return listPageFiles(dir).some((file) => {
    const { data } = readPageFile(dir, file);
    return (
      Boolean(data) && photoPlaces(blockBuilds, Array.isArray(data!.blocks) ? data!.blocks : []).some(({ photo }) => photo.src === src)
    );
  });
}

/**
 * Removes the photos stored for `pageFile` (every page, when not given) that no saved page shows; one a
 * saved page shows is kept, and forgotten here. Called once the page is saved, and when the studio stops.
 */
export function removeUnsavedPhotos(pageFile?: string, dir?: string): void {
  for (const [file, stored] of unsaved) {
    if ((pageFile !== undefined && stored.pageFile !== pageFile) || (dir !== undefined && stored.dir !== dir)) continue;
    unsaved.delete(file);
    if (!existsSync(file) || shownOnAPage(stored.dir, stored.src)) continue;
    rmSync(file, { force: true });
  }
}

const photoTypes = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

/** A source photo for the studio's preview and its picture field (the built site serves its encoded files instead). */
export function sendPhoto(response: ServerResponse, src: string, dir: string): void {
  const file = photoFileOf(src, dir);
  const bytes = file ? readFileSync(file) : undefined;
  const kind = bytes && photoKind(bytes);
  if (!bytes || !kind) return send(response, 404, { error: 'No such photo.' });
  response.statusCode = 200;
  response.setHeader('Content-Type', photoTypes[kind]);
  response.setHeader('Cache-Control', 'no-cache');
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.end(bytes);
}

// A photo an editor drops into the local studio: its request's bytes, and the photos folder as the shelf
// the engine's addPhoto (engine/photos.ts) keeps it on, with sharp to turn it upright, strip its camera
// data and narrow it to the widest file the build ever needs. Nothing is written outside the photos folder.
import { linkSync, lstatSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { maxPhotoBytes } from '../../../core/content/photos.ts';
import { photoLimits } from '../../../core/photos/limits.ts';
import { maxStoredWidth, type PhotoKind } from '../../../core/photos/naming.ts';
import { addPhoto, type PhotoRefusal, type PhotoShelf } from '../../engine/photos.ts';
import { photoTooLarge } from '../../shared/answers.ts';
import type { PreparedPhoto } from '../../shared/prepared-photo.ts';
import { photoFileTarget, UnsafePathError } from './files.ts';
import { RequestError } from './request.ts';

export interface StoredPhoto {
  /** The photo's name inside the photos folder, as a page refers to it. */
  src: string;
  width: number;
  height: number;
  /** Whether this call wrote the file (false: the same photo was there already). */
  created: boolean;
}

/** Reads a request's body as bytes, refusing it as soon as it passes the limit. */
export async function readPhotoBody(request: IncomingMessage | AsyncIterable<Buffer | string>, limit = maxPhotoBytes): Promise<Buffer> {
  const tooLarge = () => new RequestError(413, photoTooLarge(limit));
  const declared = Number((request as IncomingMessage).headers?.['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += bytes.byteLength;
    if (size > limit) throw tooLarge();
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

/** The photo made ready to keep: upright, camera data removed, at most maxStoredWidth wide, in its own format; throws when sharp cannot read it (the engine says so: addPhoto). */
export async function preparePhoto(bytes: Buffer, kind: PhotoKind): Promise<PreparedPhoto<Buffer>> {
  // rotate() with no angle turns the pixels as the camera's orientation says; the output then carries no metadata.
  // sharp refuses more pixels than its own default; it is told the rule's limit, so a photo the rule allows is never called damaged.
  const image = sharp(bytes, { failOn: 'error', limitInputPixels: photoLimits.maxPixels })
    .rotate()
    .resize({ width: maxStoredWidth, withoutEnlargement: true });
  const encoded =
    kind === 'jpeg'
      ? image.jpeg({ quality: 88, mozjpeg: true })
      : kind === 'png'
        ? image.png({ compressionLevel: 9 })
        : image.webp({ quality: 88 });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}

/** The HTTP status of each refusal, as the local studio's server answers it. */
const refusalStatus: Record<PhotoRefusal, number> = {
  empty: 400,
  'too-large': 413,
  'not-a-photo': 415,
  size: 422,
  unreadable: 422,
  'names-used': 409,
  'not-kept': 409,
};

/**
 * The photos folder as the engine's shelf: each photo written beside its place and then linked into it,
 * which fails rather than replacing a file that appeared meanwhile; every place through the one guard
 * every photo written passes (no link on the way).
 */
export function folderShelf(photosDir: string): PhotoShelf {
  return {
    prepare: (bytes, kind) => preparePhoto(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), kind),
    async put(src, bytes) {
      let target: string;
      try {
        mkdirSync(photosDir, { recursive: true });
        target = photoFileTarget(photosDir, src);
      } catch (error) {
        if (!(error instanceof UnsafePathError)) throw error;
        const folder = src.split('/')[0];
        return { refused: `The photos folder's ${folder} entry is not a plain folder, so no photo can be stored there. Ask a developer.` };
      }
      mkdirSync(path.dirname(target), { recursive: true });
      const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.uploading`);
      writeFileSync(temporary, bytes, { flag: 'wx' });
      try {
        linkSync(temporary, target);
        return 'added';
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        return !lstatSync(target).isSymbolicLink() && readFileSync(target).equals(bytes) ? 'same' : 'taken';
      } finally {
        rmSync(temporary, { force: true });
      }
    },
  };
}

/**
 * Stores a photo in `photosDir` for the page `pageFile` (the engine's addPhoto over the photos folder):
 * under the page's folder, named after the file (or the page when the name has nothing usable), with -2,
 * -3… added when another photo has that name. The same photo added twice keeps its one file.
 */
export async function storePhoto(
  { bytes, name, pageFile }: { bytes: Buffer; name: string; pageFile: string },
  photosDir: string,
): Promise<StoredPhoto> {
  const added = await addPhoto(folderShelf(photosDir), { bytes, name, pageFile });
  if ('error' in added) throw new RequestError(refusalStatus[added.refusal], added.error);
  return { src: added.src, width: added.width, height: added.height, created: added.added };
}

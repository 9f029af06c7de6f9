// A photo an editor drops into the studio: read as bytes (never trusting its name or the browser's type),
// recognised by its first bytes as a JPEG, PNG or WebP, of a size the one rule allows (core/photos/limits.ts,
// read from its header before sharp decodes it), turned upright, stripped of its camera data and
// narrowed to the widest file the build ever needs, then written into the photos folder under a clean
// name that never replaces another photo. Nothing is written anywhere else.
import { linkSync, lstatSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { maxPhotoBytes } from '../../../core/content/photos.ts';
import { photoFileSizeProblem, photoLimits } from '../../../core/photos/limits.ts';
import { photoFileTarget, UnsafePathError } from './files.ts';
import { RequestError } from './request.ts';
import { notAPhoto, photoTooLarge, unreadablePhoto } from '../../shared/answers.ts';
import type { PreparedPhoto } from '../../shared/prepared-photo.ts';

import {
  cleanPhotoName,
  maxStoredWidth,
  photoExtensions as extensions,
  photoFolderFor,
  photoKind,
  type PhotoKind,
} from '../../../core/photos/naming.ts';

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

/** The photo made ready to keep: upright, camera data removed, at most maxStoredWidth wide, in its own format. */
export async function preparePhoto(bytes: Buffer, kind: PhotoKind): Promise<PreparedPhoto<Buffer>> {
  try {
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
  } catch {
    throw new RequestError(422, unreadablePhoto);
  }
}

/**
 * Stores a photo in `photosDir` for the page `pageFile`: under the page's folder, named after the file
 * (or the page when the name has nothing usable), with -2, -3… added when another photo has that name.
 * The same photo added twice keeps its one file. Each file is written beside its place and then linked
 * into it, which fails rather than replacing a file that appeared meanwhile.
 */
export async function storePhoto(
  { bytes, name, pageFile }: { bytes: Buffer; name: string; pageFile: string },
  photosDir: string,
): Promise<StoredPhoto> {
  if (!bytes.length) throw new RequestError(400, 'The studio received no photo. Choose the file again.');
  if (bytes.length > maxPhotoBytes) throw new RequestError(413, photoTooLarge());
  const kind = photoKind(bytes);
  if (!kind) throw new RequestError(415, notAPhoto);
  const sizeProblem = photoFileSizeProblem(bytes);
  if (sizeProblem) throw new RequestError(422, sizeProblem);
  const { bytes: data, width, height } = await preparePhoto(bytes, kind);

  mkdirSync(photosDir, { recursive: true });
  const folder = photoFolderFor(pageFile);
  let into: string;
  try {
    // The folder of a photo there, through the one guard every photo written passes (no link on the way).
    into = path.dirname(photoFileTarget(photosDir, `${folder}/photo.jpg`));
  } catch (error) {
    if (!(error instanceof UnsafePathError)) throw error;
    throw new RequestError(
      409,
      `The photos folder's ${folder} entry is not a plain folder, so no photo can be stored there. Ask a developer.`,
    );
  }
  mkdirSync(into, { recursive: true });

  const base = cleanPhotoName(name) || `${folder}-photo`;
  const extension = extensions[kind];
  const temporary = path.join(into, `.${base}.${process.pid}.uploading`);
  writeFileSync(temporary, data, { flag: 'wx' });
  try {
    for (let n = 1; n < 1000; n++) {
      const file = `${base}${n === 1 ? '' : `-${n}`}.${extension}`;
      const target = path.join(into, file);
      try {
        linkSync(temporary, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        if (!lstatSync(target).isSymbolicLink() && readFileSync(target).equals(data))
          return { src: `${folder}/${file}`, width, height, created: false };
        continue;
      }
      return { src: `${folder}/${file}`, width, height, created: true };
    }
    throw new RequestError(409, `There are already too many photos named ${base}. Rename the file, then add it.`);
  } finally {
    rmSync(temporary, { force: true });
  }
}

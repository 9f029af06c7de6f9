// One photo in one place: cropped around its focal point to the place's shape, then encoded as AVIF, WebP
// and JPEG at the place's widths. The files are named after a hash of the source's bytes and every
// setting, and kept in a cache folder under that hash, so an unchanged photo is copied, not encoded again.
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FocalPoint } from '../../generated/page.ts';
import type { PhotoFormat, PhotoRendition } from '../../ui/photo.ts';
import type { PhotoSlot } from '../../core/photos/slots.ts';
import { root } from '../paths.ts';

/**
 * Qualities in the range image services use for photos (AVIF needs a lower number than JPEG for the same
 * look). AVIF at effort 2 encodes about eight times faster than the default 4 for some 20% more bytes,
 * which keeps a cold build at a few seconds per photo rather than tens of seconds.
 */
export const encoders = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 72, effort: 4 },
  jpeg: { quality: 74, mozjpeg: true, progressive: true },
} as const;

/** Best first: the browser takes the first type it supports; JPEG is the <img> every browser shows. */
export const formats: PhotoFormat[] = ['avif', 'webp', 'jpeg'];

export interface EncodeOptions {
  cacheDir: string;
  /** The folder the encoded files are copied into, served at urlPrefix. */
  outDir: string;
  urlPrefix: string;
}

export interface EncodedPhoto {
  rendition: PhotoRendition;
  /** Whether the files came from the cache. */
  cached: boolean;
  files: string[];
}

interface CacheEntry {
  rendition: PhotoRendition;
  files: string[];
}

/** The part of the source, in pixels, that has the slot's shape and keeps the focal point as central as the edges allow. */
export function cropBox(width: number, height: number, aspect: number, focus: FocalPoint = { x: 50, y: 50 }) {
  const place = (size: number, crop: number, percent: number) =>
    Math.min(size - crop, Math.max(0, Math.round((size * percent) / 100 - crop / 2)));
  if (width / height > aspect) {
    const crop = Math.round(height * aspect);
    return { left: place(width, crop, focus.x), top: 0, width: crop, height };
  }
  const crop = Math.round(width / aspect);
  return { left: 0, top: place(height, crop, focus.y), width, height: crop };
}

/**
 * sharp's version (what sharp.versions.sharp says), read from its package file: a build whose photos are
 * all in the cache never loads sharp and its image library, a tenth of a second of every build.
 */
let sharpVersion: string | undefined;
const versionOfSharp = () =>
  (sharpVersion ??= (JSON.parse(readFileSync(path.join(root, 'node_modules', 'sharp', 'package.json'), 'utf8')) as { version: string })
    .version);

export async function encodePhoto(
  sourceFile: string,
  slot: PhotoSlot,
  focus: FocalPoint | undefined,
  options: EncodeOptions,
): Promise<EncodedPhoto> {
  const bytes = await readFile(sourceFile);
  const settings = { aspect: slot.aspect, widths: slot.widths, sizes: slot.sizes, focus, encoders, sharp: versionOfSharp() };
  const hash = createHash('sha256').update(bytes).update(JSON.stringify(settings)).digest('hex').slice(0, 12);
  const entryDir = path.join(options.cacheDir, hash);
  const entryFile = path.join(entryDir, 'rendition.json');
  let cached = true;
  let entry: CacheEntry;
  if (existsSync(entryFile)) {
    entry = JSON.parse(await readFile(entryFile, 'utf8')) as CacheEntry;
  } else {
    cached = false;
    entry = await encodeInto(bytes, path.parse(sourceFile).name, hash, slot, focus, options.urlPrefix, entryDir);
  }
  await mkdir(options.outDir, { recursive: true });
  await Promise.all(entry.files.map((name) => copyFile(path.join(entryDir, name), path.join(options.outDir, name))));
  return { rendition: entry.rendition, cached, files: entry.files };
}

async function encodeInto(
  bytes: Buffer,
  stem: string,
  hash: string,
  slot: PhotoSlot,
  focus: FocalPoint | undefined,
  urlPrefix: string,
  entryDir: string,
): Promise<CacheEntry> {
  const { default: sharp } = await import('sharp');
  const meta = await sharp(bytes).metadata();
  const { width, height } = meta.autoOrient;
  const box = cropBox(width, height, slot.aspect, focus);
  // A source narrower than the smallest width is encoded once, at its own width; nothing is ever enlarged.
  const widths = slot.widths.filter((w) => w <= box.width);
  if (!widths.length) widths.push(box.width);
  // Written beside the final folder and renamed into place, so an interrupted build never leaves half an entry.
  const work = `${entryDir}.${process.pid}.tmp`;
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true });
  const base = sharp(bytes).autoOrient().extract(box);
  const srcset: Record<PhotoFormat, string[]> = { avif: [], webp: [], jpeg: [] };
  const files: string[] = [];
  const jobs = widths.flatMap((w) =>
    formats.map(async (format) => {
      const name = `${stem}-${hash}-${w}.${format === 'jpeg' ? 'jpg' : format}`;
      const resized = base.clone().resize({ width: w, height: Math.round(w / slot.aspect), fit: 'fill' });
      const encoded =
        format === 'avif' ? resized.avif(encoders.avif) : format === 'webp' ? resized.webp(encoders.webp) : resized.jpeg(encoders.jpeg);
      await encoded.toFile(path.join(work, name));
      return { format, w, name };
    }),
  );
  for (const { format, w, name } of await Promise.all(jobs)) {
    srcset[format].push(`${urlPrefix}${name} ${w}w`);
    files.push(name);
  }
  const largest = widths[widths.length - 1]!;
  const middle = widths[Math.min(1, widths.length - 1)]!;
  const rendition: PhotoRendition = {
    width: largest,
    height: Math.round(largest / slot.aspect),
    sizes: slot.sizes,
    srcset: { avif: srcset.avif.join(', '), webp: srcset.webp.join(', '), jpeg: srcset.jpeg.join(', ') },
    src: `${urlPrefix}${stem}-${hash}-${middle}.jpg`,
  };
  const entry: CacheEntry = { rendition, files: files.sort() };
  await writeFile(path.join(work, 'rendition.json'), `${JSON.stringify(entry, null, 2)}\n`);
  await rm(entryDir, { recursive: true, force: true });
  await rename(work, entryDir);
  return entry;
}

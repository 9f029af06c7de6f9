// The build's photo step: every photo on every rendered page gets its encoded files, each photo and
// place encoded once however many pages show it.
import path from 'node:path';
import type { PageData } from '../../core/page-data.ts';
import type { RenderedPhoto } from '../../ui/photo.ts';
import { encodePhoto, type EncodedPhoto, type EncodeOptions } from './encode.ts';
import { photoPlaces } from '../../core/photos/places.ts';
import { blockBuilds } from '../../generated/block-builds.ts';
import { photoSlots } from '../../core/photos/slots.ts';

export interface PhotoBuildOptions extends EncodeOptions {
  photosDir: string;
}

export interface PhotoBuildReport {
  /** Distinct photo and place pairs. */
  photos: number;
  encoded: number;
  fromCache: number;
  files: number;
}

/** Encodes (or copies from the cache) every photo the pages show and gives each its files, in place. */
export async function attachPhotos(pages: Iterable<PageData>, options: PhotoBuildOptions): Promise<PhotoBuildReport> {
  const work = new Map<string, Promise<EncodedPhoto>>();
  const pending: Promise<void>[] = [];
  for (const page of pages) {
    for (const place of photoPlaces(blockBuilds, page.blocks)) {
      const { photo, slot } = place;
      const key = JSON.stringify([photo.src, slot, photo.focus]);
      if (!work.has(key)) work.set(key, encodePhoto(path.join(options.photosDir, photo.src), photoSlots[slot], photo.focus, options));
      pending.push(work.get(key)!.then(({ rendition }) => place.replace({ ...photo, rendition } as RenderedPhoto)));
    }
  }
  await Promise.all(pending);
  const done = await Promise.all(work.values());
  return {
    photos: done.length,
    encoded: done.filter((d) => !d.cached).length,
    fromCache: done.filter((d) => d.cached).length,
    files: done.reduce((n, d) => n + d.files.length, 0),
  };
}

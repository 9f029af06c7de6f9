// What the build adds to an editor's photo: the encoded files the browser chooses from.
import type { Photo } from '../generated/page.ts';

export type PhotoFormat = 'avif' | 'webp' | 'jpeg';

export interface PhotoRendition {
  /** The largest file's size: its ratio is the one every file has, so the page keeps the space while it loads. */
  width: number;
  height: number;
  /** How wide the layout draws it, for the browser to pick a file before the stylesheet arrives. */
  sizes: string;
  /** Each format's files with their widths, srcset-ready, smallest first. */
  srcset: Record<PhotoFormat, string>;
  /** The JPEG a browser without srcset shows. */
  src: string;
}

/** A photo as the page renders it: after the build, with its files; in a preview without a build, without. */
export type RenderedPhoto = Photo & { rendition?: PhotoRendition };

/** Where a photo's source is, for a preview that has no encoded files: the page studio's server sends it (the built site never uses this). */
export const photoSourceUrl = (src: string) => `/_editor/photos/${src}`;

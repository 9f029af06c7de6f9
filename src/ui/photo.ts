// What the build adds to an editor's photo: the encoded files the browser chooses from.
import { createContext } from 'react';
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

/**
 * Where a photo's source file is, for a page shown without a build: the page studio's preview gives it (its
 * server sends the file). The built site never needs it, as every photo there has its encoded files, so
 * its address is not in the site's code.
 */
export const PhotoSourceUrl = createContext<((src: string) => string) | undefined>(undefined);

// The one rule for a photo's size in pixels, in both studios (the local one's server and the one on the
// web) and in validation: how many pixels in all, how long each side, and how long and narrow. Read from
// the file's first bytes (dimensions.ts), so a photo is refused in words before anything decodes it.
//
// A phone's photo is 12 to 50 megapixels (8160 × 6120 at 50), a full-frame camera's 24 to 61 (9504 × 6336)
// and a medium-format camera's 100 (11648 × 8736; its full-size JPEG is larger than the 20 MB a photo may
// be anyway). Decoding 100 megapixels takes about 400 MB of memory, in the studio's server or the editor's
// browser: the most worth spending on a photo the build narrows to 2,560 px. No camera makes a side longer
// than 20,000 px. A photo sits in a 3:2 or square place and is cropped to it; one more than four times as
// wide as tall (or tall as wide) would lose over 60% of itself there, and is a banner or a strip, not a photo.
import { readPhotoHeader, type PhotoHeader } from './dimensions.ts';

export const photoLimits = {
  /** Pixels in all: 100 megapixels. */
  maxPixels: 100_000_000,
  /** Each side, in pixels. */
  maxSide: 20_000,
  /** The longer side at most this many times the shorter one. */
  maxAspect: 4,
} as const;

const count = (n: number) => n.toLocaleString('en-US');

/**
 * Why a photo of this size cannot be used, in an editor's words (naming its size, the limit and what to
 * do), or undefined when it can. `subject` names the photo: "This photo", or "The photo team/workshop.jpg".
 */
export function photoSizeProblem({ width, height }: Pick<PhotoHeader, 'width' | 'height'>, subject = 'This photo'): string | undefined {
  const size = `${count(width)} × ${count(height)} px`;
  if (width < 1 || height < 1) return `${subject} says it is ${size}, which no picture is. Export it again as a JPEG.`;
  const { maxPixels, maxSide, maxAspect } = photoLimits;
  if (width > maxSide || height > maxSide)
    return `${subject} is ${size}; a photo may be at most ${count(maxSide)} px on each side. Export it again at about 3000 px wide.`;
  if (width * height > maxPixels)
    return `${subject} is ${size}, ${count(Math.round((width * height) / 1_000_000))} megapixels; a photo may have at most ${count(maxPixels / 1_000_000)}. Export it again at about 3000 px wide.`;
  if (Math.max(width, height) > maxAspect * Math.min(width, height))
    return `${subject} is ${size}, more than ${maxAspect} times as ${width > height ? 'wide as it is tall' : 'tall as it is wide'}; its place on the page would crop most of it away. Crop it closer to what it shows (at most ${maxAspect}:1).`;
  return undefined;
}

/**
 * The size problem of a photo's file, read from its header before anything decodes it (both studios call
 * this first), or undefined: also when the header cannot be read, which decoding then reports.
 */
export function photoFileSizeProblem(bytes: Uint8Array): string | undefined {
  const header = readPhotoHeader(bytes);
  return header && photoSizeProblem(header);
}

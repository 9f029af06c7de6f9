// Where photos sit in a page's blocks, and in which kind of place: one list for validation (which needs
// each photo's pointer) and for the build (which encodes each photo for its place and puts the files in).
import type { CardsBlock, HeroBlock, Photo, TestimonialsBlock } from '../../generated/page.ts';
import type { PhotoSlotName } from './slots.ts';

export interface PhotoPlace {
  photo: Photo;
  slot: PhotoSlotName;
  /** Where the photo is in the page file, for messages. */
  pointer: string;
  /** Puts a photo (with its files) in this place of the block, leaving the page file's own data as it was. */
  replace: (photo: Photo) => void;
}

/** Every photo in these blocks; a page file's blocks and the rendered page's have the same shape here. */
export function photoPlaces(blocks: readonly { type: string }[]): PhotoPlace[] {
  const places: PhotoPlace[] = [];
  blocks.forEach((block, i) => {
    if (block.type === 'hero') {
      const hero = block as HeroBlock;
      if (hero.image) places.push({ photo: hero.image, slot: 'hero', pointer: `/blocks/${i}/image`, replace: (p) => (hero.image = p) });
    } else if (block.type === 'cards') {
      const cards = block as CardsBlock;
      cards.items.forEach((item, j) => {
        if (item.image)
          places.push({
            photo: item.image,
            slot: 'card',
            pointer: `/blocks/${i}/items/${j}/image`,
            replace: (p) => (cards.items[j] = { ...item, image: p }),
          });
      });
    } else if (block.type === 'testimonials') {
      const testimonials = block as TestimonialsBlock;
      testimonials.items.forEach((item, j) => {
        if (item.photo)
          places.push({
            photo: item.photo,
            slot: 'avatar',
            pointer: `/blocks/${i}/items/${j}/photo`,
            replace: (p) => (testimonials.items[j] = { ...item, photo: p }),
          });
      });
    }
  });
  return places;
}

/** Blocks as a page file may hold them, or nothing for a file that is not (or no longer) a page. */
type MaybeBlocks = { blocks?: unknown } | undefined;
const blocksOf = (page: MaybeBlocks) => (Array.isArray(page?.blocks) ? (page.blocks as { type: string }[]) : []);

/** The photos a page shows, by their names in the photos folder, each once. */
export const photoNames = (page: MaybeBlocks): Set<string> => new Set(photoPlaces(blocksOf(page)).map(({ photo }) => photo.src));

/**
 * The photos an edit leaves behind: shown by the page as it was sent, shown neither by the page now nor by
 * any other page. Both studios delete them in the same commit as the edit, so a replaced photo does not stay
 * in the repository (and in every copy of it) with nothing showing it.
 */
export function photosLeftBehind(before: MaybeBlocks, after: MaybeBlocks, others: Iterable<MaybeBlocks>): string[] {
  const still = photoNames(after);
  for (const other of others) for (const name of photoNames(other)) still.add(name);
  return [...photoNames(before)].filter((name) => !still.has(name)).sort();
}

/** The line of a publish summary that names a photo deleted with the edit. */
export const photoRemovedLine = (name: string) => `Photo removed: ${name} (no page shows it now)`;

// Where photos sit in a page's blocks, and in which kind of place: one list for validation (which needs
// each photo's pointer) and for the build (which encodes each photo for its place and puts the files in).
import { buildOf, type BlockBuilds, type BlockPhoto } from '../block-build.ts';

/** A photo of a page, where it is in the page file, and the kind of place it sits in. */
export interface PhotoPlace extends BlockPhoto {
  /** Where the photo is in the page file, for messages. */
  pointer: string;
}

/** Every photo in these blocks, as their types' build parts place them; a page file's blocks and the rendered page's have the same shape here. */
export function photoPlaces(builds: BlockBuilds, blocks: readonly { type: string }[]): PhotoPlace[] {
  return blocks.flatMap((block, i) =>
    (buildOf(builds, block.type)?.photos?.(block as never) ?? []).map((place) => ({ ...place, pointer: `/blocks/${i}${place.pointer}` })),
  );
}

/** Blocks as a page file may hold them, or nothing for a file that is not (or no longer) a page. */
type MaybeBlocks = { blocks?: unknown } | undefined;
const blocksOf = (page: MaybeBlocks) => (Array.isArray(page?.blocks) ? (page.blocks as { type: string }[]) : []);

/** The photos a page shows, by their names in the photos folder, each once. */
export const photoNames = (builds: BlockBuilds, page: MaybeBlocks): Set<string> =>
  new Set(photoPlaces(builds, blocksOf(page)).map(({ photo }) => photo.src));

/**
 * The photos an edit leaves behind: shown by the page as it was sent, shown neither by the page now nor by
 * any other page. Both studios delete them in the same commit as the edit, so a replaced photo does not stay
 * in the repository (and in every copy of it) with nothing showing it.
 */
export function photosLeftBehind(builds: BlockBuilds, before: MaybeBlocks, after: MaybeBlocks, others: Iterable<MaybeBlocks>): string[] {
  const still = photoNames(builds, after);
  for (const other of others) for (const name of photoNames(builds, other)) still.add(name);
  return [...photoNames(builds, before)].filter((name) => !still.has(name)).sort();
}

/** The line of a publish summary that names a photo deleted with the edit. */
export const photoRemovedLine = (name: string) => `Photo removed: ${name} (no page shows it now)`;

/** Where another page shows a photo: live, in a review, or in its saved changes. */
export type ShownWhere = 'live' | 'in-review' | 'saved';
const shownWords: Record<ShownWhere, string> = { live: 'on the live site', 'in-review': 'in review', saved: 'in its saved changes' };

/**
 * The line of a publish summary that names a photo the edit no longer shows but that is not deleted, because
 * another page still shows it (named by its title and address, and where), and how many more do.
 */
export const photoKeptLine = (name: string, by: { title: string; route: string; where: ShownWhere }, more = 0) =>
  `Photo kept: ${name} (${by.title} (${by.route}) still shows it ${shownWords[by.where]}${
    more ? `, and ${more === 1 ? '1 other page shows' : `${more} other pages show`} it too` : ''
  })`;

import type { BlockBuild } from '../../core/block-build.ts';

export const cardsBuild: BlockBuild<'cards'> = {
  photos: (cards) =>
    cards.items.flatMap((item, j) =>
      item.image
        ? [{ photo: item.image, slot: 'card', pointer: `/items/${j}/image`, replace: (p) => (cards.items[j] = { ...item, image: p }) }]
        : [],
    ),
};

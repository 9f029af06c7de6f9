import type { BlockBuild } from '../../core/block-build.ts';

export const pageIndexBuild: BlockBuild<'pageIndex'> = {
  // The cards come from each page's own card, so a new page appears without editing the index.
  resolve: (block, { cardsOf }) => ({ ...block, cards: cardsOf(block.group).map(({ menuLabel: _, ...card }) => card) }),
};

import type { BlockDefinition } from '../../render/block-types.ts';
import { CardsBlock } from './CardsBlock.tsx';

export const cardsDefinition: BlockDefinition<'cards'> = {
  component: CardsBlock,
  island: false,
};

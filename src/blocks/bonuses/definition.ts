import type { BlockDefinition } from '../../render/block-types.ts';
import { BonusesBlock } from './BonusesBlock.tsx';

export const bonusesDefinition: BlockDefinition<'bonuses'> = {
  component: BonusesBlock,
  island: false,
};

import type { BlockDefinition } from '../../render/block-types.ts';
import { BenefitsBlock } from './BenefitsBlock.tsx';

export const benefitsDefinition: BlockDefinition<'benefits'> = {
  component: BenefitsBlock,
  island: false,
};

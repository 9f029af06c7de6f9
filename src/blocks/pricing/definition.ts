import type { BlockDefinition } from '../../render/block-types.ts';
import { PricingBlock } from './PricingBlock.tsx';

export const pricingDefinition: BlockDefinition<'pricing'> = {
  component: PricingBlock,
  island: false,
};

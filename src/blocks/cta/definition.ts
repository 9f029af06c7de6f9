import type { BlockDefinition } from '../../render/block-types.ts';
import { CtaBlock } from './CtaBlock.tsx';

export const ctaDefinition: BlockDefinition<'cta'> = {
  component: CtaBlock,
  island: false,
};

import type { BlockDefinition } from '../../render/block-types.ts';
import { HeroBlock } from './HeroBlock.tsx';

export const heroDefinition: BlockDefinition<'hero'> = {
  component: HeroBlock,
  // Only a hero with a form has anything to do in the browser; it is at the top, so its code comes first.
  island: { when: 'load', needed: (block) => Boolean(block.form) },
};

import type { BlockDefinition } from '../../render/block-types.ts';
import { HeroBlock } from './HeroBlock.tsx';

export const heroDefinition: BlockDefinition<'hero'> = {
  component: HeroBlock,
  // Only a hero with a form has anything to do in the browser: its form, which wakes as any form does.
  island: { when: 'visible', needed: (block) => Boolean(block.form), props: false },
};

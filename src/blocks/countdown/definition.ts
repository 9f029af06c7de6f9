import type { BlockDefinition } from '../../render/block-types.ts';
import { CountdownBlock } from './CountdownBlock.tsx';

export const countdownDefinition: BlockDefinition<'countdown'> = {
  component: CountdownBlock,
  island: { when: 'load' },
};

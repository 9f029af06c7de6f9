import type { BlockDefinition } from '../../render/block-types.ts';
import { ProcessBlock } from './ProcessBlock.tsx';

export const processDefinition: BlockDefinition<'process'> = {
  component: ProcessBlock,
  island: false,
};

import type { BlockDefinition } from '../../render/block-types.ts';
import { LogosBlock } from './LogosBlock.tsx';

export const logosDefinition: BlockDefinition<'logos'> = {
  component: LogosBlock,
  island: false,
};

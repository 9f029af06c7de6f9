import type { BlockDefinition } from '../../render/block-types.ts';
import { FormBlock } from './FormBlock.tsx';

export const formDefinition: BlockDefinition<'form'> = {
  component: FormBlock,
  island: { when: 'visible' },
};

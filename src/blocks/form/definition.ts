import type { BlockDefinition } from '../../render/block-types.ts';
import { FormBlock } from './FormBlock.tsx';

export const formDefinition: BlockDefinition<'form'> = {
  component: FormBlock,
  // Its code is the lead form's, which reads the form's HTML: no props.
  island: { when: 'visible', props: false },
};

import type { BlockDefinition } from '../../render/block-types.ts';
import { CountdownBlock } from './CountdownBlock.tsx';

export const countdownDefinition: BlockDefinition<'countdown'> = {
  component: CountdownBlock,
  // Its code fills in the clock the HTML has: it reads the moment and the words for after it.
  island: { when: 'load', props: ({ daysAhead, hour, endedLabel }) => ({ daysAhead, hour, endedLabel }) },
};

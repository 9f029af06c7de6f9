import type { BlockDefinition } from '../../render/block-types.ts';
import { ResultsTabsBlock } from './ResultsTabsBlock.tsx';

export const resultsTabsDefinition: BlockDefinition<'resultsTabs'> = {
  component: ResultsTabsBlock,
  // Every panel is in the HTML; its code only moves the selection: no props.
  island: { when: 'visible', props: false },
};

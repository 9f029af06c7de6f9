import type { BlockDefinition } from '../../render/block-types.ts';
import { ResultsTabsBlock } from './ResultsTabsBlock.tsx';

export const resultsTabsDefinition: BlockDefinition<'resultsTabs'> = {
  component: ResultsTabsBlock,
  island: { when: 'visible' },
};

import { blockIsland } from '../../islands/hydrate.tsx';
import { ResultsTabsBlock } from './ResultsTabsBlock.tsx';

export const hydrate = blockIsland('resultsTabs', ResultsTabsBlock);

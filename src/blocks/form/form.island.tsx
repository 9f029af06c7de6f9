import { blockIsland } from '../../islands/hydrate.tsx';
import { FormBlock } from './FormBlock.tsx';

export const hydrate = blockIsland('form', FormBlock);

import { blockIsland } from '../../islands/hydrate.tsx';
import { CountdownBlock } from './CountdownBlock.tsx';

export const hydrate = blockIsland('countdown', CountdownBlock);

import { blockIsland } from '../../islands/hydrate.tsx';
import { HeroBlock } from './HeroBlock.tsx';

export const hydrate = blockIsland('hero', HeroBlock);

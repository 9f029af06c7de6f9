import { blockIsland } from '../../islands/hydrate.tsx';
import { TestimonialsBlock } from './TestimonialsBlock.tsx';

export const hydrate = blockIsland('testimonials', TestimonialsBlock);

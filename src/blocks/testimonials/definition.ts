import type { BlockDefinition } from '../../render/block-types.ts';
import { TestimonialsBlock } from './TestimonialsBlock.tsx';

export const testimonialsDefinition: BlockDefinition<'testimonials'> = {
  component: TestimonialsBlock,
  island: { when: 'visible' },
};

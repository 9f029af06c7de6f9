import type { BlockDefinition } from '../../render/block-types.ts';
import { FaqBlock } from './FaqBlock.tsx';

export const faqDefinition: BlockDefinition<'faq'> = {
  component: FaqBlock,
  island: false,
};

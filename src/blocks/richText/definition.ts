import type { BlockDefinition } from '../../render/block-types.ts';
import { RichTextBlock } from './RichTextBlock.tsx';

export const richTextDefinition: BlockDefinition<'richText'> = {
  component: RichTextBlock,
  island: false,
};

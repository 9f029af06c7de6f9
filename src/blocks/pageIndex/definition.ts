import type { BlockDefinition } from '../../render/block-types.ts';
import { PageIndexBlock } from './PageIndexBlock.tsx';

export const pageIndexDefinition: BlockDefinition<'pageIndex'> = {
  component: PageIndexBlock,
  island: false,
};

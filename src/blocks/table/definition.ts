import type { BlockDefinition } from '../../render/block-types.ts';
import { TableBlock } from './TableBlock.tsx';

export const tableDefinition: BlockDefinition<'table'> = {
  component: TableBlock,
  island: false,
};

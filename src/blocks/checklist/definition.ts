import type { BlockDefinition } from '../../render/block-types.ts';
import { ChecklistBlock } from './ChecklistBlock.tsx';

export const checklistDefinition: BlockDefinition<'checklist'> = {
  component: ChecklistBlock,
  island: false,
};

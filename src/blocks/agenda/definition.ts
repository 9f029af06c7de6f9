import type { BlockDefinition } from '../../render/block-types.ts';
import { AgendaBlock } from './AgendaBlock.tsx';

export const agendaDefinition: BlockDefinition<'agenda'> = {
  component: AgendaBlock,
  island: false,
};

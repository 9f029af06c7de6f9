// The contract between the renderer and the blocks, kept apart from the registry so that a block never
// imports the registry that imports every block.
import type { ResolvedBlock } from './resolved.ts';

export type BlockType = ResolvedBlock['type'];
export type BlockOfType<T extends BlockType> = Extract<ResolvedBlock, { type: T }>;

/** What every block component receives: its own data and its position on the page. */
export interface BlockProps<T extends BlockType> {
  block: BlockOfType<T>;
  index: number;
}

// The contract between the renderer and the blocks, kept apart from the registry so that a block never
// imports the registry that imports every block.
import type { ComponentType } from 'react';
import type { BlockOfType, BlockType } from '../core/page-data.ts';

/** What every block component receives: its own data and its position on the page. */
export interface BlockProps<T extends BlockType> {
  block: BlockOfType<T>;
  index: number;
}

/**
 * Whether a block needs JavaScript in the browser, and when its code should arrive: on load, when it
 * scrolls into view, or when the browser is idle. `false` means its prerendered HTML is all it needs.
 * `needed` narrows it for a block that is interactive only in some forms (a hero with a form).
 */
export type Island<T extends BlockType> =
  | false
  | {
      when: 'load' | 'visible' | 'idle';
      needed?: (block: BlockOfType<T>) => boolean;
      /**
       * `false` for an island whose code reads its HTML alone (plain code, a lead form): the page then
       * carries no JSON for it. A function for plain code that reads a few fields of its block: its props
       * are `{ block: <what the function returns> }`. Otherwise (components that hydrate) its props are
       * the block, its place and the icons it draws.
       */
      props?: false | ((block: BlockOfType<T>) => Record<string, unknown>);
    };

/** What the browser side needs to know about a block type. Its build-time part (rules, data) is in its build.ts. */
export interface BlockDefinition<T extends BlockType> {
  component: ComponentType<BlockProps<T>>;
  island: Island<T>;
}

/** One definition per block type the renderer meets (the schema's, as resolved at build time). */
export type BlockRegistry = { [T in BlockType]: BlockDefinition<T> };

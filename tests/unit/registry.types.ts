// Checked by `npm run typecheck` (tsc), not run: it proves the registry's type is exhaustive.
import { blockRegistry, type BlockRegistry } from '../../src/render/registry.ts';

const { hero: _removed, ...withoutHero } = blockRegistry;
// @ts-expect-error A registry without a component for "hero" must not type-check.
export const incomplete: BlockRegistry = withoutHero;

// @ts-expect-error A component for a block type the schema does not define must not type-check either.
export const extra = { ...blockRegistry, carousel: blockRegistry.hero } satisfies BlockRegistry;

// @ts-expect-error A definition must be the one for its own block type: a hero cannot be drawn by the FAQ's component.
export const swapped = { ...blockRegistry, hero: blockRegistry.faq } satisfies BlockRegistry;

// @ts-expect-error Every definition says whether the block is interactive.
export const noIsland = { ...blockRegistry, faq: { component: blockRegistry.faq.component } } satisfies BlockRegistry;

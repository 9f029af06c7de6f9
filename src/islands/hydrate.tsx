import { StrictMode, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { IconName } from '../generated/page.ts';
import { BlockBoundary } from '../render/BlockBoundary.tsx';
import type { BlockProps, BlockType, BlockOfType } from '../render/block-types.ts';
import type { SiteConfig } from '../generated/site.ts';
import { SiteProvider } from '../site.tsx';
import { PageIcons } from '../ui/Icon.tsx';
import { stateAttribute } from './markers.ts';

/** The props the renderer writes for a block island: the block, its place, and the icons it draws. */
export interface BlockIslandProps<T extends BlockType> {
  block: BlockOfType<T>;
  index: number;
  icons?: Partial<Record<IconName, string>>;
}

/** Marks the island hydrated once React has committed it, for styles and tests. */
function Hydrated({ element, children }: { element: HTMLElement; children: ReactNode }) {
  useEffect(() => element.setAttribute(stateAttribute, 'hydrated'), [element]);
  return children;
}

/**
 * Hydrates one island's element with the same tree the prerenderer wrote there. The page carries no
 * site config: an island whose components read some of it gets that part in its props and passes it
 * here (the cookie banner: its texts and the analytics id); a component reading anything else would
 * fail at once, in its tests.
 */
export function hydrateIsland(
  element: HTMLElement,
  node: ReactNode,
  icons: Partial<Record<IconName, string>> = {},
  site?: Partial<SiteConfig>,
): void {
  const tree = (
    <PageIcons value={icons}>
      <Hydrated element={element}>{node}</Hydrated>
    </PageIcons>
  );
  hydrateRoot(element, <StrictMode>{site ? <SiteProvider site={site as SiteConfig}>{tree}</SiteProvider> : tree}</StrictMode>);
}

/** The hydrate function of a block's island (its <type>.island.tsx). */
export function blockIsland<T extends BlockType>(type: T, Component: ComponentType<BlockProps<T>>) {
  return (element: HTMLElement, props: unknown) => {
    const { block, index, icons } = props as BlockIslandProps<T>;
    hydrateIsland(
      element,
      <BlockBoundary blockType={type} index={index}>
        <Component block={block} index={index} />
      </BlockBoundary>,
      icons,
    );
  };
}

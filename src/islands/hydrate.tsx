import { StrictMode, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { IconName } from '../generated/page.ts';
import { BlockBoundary } from '../render/BlockBoundary.tsx';
import type { BlockOfType, BlockType } from '../core/page-data.ts';
import type { BlockProps } from '../render/block-types.ts';
import type { SiteConfig } from '../generated/site.ts';
import { SiteProvider } from '../site.tsx';
import { PageIcons } from '../ui/Icon.tsx';

/** The props the renderer writes for a block island: the block, its place, and the icons it draws. */
export interface BlockIslandProps<T extends BlockType> {
  block: BlockOfType<T>;
  index: number;
  icons?: Partial<Record<IconName, string>>;
}

/** Tells when React has committed the island (the loader then marks it hydrated, for styles and tests). */
function Hydrated({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/**
 * Hydrates one island's element with the same tree the prerenderer wrote there. The page carries no
 * site config: an island whose components read some of it gets that part in its props and passes it
 * here (the cookie banner: its texts and the analytics id); a component reading anything else would
 * fail at once, in its tests. Settles once React has committed the tree.
 */
export function hydrateIsland(
  element: HTMLElement,
  node: ReactNode,
  icons: Partial<Record<IconName, string>> = {},
  site?: Partial<SiteConfig>,
): Promise<void> {
  return new Promise((resolve) => {
    const onCommit = () => resolve();
    const tree = (
      <PageIcons value={icons}>
        <Hydrated onCommit={onCommit}>{node}</Hydrated>
      </PageIcons>
    );
    hydrateRoot(element, <StrictMode>{site ? <SiteProvider site={site as SiteConfig}>{tree}</SiteProvider> : tree}</StrictMode>);
  });
}

/** The hydrate function of a block's island (its <type>.island.tsx). */
export function blockIsland<T extends BlockType>(type: T, Component: ComponentType<BlockProps<T>>) {
  return (element: HTMLElement, props: unknown) => {
    const { block, index, icons } = props as BlockIslandProps<T>;
    return hydrateIsland(
      element,
      <BlockBoundary blockType={type} index={index}>
        <Component block={block} index={index} />
      </BlockBoundary>,
      icons,
    );
  };
}

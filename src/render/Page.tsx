import type { ComponentType } from 'react';
import type { PageData } from '../routes/page-data.ts';
import { jsonForScript } from '../boot-data.ts';
import { useSite } from '../site.tsx';
import { BlockBoundary } from './BlockBoundary.tsx';
import { blockRegistry, type BlockProps, type BlockType } from './registry.ts';
import type { RenderedBlock } from './rendered.ts';

function renderBlock(block: RenderedBlock, index: number) {
  // The registry's type pairs each block type with its component; TypeScript cannot follow that
  // pairing through a lookup by a union key, so it is widened once, here.
  const Component = blockRegistry[block.type] as ComponentType<BlockProps<BlockType>>;
  return (
    <BlockBoundary key={index} blockType={block.type} index={index}>
      <Component block={block} index={index} />
    </BlockBoundary>
  );
}

/** A whole page: its head tags (hoisted into <head> by React) and its blocks in order. */
export function Page({ page, path }: { page: PageData; path: string }) {
  const site = useSite();
  const canonical = page.meta.canonical ?? `${site.baseUrl}${path === '/' ? '/' : path}`;
  return (
    <>
      <title>{page.meta.title}</title>
      <meta name="description" content={page.meta.description} />
      <link rel="canonical" href={canonical} />
      {page.meta.noindex && <meta name="robots" content="noindex" />}
      {page.structuredData?.map((thing, i) => (
        // JSON-LD is data, not code: the Content-Security-Policy does not apply to it, and "<" is escaped.
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(thing) }} />
      ))}
      {page.blocks.map(renderBlock)}
    </>
  );
}

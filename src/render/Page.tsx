import { Fragment, type ComponentType, type ReactNode } from 'react';
import { jsonForScript } from '../json-script.ts';
import { AuditDialog } from '../forms/AuditDialog.tsx';
import type { IconName } from '../generated/page.ts';
import { useSite } from '../site.tsx';
import { PageIcons } from '../ui/Icon.tsx';
import { BlockBoundary } from './BlockBoundary.tsx';
import type { BlockProps, Island } from './block-types.ts';
import type { BlockOfType, BlockType, PageData, ResolvedBlock } from '../core/page-data.ts';
import { IslandMarker } from '../islands/IslandMarker.tsx';
import { blockRegistry } from './registry.ts';

/** Wraps each rendered block; the studio's preview uses it to know which section was clicked. */
export type BlockWrapper = (block: ReactNode, index: number) => ReactNode;

type Icons = Partial<Record<IconName, string>>;

/** The drawings among `icons` that a block names, which its island needs to hydrate to the same markup. */
function iconsOf(block: ResolvedBlock, icons: Icons): Icons | undefined {
  const text = JSON.stringify(block);
  const used = Object.entries(icons).filter(([name]) => text.includes(`"${name}"`));
  return used.length ? Object.fromEntries(used) : undefined;
}

function renderBlock(block: ResolvedBlock, index: number, icons: Icons, wrap?: BlockWrapper) {
  // The registry's type pairs each block type with its component; TypeScript cannot follow that
  // pairing through a lookup by a union key, so it is widened once, here.
  const definition = blockRegistry[block.type];
  const Component = definition.component as ComponentType<BlockProps<BlockType>>;
  const island = definition.island as Island<BlockType>;
  const content = (
    <BlockBoundary key={index} blockType={block.type} index={index}>
      <Component block={block} index={index} />
    </BlockBoundary>
  );
  // An interactive block is marked as an island: its code and its props travel with it, and only it wakes.
  const rendered =
    island && (island.needed?.(block as BlockOfType<BlockType>) ?? true) ? (
      <IslandMarker
        key={index}
        type={block.type}
        when={island.when}
        props={
          island.props === false
            ? undefined
            : island.props
              ? { block: island.props(block as BlockOfType<BlockType>) }
              : { block, index, icons: iconsOf(block, icons) }
        }
      >
        {content}
      </IslandMarker>
    ) : (
      content
    );
  return wrap ? <Fragment key={index}>{wrap(rendered, index)}</Fragment> : rendered;
}

/** Whether any action on the page opens the free-audit dialog, which then comes with the page. */
const opensAuditDialog = (page: PageData) => JSON.stringify(page.blocks).includes('"opensForm":"audit"');

/** A whole page: its head tags (hoisted into <head> by React) and its blocks in order. */
export function Page({ page, path, wrapBlock }: { page: PageData; path: string; wrapBlock?: BlockWrapper }) {
  const site = useSite();
  const { meta } = page;
  const canonical = meta.canonical ?? `${site.baseUrl}${path === '/' ? '/' : path}`;
  const image = meta.image ?? site.shareImage;
  const imageUrl = `${site.baseUrl}${image.src}`;
  return (
    <>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      <link rel="canonical" href={canonical} />
      {meta.noindex && <meta name="robots" content="noindex" />}
      <meta property="og:type" content={meta.article ? 'article' : 'website'} />
      <meta property="og:site_name" content={site.brand.name} />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content={String(image.width)} />
      <meta property="og:image:height" content={String(image.height)} />
      <meta property="og:image:alt" content={image.alt} />
      {meta.article && <meta property="article:published_time" content={meta.article.published} />}
      {meta.article?.modified && <meta property="article:modified_time" content={meta.article.modified} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={meta.title} />
      <meta name="twitter:description" content={meta.description} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={image.alt} />
      {page.structuredData?.map((thing, i) => (
        // JSON-LD is data, not code: the Content-Security-Policy does not apply to it, and "<" is escaped.
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(thing) }} />
      ))}
      <PageIcons value={page.icons ?? {}}>{page.blocks.map((block, i) => renderBlock(block, i, page.icons ?? {}, wrapBlock))}</PageIcons>
      {/* The studio's preview (wrapBlock) shows the sections only. */}
      {!wrapBlock && opensAuditDialog(page) && <AuditDialog />}
    </>
  );
}

import type { BlockProps } from '../../render/block-types.ts';
import { CardGrid } from '../../ui/CardGrid.tsx';
import { Section } from '../../ui/Section.tsx';

/** Every page of a group, from the cards the pages declare themselves (filled in at build time). */
export function PageIndexBlock({ block, index }: BlockProps<'pageIndex'>) {
  return (
    <Section id={block.id} index={index} title={block.title} intro={block.intro}>
      <CardGrid
        cards={block.cards.map((card) => ({ ...card, link: { label: block.linkLabel, href: card.href } }))}
        columns={block.columns}
      />
    </Section>
  );
}

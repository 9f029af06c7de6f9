import type { BlockProps } from '../../render/block-types.ts';
import { CardGrid } from '../../ui/CardGrid.tsx';
import { Section } from '../../ui/Section.tsx';

export function CardsBlock({ block, index }: BlockProps<'cards'>) {
  return (
    <Section id={block.id} index={index} title={block.title} intro={block.intro}>
      <CardGrid cards={block.items} columns={block.columns} />
    </Section>
  );
}

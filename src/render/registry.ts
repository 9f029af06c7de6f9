import type { ComponentType } from 'react';
import type { Block } from '../generated/page.ts';
import { BenefitsBlock } from '../blocks/BenefitsBlock.tsx';
import { CardsBlock } from '../blocks/CardsBlock.tsx';
import { ChecklistBlock } from '../blocks/ChecklistBlock.tsx';
import { CtaBlock } from '../blocks/CtaBlock.tsx';
import { FaqBlock } from '../blocks/FaqBlock.tsx';
import { FormBlock } from '../blocks/FormBlock.tsx';
import { HeroBlock } from '../blocks/HeroBlock.tsx';
import { LogosBlock } from '../blocks/LogosBlock.tsx';
import { PricingBlock } from '../blocks/PricingBlock.tsx';
import { ProcessBlock } from '../blocks/ProcessBlock.tsx';
import { ResultsTabsBlock } from '../blocks/ResultsTabsBlock.tsx';
import { RichTextBlock } from '../blocks/RichTextBlock.tsx';
import { TestimonialsBlock } from '../blocks/TestimonialsBlock.tsx';

export type BlockType = Block['type'];
export type BlockOfType<T extends BlockType> = Extract<Block, { type: T }>;

/** What every block component receives: its own data and its position on the page. */
export interface BlockProps<T extends BlockType> {
  block: BlockOfType<T>;
  index: number;
}

/** One component per block type in the schema; `satisfies` makes tsc fail when a type has no component. */
export type BlockRegistry = { [T in BlockType]: ComponentType<BlockProps<T>> };

export const blockRegistry = {
  hero: HeroBlock,
  benefits: BenefitsBlock,
  process: ProcessBlock,
  pricing: PricingBlock,
  faq: FaqBlock,
  form: FormBlock,
  cta: CtaBlock,
  richText: RichTextBlock,
  cards: CardsBlock,
  logos: LogosBlock,
  resultsTabs: ResultsTabsBlock,
  testimonials: TestimonialsBlock,
  checklist: ChecklistBlock,
} satisfies BlockRegistry;

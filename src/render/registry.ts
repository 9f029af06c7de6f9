import type { ComponentType } from 'react';
import type { BlockProps, BlockType } from './block-types.ts';
import { AgendaBlock } from '../blocks/AgendaBlock.tsx';
import { BenefitsBlock } from '../blocks/BenefitsBlock.tsx';
import { BonusesBlock } from '../blocks/BonusesBlock.tsx';
import { CaseStudiesBlock } from '../blocks/CaseStudiesBlock.tsx';
import { CaseStudyBlock } from '../blocks/CaseStudyBlock.tsx';
import { CardsBlock } from '../blocks/CardsBlock.tsx';
import { ChecklistBlock } from '../blocks/ChecklistBlock.tsx';
import { CountdownBlock } from '../blocks/CountdownBlock.tsx';
import { CtaBlock } from '../blocks/CtaBlock.tsx';
import { FaqBlock } from '../blocks/FaqBlock.tsx';
import { FormBlock } from '../blocks/FormBlock.tsx';
import { HeroBlock } from '../blocks/HeroBlock.tsx';
import { LogosBlock } from '../blocks/LogosBlock.tsx';
import { PageIndexBlock } from '../blocks/PageIndexBlock.tsx';
import { PricingBlock } from '../blocks/PricingBlock.tsx';
import { ProcessBlock } from '../blocks/ProcessBlock.tsx';
import { ResultsTabsBlock } from '../blocks/ResultsTabsBlock.tsx';
import { RichTextBlock } from '../blocks/RichTextBlock.tsx';
import { TableBlock } from '../blocks/TableBlock.tsx';
import { TestimonialsBlock } from '../blocks/TestimonialsBlock.tsx';

/** One component per block type the renderer meets (the schema's, as resolved at build time); `satisfies` makes tsc fail when a type has no component. */
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
  table: TableBlock,
  countdown: CountdownBlock,
  agenda: AgendaBlock,
  bonuses: BonusesBlock,
  pageIndex: PageIndexBlock,
  caseStudies: CaseStudiesBlock,
  caseStudy: CaseStudyBlock,
} satisfies BlockRegistry;

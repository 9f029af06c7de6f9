// Adding a block type (README, "Add a block type"): its schema, its folder under src/blocks/, one line here and
// its drawing in the studio's section picker (src/studio/app/sections/sketches.tsx). `satisfies` makes tsc
// fail when a block type has no definition, or a definition has no block type.
import type { BlockRegistry } from './block-types.ts';
import { agendaDefinition } from '../blocks/agenda/definition.ts';
import { benefitsDefinition } from '../blocks/benefits/definition.ts';
import { bonusesDefinition } from '../blocks/bonuses/definition.ts';
import { cardsDefinition } from '../blocks/cards/definition.ts';
import { caseStudiesDefinition } from '../blocks/caseStudies/definition.ts';
import { caseStudyDefinition } from '../blocks/caseStudy/definition.ts';
import { checklistDefinition } from '../blocks/checklist/definition.ts';
import { countdownDefinition } from '../blocks/countdown/definition.ts';
import { ctaDefinition } from '../blocks/cta/definition.ts';
import { faqDefinition } from '../blocks/faq/definition.ts';
import { formDefinition } from '../blocks/form/definition.ts';
import { heroDefinition } from '../blocks/hero/definition.ts';
import { logosDefinition } from '../blocks/logos/definition.ts';
import { pageIndexDefinition } from '../blocks/pageIndex/definition.ts';
import { pricingDefinition } from '../blocks/pricing/definition.ts';
import { processDefinition } from '../blocks/process/definition.ts';
import { resultsTabsDefinition } from '../blocks/resultsTabs/definition.ts';
import { richTextDefinition } from '../blocks/richText/definition.ts';
import { tableDefinition } from '../blocks/table/definition.ts';
import { testimonialsDefinition } from '../blocks/testimonials/definition.ts';

export type { BlockRegistry } from './block-types.ts';

export const blockRegistry = {
  hero: heroDefinition,
  benefits: benefitsDefinition,
  process: processDefinition,
  pricing: pricingDefinition,
  faq: faqDefinition,
  form: formDefinition,
  cta: ctaDefinition,
  richText: richTextDefinition,
  cards: cardsDefinition,
  logos: logosDefinition,
  resultsTabs: resultsTabsDefinition,
  testimonials: testimonialsDefinition,
  checklist: checklistDefinition,
  table: tableDefinition,
  countdown: countdownDefinition,
  agenda: agendaDefinition,
  bonuses: bonusesDefinition,
  pageIndex: pageIndexDefinition,
  caseStudies: caseStudiesDefinition,
  caseStudy: caseStudyDefinition,
} satisfies BlockRegistry;

/* Generated from src/blocks/<type>/build.ts by `npm run gen-types`. Do not edit by hand. */
import type { BlockBuilds } from '../core/block-build.ts';
import { agendaBuild } from '../blocks/agenda/build.ts';
import { bonusesBuild } from '../blocks/bonuses/build.ts';
import { cardsBuild } from '../blocks/cards/build.ts';
import { caseStudiesBuild } from '../blocks/caseStudies/build.ts';
import { caseStudyBuild } from '../blocks/caseStudy/build.ts';
import { checklistBuild } from '../blocks/checklist/build.ts';
import { faqBuild } from '../blocks/faq/build.ts';
import { heroBuild } from '../blocks/hero/build.ts';
import { pageIndexBuild } from '../blocks/pageIndex/build.ts';
import { richTextBuild } from '../blocks/richText/build.ts';
import { tableBuild } from '../blocks/table/build.ts';
import { testimonialsBuild } from '../blocks/testimonials/build.ts';

/** Each block type's build part, as its folder's build.ts declares it; a type without one is not listed. */
export const blockBuilds = {
  agenda: agendaBuild,
  bonuses: bonusesBuild,
  cards: cardsBuild,
  caseStudies: caseStudiesBuild,
  caseStudy: caseStudyBuild,
  checklist: checklistBuild,
  faq: faqBuild,
  hero: heroBuild,
  pageIndex: pageIndexBuild,
  richText: richTextBuild,
  table: tableBuild,
  testimonials: testimonialsBuild,
} satisfies BlockBuilds;

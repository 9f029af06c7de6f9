import type { BlockDefinition } from '../../render/block-types.ts';
import { CaseStudiesBlock } from './CaseStudiesBlock.tsx';

export const caseStudiesDefinition: BlockDefinition<'caseStudies'> = {
  component: CaseStudiesBlock,
  island: false,
};

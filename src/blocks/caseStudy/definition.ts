import type { BlockDefinition } from '../../render/block-types.ts';
import { CaseStudyBlock } from './CaseStudyBlock.tsx';

export const caseStudyDefinition: BlockDefinition<'caseStudy'> = {
  component: CaseStudyBlock,
  island: false,
};

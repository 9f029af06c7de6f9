import type { BlockBuild } from '../../../scripts/lib/block-build.ts';

export const caseStudiesBuild: BlockBuild<'caseStudies'> = {
  resolve: (block, { studies }) => ({ ...block, studies: studies.slice(0, block.limit) }),
};

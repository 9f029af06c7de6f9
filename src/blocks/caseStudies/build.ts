import type { BlockBuild } from '../../core/block-build.ts';

export const caseStudiesBuild: BlockBuild<'caseStudies'> = {
  resolve: (block, { studies }) => ({ ...block, studies: studies.slice(0, block.limit) }),
};

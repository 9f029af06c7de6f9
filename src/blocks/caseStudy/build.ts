import type { BlockBuild } from '../../../scripts/lib/block-build.ts';

export const caseStudyBuild: BlockBuild<'caseStudy'> = { rendersH1: true };

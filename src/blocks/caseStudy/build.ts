import type { BlockBuild } from '../../core/block-build.ts';

export const caseStudyBuild: BlockBuild<'caseStudy'> = { rendersH1: true };

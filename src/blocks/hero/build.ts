import type { BlockBuild } from '../../../scripts/lib/block-build.ts';

export const heroBuild: BlockBuild<'hero'> = { rendersH1: true };

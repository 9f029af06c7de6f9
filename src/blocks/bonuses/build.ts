import type { BlockBuild } from '../../core/block-build.ts';

export const bonusesBuild: BlockBuild<'bonuses'> = {
  rules(block, report) {
    if (block.claimed && block.claimed.count > block.claimed.of) {
      report('/claimed/count', `${block.claimed.count} places cannot be claimed out of ${block.claimed.of}. Lower "count" or raise "of".`);
    }
  },
};

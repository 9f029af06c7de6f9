import type { BlockBuild } from '../../core/block-build.ts';

export const agendaBuild: BlockBuild<'agenda'> = {
  // The stated length must be what the required parts add up to, as the page shows both.
  rules(block, report) {
    const minutes = block.items.reduce((sum, item) => sum + (item.optional ? 0 : item.minutes), 0);
    if (minutes !== block.totalMinutes) {
      report(
        '/totalMinutes',
        `The agenda promises ${block.totalMinutes} minutes but its items (not counting optional ones) add up to ${minutes}. Change the items' minutes, mark a part "optional", or change "totalMinutes".`,
      );
    }
  },
};

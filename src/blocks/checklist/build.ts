import type { BlockBuild } from '../../core/block-build.ts';

export const checklistBuild: BlockBuild<'checklist'> = {
  // The heading promises a number of points; the groups must hold exactly that many.
  rules(block, report) {
    const counted = block.groups.reduce((sum, group) => sum + group.items.length, 0);
    if (counted !== block.total) {
      report(
        '/total',
        `The checklist promises ${block.total} points but its groups hold ${counted}. Add or remove points, or change "total".`,
      );
    }
  },
};

import type { BlockBuild } from '../../core/block-build.ts';

export const tableBuild: BlockBuild<'table'> = {
  rules(block, report) {
    block.rows.forEach((row, r) => {
      if (row.length !== block.columns.length) {
        report(
          `/rows/${r}`,
          `This row has ${row.length} cells but the table has ${block.columns.length} columns (${block.columns.join(', ')}). Give every row one cell per column.`,
        );
      }
    });
  },
};

import type { BlockBuild } from '../../core/block-build.ts';

export const richTextBuild: BlockBuild<'richText'> = {
  // Parts that depend on the site's configuration (say, a paragraph about analytics) are dropped where they do not apply.
  resolve: (block, { shown }) => ({ ...block, content: block.content.filter((node) => shown(node.when)) as typeof block.content }),
};

// What the content core runs with, handed to it by whoever runs it: the host it reads from (the disk in
// Node, the repository read through GitHub's API in the studio on the web) and the blocks' build parts.
// The core keeps neither in a global, so two hosts can run side by side (a test runs both studios).
import type { BlockBuilds } from './block-build.ts';
import type { ContentHost } from './content/host.ts';

export interface CoreContext {
  host: ContentHost;
  /** Each block type's build part (src/generated/block-builds.ts, made from the blocks' build.ts files). */
  blocks: BlockBuilds;
}

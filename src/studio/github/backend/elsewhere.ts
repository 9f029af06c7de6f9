// The other pull requests changing a page, in the studio on the web: the engine's (engine/elsewhere.ts) over
// the repository's open pull requests (github/port.ts), the page's own review being the branch it is in
// review on, or would be sent to.
import type { ChangedElsewhere, StudioBackend } from '../../backend.ts';
import { changedElsewhereIn } from '../../engine/elsewhere.ts';
import { reviewBranch } from '../../shared/review-branch.ts';
import type { GitHubClient } from '../client.ts';
import { gitHubReviewPort } from '../port.ts';
import type { Repository } from './repository.ts';
import { inPages } from './snapshot.ts';

export function elsewhereOperations({
  client,
  repo,
}: {
  client: GitHubClient;
  repo?: Pick<Repository, 'branchOf'>;
}): Pick<StudioBackend, 'changedElsewhere'> {
  const reviews = gitHubReviewPort(client);
  return {
    async changedElsewhere(file: string): Promise<ChangedElsewhere[]> {
      const path = inPages(file);
      const own = (await repo?.branchOf(file).catch(() => undefined)) ?? reviewBranch(path);
      return changedElsewhereIn(reviews, path, own);
    },
  };
}

// A page's history in the studio on the web: the engine's history (engine/history.ts) over GitHub's API and
// the drafts this browser keeps (github/port.ts).
import type { StudioBackend } from '../../backend.ts';
import { historyOver } from '../../engine/history.ts';
import type { GitHubClient } from '../client.ts';
import type { DraftStore } from '../drafts.ts';
import { draftsWorkingCopy, gitHubPort } from '../port.ts';
import type { Repository } from './repository.ts';
import type { GitHubSession } from './session.ts';

export function historyOperations(
  /** Only `pageVersion` needs it (for the photos the default branch has). */
  repo: Pick<Repository, 'loaded' | 'photoFacts' | 'invalidate'>,
  { session, client, drafts }: { session: GitHubSession; client: GitHubClient; drafts: DraftStore },
): Pick<StudioBackend, 'pageHistory' | 'pageVersion'> {
  return historyOver(gitHubPort({ session, client }), draftsWorkingCopy(repo, drafts));
}

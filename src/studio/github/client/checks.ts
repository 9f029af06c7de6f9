// A commit's checks, as the scheduled-publish workflow reads them before it merges: every check run
// (GitHub Actions and other apps) and the combined commit status (the older statuses API, which some
// hosts' deploy previews still use).
import type { RepoScope } from './request.ts';

export interface CheckRun {
  /** queued, in_progress, completed… */
  status: string;
  /** For a completed run: success, failure, neutral, skipped…; null before. */
  conclusion: string | null;
}

export interface CombinedStatus {
  /** failure, pending or success: the worst of the commit's statuses (pending when it has none). */
  state: string;
  /** How many statuses the commit has. */
  totalCount: number;
}

export const checkCalls = ({ transport, repoPath }: RepoScope) => ({
  /** Every check run of a commit, all pages of the list. */
  async checkRuns(sha: string): Promise<CheckRun[]> {
    const runs = await transport.pages<CheckRun>(`${repoPath}/commits/${sha}/check-runs`, {
      items: (page) => (page as { check_runs: CheckRun[] }).check_runs,
    });
    return runs.map((run) => ({ status: run.status, conclusion: run.conclusion }));
  },

  /** A commit's combined status. */
  async combinedStatus(sha: string): Promise<CombinedStatus> {
    const raw = await transport.call<{ state: string; total_count: number }>('GET', `${repoPath}/commits/${sha}/status`);
    return { state: raw.state, totalCount: raw.total_count };
  },
});

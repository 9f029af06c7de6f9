// The GitHub client's calls for a commit's checks (src/studio/github/client/checks.ts), which the
// scheduled-publish workflow reads before it merges, against the GitHub API stand-in: every check run,
// across pages, and the combined commit status.
import { describe, expect, it } from 'vitest';
import { checkCalls } from '../../src/studio/github/client/checks.ts';
import { createTransport, repoScope } from '../../src/studio/github/client/request.ts';
import { clientStandIn } from './github-client-stand-in.ts';

const github = clientStandIn();

describe('a commit’s checks', () => {
  const calls = () => checkCalls(repoScope(createTransport({ apiUrl: github.api.url, token: 'github_pat_editor' }), 'rankharbor', 'site'));

  it('are every check run (across pages of 100) and the combined status of its commit statuses', async () => {
    const sha = github.git('rev-parse', 'main');
    const checks = calls();
    expect(await checks.checkRuns(sha)).toEqual([]);
    expect(await checks.combinedStatus(sha)).toEqual({ state: 'pending', totalCount: 0 });

    const runs = Array.from({ length: 130 }, (_, i) => ({
      name: `check ${i}`,
      status: 'completed' as const,
      conclusion: 'success' as const,
    }));
    github.api.reviewing.setChecks(sha, [...runs, { name: 'late', status: 'in_progress' }]);
    github.api.reviewing.setStatuses(sha, [
      { context: 'netlify/deploy-preview', state: 'success' },
      { context: 'netlify/headers', state: 'failure' },
    ]);
    const read = await checks.checkRuns(sha);
    expect(read).toHaveLength(131);
    expect(read.at(-1)).toEqual({ status: 'in_progress', conclusion: null });
    expect(read[0]).toEqual({ status: 'completed', conclusion: 'success' });
    expect(github.api.requests.filter((r) => r.path.includes('/check-runs')).map((r) => r.path.split('?')[1])).toEqual([
      'per_page=100&page=1',
      'per_page=100&page=1',
      'per_page=100&page=2',
    ]);
    expect(await checks.combinedStatus(sha)).toEqual({ state: 'failure', totalCount: 2 });
  });
});

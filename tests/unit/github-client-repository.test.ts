// The GitHub client's calls about the repository itself (src/studio/github/client/repository.ts), against
// the GitHub API stand-in: its default branch and whether the account may write (the studio), and an
// account's role in it (the scheduled-publish workflow).
import { describe, expect, it } from 'vitest';
import { collaboratorCalls } from '../../src/studio/github/client/repository.ts';
import { createTransport, repoScope } from '../../src/studio/github/client/request.ts';
import { clientStandIn } from './github-client-stand-in.ts';

const github = clientStandIn({ collaborators: { dev: 'write', lead: 'maintain', reader: 'read' } });

describe('the repository', () => {
  it('is read with its default branch, whether it is private, its page, and whether the account may write to it', async () => {
    expect(await github.client().repository()).toEqual({
      defaultBranch: 'main',
      canPush: true,
      private: true,
      htmlUrl: 'https://github.com/rankharbor/site',
    });
    expect((await github.client('github_pat_reader').repository()).canPush).toBe(false);
  });

  it('tells an account’s role in it, and no role for an account GitHub knows nothing of there', async () => {
    const { permission } = collaboratorCalls(
      repoScope(createTransport({ apiUrl: github.api.url, token: 'github_pat_editor' }), 'rankharbor', 'site'),
    );
    expect(await permission('dev')).toBe('write');
    expect(await permission('lead')).toBe('write');
    expect(await permission('reader')).toBe('read');
    expect(await permission('mallory')).toBeUndefined();
    // The token's own account: write, as it may push.
    expect(await permission('maya')).toBe('write');
    expect(github.api.contract.checked.get('GET /repos/{owner}/{repo}/collaborators/{username}/permission')).toBe(5);
  });
});

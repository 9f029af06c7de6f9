// The GitHub client's calls about the repository itself (src/studio/github/client/repository.ts), against
// the GitHub API stand-in: its default branch and whether the account may write (the studio), and an
// account's role in it and whether that role may write (the scheduled-publish workflow, and the studio's
// review badge, where only a reviewer with write access counts).
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

  it('tells whether an account may write, asking GitHub once per account for the client’s life; a failure is asked again', async () => {
    const client = github.client();
    const asked = () => github.api.requests.filter((r) => r.path.includes('/collaborators/')).map((r) => r.path.split('/')[5]);
    const before = asked().length;
    expect(await client.writeAccess('dev')).toBe(true);
    expect(await client.writeAccess('lead')).toBe(true);
    expect(await client.writeAccess('reader')).toBe(false);
    expect(await client.writeAccess('mallory')).toBe(false);
    expect(await client.writeAccess(null)).toBe(false);
    expect(await Promise.all([client.writeAccess('dev'), client.writeAccess('reader'), client.writeAccess('mallory')])).toEqual([
      true,
      false,
      false,
    ]);
    expect(asked().slice(before)).toEqual(['dev', 'lead', 'reader', 'mallory']);
    github.api.failNext(/collaborators\/sam\/permission/, 502, { times: 2 });
    await expect(client.writeAccess('sam')).rejects.toThrow();
    expect(await client.writeAccess('sam')).toBe(false);
    expect(
      asked()
        .slice(before)
        .filter((login) => login === 'sam'),
    ).toHaveLength(3);
  });
});

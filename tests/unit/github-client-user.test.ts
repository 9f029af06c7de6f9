// The GitHub client's call for the signed-in account (src/studio/github/client/user.ts), against the
// GitHub API stand-in.
import { describe, expect, it } from 'vitest';
import { clientStandIn, failure } from './github-client-stand-in.ts';

const github = clientStandIn();

describe('the signed-in account', () => {
  it('is read with its login, and its name (null where the account gives none)', async () => {
    expect(await github.client().user()).toMatchObject({ login: 'maya' });
    const jo = await github.client('github_pat_jo').user();
    expect(jo.login).toBe('jo');
    expect(jo.name === null || typeof jo.name === 'string').toBe(true);
    expect(github.api.contract.checked.get('GET /user')).toBe(2);
  });

  it('is no one with a token GitHub does not know: the editor is asked to sign in again', async () => {
    expect((await failure(github.client('github_pat_expired').user())).kind).toBe('signed-out');
  });
});

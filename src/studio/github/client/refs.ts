// Branches (git refs): the commit a branch points to, a new branch, and a branch moved forward. Moving a
// branch is never forced, so no one's commit is ever lost.
import type { RepoScope } from './request.ts';

export const isSha = (text: string) => /^[0-9a-f]{40}$/.test(text);
/** A branch name in a path: each part escaped, its slashes kept (GitHub reads content/hvac-seo as one ref). */
export const refPath = (branch: string) => branch.split('/').map(encodeURIComponent).join('/');

export const refCalls = ({ transport, repoPath }: RepoScope) => ({
  /** The commit a branch points to; undefined when there is no such branch. */
  async branchHead(branch: string): Promise<string | undefined> {
    // The matching refs answer an empty list for a branch that does not exist yet (a page never sent for
    // review), where the ref itself answers 404, which the browser's console reports as a failure.
    const refs = await transport.call<{ ref: string; object: { sha: string; type: string } }[]>(
      'GET',
      `${repoPath}/git/matching-refs/heads/${refPath(branch)}`,
    );
    return refs.find((ref) => ref.ref === `refs/heads/${branch}`)?.object.sha;
  },

  /** A new branch at `sha`; 422 (kind conflict) when it already exists. */
  async createRef(branch: string, sha: string): Promise<void> {
    await transport.call('POST', `${repoPath}/git/refs`, { ref: `refs/heads/${branch}`, sha });
  },

  /** Moves a branch to `sha`, only forward: never forced, so no one's commit is ever lost (422 otherwise). */
  async updateRef(branch: string, sha: string): Promise<void> {
    await transport.call('PATCH', `${repoPath}/git/refs/heads/${refPath(branch)}`, { sha, force: false });
  },
});

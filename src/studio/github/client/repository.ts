// The repository itself: its default branch and whether the signed-in account may write to it (for the
// studio), and the role an account has in it, with whether that role may write (for the scheduled-publish
// workflow, which publishes only what an account with write access sent, and for both it and the studio's
// review badge, where only a reviewer with write access counts: src/studio/engine/review-verdict.ts).
import type { RepoScope } from './request.ts';

export interface RepositoryInfo {
  defaultBranch: string;
  /** Whether the signed-in account may write to the repository (its branches, so its pull requests). */
  canPush: boolean;
  private: boolean;
  htmlUrl: string;
}

export const repositoryCalls = ({ transport, repoPath }: RepoScope) => ({
  /** The repository: its default branch, and whether the signed-in account may write to it. */
  async repository(): Promise<RepositoryInfo> {
    const raw = await transport.call<{ default_branch: string; private: boolean; html_url: string; permissions?: { push?: boolean } }>(
      'GET',
      repoPath,
    );
    return { defaultBranch: raw.default_branch, canPush: raw.permissions?.push === true, private: raw.private, htmlUrl: raw.html_url };
  },
});

/** The roles that may change the repository, as GET /collaborators/{username}/permission names them. */
const writeRoles = new Set(['admin', 'maintain', 'write']);

/** Who may do what in the repository (the scheduled-publish workflow asks, and the studio of its reviewers). */
export const collaboratorCalls = ({ transport, repoPath }: RepoScope) => {
  /** Each account's write access, asked once for the client's life (a run of the workflow, an editor's session). */
  const writers = new Map<string, Promise<boolean>>();
  const calls = {
    /**
     * An account's base role in the repository (admin, maintain, write, triage, read or none; a custom role
     * is given as the base role it is made from), or undefined when GitHub knows no such account there (404).
     * Not a conditional read: GitHub's description documents no 304 for it; writeAccess keeps its answer instead.
     */
    async permission(login: string): Promise<string | undefined> {
      const path = `${repoPath}/collaborators/${encodeURIComponent(login)}/permission`;
      const answer = await transport.send<{ permission?: string }>('GET', path);
      if (answer.status === 404) return undefined;
      if (!answer.ok) throw transport.failure(answer, 'GET', path);
      return answer.body.permission ?? '';
    },

    /**
     * Whether an account may write to the repository (admin, maintain or write; no account, or one GitHub
     * knows nothing of there, may not), asked of GitHub once per account: a failure is not remembered, so
     * the next question asks again.
     */
    writeAccess(login: string | null): Promise<boolean> {
      if (!login) return Promise.resolve(false);
      let known = writers.get(login);
      if (!known) {
        // `permission` is the base role (a custom role or maintain is mapped to read or write); role_name may be a custom role's own name.
        known = calls.permission(login).then((role) => writeRoles.has(role ?? ''));
        known.catch(() => writers.delete(login));
        writers.set(login, known);
      }
      return known;
    },
  };
  return calls;
};

// The repository itself: its default branch and whether the signed-in account may write to it (for the
// studio), and the role an account has in it (for the scheduled-publish workflow, which publishes only what
// an account with write access sent).
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

/** Who may do what in the repository (the scheduled-publish workflow asks; the studio's client does not). */
export const collaboratorCalls = ({ transport, repoPath }: RepoScope) => ({
  /**
   * An account's base role in the repository (admin, maintain, write, triage, read or none; a custom role
   * is given as the base role it is made from), or undefined when GitHub knows no such account there (404).
   */
  async permission(login: string): Promise<string | undefined> {
    const path = `${repoPath}/collaborators/${encodeURIComponent(login)}/permission`;
    const answer = await transport.send<{ permission?: string }>('GET', path);
    if (answer.status === 404) return undefined;
    if (!answer.ok) throw transport.failure(answer, 'GET', path);
    return answer.body.permission ?? '';
  },
});

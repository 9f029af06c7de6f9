// The studio on the web's first read of the repository: the default branch's tree, the open pull requests
// and the build's snapshot of the pages. The backend reads them when it starts; the sign-in screen may
// ask for them earlier, beside its own check of the token, so that they arrive while the studio's code
// is still loading (on a cold visit that overlap is most of the wait). Small on purpose: the sign-in
// screen's script imports it.
import type { GitHubClient, PullInfo, RepositoryTree } from './client.ts';

export interface FirstRead {
  /** For whom and what it was read: a backend uses it only for the same token, repository and branch. */
  key: string;
  tree: Promise<RepositoryTree>;
  pulls: Promise<PullInfo[]>;
  /** The pages as the studio's build saw them, by blob sha. */
  built: Promise<Record<string, string>>;
}

/** What a first read is made for: the client's account and repository, and the branch. */
export interface FirstReadSession {
  apiUrl: string;
  owner: string;
  repo: string;
  branch: string;
  token: string;
}

export const firstReadKey = (session: FirstReadSession) =>
  JSON.stringify([session.apiUrl, session.owner, session.repo, session.branch, session.token]);

/** The pages as the studio's build saw them, by blob sha (see src/studio/build/hosted-data.ts); none where there is no such file. */
async function builtPages(): Promise<Record<string, string>> {
  try {
    const response = await fetch(new URL(`${import.meta.env.BASE_URL}pages-snapshot.json`, location.origin));
    return response.ok ? ((await response.json()) as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/**
 * Starts the three reads at once. A failure waits for whoever uses the read (the backend reads again
 * when a first read failed): asked early and never used, it is not reported as an unhandled rejection.
 */
export function beginFirstRead(client: GitHubClient, session: FirstReadSession): FirstRead {
  const read: FirstRead = {
    key: firstReadKey(session),
    tree: client.tree(session.branch),
    pulls: client.openPulls().catch(() => [] as PullInfo[]),
    built: builtPages(),
  };
  read.tree.catch(() => undefined);
  return read;
}

// The hosted studio's client for GitHub's REST API: the calls it makes to read the site's repository and
// send a page for review (the Git Data endpoints, pull requests, the repository and the signed-in user),
// typed with the shapes of GitHub's documentation; and whether a reviewer may write to the repository (each
// account asked once for the client's life), for the review badge. It runs in the browser: it uses fetch and
// nothing else.
// Every failure is a GitHubError whose message speaks to an editor, not to a developer.
// This file only puts the client together: how a request is sent, tried again and answered is
// client/request.ts, and each kind of call is in its own file beside it (user.ts, repository.ts, refs.ts,
// trees.ts, blobs.ts, commits.ts, pulls.ts; checks.ts is the scheduled-publish workflow's).
import { blobCalls } from './client/blobs.ts';
import { commitCalls } from './client/commits.ts';
import { pullCalls } from './client/pulls.ts';
import { refCalls } from './client/refs.ts';
import { collaboratorCalls, repositoryCalls } from './client/repository.ts';
import { createTransport, repoScope } from './client/request.ts';
import { treeCalls } from './client/trees.ts';
import { userCalls } from './client/user.ts';

export { secondaryPause } from './client/request.ts';
export { base64ToBytes, bytesToBase64, gitBlobSha } from './client/blobs.ts';
export { studioFolders, type RepositoryTree, type TreeChange, type TreeFile } from './client/trees.ts';
export type { GitHubUser } from './client/user.ts';
export type { RepositoryInfo } from './client/repository.ts';
export type { ChangedFile, CommitInfo, FileCommit } from './client/commits.ts';
export type { PullInfo, PullReview } from './client/pulls.ts';

export interface GitHubClientOptions {
  /** GitHub's API, https://api.github.com for github.com. */
  apiUrl: string;
  owner: string;
  repo: string;
  token: string;
  /** The fetch to call; the browser's own if not given. */
  fetch?: typeof fetch;
  /** Waits this long (a secondary rate limit's pause); setTimeout unless given. */
  wait?: (ms: number) => Promise<void>;
}

export type GitHubClient = ReturnType<typeof createGitHubClient>;

export function createGitHubClient({ apiUrl, owner, repo, token, fetch, wait }: GitHubClientOptions) {
  const scope = repoScope(createTransport({ apiUrl, token, fetch, wait }), owner, repo);
  const refs = refCalls(scope);
  return {
    owner,
    repo,
    ...userCalls(scope.transport),
    ...repositoryCalls(scope),
    ...collaboratorCalls(scope),
    ...refs,
    ...commitCalls(scope),
    ...treeCalls(scope, refs.branchHead),
    ...blobCalls(scope),
    ...pullCalls(scope),
  };
}

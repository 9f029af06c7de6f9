// The studio on the web's first read of the repository: the default branch's tree, the open pull requests
// and the build's snapshot of the pages. The backend reads them when it starts; the sign-in screen may
// ask for them earlier, beside its own check of the token, so that they arrive while the studio's code
// is still loading (on a cold visit that overlap is most of the wait). Small on purpose: the sign-in
// screen's script imports it.
import type { GitHubClient, PullInfo, RepositoryTree } from './client.ts';
import { inBatches } from '../shared/in-batches.ts';

export interface FirstRead {
  /** For whom and what it was read: a backend uses it only for the same token, repository and branch. */
  key: string;
  tree: Promise<RepositoryTree>;
  pulls: Promise<PullInfo[]>;
  /** The pages of the tree as the site's build saw them, by blob sha. */
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

/**
 * The pages of `tree` as the site's build saw them, by blob sha: each from the build's snapshot
 * (src/tooling/build/pages-snapshot.ts, one file a page named by its sha), several at a time. A page the
 * build did not see (changed since) has no file there, and is read from GitHub instead.
 */
async function builtPages(tree: RepositoryTree): Promise<Record<string, string>> {
  const shas = [...new Set(tree.files.filter((f) => f.path.startsWith('pages/') && f.path.endsWith('.json')).map((f) => f.sha))];
  const texts = await inBatches(shas, async (sha) => {
    try {
      const response = await fetch(new URL(`${import.meta.env.BASE_URL}pages-snapshot/${sha}.json`, location.origin));
      return response.ok ? await response.text() : undefined;
    } catch {
      return undefined;
    }
  });
  return Object.fromEntries(shas.flatMap((sha, i) => (texts[i] === undefined ? [] : [[sha, texts[i]]])));
}

/**
 * Starts the three reads at once. A failure waits for whoever uses the read (the backend reads again
 * when a first read failed): asked early and never used, it is not reported as an unhandled rejection.
 */
export function beginFirstRead(client: GitHubClient, session: FirstReadSession): FirstRead {
  const tree = client.tree(session.branch);
  const read: FirstRead = {
    key: firstReadKey(session),
    tree,
    pulls: client.openPulls().catch(() => [] as PullInfo[]),
    // Once the tree says which pages there are; none where it could not be read (the backend reads again).
    built: tree.then(builtPages, () => ({})),
  };
  read.tree.catch(() => undefined);
  return read;
}

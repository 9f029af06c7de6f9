// Trees: every file of a commit (its path, blob sha and size), read in one request, or folder by folder
// when GitHub leaves entries out of a very large repository; and a new tree made from a base with some
// files changed or deleted.
import { isSha } from './refs.ts';
import type { RepoScope } from './request.ts';

/** A file in a tree: its path from the repository's root, its blob's sha and its size in bytes. */
export interface TreeFile {
  path: string;
  sha: string;
  size: number;
  type: 'blob';
}

export interface RepositoryTree {
  /** The commit the tree was read from. */
  commit: string;
  /** The tree's own sha. */
  sha: string;
  files: TreeFile[];
  /** True when GitHub left entries out (a tree of more than 100,000 entries or 7 MB): `files` is incomplete. */
  truncated: boolean;
  /**
   * Set when GitHub left entries out of the whole tree, so the studio's folders were read one by one:
   * `files` is then every file of these folders and the files at the root, and nothing of other folders.
   */
  folders?: string[];
}

/** The folders the studio reads: the pages, their photos, and the public files pages may link to. */
export const studioFolders = ['pages', 'photos', 'public'];

/** One change to a tree: the file at `path` becomes blob `sha`, or is deleted when `sha` is null. */
export interface TreeChange {
  path: string;
  sha: string | null;
  /** 100644 for a file (the default), 100755 for an executable one. */
  mode?: '100644' | '100755';
}

type RawTree = { sha: string; truncated: boolean; tree: { path: string; sha: string; type: string; size?: number }[] };
const blobsIn = (raw: RawTree, prefix: string) =>
  raw.tree
    .filter((entry) => entry.type === 'blob')
    .map((entry): TreeFile => ({ path: `${prefix}${entry.path}`, sha: entry.sha, size: entry.size ?? 0, type: 'blob' }));

/** The tree calls; `branchHead` (refs.ts) finds the commit of a tree asked for by its branch. */
export const treeCalls = ({ transport, repoPath }: RepoScope, branchHead: (branch: string) => Promise<string | undefined>) => {
  const readTree = (sha: string, recursive: boolean) =>
    transport.call<RawTree>('GET', `${repoPath}/git/trees/${sha}${recursive ? '?recursive=1' : ''}`);
  /**
   * Every file of a folder, by its tree's sha: in one request, or, when GitHub leaves entries out of that
   * too, level by level (each subfolder by its own sha), as GitHub's documentation says to.
   */
  async function folderFiles(sha: string, prefix: string): Promise<TreeFile[]> {
    const whole = await readTree(sha, true);
    if (!whole.truncated) return blobsIn(whole, prefix);
    const level = await readTree(sha, false);
    const inside = await Promise.all(
      level.tree.filter((entry) => entry.type === 'tree').map((entry) => folderFiles(entry.sha, `${prefix}${entry.path}/`)),
    );
    return [...blobsIn(level, prefix), ...inside.flat()];
  }

  return {
    /**
     * Every file of a commit (given by its sha or by a branch name), read in one request. When GitHub
     * leaves entries out (a very large repository), the files at the root and every file of the studio's
     * folders are read folder by folder instead: never a guess from a partial list.
     */
    async tree(commitOrBranch: string, folders: string[] = studioFolders): Promise<RepositoryTree> {
      const commit = isSha(commitOrBranch) ? commitOrBranch : await branchHead(commitOrBranch);
      if (!commit) throw transport.failure({ status: 404, headers: new Headers(), detail: `No branch ${commitOrBranch}` }, 'GET', repoPath);
      // GitHub reads a commit's sha here as that commit's tree: one request fewer than asking the commit first.
      const raw = await readTree(commit, true);
      if (!raw.truncated) return { commit, sha: raw.sha, files: blobsIn(raw, ''), truncated: false };
      const top = await readTree(raw.sha, false);
      const inside = await Promise.all(
        top.tree
          .filter((entry) => entry.type === 'tree' && folders.includes(entry.path))
          .map((entry) => folderFiles(entry.sha, `${entry.path}/`)),
      );
      return { commit, sha: raw.sha, files: [...blobsIn(top, ''), ...inside.flat()], truncated: false, folders };
    },

    /** A tree: `baseTree` with these files changed (or deleted); answers its sha. */
    async createTree(baseTree: string, entries: TreeChange[]): Promise<string> {
      const tree = entries.map(({ path, sha, mode = '100644' }) => ({ path, mode, type: 'blob', sha }));
      return (await transport.call<{ sha: string }>('POST', `${repoPath}/git/trees`, { base_tree: baseTree, tree })).sha;
    },
  };
};

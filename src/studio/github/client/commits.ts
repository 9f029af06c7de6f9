// Commits: one commit (its tree, parents, message and author), who wrote one, the commits that changed a
// file (a page's history), the files a commit changed, and a new commit.
import { isSha, refPath } from './refs.ts';
import type { RepoScope } from './request.ts';

export interface CommitInfo {
  sha: string;
  tree: string;
  parents: string[];
  message: string;
  /** Who wrote it, as git records the name (GitHub gives an account's name, else its login). */
  author?: string;
}

/** A commit that changed a file, as the studio lists a page's history. */
export interface FileCommit {
  sha: string;
  /** When it was made (its author's date), ISO. */
  date: string;
  author: string;
  parent?: string;
}

/** A file a pull request or a commit changes: its path after the change, and its blob there (null when it deletes the file). */
export interface ChangedFile {
  path: string;
  /** The path it had before, for a file the change moves. */
  previousPath?: string;
  status: string;
  sha: string | null;
}

/** A changed file as GitHub lists it (with a commit, or a pull request's files). */
export type RawChangedFile = { filename: string; previous_filename?: string; status: string; sha: string | null };
export const changedFile = (file: RawChangedFile): ChangedFile => ({
  path: file.filename,
  ...(file.previous_filename ? { previousPath: file.previous_filename } : {}),
  status: file.status,
  sha: file.sha,
});

export const commitCalls = ({ transport, repoPath }: RepoScope) => ({
  /**
   * Who wrote a commit, as GitHub names them: the login of the account its author's e-mail belongs to;
   * where GitHub knows no account for it (null), the name git records.
   */
  async commitAuthor(ref: string): Promise<string | undefined> {
    const raw = await transport.call<{ author: { login?: string } | null; commit: { author: { name?: string } | null } }>(
      'GET',
      `${repoPath}/commits/${isSha(ref) ? ref : `heads/${refPath(ref)}`}`,
    );
    return raw.author?.login ?? (raw.commit.author?.name || undefined);
  },

  async commit(sha: string): Promise<CommitInfo> {
    const raw = await transport.call<{
      sha: string;
      message: string;
      tree: { sha: string };
      parents: { sha: string }[];
      author?: { name?: string };
    }>('GET', `${repoPath}/git/commits/${sha}`);
    return {
      sha: raw.sha,
      tree: raw.tree.sha,
      message: raw.message,
      parents: raw.parents.map((parent) => parent.sha),
      ...(raw.author?.name ? { author: raw.author.name } : {}),
    };
  },

  /**
   * The commits of `branch` that changed the file at `filePath`, newest first: page `page` (from 1) of
   * `perPage`, each with its date, its author (the GitHub account where GitHub knows it, else the name
   * the commit gives) and its first parent.
   */
  async fileCommits(filePath: string, branch: string, page: number, perPage: number): Promise<FileCommit[]> {
    const query = new URLSearchParams({ sha: branch, path: filePath, per_page: String(perPage), page: String(page) });
    const raw = await transport.call<
      {
        sha: string;
        author: { login?: string } | null;
        commit: { author: { name?: string; date?: string } | null };
        parents: { sha: string }[];
      }[]
    >('GET', `${repoPath}/commits?${query}`);
    return raw.map((commit) => ({
      sha: commit.sha,
      date: commit.commit.author?.date ?? '',
      author: commit.author?.login ?? commit.commit.author?.name ?? 'Someone',
      ...(commit.parents[0] ? { parent: commit.parents[0].sha } : {}),
    }));
  },

  /**
   * The files a commit changed against its first parent, as GitHub lists them with the commit (a moved
   * file with status "renamed" and the name it had before). GitHub gives the first 300 files of a
   * commit here; a page's history asks this of a commit that made a page file, which a studio commit
   * or a developer's move of pages never reaches.
   */
  async commitFiles(sha: string): Promise<ChangedFile[]> {
    const raw = await transport.call<{ files?: RawChangedFile[] }>('GET', `${repoPath}/commits/${sha}`);
    return (raw.files ?? []).map(changedFile);
  },

  async createCommit(message: string, tree: string, parents: string[]): Promise<CommitInfo> {
    const raw = await transport.call<{ sha: string; message: string; tree: { sha: string }; parents: { sha: string }[] }>(
      'POST',
      `${repoPath}/git/commits`,
      { message, tree, parents },
    );
    return { sha: raw.sha, tree: raw.tree.sha, message: raw.message, parents: raw.parents.map((parent) => parent.sha) };
  },
});

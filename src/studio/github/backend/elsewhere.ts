// The other pull requests changing a page, in the studio on the web: when the editor opens a page (and
// before sending it), which open pull requests other than the page's own review change its file, who
// opened each, and the page as each has it, to start from. Few requests: the list of open pull requests
// is asked with the ETag of its last answer (304 while nothing changed, not counted against the rate
// limit), and a pull request's files are asked once for its head commit, page by page only as far as needed.
import type { ChangedElsewhere, StudioBackend } from '../../backend.ts';
import type { ChangedFile, GitHubClient, PullInfo } from '../client.ts';
import { reviewBranch } from '../../shared/review-branch.ts';
import { inBatches, inPages, type Repository } from './repository.ts';

/** What is known of the files one pull request changes, at one head commit. */
interface KnownFiles {
  headSha: string | undefined;
  /** Each file read so far, by its path now and by the one it had before a move. */
  seen: Map<string, ChangedFile>;
  /** The next page of the list to read; none once the list was read to its end. */
  next: number | undefined;
  /** The reads of this pull request's files, one after the other. */
  queue: Promise<unknown>;
}

export function elsewhereOperations({
  client,
  repo,
}: {
  client: GitHubClient;
  repo?: Pick<Repository, 'branchOf'>;
}): Pick<StudioBackend, 'changedElsewhere'> {
  const known = new Map<number, KnownFiles>();
  /** Pages as a pull request has them, by blob sha. */
  const texts = new Map<string, Promise<string | undefined>>();

  /** The file's change in this pull request, if it changes it: the list read page by page until it is found or ends. */
  function changeIn(pull: PullInfo, path: string): Promise<ChangedFile | undefined> {
    let files = known.get(pull.number);
    if (!files || files.headSha !== pull.headSha) {
      files = { headSha: pull.headSha, seen: new Map(), next: 1, queue: Promise.resolve() };
      known.set(pull.number, files);
    }
    const state = files;
    const found = state.queue.then(async () => {
      while (!state.seen.has(path) && state.next !== undefined) {
        const { files: page, more } = await client.pullFiles(pull.number, state.next);
        for (const file of page) {
          state.seen.set(file.path, file);
          if (file.previousPath) state.seen.set(file.previousPath, file);
        }
        state.next = more ? state.next + 1 : undefined;
      }
      return state.seen.get(path);
    });
    state.queue = found.catch(() => undefined);
    return found;
  }

  /** The page as the pull request has it: its blob, else (GitHub gave none) the file in its head commit's tree. */
  function theirText(pull: PullInfo, change: ChangedFile): Promise<string | undefined> {
    const key = change.sha ?? `${pull.headSha}:${change.path}`;
    let text = texts.get(key);
    if (!text) {
      text = (async () => {
        const sha =
          change.sha ?? (pull.headSha ? (await client.tree(pull.headSha)).files.find((f) => f.path === change.path)?.sha : undefined);
        return sha ? await client.blobText(sha) : undefined;
      })().catch(() => undefined);
      texts.set(key, text);
    }
    return text;
  }

  return {
    async changedElsewhere(file: string): Promise<ChangedElsewhere[]> {
      const path = inPages(file);
      // The page's own review is not someone else's change.
      const own = (await repo?.branchOf(file).catch(() => undefined)) ?? reviewBranch(path);
      let pulls: PullInfo[];
      try {
        pulls = (await client.openPullRequests()).filter((pull) => pull.fork || pull.head !== own);
      } catch {
        // When GitHub cannot say, nothing is said: opening and sending the page go on as before.
        return [];
      }
      const found = await inBatches(pulls, async (pull): Promise<ChangedElsewhere | undefined> => {
        const change = await changeIn(pull, path).catch(() => undefined);
        if (!change) return undefined;
        const text = change.status === 'removed' ? undefined : await theirText(pull, change);
        return {
          by: pull.author ?? 'Another editor',
          number: pull.number,
          title: pull.title,
          url: pull.htmlUrl,
          removes: change.status === 'removed',
          ...(text === undefined ? {} : { text }),
        };
      });
      return found.filter((change) => change !== undefined);
    },
  };
}

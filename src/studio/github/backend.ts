// The studio on the web's backend: the same StudioBackend (src/studio/backend.ts) as the local studio (local/client.ts), over
// the site's GitHub repository. It reads the default branch's pages once (one tree, then each page's
// blob), checks and renders every edit in this tab with the content core that validation and the build
// run (src/core/content), keeps saved pages in this browser until they are published, and publishes a
// page as a commit on its own branch with a pull request, through GitHub's API and nothing else. Each
// operation is in backend/: reading.ts, publishing.ts (the engine's publish, engine/publish.ts, over this
// studio's ReviewSender), photos.ts, history.ts and elsewhere.ts (the other reviews changing a page), over
// the repository as read (repository.ts); saving is the engine's (engine/save.ts) over the drafts (saving.ts).
import type { StudioBackend } from '../backend.ts';
import { createGitHubClient, type GitHubClient } from './client.ts';
import { createDraftStore, type DraftStore } from './drafts.ts';
import { firstReadKey, type FirstRead } from './first-read.ts';
import { elsewhereOperations } from './backend/elsewhere.ts';
import { historyOperations } from './backend/history.ts';
import { photoOperations } from './backend/photos.ts';
import { publishingOperations } from './backend/publishing.ts';
import { readingOperations } from './backend/reading.ts';
import { draftsPageFiles } from './backend/saving.ts';
import { loadFullValidators, openRepository } from './backend/repository.ts';
import { savingOver } from '../engine/save.ts';
import type { GitHubSession } from './backend/session.ts';

/** Runs `work` when the tab has nothing else to do (or after a while, where the browser cannot say). */
const whenIdle = (work: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(work, { timeout: 5000 }) : setTimeout(work, 2000);

export function createGitHubBackend(
  session: GitHubSession,
  options: {
    storage?: Storage;
    /** The repository's first read, if the sign-in screen began it: used once, and only if it was made for this session. */
    firstRead?: FirstRead;
    /** Waits out a pause GitHub asks for, or the second before a read is tried again (setTimeout unless given). */
    wait?: (ms: number) => Promise<void>;
  } = {},
): StudioBackend {
  const client: GitHubClient = createGitHubClient({ ...session, ...(options.wait ? { wait: options.wait } : {}) });
  const early = options.firstRead?.key === firstReadKey(session) ? options.firstRead : undefined;
  const drafts: DraftStore = createDraftStore(options.storage ?? localStorage, `${session.owner}/${session.repo}@${session.branch}`);
  const repo = openRepository(session, client, drafts, early);

  // The repository is read as soon as the studio opens, while its first screen is drawn; the full
  // validators follow once the page is drawn and the tab is idle (loading them sooner slows the opening
  // on a machine with few cores), so they are there before the editor's first mistake.
  void repo
    .loaded()
    .then(() => whenIdle(() => void loadFullValidators().catch(() => undefined)))
    .catch(() => undefined);

  return {
    ...readingOperations(repo),
    ...savingOver(draftsPageFiles(repo, drafts)),
    ...publishingOperations(repo, { session, client, drafts }),
    ...photoOperations(repo, { client, drafts }),
    ...elsewhereOperations({ client, repo }),
    ...historyOperations(repo, { session, client, drafts }),
  };
}

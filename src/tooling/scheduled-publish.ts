// The scheduled-publish workflow's logic (.github/workflows/scheduled-publish.yml runs it every 15
// minutes through scripts/scheduled-publish.ts). It publishes only what the page studio itself sent: an
// open pull request is merged when its time has come (the FIRST line of its description is the studio's
// "Publish on: <time>" line, src/studio/shared/schedule.ts; a line anywhere else never counts) and all of
// these hold:
//
//   - it comes from a branch of this very repository (not a fork) named content/…, as the studio names them,
//   - it is for the site's branch (the repository's default branch unless told),
//   - it changes only pages and photos (pages/…, redirect files and the site config included, and photos/…;
//     a file moved in from elsewhere counts as a change there too),
//   - it was opened by an account with write access to the repository (admin, maintain or write),
//   - it can merge cleanly (GitHub says mergeable, its state clean),
//   - its checks ran and passed: at least one check run or commit status succeeded, none failed, none is
//     still running (no checks at all, or only skipped ones, is "not yet": it waits for the next run),
//   - and, when the site config asks for it (studio.requireApproval), a reviewer with write access approved
//     it and no such reviewer's last word is "changes requested" (an approval by anyone else counts for nothing):
//     the one approval rule, src/studio/engine/review-verdict.ts, which the studio's Approved badge follows too.
//
// Otherwise it is left open with one comment in plain words ("Not published: the checks failed …"),
// written once for the same reason, time and commit (a hidden mark tells; only a comment by the
// workflow's own account, github-actions[bot], is taken for its own), never again every run. A first line
// that starts with "Publish on" but whose time cannot be read is said so too, never silently ignored.
// Checks still running, or GitHub still working out whether it can merge, leave it for the next run, unsaid.
// Each pull request is handled on its own: a failed GitHub answer is tried again a few times (5xx, or no
// answer at all), and one that still fails is that pull request's outcome ('error'); the others go on.
// It speaks to GitHub's REST API through the studio's GitHub client (src/studio/github/client/: its
// transport, set up here with the workflow's retry rule and failure messages, and the calls of pulls.ts,
// checks.ts and repository.ts, whose writeAccess asks each account's role once per run), which uses fetch
// and no package, so the workflow installs nothing but tsx.
import { checkCalls } from '../studio/github/client/checks.ts';
import { mergeCalls, pullCalls, type PullDetail } from '../studio/github/client/pulls.ts';
import { collaboratorCalls, repositoryCalls } from '../studio/github/client/repository.ts';
import { createTransport, readsRetried, repoScope } from '../studio/github/client/request.ts';
import { weighReviews } from '../studio/engine/review-verdict.ts';
import { notPublishedMark, readSchedule, timeInWords, workflowAccount, type NotPublishedReason } from '../studio/shared/schedule.ts';

export interface ScheduledPublishOptions {
  /** GitHub's API: GITHUB_API_URL in a workflow, https://api.github.com for github.com. */
  apiUrl: string;
  token: string;
  /** owner/name: GITHUB_REPOSITORY in a workflow. */
  repository: string;
  /** Whether a reviewer's approval is needed (the site config's studio.requireApproval). */
  requireApproval: boolean;
  /** The site's branch, where pages are published (the site config's studio.branch); the repository's default branch unless told. */
  branch?: string;
  /** The account the workflow comments as (GITHUB_TOKEN's: github-actions[bot]): only its comments are taken for its own. */
  account?: string;
  now?: Date;
  fetch?: typeof fetch;
  /** How a GET that failed (5xx, or no answer) is tried again: this many more times (3 unless told)… */
  retries?: number;
  /** …after waiting this long (1 s, then 2 s, then 4 s unless told; a test passes one that does not wait). */
  wait?: (attempt: number) => Promise<void>;
}

export type Outcome =
  | { pull: number; result: 'merged'; sha: string }
  | { pull: number; result: 'not-due' | 'waiting'; at: Date }
  | { pull: number; result: 'refused'; reason: NotPublishedReason; commented: boolean }
  | { pull: number; result: 'error'; message: string };

/** What the comment says, for each reason: what happened and what to do, for an editor and a developer alike. */
const words: Record<NotPublishedReason, string> = {
  'checks-failed':
    'Not published: the checks failed on this change. Open the change’s checks on GitHub to see which one, fix the page in the studio and send it again; it is published at its time once the checks pass.',
  conflict:
    'Not published: this change conflicts with a change made to the site since it was sent. Open the page in the studio, start from the version on the site and send it again.',
  'not-approved': 'Not published: no reviewer has approved this change yet. It is published at the next run after a reviewer approves it.',
  'not-mergeable': 'Not published: GitHub does not let this change be merged yet. Ask a developer to look at the review.',
  'merge-refused': 'Not published: GitHub refused to merge this change. Ask a developer to look at the review.',
  'not-from-studio':
    'Not published: this change was not sent by the page studio from this site’s own copy on GitHub (it comes from another copy, or from a branch the studio does not use), so it is never published at a time. A developer can review it and merge it by hand.',
  'other-branch':
    'Not published: this change is for another branch than the site’s, so it is never published at a time. Send the page again from the studio, or ask a developer to look at the review.',
  'other-files':
    'Not published: this change changes files other than pages and photos, so it is never published at a time. A developer can review it and merge it by hand.',
  'no-write-access':
    'Not published: this change was sent by an account that may not change the site, so it is never published at a time. A developer can review it and merge it by hand.',
  'unreadable-time':
    'Not published: the publish time at the top of this change’s description cannot be read. Open the page in the studio and choose its publish time again (Publish time…); the studio writes the line as it should be.',
};

/** The folders a scheduled change may touch: the pages (with the redirect files and the site config, pages/_redirects/ and pages/_site.json) and the photos. */
const publishable = /^(?:pages|photos)\/[^/]/;
/** The studio's review branches (src/studio/shared/review-branch.ts). */
const studioBranch = /^content\/./;
/** GitHub lists at most 3,000 of a pull request's files: one with more cannot be seen whole, so it is not published. */
const mostFiles = 3000;

class GitHubFailure extends Error {}

export async function publishDuePulls(options: ScheduledPublishOptions): Promise<Outcome[]> {
  const { apiUrl, token, repository, requireApproval, now = new Date(), account = workflowAccount, retries = 3 } = options;
  const wait = options.wait ?? ((attempt: number) => new Promise<void>((resolve) => setTimeout(resolve, 1000 * 2 ** attempt)));
  const [owner = '', repo = ''] = repository.split('/');
  const sameRepository = (name: string | null | undefined) => name?.toLowerCase() === repository.toLowerCase();
  // The studio's GitHub client, set up for a workflow: a read is tried again when GitHub had trouble (5xx)
  // or did not answer, a write never is (it may have been done); no ETags, no browser cache to bypass; and
  // a failure is a message for the workflow's log (each pull request's 'error'), with the path from the repository.
  const prefix = `/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}`;
  const fromRepository = (path: string) => (path.startsWith(prefix) ? path.slice(prefix.length) : path);
  const transport = createTransport({
    apiUrl,
    token,
    fetch: options.fetch ?? globalThis.fetch,
    retry: readsRetried(retries, wait),
    etags: false,
    noStore: false,
    failure: ({ status }, method, path) => new GitHubFailure(`GitHub answered ${status} to ${method} ${fromRepository(path)}`),
    unreachable: (method, path, error) =>
      new GitHubFailure(
        `GitHub did not answer ${method} ${fromRepository(path)}: ${error instanceof Error ? error.message : String(error)}`,
      ),
    notJson: (status, method, path) =>
      new GitHubFailure(`GitHub answered ${status} to ${method} ${fromRepository(path)} with something that is not JSON`),
  });
  const scope = repoScope(transport, owner, repo);
  const github = {
    ...repositoryCalls(scope),
    ...collaboratorCalls(scope),
    ...pullCalls(scope),
    ...mergeCalls(scope),
    ...checkCalls(scope),
  };

  /** The site's branch: as told, else the repository's default branch (read once). */
  let siteBranch: Promise<string> | undefined = options.branch ? Promise.resolve(options.branch) : undefined;
  const branchOfSite = () => (siteBranch ??= github.repository().then((info) => info.defaultBranch));

  /** Whether an account may write to the repository (admin, maintain or write), asked once per run (a failure is asked again). */
  const canWrite = (login: string | null) => github.writeAccess(login);

  async function checksPassed(sha: string): Promise<boolean | 'running'> {
    const runs = await github.checkRuns(sha);
    const status = await github.combinedStatus(sha);
    const failedRun = runs.some((run) => run.status === 'completed' && !['success', 'neutral', 'skipped'].includes(run.conclusion ?? ''));
    if (failedRun || status.state === 'failure' || status.state === 'error') return false;
    if (runs.some((run) => run.status !== 'completed') || (status.totalCount > 0 && status.state !== 'success')) return 'running';
    // Checks must have run: none at all (a commit just pushed, before its checks start) or only skipped ones is not yet a pass.
    const passed = runs.some((run) => run.conclusion === 'success') || (status.totalCount > 0 && status.state === 'success');
    return passed ? true : 'running';
  }

  /** Approved as the studio shows it: by a reviewer with write access, with no such reviewer asking for changes. */
  async function approved(pull: number): Promise<boolean> {
    return (await weighReviews(await github.everyReview(pull), canWrite)).verdict === 'approved';
  }

  /** Whether every file the pull request changes (and every file it moves one from) is a page or a photo. */
  async function onlyPagesAndPhotos(pull: number): Promise<boolean> {
    const files = await github.everyPullFile(pull, mostFiles);
    if (files.length >= mostFiles) return false;
    return files.every((file) => publishable.test(file.path) && (file.previousPath === undefined || publishable.test(file.previousPath)));
  }

  async function refuse(pull: PullDetail, at: Date | undefined, reason: NotPublishedReason): Promise<Outcome> {
    const mark = notPublishedMark(reason, at, pull.head.sha);
    const comments = await github.everyComment(pull.number);
    // Only the workflow's own comments: anyone who can comment could write the mark.
    const said = comments.some((comment) => comment.by === account && comment.body?.includes(mark));
    if (!said) {
      const when = at ? `\n\nIt was to be published on ${timeInWords(at, 'UTC')} UTC.` : '';
      const body = `${words[reason]}${when}\n\n${mark}`;
      await github.comment(pull.number, body);
    }
    return { pull: pull.number, result: 'refused', reason, commented: !said };
  }

  /** What becomes of one pull request whose description has a publish time (due) or a time that cannot be read. */
  async function handle(number: number, at: Date | undefined): Promise<Outcome> {
    const pull = await github.pullDetail(number);
    // What the studio sent, from where it sends it, to where it sends it, by whom: anything else is never published at a time.
    if (!sameRepository(pull.head.repo) || !sameRepository(pull.base.repo) || !studioBranch.test(pull.head.ref))
      return refuse(pull, at, 'not-from-studio');
    if (pull.base.ref !== (await branchOfSite())) return refuse(pull, at, 'other-branch');
    if (!(await canWrite(pull.author))) return refuse(pull, at, 'no-write-access');
    if (!(await onlyPagesAndPhotos(pull.number))) return refuse(pull, at, 'other-files');
    if (!at) return refuse(pull, at, 'unreadable-time');
    if (pull.mergeable === false || pull.mergeableState === 'dirty') return refuse(pull, at, 'conflict');
    // GitHub works out whether it can merge in the background: the next run asks again.
    if (pull.mergeable == null || pull.mergeableState === 'unknown') return { pull: pull.number, result: 'waiting', at };
    const checks = await checksPassed(pull.head.sha);
    if (checks === 'running') return { pull: pull.number, result: 'waiting', at };
    if (!checks) return refuse(pull, at, 'checks-failed');
    if (requireApproval && !(await approved(pull.number))) return refuse(pull, at, 'not-approved');
    if (pull.mergeableState !== 'clean' && pull.mergeableState !== 'has_hooks') return refuse(pull, at, 'not-mergeable');
    // Only the commit whose checks and files were read: one pushed since is not merged unchecked.
    const merged = await github.merge(pull.number, pull.head.sha);
    if (merged.merged) return { pull: pull.number, result: 'merged', sha: merged.sha };
    return refuse(pull, at, 'merge-refused');
  }

  const outcomes: Outcome[] = [];
  for (const listed of await github.openPullRequests()) {
    const said = readSchedule(listed.body);
    if (!said) continue;
    const at = 'at' in said ? said.at : undefined;
    if (at && at.getTime() > now.getTime()) {
      outcomes.push({ pull: listed.number, result: 'not-due', at });
      continue;
    }
    // One pull request's trouble with GitHub is its own: the others are still published.
    try {
      outcomes.push(await handle(listed.number, at));
    } catch (error) {
      outcomes.push({ pull: listed.number, result: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  }
  return outcomes;
}

// The scheduled-publish workflow's logic (.github/workflows/scheduled-publish.yml runs it every 15
// minutes through scripts/scheduled-publish.ts): every open pull request whose description says
// "Publish on: <time>" (src/studio/shared/schedule.ts) and whose time has come is merged, but only when
//
//   - it can merge cleanly (GitHub says mergeable, its state clean),
//   - its checks passed (every check run of its last commit completed without failing, and the combined
//     status of that commit is success, or it has no statuses),
//   - and, when the site config asks for it (studio.requireApproval), a reviewer approved it and no
//     reviewer's last word is "changes requested".
//
// Otherwise it is left open with one comment in plain words ("Not published: the checks failed …"),
// written once for the same reason, time and commit (a hidden mark tells), never again every run. Checks
// still running, or GitHub still working out whether it can merge, leave it for the next run, unsaid.
// It speaks to GitHub's REST API with plain fetch.
import { notPublishedMark, scheduledTime, timeInWords, type NotPublishedReason } from '../studio/shared/schedule.ts';

export interface ScheduledPublishOptions {
  /** GitHub's API: GITHUB_API_URL in a workflow, https://api.github.com for github.com. */
  apiUrl: string;
  token: string;
  /** owner/name: GITHUB_REPOSITORY in a workflow. */
  repository: string;
  /** Whether a reviewer's approval is needed (the site config's studio.requireApproval). */
  requireApproval: boolean;
  now?: Date;
  fetch?: typeof fetch;
}

export type Outcome =
  | { pull: number; result: 'merged'; sha: string }
  | { pull: number; result: 'not-due' | 'waiting'; at: Date }
  | { pull: number; result: 'refused'; reason: NotPublishedReason; commented: boolean };

interface Pull {
  number: number;
  body: string | null;
  head: { sha: string; ref: string };
  mergeable?: boolean | null;
  mergeable_state?: string;
}

/** What the comment says, for each reason: what happened and what to do, for an editor and a developer alike. */
const words: Record<NotPublishedReason, string> = {
  'checks-failed':
    'Not published: the checks failed on this change. Open the change’s checks on GitHub to see which one, fix the page in the studio and send it again; it is published at its time once the checks pass.',
  conflict:
    'Not published: this change conflicts with a change made to the site since it was sent. Open the page in the studio, start from the version on the site and send it again.',
  'not-approved': 'Not published: no reviewer has approved this change yet. It is published at the next run after a reviewer approves it.',
  'not-mergeable': 'Not published: GitHub does not let this change be merged yet. Ask a developer to look at the review.',
  'merge-refused': 'Not published: GitHub refused to merge this change. Ask a developer to look at the review.',
};

export async function publishDuePulls(options: ScheduledPublishOptions): Promise<Outcome[]> {
  const { apiUrl, token, repository, requireApproval, now = new Date() } = options;
  const send = options.fetch ?? globalThis.fetch;
  const root = `${apiUrl.replace(/\/+$/, '')}/repos/${repository}`;
  async function call<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const response = await send(`${root}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        Accept: 'application/vnd.github+json',
        'X-GitHub-Api-Version': '2022-11-28',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
  }
  async function read<T>(path: string): Promise<T> {
    const answer = await call<T>('GET', path);
    if (answer.status !== 200) throw new Error(`GitHub answered ${answer.status} to GET ${path}`);
    return answer.body;
  }
  /** Every page of a list. */
  async function all<T>(path: string, items: (page: unknown) => T[] = (page) => page as T[]): Promise<T[]> {
    const found: T[] = [];
    for (let page = 1; page <= 100; page++) {
      const listed = items(await read(`${path}${path.includes('?') ? '&' : '?'}per_page=100&page=${page}`));
      found.push(...listed);
      if (listed.length < 100) break;
    }
    return found;
  }

  async function checksPassed(sha: string): Promise<boolean | 'running'> {
    const runs = await all<{ status: string; conclusion: string | null }>(
      `/commits/${sha}/check-runs`,
      (page) => (page as { check_runs: { status: string; conclusion: string | null }[] }).check_runs,
    );
    const status = await read<{ state: string; total_count: number }>(`/commits/${sha}/status`);
    const failedRun = runs.some((run) => run.status === 'completed' && !['success', 'neutral', 'skipped'].includes(run.conclusion ?? ''));
    if (failedRun || status.state === 'failure' || status.state === 'error') return false;
    if (runs.some((run) => run.status !== 'completed') || (status.total_count > 0 && status.state !== 'success')) return 'running';
    return true;
  }

  async function approved(pull: number): Promise<boolean> {
    const reviews = await all<{ user: { login: string } | null; state: string }>(`/pulls/${pull}/reviews`);
    // Each reviewer's last word counts; a comment alone changes nothing.
    const last = new Map<string, string>();
    for (const review of reviews)
      if (review.state === 'APPROVED' || review.state === 'CHANGES_REQUESTED' || review.state === 'DISMISSED')
        last.set(review.user?.login ?? '', review.state);
    const states = [...last.values()];
    return states.includes('APPROVED') && !states.includes('CHANGES_REQUESTED');
  }

  async function refuse(pull: Pull, at: Date, reason: NotPublishedReason): Promise<Outcome> {
    const mark = notPublishedMark(reason, at, pull.head.sha);
    const comments = await all<{ body?: string }>(`/issues/${pull.number}/comments`);
    const said = comments.some((comment) => comment.body?.includes(mark));
    if (!said) {
      const body = `${words[reason]}\n\nIt was to be published on ${timeInWords(at, 'UTC')} UTC.\n\n${mark}`;
      const answer = await call('POST', `/issues/${pull.number}/comments`, { body });
      if (answer.status !== 201) throw new Error(`GitHub answered ${answer.status} to the comment on #${pull.number}`);
    }
    return { pull: pull.number, result: 'refused', reason, commented: !said };
  }

  const outcomes: Outcome[] = [];
  for (const listed of await all<Pull>('/pulls?state=open')) {
    const at = scheduledTime(listed.body);
    if (!at) continue;
    if (at.getTime() > now.getTime()) {
      outcomes.push({ pull: listed.number, result: 'not-due', at });
      continue;
    }
    const pull = await read<Pull>(`/pulls/${listed.number}`);
    if (pull.mergeable === false || pull.mergeable_state === 'dirty') {
      outcomes.push(await refuse(pull, at, 'conflict'));
      continue;
    }
    // GitHub works out whether it can merge in the background: the next run asks again.
    if (pull.mergeable == null || pull.mergeable_state === 'unknown') {
      outcomes.push({ pull: pull.number, result: 'waiting', at });
      continue;
    }
    const checks = await checksPassed(pull.head.sha);
    if (checks === 'running') {
      outcomes.push({ pull: pull.number, result: 'waiting', at });
      continue;
    }
    if (!checks) {
      outcomes.push(await refuse(pull, at, 'checks-failed'));
      continue;
    }
    if (requireApproval && !(await approved(pull.number))) {
      outcomes.push(await refuse(pull, at, 'not-approved'));
      continue;
    }
    if (pull.mergeable_state !== 'clean' && pull.mergeable_state !== 'has_hooks') {
      outcomes.push(await refuse(pull, at, 'not-mergeable'));
      continue;
    }
    const merged = await call<{ sha: string; merged: boolean }>('PUT', `/pulls/${pull.number}/merge`, {
      merge_method: 'merge',
      // Only the commit whose checks were read: one pushed since is not merged unchecked.
      sha: pull.head.sha,
    });
    if (merged.status === 200 && merged.body.merged) outcomes.push({ pull: pull.number, result: 'merged', sha: merged.body.sha });
    else outcomes.push(await refuse(pull, at, 'merge-refused'));
  }
  return outcomes;
}

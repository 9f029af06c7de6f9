// What GitHub says of the pages in review, for the local studio, where the site's remote is on GitHub: the
// reviewers' verdicts and comments (Approved, Changes requested), the publish time as it stands on the pull
// request now (Scheduled for …), the scheduled-publish workflow's refusal (Not published: …) and the day a
// page's review was merged (Published …). Read with the studio on the web's own code (github/client.ts,
// github/backend/review-status.ts), over git's states (review-state.ts): the start screen shows git's at
// once, these follow (GET /_editor/api/reviews). And the other open pull requests that change the page the
// editor opens, with the engine's own code over the same port the studio on the web uses
// (GET /_editor/api/elsewhere).
//
// It signs in to GitHub with what this computer already has: GITHUB_TOKEN or GH_TOKEN from the environment,
// else the sign-in git keeps for the remote's host (git credential fill, never a prompt). The token goes to
// GitHub's API and nowhere else: it is neither logged nor answered. Every read is conditional (ETag), with
// one client kept for the studio's life, so asking again while nothing changed costs nothing of the rate
// limit. STUDIO_GITHUB_API (tests only) points it at a stand-in of GitHub's API; it is then sent
// STUDIO_GITHUB_API_TOKEN, or git's sign-in for that address's host, never GITHUB_TOKEN or GH_TOKEN, so a
// real token is never sent there. The remote's address is read in every form git accepts (remote.ts).
import path from 'node:path';
import { realpathSync } from 'node:fs';
import type { ChangedElsewhere, PublishAnswer, PublishWhen, ReviewNews } from '../../backend.ts';
import { scheduleReview } from '../../engine/schedule.ts';
import { scheduledTime } from '../../shared/schedule.ts';
import { changedElsewhereIn } from '../../engine/elsewhere.ts';
import { endOf, stateAfter, type EndedReview } from '../../engine/ended-review.ts';
import type { ReviewPort } from '../../engine/port.ts';
import { gitHubReviewPort } from '../../github/port.ts';
import { createGitHubClient, type GitHubClient, type PullInfo } from '../../github/client.ts';
import { GitHubError } from '../../github/errors.ts';
import { inReviewState } from '../../github/backend/review-status.ts';
import { listPageFiles } from '../../../tooling/content/index.ts';
import { git, pageBranch, reviewTip, type GitOptions } from './publish.ts';
import { earlierReviewBranch, reviewBranchNames } from '../../shared/review-branch.ts';
import { gitHubRepository } from './remote.ts';
import { reviewStates } from './review-state.ts';

export type { ReviewNews };

/** The one sentence the start screen shows when the remote is not on GitHub. */
export const notOnGitHub =
  'Approvals, requested changes and publishing at a time need the site’s copy on GitHub, and this copy is not connected to it, so pages show only whether they are changed or in review.';
/** … when there is no sign-in to read GitHub with. */
export const noSignIn =
  'To show what reviewers said (Approved, Changes requested), the studio needs this computer’s sign-in to GitHub: sign git in to GitHub (GitHub Desktop or the gh command do it once), or start the studio with a GITHUB_TOKEN, then come back to this list.';
/** … when GitHub refused the sign-in. */
export const signInRefused =
  'GitHub did not accept this computer’s sign-in, so what reviewers said is not shown: sign git in to GitHub again, then come back to this list.';
/** … when GitHub could not answer. */
export const gitHubSilent =
  'GitHub could not be asked what reviewers said just now; the pages show what git knows, and GitHub is asked again when you come back to this list.';

export { gitHubRepository };

/** GitHub's API for a remote's host: api.github.com for github.com, /api/v3 on a GitHub Enterprise server. */
const apiFor = (host: string) => (host === 'github.com' ? 'https://api.github.com' : `https://${host}/api/v3`);

/**
 * The sign-in git keeps for a host (its credential helper's password: a token for GitHub), or undefined.
 * Never a prompt: no terminal, no askpass program, no credential manager window.
 */
export async function gitSignIn(cwd: string, protocol: string, host: string, env: NodeJS.ProcessEnv = {}): Promise<string | undefined> {
  const answer = await git(['credential', 'fill'], {
    cwd,
    env: { ...env, GCM_INTERACTIVE: 'never', GIT_TERMINAL_PROMPT: '0', GIT_ASKPASS: '' },
    input: `protocol=${protocol}\nhost=${host}\n\n`,
  }).catch(() => '');
  const password = answer
    .split('\n')
    .find((line) => line.startsWith('password='))
    ?.slice('password='.length);
  return password || undefined;
}

/** The client for one repository and sign-in, kept so its ETags are kept. */
let kept: { key: string; client: GitHubClient } | undefined;
/** git's sign-in found for each host ("https://github.com"). */
const signIns = new Map<string, string>();
/** The answer being worked out for a folder: a second request meanwhile shares it. */
const asking = new Map<string, Promise<ReviewNews>>();

export interface GitHubReviewOptions {
  /** The environment to read the settings and the token from, and to run git with: the studio's own unless told. */
  env?: NodeJS.ProcessEnv;
  /** The fetch to call GitHub with (Node's own unless told). */
  fetch?: typeof fetch;
}

/** What GitHub says of each page beyond git, for the pages in `dir`; or the sentence saying why it cannot be asked. */
export function gitHubReviews(dir: string, options: GitHubReviewOptions = {}): Promise<ReviewNews> {
  const running = asking.get(dir);
  if (running) return running;
  const answer = readReviews(dir, options).finally(() => asking.delete(dir));
  asking.set(dir, answer);
  return answer;
}

/**
 * GitHub's API for the checkout that holds `dir`, signed in with this computer's sign-in: its client (kept
 * for the studio's life, with its ETags) and the checkout; or the sentence saying why it cannot be asked.
 */
async function connect(
  dir: string,
  { env = process.env, fetch: fetchFn }: GitHubReviewOptions,
): Promise<{ client: GitHubClient; top: string; repo: GitOptions; forget: () => void } | { note: string }> {
  const top = await git(['rev-parse', '--show-toplevel'], { cwd: dir, env }).catch(() => '');
  if (!top) return { note: notOnGitHub };
  const repo = { cwd: top, env };
  const remote = gitHubRepository(await git(['remote', 'get-url', 'origin'], repo).catch(() => ''));
  if (!remote) return { note: notOnGitHub };
  const standIn = env.STUDIO_GITHUB_API ? new URL(env.STUDIO_GITHUB_API) : undefined;
  const apiUrl = standIn ? standIn.href : apiFor(remote.host);
  // The environment's GITHUB_TOKEN or GH_TOKEN is github.com's: it goes to GitHub's own API and to nothing
  // else, not to a stand-in, not to a GitHub Enterprise server (each gets git's sign-in for its own host). A
  // stand-in is sent only git's sign-in for its host, or the token meant for it, STUDIO_GITHUB_API_TOKEN.
  const toGitHub = remote.host === 'github.com' && new URL(apiUrl).origin === 'https://api.github.com';
  const fromEnv = (standIn && env.STUDIO_GITHUB_API_TOKEN) || (toGitHub ? env.GITHUB_TOKEN || env.GH_TOKEN : undefined);
  const asked = standIn ? { protocol: standIn.protocol.replace(/:$/, ''), host: standIn.host } : { protocol: 'https', host: remote.host };
  const signInKey = `${asked.protocol}://${asked.host}`;
  // git's sign-in, once found, is kept (a credential manager can take a second to answer); it is asked again after GitHub refuses it.
  const token = fromEnv || (signIns.get(signInKey) ?? (await gitSignIn(top, asked.protocol, asked.host, env)));
  if (!token) return { note: noSignIn };
  if (!fromEnv) signIns.set(signInKey, token);
  const key = JSON.stringify([apiUrl, remote.owner, remote.repo, token]);
  if (kept?.key !== key)
    kept = { key, client: createGitHubClient({ apiUrl, owner: remote.owner, repo: remote.repo, token, fetch: fetchFn }) };
  const forget = () => {
    kept = undefined;
    signIns.delete(signInKey);
  };
  return { client: kept.client, top, repo, forget };
}

async function readReviews(dir: string, options: GitHubReviewOptions): Promise<ReviewNews> {
  const connected = await connect(dir, options);
  if ('note' in connected) return { states: {}, note: connected.note };
  const { client, top, repo, forget } = connected;

  let open: PullInfo[];
  let ended: EndedReview[];
  try {
    [open, ended] = await Promise.all([client.openPulls(), client.closedPulls()]);
  } catch (error) {
    if (error instanceof GitHubError && error.kind === 'signed-out') {
      forget();
      return { states: {}, note: signInRefused };
    }
    return { states: {}, note: gitHubSilent };
  }
  const pulls = new Map(open.map((pull) => [pull.head, pull]));
  const fromGit = await reviewStates(dir);
  const root = realpathSync(dir);
  const states: ReviewNews['states'] = {};
  // A review is read once, however many pages it holds (a renamed page's, with the pages linking to it).
  const reviewed = new Map<number, ReturnType<typeof inReviewState>>();
  const reviewOf = (pull: PullInfo) =>
    reviewed.get(pull.number) ?? reviewed.set(pull.number, inReviewState(client, pull)).get(pull.number)!;
  const files = listPageFiles(dir);
  // A name two page files had (before names were one per page file) says nothing of which one was merged.
  const earlier = files.map((file) => earlierReviewBranch(path.relative(dir, file).split(path.sep).join('/')));
  const shared = new Set(earlier.filter((name, i) => earlier.indexOf(name) !== i));
  await Promise.all(
    files.map(async (file) => {
      const name = path.relative(dir, file).split(path.sep).join('/');
      const known = fromGit.get(file) ?? { state: 'published' as const };
      if (known.state === 'changed') return;
      if (known.state === 'in-review') {
        const pull = pulls.get(known.branch);
        if (pull) {
          states[name] = { from: 'in-review', review: await reviewOf(pull) };
          return;
        }
        // No review open: merged (published) or closed without merging (Changed again), if what ended is
        // what this computer sent (not sent again since).
        const end = endOf(ended, { branch: known.branch, tip: await reviewTip(known.branch, repo) });
        if (end) states[name] = { from: 'in-review', review: stateAfter(end) };
        return;
      }
      const inRepo = path
        .relative(top, path.join(root, path.relative(dir, file)))
        .split(path.sep)
        .join('/');
      const names = reviewBranchNames(inRepo).filter((name) => !shared.has(name));
      const done = ended.find((pull) => pull.mergedAt && names.includes(pull.head));
      if (done) states[name] = { from: 'published', review: { state: 'published', on: done.mergedAt! } };
    }),
  );
  return { states };
}

/** The review port of each GitHub client, kept with it: a pull request's files are read once per head commit. */
const reviewPorts = new WeakMap<GitHubClient, ReviewPort>();

/**
 * A page of `dir` (`file`, in the pages folder) as GitHub's reviews see it: the review port, the page's path
 * in the repository and the branch it is (or would be sent) in review on; or why GitHub cannot be asked.
 */
async function pageOnGitHub(
  dir: string,
  file: string,
  options: GitHubReviewOptions,
): Promise<{ reviews: ReviewPort; client: GitHubClient; inRepo: string; branch: string; tip?: string } | { note: string }> {
  const connected = await connect(dir, options);
  if ('note' in connected) return connected;
  const { client, top, repo } = connected;
  const inRepo = path
    .relative(top, path.join(realpathSync(dir), file))
    .split(path.sep)
    .join('/');
  let reviews = reviewPorts.get(client);
  if (!reviews) reviewPorts.set(client, (reviews = gitHubReviewPort(client)));
  const { branch, tip, inReview } = await pageBranch(inRepo, repo);
  return { reviews, client, inRepo, branch, ...(inReview && tip ? { tip } : {}) };
}

/**
 * The review of a page of `dir` (`file`, in the pages folder) that git takes for in review, where it was
 * closed on GitHub without being merged and the page was not sent again since: where to read it (the
 * engine's rule, as the list says it: ended-review.ts). Undefined where it is open, merged, or GitHub cannot
 * be asked: the page is then sent as in review.
 */
export async function gitHubClosedReview(dir: string, file: string, options: GitHubReviewOptions = {}): Promise<string | undefined> {
  const page = await pageOnGitHub(dir, file, options);
  if ('note' in page || !page.tip) return undefined;
  try {
    const [open, ended] = await Promise.all([page.client.openPulls(), page.client.closedPulls()]);
    if (open.some((pull) => pull.head === page.branch)) return undefined;
    const end = endOf(ended, { branch: page.branch, tip: page.tip });
    return end && !end.mergedAt ? end.url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The other open reviews on GitHub that change a page of `dir` (`file`, in the pages folder): the engine's,
 * over the same pull requests the studio on the web reads. None where the checkout is not on GitHub, or
 * cannot sign in: git alone has no reviews to read.
 */
export async function gitHubChangedElsewhere(dir: string, file: string, options: GitHubReviewOptions = {}): Promise<ChangedElsewhere[]> {
  const page = await pageOnGitHub(dir, file, options);
  return 'note' in page ? [] : changedElsewhereIn(page.reviews, page.inRepo, page.branch);
}

/**
 * Sets, changes or cancels the time a page of `dir` in review goes live, on its pull request on GitHub (the
 * engine's, as the studio on the web does it); or why it cannot, in one sentence.
 */
export async function gitHubSchedule(
  dir: string,
  file: string,
  when: PublishWhen,
  options: GitHubReviewOptions = {},
): Promise<PublishAnswer> {
  const page = await pageOnGitHub(dir, file, options);
  if ('note' in page) return { ok: false, message: page.note };
  try {
    return await scheduleReview(page.reviews, page.branch, when);
  } catch (error) {
    return {
      ok: false,
      message:
        error instanceof GitHubError
          ? error.message
          : 'GitHub could not be asked to change the time just now; the time was not changed. Try again.',
    };
  }
}

/**
 * The time on the pull request of a page of `dir` in review, as it is on GitHub now (a reviewer or the
 * studio may have changed it since it was sent); undefined where GitHub cannot be asked, so it cannot be changed here.
 */
export async function gitHubReviewTime(
  dir: string,
  file: string,
  options: GitHubReviewOptions = {},
): Promise<{ scheduled?: string } | undefined> {
  const page = await pageOnGitHub(dir, file, options);
  if ('note' in page) return undefined;
  const review = await page.reviews.reviewOn(page.branch).catch(() => null);
  if (review === null) return undefined;
  const at = scheduledTime(review?.body);
  return at ? { scheduled: at.toISOString() } : {};
}

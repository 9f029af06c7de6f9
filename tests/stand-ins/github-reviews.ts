// The GitHub API stand-in's reviewing part (tests/stand-ins/github-api.ts answers through it): what
// happens to a pull request after it is opened. A test sets a commit's check runs and statuses and adds a
// reviewer's review (with its comments); the stand-in answers, with the shapes of GitHub's documentation:
//
//   GET  /pulls/{n}                      the pull request in full, its mergeability worked out by git
//                                        (mergeable false and mergeable_state dirty on a conflict)
//   PUT  /pulls/{n}/merge                a merge commit on the base branch (405 when it cannot merge,
//                                        409 when the head is not the sha asked for)
//   GET  /pulls/{n}/reviews              the reviews, oldest first
//   GET  /pulls/{n}/comments             the reviewers' comments on lines of the change
//   GET  /commits/{ref}/check-runs       the check runs of a commit, a page at a time
//   GET  /commits/{ref}/status           the combined status of a commit
//   GET  /issues/{n}/comments, POST      the conversation's comments (addComment: one by anyone)
import { idOf, repository, simpleUser } from './github-shapes.ts';

export interface StandInCheckRun {
  name: string;
  status: 'queued' | 'in_progress' | 'completed';
  conclusion?: 'success' | 'failure' | 'neutral' | 'cancelled' | 'skipped' | 'timed_out' | 'action_required' | null;
}

export interface StandInStatus {
  context: string;
  state: 'error' | 'failure' | 'pending' | 'success';
  description?: string;
}

export interface StandInReview {
  user: string;
  state: 'APPROVED' | 'CHANGES_REQUESTED' | 'COMMENTED' | 'DISMISSED';
  body: string;
  /** Comments on lines of the change, each on a file. */
  comments?: { path: string; body: string }[];
}

export interface Reviewing {
  /** The check runs of a commit (by its sha), as the checks that ran on it reported. */
  setChecks(sha: string, runs: StandInCheckRun[]): void;
  /** The commit statuses of a commit (by its sha). */
  setStatuses(sha: string, statuses: StandInStatus[]): void;
  /** A reviewer's review of a pull request, on its head commit as it is now. */
  addReview(pull: number, review: StandInReview): Promise<void>;
  /** The comments of a pull request's conversation, in order. */
  comments(pull: number): { user: string; body: string }[];
  /** A comment on a pull request's conversation written by `user` (anyone who can comment). */
  addComment(pull: number, user: string, body: string): void;
}

/** What the stand-in knows of a pull request, for these endpoints. */
interface Pull {
  number: number;
  title: string;
  state: 'open' | 'closed';
  head: string;
  base: string;
  merged?: boolean;
  /** The commit its branch was at when it was merged: GitHub answers that as its head from then on, wherever the branch goes. */
  mergedHead?: string;
}

export interface ReviewingContext {
  base: () => string;
  owner: string;
  name: string;
  defaultBranch: string;
  pulls: Pull[];
  git: (args: string[], options?: { env?: NodeJS.ProcessEnv }) => Promise<string>;
  branchSha: (branch: string) => Promise<string>;
  /** The pull request in full as GitHub answers GET /pulls/{n}. */
  fullPull: (pull: Pull) => Promise<Record<string, unknown>>;
  fail: (status: number, message: string) => Error;
}

const when = '2024-01-01T00:00:00Z';
const nodeId = (kind: string, text: string) => Buffer.from(`${kind}:${text}`).toString('base64');

export function reviewing(context: ReviewingContext): Reviewing & {
  route(
    method: string,
    rest: string,
    url: URL,
    body: Record<string, unknown>,
    login: string,
  ): Promise<[number, unknown] | [number, unknown, Record<string, string>] | undefined>;
} {
  const { owner, name, pulls, git, branchSha, fail } = context;
  const checks = new Map<string, StandInCheckRun[]>();
  const statuses = new Map<string, StandInStatus[]>();
  const reviews = new Map<number, (StandInReview & { id: number; commit: string })[]>();
  const conversation = new Map<number, { id: number; user: string; body: string }[]>();
  let ids = 1000;
  const api = () => `${context.base()}/repos/${owner}/${name}`;
  const html = `https://github.com/${owner}/${name}`;
  const pullOf = (n: string) => {
    const pull = pulls.find((candidate) => candidate.number === Number(n));
    if (!pull) throw fail(404, 'Not Found');
    return pull;
  };
  const shaOf = async (ref: string) => (/^[0-9a-f]{40}$/.test(ref) ? ref : await branchSha(ref));

  /** Whether the head merges into the base without a conflict, and the merged tree (git merge-tree, as GitHub's test merge). */
  async function testMerge(pull: Pull): Promise<{ clean: boolean; tree?: string }> {
    const [into, from] = [await branchSha(pull.base), await branchSha(pull.head)];
    return git(['merge-tree', '--write-tree', into, from]).then(
      (out) => ({ clean: true, tree: out.split('\n')[0] }),
      () => ({ clean: false }),
    );
  }

  const checkRun = (sha: string, run: StandInCheckRun, id: number) => ({
    id,
    head_sha: sha,
    node_id: nodeId('CheckRun', String(id)),
    external_id: '',
    url: `${api()}/check-runs/${id}`,
    html_url: `${html}/runs/${id}`,
    details_url: `${html}/runs/${id}`,
    status: run.status,
    conclusion: run.status === 'completed' ? (run.conclusion ?? 'success') : null,
    started_at: when,
    completed_at: run.status === 'completed' ? when : null,
    output: { title: null, summary: null, text: null, annotations_count: 0, annotations_url: `${api()}/check-runs/${id}/annotations` },
    name: run.name,
    check_suite: { id: id + 1 },
    app: null,
    pull_requests: [],
  });

  const review = (pull: Pull, r: StandInReview & { id: number; commit: string }) => ({
    id: r.id,
    node_id: nodeId('PullRequestReview', String(r.id)),
    user: simpleUser(context.base(), r.user),
    body: r.body,
    state: r.state,
    html_url: `${html}/pull/${pull.number}#pullrequestreview-${r.id}`,
    pull_request_url: `${api()}/pulls/${pull.number}`,
    _links: {
      html: { href: `${html}/pull/${pull.number}#pullrequestreview-${r.id}` },
      pull_request: { href: `${api()}/pulls/${pull.number}` },
    },
    submitted_at: when,
    commit_id: r.commit,
    author_association: 'COLLABORATOR',
  });

  return {
    setChecks: (sha, runs) => void checks.set(sha, runs),
    setStatuses: (sha, list) => void statuses.set(sha, list),
    async addReview(number, r) {
      const pull = pullOf(String(number));
      const list = reviews.get(number) ?? [];
      list.push({ ...r, id: ++ids, commit: await branchSha(pull.head) });
      reviews.set(number, list);
    },
    comments: (number) => (conversation.get(number) ?? []).map(({ user, body }) => ({ user, body })),
    addComment(number, user, body) {
      const list = conversation.get(number) ?? [];
      list.push({ id: ++ids, user, body });
      conversation.set(number, list);
    },

    async route(method, rest, url, body, login) {
      let m = /^\/pulls\/(\d+)$/.exec(rest);
      if (m && method === 'GET') {
        const pull = pullOf(m[1]!);
        const full = await context.fullPull(pull);
        if (pull.state !== 'open') return [200, { ...full, mergeable: null, mergeable_state: 'unknown' }];
        const { clean } = await testMerge(pull);
        const headSha = await branchSha(pull.head);
        const failing =
          (checks.get(headSha) ?? []).some(
            (run) => run.status === 'completed' && !['success', 'neutral', 'skipped'].includes(run.conclusion ?? 'success'),
          ) || (statuses.get(headSha) ?? []).some((status) => status.state !== 'success');
        return [200, { ...full, mergeable: clean, rebaseable: clean, mergeable_state: !clean ? 'dirty' : failing ? 'unstable' : 'clean' }];
      }
      m = /^\/pulls\/(\d+)\/merge$/.exec(rest);
      if (m && method === 'PUT') {
        const pull = pullOf(m[1]!);
        const { sha, merge_method: how = 'merge' } = body as { sha?: unknown; merge_method?: unknown };
        if (pull.state !== 'open' || how !== 'merge') throw fail(405, 'Pull Request is not mergeable');
        const headSha = await branchSha(pull.head);
        if (sha !== undefined && sha !== headSha) throw fail(409, 'Head branch was modified. Review and try the merge again.');
        const merge = await testMerge(pull);
        if (!merge.clean || !merge.tree) throw fail(405, 'Pull Request is not mergeable');
        const baseSha = await branchSha(pull.base);
        const env = {
          GIT_AUTHOR_NAME: login,
          GIT_AUTHOR_EMAIL: `${login}@users.noreply.github.com`,
          GIT_COMMITTER_NAME: 'GitHub',
          GIT_COMMITTER_EMAIL: 'noreply@github.com',
        };
        const message = `Merge pull request #${pull.number} from ${owner}/${pull.head}\n\n${pull.title}`;
        const commit = await git(['commit-tree', merge.tree, '-p', baseSha, '-p', headSha, '-m', message], { env });
        await git(['update-ref', `refs/heads/${pull.base}`, commit, baseSha]);
        pull.state = 'closed';
        pull.merged = true;
        pull.mergedHead = headSha;
        return [200, { sha: commit, merged: true, message: 'Pull Request successfully merged' }];
      }
      m = /^\/pulls\/(\d+)\/reviews$/.exec(rest);
      if (m && method === 'GET') {
        const pull = pullOf(m[1]!);
        return [200, (reviews.get(pull.number) ?? []).map((r) => review(pull, r))];
      }
      m = /^\/pulls\/(\d+)\/comments$/.exec(rest);
      if (m && method === 'GET') {
        const pull = pullOf(m[1]!);
        const lines = (reviews.get(pull.number) ?? []).flatMap((r) => (r.comments ?? []).map((c, i) => ({ r, c, id: r.id * 100 + i })));
        return [
          200,
          lines.map(({ r, c, id }) => ({
            url: `${api()}/pulls/comments/${id}`,
            pull_request_review_id: r.id,
            id,
            node_id: nodeId('PullRequestReviewComment', String(id)),
            diff_hunk: '@@ -1 +1 @@',
            path: c.path,
            commit_id: r.commit,
            original_commit_id: r.commit,
            user: simpleUser(context.base(), r.user),
            body: c.body,
            created_at: when,
            updated_at: when,
            html_url: `${html}/pull/${pull.number}#discussion_r${id}`,
            pull_request_url: `${api()}/pulls/${pull.number}`,
            author_association: 'COLLABORATOR',
            _links: {
              self: { href: `${api()}/pulls/comments/${id}` },
              html: { href: `${html}/pull/${pull.number}#discussion_r${id}` },
              pull_request: { href: `${api()}/pulls/${pull.number}` },
            },
          })),
        ];
      }
      m = /^\/commits\/([^/]+)\/check-runs$/.exec(rest);
      if (m && method === 'GET') {
        const sha = await shaOf(decodeURIComponent(m[1]!));
        if (!sha) throw fail(404, 'Not Found');
        const runs = (checks.get(sha) ?? []).map((run, i) => checkRun(sha, run, idOf(`${sha}:${i}`)));
        // A page of the list, as GitHub gives it (30 a page unless asked, at most 100); total_count counts them all.
        const perPage = Math.min(100, Number(url.searchParams.get('per_page')) || 30);
        const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
        return [200, { total_count: runs.length, check_runs: runs.slice((page - 1) * perPage, page * perPage) }];
      }
      m = /^\/commits\/([^/]+)\/status$/.exec(rest);
      if (m && method === 'GET') {
        const sha = await shaOf(decodeURIComponent(m[1]!));
        if (!sha) throw fail(404, 'Not Found');
        const list = statuses.get(sha) ?? [];
        // GitHub's combined state: failure if any failed or errored, pending if any is pending (or there are none), else success.
        const state = list.some((s) => s.state === 'failure' || s.state === 'error')
          ? 'failure'
          : !list.length || list.some((s) => s.state === 'pending')
            ? 'pending'
            : 'success';
        return [
          200,
          {
            state,
            sha,
            total_count: list.length,
            statuses: list.map((s, i) => ({
              id: idOf(`${sha}:status:${i}`),
              node_id: nodeId('StatusContext', `${sha}:${i}`),
              url: `${api()}/statuses/${sha}`,
              avatar_url: null,
              state: s.state,
              description: s.description ?? null,
              target_url: null,
              context: s.context,
              created_at: when,
              updated_at: when,
            })),
            repository: repository(context.base(), { owner, name, defaultBranch: context.defaultBranch }),
            commit_url: `${api()}/commits/${sha}`,
            url: `${api()}/commits/${sha}/status`,
          },
        ];
      }
      m = /^\/issues\/(\d+)\/comments$/.exec(rest);
      if (m && (method === 'GET' || method === 'POST')) {
        const pull = pullOf(m[1]!);
        const list = conversation.get(pull.number) ?? [];
        conversation.set(pull.number, list);
        const shape = (c: { id: number; user: string; body: string }) => ({
          id: c.id,
          node_id: nodeId('IssueComment', String(c.id)),
          url: `${api()}/issues/comments/${c.id}`,
          html_url: `${html}/pull/${pull.number}#issuecomment-${c.id}`,
          issue_url: `${api()}/issues/${pull.number}`,
          body: c.body,
          user: simpleUser(context.base(), c.user),
          created_at: when,
          updated_at: when,
          author_association: 'COLLABORATOR',
        });
        if (method === 'GET') {
          const perPage = Math.min(100, Number(url.searchParams.get('per_page')) || 30);
          const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
          return [200, list.slice((page - 1) * perPage, page * perPage).map(shape)];
        }
        if (typeof body.body !== 'string' || !body.body) throw fail(422, 'Validation Failed');
        const comment = { id: ++ids, user: login, body: body.body };
        list.push(comment);
        const answer = shape(comment);
        return [201, answer, { Location: answer.url }];
      }
      return undefined;
    },
  };
}

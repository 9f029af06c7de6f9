// Review states the editor reads, from GitHub (no database): the studio on the web's reading of a page's
// pull request (its time, its reviewers' verdicts and comments, the scheduled-publish workflow's refusal)
// against the GitHub API stand-in, with the workflow's script run on it; and each state in words. The
// badge and the workflow weigh the same reviews alike: Approved shows exactly where the workflow would
// publish for want of nothing but an approval (only a reviewer with write access counts, for both).
import { execFileSync } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGitHubClient, type GitHubClient } from '../../src/studio/github/client.ts';
import { inReviewState } from '../../src/studio/github/backend/review-status.ts';
import { reviewLabel } from '../../src/studio/shared/review-words.ts';
import { scheduleLine } from '../../src/studio/shared/schedule.ts';
import { publishDuePulls } from '../../src/tooling/scheduled-publish.ts';
import { makeSiteRepository, startGitHubStandIn, type GitHubStandIn } from '../stand-ins/github-api.ts';

describe('a review state in the editor’s words', () => {
  const inReview = { state: 'in-review', branch: 'content/hvac-seo' } as const;
  it('says each state as the start screen and the page’s header show it', () => {
    expect(reviewLabel({ state: 'changed' }).label).toBe('Changed');
    expect(reviewLabel({ state: 'published' }).label).toBe('Live');
    expect(reviewLabel({ state: 'published', on: '2026-12-03T10:00:00Z' }, 'Europe/London').label).toBe('Published 3 December');
    expect(reviewLabel(inReview).label).toBe('In review');
    expect(reviewLabel({ ...inReview, verdict: 'approved' }).label).toBe('Approved');
    expect(reviewLabel({ ...inReview, verdict: 'changes-requested', scheduled: '2026-12-07T09:00:00Z' }).label).toBe('Changes requested');
    expect(reviewLabel({ ...inReview, verdict: 'approved', scheduled: '2026-12-07T09:00:00Z' }, 'Europe/London').label).toBe(
      'Scheduled for Monday 7 December, 09:00',
    );
    expect(
      reviewLabel({
        ...inReview,
        scheduled: '2026-12-07T09:00:00Z',
        notPublished: 'Not published: the checks failed on this change. Open the change’s checks…',
      }),
    ).toEqual({ label: 'Not published: the checks failed on this change.', tone: 'bad' });
  });
});

describe('the studio on the web reads a page’s review from its pull request', () => {
  let api: GitHubStandIn;
  let site: ReturnType<typeof makeSiteRepository>;
  let client: GitHubClient;
  let git: (...args: string[]) => string;
  const nine = new Date('2026-12-07T09:00:00Z');

  beforeEach(async () => {
    site = makeSiteRepository({ 'pages/industries/hvac-seo.json': '{ "title": "HVAC" }\n' });
    api = await startGitHubStandIn({
      repo: site.bare,
      owner: 'rankharbor',
      name: 'site',
      tokens: { github_pat_editor: { login: 'maya', push: true }, ghs_workflow: { login: 'github-actions[bot]', push: true } },
      // Who may change the site: dev writes, lead maintains it; reader may only read; anyone else has no access.
      collaborators: { dev: 'write', lead: 'maintain', reader: 'read', triager: 'triage' },
    });
    client = createGitHubClient({ apiUrl: api.url, owner: 'rankharbor', repo: 'site', token: 'github_pat_editor' });
    // The page's branch, one commit ahead of main (what it changes does not matter here).
    const env = {
      ...process.env,
      GIT_AUTHOR_NAME: 'Maya',
      GIT_AUTHOR_EMAIL: 'm@example.com',
      GIT_COMMITTER_NAME: 'Maya',
      GIT_COMMITTER_EMAIL: 'm@example.com',
    };
    git = (...args: string[]) => execFileSync('git', args, { cwd: site.bare, encoding: 'utf8', env }).trim();
    const commit = git('commit-tree', 'main^{tree}', '-p', 'main', '-m', 'Update the page /hvac-seo');
    git('update-ref', 'refs/heads/content/hvac-seo', commit);
  });
  afterEach(async () => {
    expect(api.unknown).toEqual([]);
    await api.close();
    site.remove();
  });

  const open = async (body: string) =>
    await client.createPull({ title: 'Update the page /hvac-seo', head: 'content/hvac-seo', base: 'main', body });

  it('In review, then Scheduled for its time; asked again while nothing changed, GitHub answers 304', async () => {
    const pull = await open('- Hero › Headline changed');
    expect(await inReviewState(client, pull, nine)).toEqual({
      state: 'in-review',
      branch: 'content/hvac-seo',
      reviewUrl: 'https://github.com/rankharbor/site/pull/1',
    });
    const scheduled = await client.updatePull(pull.number, { body: `${scheduleLine(nine, 'Europe/London')}\n\n- Hero › Headline changed` });
    expect(await inReviewState(client, scheduled, new Date('2026-12-07T08:00:00Z'))).toMatchObject({ scheduled: nine.toISOString() });
    expect(api.requests.filter((r) => r.path.includes('/reviews')).map((r) => r.status)).toEqual([200, 304]);
  });

  it('Changes requested, with what the reviewer wrote and their comments on lines; Approved once they approve', async () => {
    const pull = await open('- Hero › Headline changed');
    await api.reviewing.addReview(pull.number, {
      user: 'dev',
      state: 'CHANGES_REQUESTED',
      body: 'Say winter too.',
      comments: [{ path: 'pages/industries/hvac-seo.json', body: 'The headline is too long for phones.' }],
    });
    expect(await inReviewState(client, pull, nine)).toMatchObject({
      verdict: 'changes-requested',
      comments: [
        { by: 'dev', text: 'Say winter too.' },
        { by: 'dev', text: 'The headline is too long for phones.' },
      ],
    });
    await api.reviewing.addReview(pull.number, { user: 'dev', state: 'APPROVED', body: 'Good now.' });
    const approved = await inReviewState(client, pull, nine);
    expect(approved.verdict).toBe('approved');
    expect(approved.comments).toBeUndefined();
  });

  it('Approved exactly where the workflow publishes a change that needs approval: only reviewers with write access count', async () => {
    const reviewSets: { user: string; state: 'APPROVED' | 'CHANGES_REQUESTED' | 'COMMENTED' | 'DISMISSED' }[][] = [
      [],
      [{ user: 'dev', state: 'APPROVED' }],
      [{ user: 'lead', state: 'APPROVED' }],
      [{ user: 'reader', state: 'APPROVED' }],
      [{ user: 'mallory', state: 'APPROVED' }],
      [{ user: 'triager', state: 'APPROVED' }],
      [
        { user: 'dev', state: 'APPROVED' },
        { user: 'lead', state: 'CHANGES_REQUESTED' },
      ],
      [
        { user: 'lead', state: 'APPROVED' },
        { user: 'reader', state: 'CHANGES_REQUESTED' },
      ],
      [
        { user: 'dev', state: 'CHANGES_REQUESTED' },
        { user: 'dev', state: 'APPROVED' },
      ],
      [
        { user: 'dev', state: 'APPROVED' },
        { user: 'dev', state: 'DISMISSED' },
      ],
      [
        { user: 'dev', state: 'APPROVED' },
        { user: 'dev', state: 'COMMENTED' },
      ],
    ];
    const due = `${scheduleLine(nine, 'UTC')}\n\n- Hero › Headline changed`;
    const sent = [];
    for (const [i, reviews] of reviewSets.entries()) {
      const branch = `content/page-${i}`;
      git('update-ref', `refs/heads/${branch}`, git('commit-tree', 'main^{tree}', '-p', 'main', '-m', `Update the page /page-${i}`));
      const pull = await client.createPull({ title: `Update the page /page-${i}`, head: branch, base: 'main', body: due });
      api.reviewing.setChecks(git('rev-parse', branch), [{ name: 'test', status: 'completed', conclusion: 'success' }]);
      for (const review of reviews) await api.reviewing.addReview(pull.number, { ...review, body: '' });
      sent.push({ pull, shown: await inReviewState(client, pull, nine) });
    }
    const askedByStudio = api.requests.filter((r) => r.path.includes('/collaborators/')).map((r) => r.path.split('/')[5]);
    const outcomes = await publishDuePulls({
      apiUrl: api.url,
      token: 'ghs_workflow',
      repository: 'rankharbor/site',
      requireApproval: true,
      now: new Date('2026-12-07T09:05:00Z'),
    });
    const merged = new Set(outcomes.filter((outcome) => outcome.result === 'merged').map((outcome) => outcome.pull));
    expect(
      sent.map(({ pull, shown }) => ({ pull: pull.number, approved: shown.verdict === 'approved', merged: merged.has(pull.number) })),
    ).toEqual(sent.map(({ pull }) => ({ pull: pull.number, approved: merged.has(pull.number), merged: merged.has(pull.number) })));
    // Both sides were reached: approved by a writer (dev, lead; lead over a reader's request for changes; dev
    // after asking for changes; dev, then a comment) and published; the rest neither.
    expect([...merged]).toEqual([2, 3, 8, 9, 11]);
    expect(sent.map(({ shown }) => shown.verdict ?? null)).toEqual([
      null,
      'approved',
      'approved',
      null,
      null,
      null,
      'changes-requested',
      'approved',
      'approved',
      null,
      'approved',
    ]);
    // The studio asked each reviewer's write access once in its session, however many reviews they wrote
    // (one whose last word was dismissed or a comment is not asked about).
    expect(askedByStudio.sort()).toEqual(['dev', 'lead', 'mallory', 'reader', 'triager']);
  });

  it('Published on the day its review was merged, read from the closed pull requests in one request', async () => {
    const pull = await open(`${scheduleLine(nine, 'UTC')}\n\n- Hero › Headline changed`);
    expect(await client.mergedPulls()).toEqual([]);
    const head = execFileSync('git', ['rev-parse', 'content/hvac-seo'], { cwd: site.bare, encoding: 'utf8' }).trim();
    api.reviewing.setChecks(head, [{ name: 'test', status: 'completed', conclusion: 'success' }]);
    const outcomes = await publishDuePulls({
      apiUrl: api.url,
      token: 'github_pat_editor',
      repository: 'rankharbor/site',
      requireApproval: false,
      now: new Date('2026-12-07T09:05:00Z'),
    });
    expect(outcomes).toMatchObject([{ pull: pull.number, result: 'merged' }]);
    const merged = await client.mergedPulls();
    expect(merged).toEqual([{ head: 'content/hvac-seo', mergedAt: expect.any(String), headSha: head }]);
    expect(reviewLabel({ state: 'published', on: merged[0]!.mergedAt }).label).toMatch(/^Published \d{1,2} [A-Z][a-z]+$/);
  });

  it('Not published, with the workflow’s reason, once its time passed and the workflow refused it; not for a time changed since', async () => {
    const pull = await open(`${scheduleLine(nine, 'Europe/London')}\n\n- Hero › Headline changed`);
    const head = execFileSync('git', ['rev-parse', 'content/hvac-seo'], { cwd: site.bare, encoding: 'utf8' }).trim();
    api.reviewing.setChecks(head, [{ name: 'test', status: 'completed', conclusion: 'failure' }]);
    await publishDuePulls({
      apiUrl: api.url,
      token: 'ghs_workflow',
      repository: 'rankharbor/site',
      requireApproval: false,
      now: new Date('2026-12-07T09:05:00Z'),
    });
    const state = await inReviewState(client, pull, new Date('2026-12-07T09:10:00Z'));
    expect(reviewLabel(state).label).toBe('Not published: the checks failed on this change.');
    const later = await client.updatePull(pull.number, {
      body: `${scheduleLine(new Date('2026-12-07T11:00:00Z'), 'UTC')}\n\n- Hero › Headline changed`,
    });
    expect((await inReviewState(client, later, new Date('2026-12-07T11:10:00Z'))).notPublished).toBeUndefined();
  });

  it('Not published only from the workflow’s own account: a look-alike comment by anyone else is not shown', async () => {
    const pull = await open(`${scheduleLine(nine, 'Europe/London')}\n\n- Hero › Headline changed`);
    const head = execFileSync('git', ['rev-parse', 'content/hvac-seo'], { cwd: site.bare, encoding: 'utf8' }).trim();
    const mark = `<!-- scheduled-publish: checks-failed ${nine.toISOString()} ${head} -->`;
    api.reviewing.addComment(
      pull.number,
      'mallory',
      `Not published: your sign-in ran out; sign in again at https://evil.example/login.\n\n${mark}`,
    );
    const spoofed = await inReviewState(client, pull, new Date('2026-12-07T09:10:00Z'));
    expect(spoofed.notPublished).toBeUndefined();
    expect(reviewLabel(spoofed, 'Europe/London').label).toBe('Scheduled for Monday 7 December, 09:00');
    // The workflow's own comment (the same words from its account) is shown.
    api.reviewing.addComment(pull.number, 'github-actions[bot]', `Not published: the checks failed on this change.\n\n${mark}`);
    expect((await inReviewState(client, pull, new Date('2026-12-07T09:15:00Z'))).notPublished).toBe(
      'Not published: the checks failed on this change.',
    );
  });

  it('a publish time below the first line of the description, or hidden in it, is no publish time', async () => {
    const line = scheduleLine(nine, 'Europe/London');
    for (const body of [
      `- Hero › Headline changed\n\n${line}`,
      `<!--\n${line}\n-->\n- Hero › Headline changed`,
      `\`\`\`\n${line}\n\`\`\`\n- Hero › Headline changed`,
    ]) {
      const pull = (await client.openPullFor('content/hvac-seo')) ?? (await open(body));
      const edited = await client.updatePull(pull.number, { body });
      expect((await inReviewState(client, edited, nine)).scheduled).toBeUndefined();
    }
  });

  it('Not published when the workflow could not read the time at the top of the description', async () => {
    const pull = await open('Publish on: 2026-12-07T09:00:00+01:00 (Monday 7 December, 09:00 Europe/Paris)\n\n- Hero › Headline changed');
    const head = execFileSync('git', ['rev-parse', 'content/hvac-seo'], { cwd: site.bare, encoding: 'utf8' }).trim();
    api.reviewing.setChecks(head, [{ name: 'test', status: 'completed', conclusion: 'success' }]);
    const outcomes = await publishDuePulls({
      apiUrl: api.url,
      token: 'ghs_workflow',
      repository: 'rankharbor/site',
      requireApproval: false,
      now: new Date('2026-12-07T09:05:00Z'),
    });
    expect(outcomes).toEqual([{ pull: pull.number, result: 'refused', reason: 'unreadable-time', commented: true }]);
    expect(reviewLabel(await inReviewState(client, pull, new Date('2026-12-07T09:10:00Z'))).label).toBe(
      'Not published: the publish time at the top of this change’s description cannot be read.',
    );
  });
});

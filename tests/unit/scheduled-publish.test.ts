// Publish at a time: the line on a pull request that says when (src/studio/shared/schedule.ts), and the
// scheduled-publish workflow's script (src/tooling/scheduled-publish.ts) run end to end against the GitHub
// API stand-in, which checks every request and answer against GitHub's own description of its API.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readNotPublished, scheduledTime, scheduleLine, withSchedule } from '../../src/studio/shared/schedule.ts';
import { publishDuePulls } from '../../src/tooling/scheduled-publish.ts';
import { makeSiteRepository, startGitHubStandIn, type GitHubStandIn } from '../stand-ins/github-api.ts';

describe('the publish time on a pull request', () => {
  it('is one line a person and the workflow both read: the time in UTC, then in the editor’s words and time zone', () => {
    const at = new Date('2026-12-01T09:00:00Z');
    expect(scheduleLine(at, 'Europe/London')).toBe('Publish on: 2026-12-01T09:00:00Z (Tuesday 1 December, 09:00 Europe/London)');
    expect(scheduleLine(new Date('2026-07-06T08:00:00Z'), 'Europe/London')).toBe(
      'Publish on: 2026-07-06T08:00:00Z (Monday 6 July, 09:00 Europe/London)',
    );
    expect(scheduledTime(`Update the page /hvac-seo\n\n${scheduleLine(at, 'Europe/Paris')}\n\n- Hero › Headline changed`)).toEqual(at);
    expect(scheduledTime('- Hero › Headline changed')).toBeUndefined();
    expect(scheduledTime('Publish on: next Monday')).toBeUndefined();
  });

  it('is set first in the description, changed in place, and removed to cancel, the rest kept as it was', () => {
    const body = '- Hero › Headline changed\n\n### Sent again on 2026-11-20\n\n- FAQ › question 3 added';
    const first = withSchedule(body, new Date('2026-12-01T09:00:00Z'), 'UTC');
    expect(first.split('\n')[0]).toBe('Publish on: 2026-12-01T09:00:00Z (Tuesday 1 December, 09:00 UTC)');
    const changed = withSchedule(first, new Date('2026-12-02T10:30:00Z'), 'UTC');
    expect(scheduledTime(changed)).toEqual(new Date('2026-12-02T10:30:00Z'));
    expect(changed.match(/Publish on:/g)).toHaveLength(1);
    expect(withSchedule(changed, null)).toBe(body);
  });
});

describe('the scheduled-publish script against the GitHub API stand-in', () => {
  let api: GitHubStandIn;
  let site: ReturnType<typeof makeSiteRepository>;
  const page = (headline: string) => `{\n  "title": "HVAC SEO",\n  "headline": "${headline}"\n}\n`;
  const git = (args: string[], options: { input?: string; env?: NodeJS.ProcessEnv } = {}) =>
    execFileSync('git', args, { cwd: site.bare, encoding: 'utf8', input: options.input, env: { ...process.env, ...options.env } }).trim();
  const who = {
    GIT_AUTHOR_NAME: 'Maya',
    GIT_AUTHOR_EMAIL: 'maya@example.com',
    GIT_COMMITTER_NAME: 'Maya',
    GIT_COMMITTER_EMAIL: 'maya@example.com',
  };
  /** A commit on `branch` (made from main if it is new) that writes `text` to the page. */
  function commitPage(branch: string, text: string, file = 'pages/industries/hvac-seo.json'): string {
    const from = safeGit(['rev-parse', '--verify', '-q', `refs/heads/${branch}`]) || git(['rev-parse', 'refs/heads/main']);
    const scratch = mkdtempSync(path.join(tmpdir(), 'scheduled-index-'));
    const env = { GIT_INDEX_FILE: path.join(scratch, 'index') };
    try {
      git(['read-tree', from], { env });
      const blob = git(['hash-object', '-w', '--stdin'], { input: text });
      git(['update-index', '--add', '--cacheinfo', `100644,${blob},${file}`], { env });
      const tree = git(['write-tree'], { env });
      const commit = git(['commit-tree', tree, '-p', from, '-m', `Update ${file}`], { env: who });
      git(['update-ref', `refs/heads/${branch}`, commit]);
      return commit;
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }
  const safeGit = (args: string[]) => {
    try {
      return git(args);
    } catch {
      return '';
    }
  };
  /** A page sent for review: its branch and its open pull request, with this description. */
  function sendForReview(branch: string, headline: string, body: string): { number: number; sha: string } {
    const sha = commitPage(branch, page(headline));
    const number = api.pulls.length + 1;
    api.pulls.push({ number, title: `Update the page /hvac-seo`, body, state: 'open', head: branch, base: 'main', user: 'maya' });
    return { number, sha };
  }
  const onMain = () => git(['show', 'refs/heads/main:pages/industries/hvac-seo.json']);
  const nineOClock = new Date('2026-12-07T09:00:00Z');
  const scheduled = (at: Date) => `${scheduleLine(at, 'Europe/London')}\n\n- Hero › Headline changed`;
  const run = (now: Date, requireApproval = false) =>
    publishDuePulls({ apiUrl: api.url, token: 'ghs_workflow', repository: 'rankharbor/site', requireApproval, now });
  const passing = (sha: string) => {
    api.reviewing.setChecks(sha, [
      { name: 'build', status: 'completed', conclusion: 'success' },
      { name: 'test', status: 'completed', conclusion: 'success' },
    ]);
    api.reviewing.setStatuses(sha, [{ context: 'netlify/deploy-preview', state: 'success' }]);
  };

  beforeEach(async () => {
    site = makeSiteRepository({ 'pages/industries/hvac-seo.json': page('Busy all year'), 'README.md': 'Site\n' });
    api = await startGitHubStandIn({
      repo: site.bare,
      owner: 'rankharbor',
      name: 'site',
      tokens: { ghs_workflow: { login: 'github-actions[bot]', push: true } },
    });
  });
  afterEach(async () => {
    expect(api.unknown).toEqual([]);
    await api.close();
    site.remove();
  });

  it('merges a pull request whose time has come, whose checks passed and which merges cleanly', async () => {
    const { number, sha } = sendForReview('content/hvac-seo', 'Busy in every season', scheduled(nineOClock));
    passing(sha);
    const outcomes = await run(new Date('2026-12-07T09:05:00Z'));
    expect(outcomes).toEqual([{ pull: number, result: 'merged', sha: expect.stringMatching(/^[0-9a-f]{40}$/) }]);
    expect(onMain()).toContain('Busy in every season');
    expect(git(['rev-parse', 'refs/heads/main^2'])).toBe(sha);
    expect(api.pulls[0]).toMatchObject({ state: 'closed', merged: true });
    expect(api.reviewing.comments(number)).toEqual([]);
  });

  it('leaves a pull request whose time has not come, and one with no time at all', async () => {
    const early = sendForReview('content/hvac-seo', 'Busy in every season', scheduled(nineOClock));
    passing(early.sha);
    const unscheduled = sendForReview('content/about', 'About us', '- Hero › Headline changed');
    passing(unscheduled.sha);
    const outcomes = await run(new Date('2026-12-07T08:55:00Z'));
    expect(outcomes).toEqual([{ pull: early.number, result: 'not-due', at: nineOClock }]);
    expect(onMain()).toContain('Busy all year');
    expect(api.pulls.every((pull) => pull.state === 'open')).toBe(true);
    expect(api.reviewing.comments(early.number)).toEqual([]);
  });

  it('refuses a due pull request whose checks failed, and says so in one comment, not one every run', async () => {
    const { number, sha } = sendForReview('content/hvac-seo', 'Busy in every season', scheduled(nineOClock));
    api.reviewing.setChecks(sha, [
      { name: 'build', status: 'completed', conclusion: 'success' },
      { name: 'test', status: 'completed', conclusion: 'failure' },
    ]);
    for (const minutes of [5, 20, 35]) {
      const outcomes = await run(new Date(nineOClock.getTime() + minutes * 60_000));
      expect(outcomes).toEqual([{ pull: number, result: 'refused', reason: 'checks-failed', commented: minutes === 5 }]);
    }
    expect(onMain()).toContain('Busy all year');
    expect(api.pulls[0]!.state).toBe('open');
    const comments = api.reviewing.comments(number);
    expect(comments).toHaveLength(1);
    expect(comments[0]!.body).toMatch(/^Not published: the checks failed on this change\./);
    expect(readNotPublished(comments[0]!.body)).toMatchObject({
      reason: 'checks-failed',
      words: expect.stringMatching(/^Not published: the checks failed/),
    });
  });

  it('refuses a due pull request whose commit status failed though its check runs passed', async () => {
    const { number, sha } = sendForReview('content/hvac-seo', 'Busy in every season', scheduled(nineOClock));
    api.reviewing.setChecks(sha, [{ name: 'build', status: 'completed', conclusion: 'success' }]);
    api.reviewing.setStatuses(sha, [{ context: 'netlify/deploy-preview', state: 'failure', description: 'Deploy failed' }]);
    expect(await run(new Date('2026-12-07T09:05:00Z'))).toEqual([
      { pull: number, result: 'refused', reason: 'checks-failed', commented: true },
    ]);
    expect(onMain()).toContain('Busy all year');
  });

  it('waits, without a word, for checks still running', async () => {
    const { number, sha } = sendForReview('content/hvac-seo', 'Busy in every season', scheduled(nineOClock));
    api.reviewing.setChecks(sha, [{ name: 'build', status: 'in_progress' }]);
    expect(await run(new Date('2026-12-07T09:05:00Z'))).toEqual([{ pull: number, result: 'waiting', at: nineOClock }]);
    expect(api.reviewing.comments(number)).toEqual([]);
    passing(sha);
    expect((await run(new Date('2026-12-07T09:20:00Z')))[0]).toMatchObject({ result: 'merged' });
  });

  it('refuses a due pull request that conflicts with a change made on the site since, and comments', async () => {
    const { number, sha } = sendForReview('content/hvac-seo', 'Busy in every season', scheduled(nineOClock));
    passing(sha);
    commitPage('main', page('Busy in winter too'));
    expect(await run(new Date('2026-12-07T09:05:00Z'))).toEqual([{ pull: number, result: 'refused', reason: 'conflict', commented: true }]);
    expect(onMain()).toContain('Busy in winter too');
    expect(api.reviewing.comments(number)[0]!.body).toMatch(/^Not published: this change conflicts with a change made to the site/);
  });

  it('leaves a pull request whose time was cancelled', async () => {
    const { number, sha } = sendForReview('content/hvac-seo', 'Busy in every season', scheduled(nineOClock));
    passing(sha);
    // The editor cancels the time before it comes: the studio edits the pull request's description.
    const response = await fetch(`${api.url}/repos/rankharbor/site/pulls/${number}`, {
      method: 'PATCH',
      headers: { Authorization: 'Bearer ghs_workflow', 'Content-Type': 'application/json' },
      body: JSON.stringify({ body: withSchedule(api.pulls[0]!.body, null) }),
    });
    expect(response.status).toBe(200);
    expect(await run(new Date('2026-12-07T09:05:00Z'))).toEqual([]);
    expect(onMain()).toContain('Busy all year');
    expect(api.pulls[0]!.state).toBe('open');
    expect(api.reviewing.comments(number)).toEqual([]);
  });

  it('respects a changed time: not at the old time, at the new one', async () => {
    const { number, sha } = sendForReview('content/hvac-seo', 'Busy in every season', scheduled(nineOClock));
    passing(sha);
    const eleven = new Date('2026-12-07T11:00:00Z');
    api.pulls[0]!.body = withSchedule(api.pulls[0]!.body, eleven, 'Europe/London');
    expect(await run(new Date('2026-12-07T09:05:00Z'))).toEqual([{ pull: number, result: 'not-due', at: eleven }]);
    expect(onMain()).toContain('Busy all year');
    expect((await run(new Date('2026-12-07T11:05:00Z')))[0]).toMatchObject({ pull: number, result: 'merged' });
    expect(onMain()).toContain('Busy in every season');
  });

  it('when the site asks for a reviewer’s approval: refuses without one (and after changes were requested), merges once approved', async () => {
    const { number, sha } = sendForReview('content/hvac-seo', 'Busy in every season', scheduled(nineOClock));
    passing(sha);
    expect(await run(new Date('2026-12-07T09:05:00Z'), true)).toEqual([
      { pull: number, result: 'refused', reason: 'not-approved', commented: true },
    ]);
    await api.reviewing.addReview(number, { user: 'dev', state: 'CHANGES_REQUESTED', body: 'Say winter too.' });
    await api.reviewing.addReview(number, { user: 'lead', state: 'APPROVED', body: '' });
    expect((await run(new Date('2026-12-07T09:20:00Z'), true))[0]).toMatchObject({
      result: 'refused',
      reason: 'not-approved',
      commented: false,
    });
    expect(onMain()).toContain('Busy all year');
    expect(api.reviewing.comments(number)).toHaveLength(1);
    expect(api.reviewing.comments(number)[0]!.body).toMatch(/^Not published: no reviewer has approved this change yet\./);
    await api.reviewing.addReview(number, { user: 'dev', state: 'APPROVED', body: 'Good now.' });
    expect((await run(new Date('2026-12-07T09:35:00Z'), true))[0]).toMatchObject({ result: 'merged' });
    expect(safeGit(['show', 'refs/heads/main:pages/industries/hvac-seo.json'])).toContain('Busy in every season');
  });
});

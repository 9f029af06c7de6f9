// The local studio (npm run studio) over a copy of the site whose remote is on GitHub: an editor sends a page
// for review, a reviewer asks for changes on GitHub, and the start screen and the page's header say so,
// with what the reviewer wrote beside the page; once the reviewer approves, Approved. GitHub is the API
// stand-in (tests/stand-ins/github-api.ts) on 127.0.0.1, serving the bare repository that git's pushes go to
// (the checkout's remote reads as a github.com address; pushInsteadOf sends the pushes to the bare one).
// The studio runs in the test's process with its own repository, so nothing here reaches the other tests'.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createGitHubClient } from '../../src/studio/github/client.ts';
import { studioServer } from '../../src/studio/local/serve.ts';
import { startGitHubStandIn, type GitHubStandIn } from '../stand-ins/github-api.ts';
import { expect, test } from './fixtures.ts';
import { makeStudioRepo } from './studio-repo.ts';
import { sendForReviewByHand } from '../stand-ins/review-by-hand.ts';

// Each test has a studio, a repository and a GitHub stand-in of its own, so they run side by side.
test.describe.configure({ timeout: 180_000 });
test.use({ trace: 'off' });

const remote = 'https://github.com/rankharbor/site.git';
const token = 'github_pat_editor';
let server: Server;
let api: GitHubStandIn;
let studio = '';
let repo = '';
const settings = ['PAGES_DIR', 'STUDIO_GITHUB_API', 'STUDIO_GITHUB_API_TOKEN', 'GITHUB_TOKEN', 'GH_TOKEN'] as const;
const before: Partial<Record<(typeof settings)[number], string>> = {};
const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();

test.beforeEach(async () => {
  const made = makeStudioRepo('studio-reviews');
  repo = made.repo;
  git('remote', 'set-url', 'origin', remote);
  git('config', `url.${made.origin}.pushInsteadOf`, remote);
  git('push', '-q', 'origin', 'main');
  api = await startGitHubStandIn({
    repo: made.origin,
    owner: 'rankharbor',
    name: 'site',
    tokens: { [token]: { login: 'maya', push: true }, github_pat_sam: { login: 'sam', push: true } },
  });
  for (const name of settings) before[name] = process.env[name];
  // The studio's server reads these as it would on an editor's computer: where the pages are, GitHub's API
  // (the stand-in), and the editor's token (the stand-in's own: GITHUB_TOKEN goes to GitHub only).
  Object.assign(process.env, { PAGES_DIR: path.join(repo, 'pages'), STUDIO_GITHUB_API: api.url, STUDIO_GITHUB_API_TOKEN: token });
  delete process.env.GITHUB_TOKEN;
  delete process.env.GH_TOKEN;
  server = studioServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  studio = `http://127.0.0.1:${(server.address() as AddressInfo).port}/_editor`;
});

test.afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  for (const name of settings) {
    if (before[name] === undefined) delete process.env[name];
    else process.env[name] = before[name];
  }
  expect(api.unknown).toEqual([]);
  await api.close();
});

test('a page sent for review shows Changes requested with the reviewer’s words, then Approved, read from GitHub', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto(studio);
  await page.getByRole('link', { name: / \/about / }).click();
  await expect(page.getByRole('status').filter({ hasText: /to save|Ready to save/ })).toHaveText('No changes to save.');
  // Clicking the hero in the preview opens its card in the form.
  await page.frameLocator('iframe[title^="Page preview"]').locator('h1').click();
  await page.locator('#root_blocks_0_title').fill('The People Behind Your Rankings');
  await expect(page.getByRole('status').filter({ hasText: 'Ready to save.' })).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved\./ })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Send for review…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send for review' });
  await dialog.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sent for review' })).toHaveText(/^Sent for review/, { timeout: 30_000 });

  // The editor opens the review by its link; a reviewer asks for changes there.
  const github = createGitHubClient({ apiUrl: api.url, owner: 'rankharbor', repo: 'site', token });
  await github.createPull({ title: 'Update the page /about', head: 'content/about', base: 'main', body: '- Hero › Headline changed' });
  await api.reviewing.addReview(1, {
    user: 'sam',
    state: 'CHANGES_REQUESTED',
    body: 'Keep “SEO team” in the headline, please.',
    comments: [{ path: 'pages/about.json', body: 'The hero reads better with the number of specialists.' }],
  });

  await page.getByRole('link', { name: '← All pages' }).click();
  await expect(page.getByRole('link', { name: / \/about .*Changes requested/ })).toBeVisible();
  const asked = page.getByRole('region', { name: /^What the reviewers asked of / });
  await expect(asked.getByRole('listitem')).toHaveText([
    'sam: Keep “SEO team” in the headline, please.',
    'sam: The hero reads better with the number of specialists.',
  ]);
  await expect(page.getByRole('link', { name: /^Open the review of / })).toHaveAttribute(
    'href',
    'https://github.com/rankharbor/site/pull/1',
  );
  // No sentence about what the studio cannot see: it sees it.
  await expect(page.getByRole('note')).toHaveCount(0);

  // The page's header says the same, with the reviewer's words beside the page.
  await page.getByRole('link', { name: / \/about / }).click();
  await expect(page.locator('.studio-badge').filter({ hasText: 'Changes requested' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^What the reviewers asked of / })).toContainText('Keep “SEO team” in the headline');

  await api.reviewing.addReview(1, { user: 'sam', state: 'APPROVED', body: 'Looks good.' });
  await page.getByRole('link', { name: '← All pages' }).click();
  await expect(page.getByRole('link', { name: / \/about .*Approved/ })).toBeVisible();
  await expect(page.getByRole('region', { name: /^What the reviewers asked of/ })).toHaveCount(0);
});

/** The about page as sent for review from this copy: its change on the branch content/about (pushed), and in the working tree. */
function aboutSentForReview() {
  const file = path.join(repo, 'pages', 'about.json');
  const changed = readFileSync(file, 'utf8').replace(/"title": "[^"]*"/, '"title": "The People Behind Your Rankings"');
  sendForReviewByHand(git, { file, text: changed, branch: 'content/about', message: 'Update the page /about' });
}

test('a copy of the site whose remote is not on GitHub says in one sentence what it needs for review states', async ({ page }) => {
  aboutSentForReview();
  git('remote', 'set-url', 'origin', path.join(repo, '..', 'elsewhere.git'));
  const asked = api.requests.length;
  await page.goto(studio);
  await expect(page.getByRole('link', { name: / \/about .*In review/ })).toBeVisible();
  await expect(page.getByRole('note')).toHaveText(/^Approvals, requested changes and publishing at a time need the site’s copy on GitHub/);
  // The page in review offers no publish time: nothing here could change it.
  await page.getByRole('link', { name: / \/about .*In review/ }).click();
  await expect(page.locator('.studio-file').getByText('In review', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'History' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish time…' })).toHaveCount(0);
  expect(api.requests.length).toBe(asked);
});

test('on this computer too, another open pull request changes the page: the editor is told who, with a link to it, and starts from their version', async ({
  page,
}) => {
  // Sam changed the about page on a branch of their own and opened a pull request of it on GitHub.
  const file = path.join(repo, 'pages', 'about.json');
  const theirs = readFileSync(file, 'utf8').replace('The SEO Team That Treats Your Growth Like Our Own', 'Meet the Team Sam Wrote About');
  expect(theirs).toContain('Meet the Team Sam Wrote About');
  sendForReviewByHand(git, { file, text: theirs, branch: 'sam-about', message: 'About: a new headline' });
  // The working tree keeps the page as it is live: Sam's change is only on their branch.
  git('checkout', '-q', '--', 'pages/about.json');
  const sam = createGitHubClient({ apiUrl: api.url, owner: 'rankharbor', repo: 'site', token: 'github_pat_sam' });
  const pull = await sam.createPull({ title: 'About from Sam', head: 'sam-about', base: 'main', body: '' });

  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto(studio);
  await page.getByRole('link', { name: / \/about / }).click();
  const notice = page.getByRole('status', { name: 'Others changing this page' });
  await expect(notice).toContainText('sam is also changing this page, in another review:', { timeout: 30_000 });
  await expect(notice.getByRole('link', { name: `“About from Sam” (#${pull.number})` })).toHaveAttribute('href', pull.htmlUrl);
  await notice.getByRole('button', { name: 'Start from sam’s version' }).click();
  const preview = page.frameLocator('iframe[title^="Page preview"]');
  await expect(preview.locator('h1')).toHaveText('Meet the Team Sam Wrote About', { timeout: 15_000 });
  await expect(page.getByText('Unsaved changes')).toBeVisible();
});

test.describe('on this computer, in Europe/London', () => {
  test.use({ timezoneId: 'Europe/London' });

  test('Publish time… on a page in review changes the time on its pull request on GitHub, as on the web', async ({ page }) => {
    aboutSentForReview();
    const github = createGitHubClient({ apiUrl: api.url, owner: 'rankharbor', repo: 'site', token });
    const pull = await github.createPull({
      title: 'Update the page /about',
      head: 'content/about',
      base: 'main',
      body: '- Hero › Headline changed',
    });
    // 5 July next year, 09:00 in London (summer time: 08:00 UTC).
    const year = new Date().getUTCFullYear() + 1;
    const at = new Date(Date.UTC(year, 6, 5, 8, 0));
    const day = at.toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'Europe/London' });

    await page.setViewportSize({ width: 1440, height: 1000 });
    await page.goto(studio);
    await page.getByRole('link', { name: / \/about .*In review/ }).click();
    await expect(page.getByRole('status').filter({ hasText: /to save|Ready to save/ })).toHaveText('No changes to save.');
    await page.getByRole('button', { name: 'Publish time…' }).click();
    // The publish time's own dialog, not a send; no error shows before a day is typed.
    const dialog = page.getByRole('dialog', { name: 'Publish time' });
    await expect(dialog).not.toContainText('Send for review');
    await dialog.getByRole('radio', { name: 'Publish on a date and time' }).check();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await dialog.getByLabel('Publish date').fill(`${year}-07-05`);
    await dialog.getByLabel('Publish time').fill('09:00');
    await expect(dialog.getByText(`It goes live on ${day} 5 July, 09:00 (your time, Europe/London), if its checks pass.`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Save the publish time' }).click();
    await expect(page.getByText(`It will be published on ${day} 5 July, 09:00 (Europe/London), if its checks pass.`)).toBeVisible({
      timeout: 30_000,
    });
    expect(api.pulls.find((p) => p.number === pull.number)!.body).toBe(
      `Publish on: ${year}-07-05T08:00:00Z (${day} 5 July, 09:00 Europe/London)\n\n- Hero › Headline changed`,
    );
    // Opened again, the dialog shows the time as the pull request has it.
    await page.getByRole('button', { name: 'Publish time…' }).click();
    await expect(dialog.getByLabel('Publish date')).toHaveValue(`${year}-07-05`);
    await expect(dialog.getByLabel('Publish time')).toHaveValue('09:00');
  });
});

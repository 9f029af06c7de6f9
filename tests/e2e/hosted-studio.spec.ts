// An editor with only a browser: the page studio on the web (/studio/ of the production build) over the
// GitHub API stand-in, which holds the real site's files in a bare git repository. Sign in with a token,
// open the HVAC page, change its headline and see it in the preview, Publish: the repository gets
// content/industries.hvac-seo with one commit changing one line and an open pull request; again: the same pull
// request, two commits; the start screen shows In review with its link. The checks say what the local
// studio's say; a token without write access is told so and keeps the edit.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { expect, type Page } from '@playwright/test';
import { addPageVersions } from '../stand-ins/page-versions.ts';
import { signInWithToken, test, type HostedStudio } from './hosted-studio.ts';
import type { PullRequest } from '../stand-ins/github-api.ts';
import { reviewBranch } from '../../src/studio/shared/review-branch.ts';
import { copyTexts, duplicateHvacTo } from './duplicate-journey.ts';
import { endTheTestThenUndo, headlineTestSummary, sentTest, tryAnotherHeadline, versionWithoutKeyphrase } from './headline-test-journey.ts';

// Each test has a GitHub stand-in and a repository of its own (hosted-studio.ts), so they run side by side.
test.describe.configure({ timeout: 120_000 });

const git = (hosted: HostedStudio, ...args: string[]) => execFileSync('git', args, { cwd: hosted.repository, encoding: 'utf8' }).trim();
const hvacLink = (page: Page) => page.getByRole('link', { name: /HVAC SEO \/hvac-seo/ });

async function openHvac(page: Page, hosted: HostedStudio, token = 'github_pat_editor') {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto(`${hosted.site}/studio/`);
  await signInWithToken(page, token);
  await hvacLink(page).click();
  await expect(page.getByRole('status').filter({ hasText: /to save|Ready to save/ })).toHaveText('No changes to save.', {
    timeout: 30_000,
  });
}

/**
 * The save's answer. A save on the web reads the page's file and the site from GitHub (the stand-in, which
 * checks every exchange against GitHub's description) before it checks the page, so how long it takes
 * follows the machine's load, as a send's does: it is given the 30 s a send is given. Five seconds (the
 * default) was shorter than a save took while the other worker's test loaded the machine, and the
 * two-editor test failed on it once.
 */
async function expectSaved(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: /^Saved\./ })).toBeVisible({ timeout: 30_000 });
}

async function changeHeadline(page: Page, headline: string) {
  const preview = page.frameLocator('iframe[title^="Page preview"]');
  await preview.locator('h1').click();
  const title = page.locator('#root_blocks_0_title');
  await title.fill(headline);
  await expect(preview.locator('h1')).toHaveText(headline);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectSaved(page);
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Send for review…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send for review' });
  await expect(dialog.getByRole('list', { name: 'What will be sent' }).getByRole('listitem')).toHaveText(['Hero › Headline changed']);
  await dialog.getByRole('button', { name: 'Send for review' }).click();
}

test('edit the HVAC page from a browser and send it for review twice: one branch, one pull request, two commits', async ({
  page,
  hosted,
}) => {
  // Nothing the studio does breaks its policy (a validator compiled in the browser would) or fails in the console.
  const errors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => void (response.status() >= 400 && errors.push(`${response.status()} ${response.url()}`)));
  await openHvac(page, hosted);
  // Every page came from the site build's snapshot (each by its blob sha): none was read from GitHub.
  // (A photo the preview shows may be: the blobs asked for are held to the pages' own.)
  const pageShas = new Set(git(hosted, 'ls-tree', '-r', '--format=%(objectname)', 'main', 'pages/').split('\n'));
  expect(pageShas.size).toBeGreaterThan(30);
  expect(hosted.api.requests.filter((r) => r.method === 'GET' && pageShas.has(r.path.split('/git/blobs/')[1] ?? ''))).toEqual([]);
  await changeHeadline(page, 'HVAC SEO That Fills Your Schedule in Every Season');
  // Saved in this browser only: nothing reached GitHub yet.
  expect(git(hosted, 'branch', '--list', 'content/*')).toBe('');
  await publish(page);
  const sent = page.getByRole('status').filter({ hasText: 'Sent for review' });
  await expect(sent).toContainText('Sent for review', { timeout: 30_000 });
  const review = page.getByRole('link', { name: 'open the review' });
  await expect(review).toHaveAttribute('href', 'https://github.com/rankharbor/website/pull/1');

  expect(git(hosted, 'rev-list', '--count', 'main..content/industries.hvac-seo')).toBe('1');
  expect(git(hosted, 'diff', '--numstat', 'main', 'content/industries.hvac-seo')).toBe('1\t1\tpages/industries/hvac-seo.json');
  expect(hosted.api.pulls).toHaveLength(1);
  expect(hosted.api.pulls[0]).toMatchObject({ state: 'open', head: 'content/industries.hvac-seo', base: 'main', user: 'maya' });
  // What changed, then what it does to the page's SEO, computed in the browser as the SEO panel computes it.
  expect(hosted.api.pulls[0]!.body).toMatch(
    /^- Hero › Headline changed\n\nSEO score: (\d+) \(Good\) → \1 \(Good\)\n\nNo finding changed\.$/,
  );

  await changeHeadline(page, 'HVAC SEO That Books Your Technicians Year-Round');
  await publish(page);
  await expect(page.getByRole('status').filter({ hasText: 'added to the review already open' })).toBeVisible({ timeout: 30_000 });
  expect(git(hosted, 'rev-list', '--count', 'main..content/industries.hvac-seo')).toBe('2');
  expect(hosted.api.pulls).toHaveLength(1);

  await page.getByRole('link', { name: '← All pages' }).click();
  await expect(page.getByRole('link', { name: /HVAC SEO \/hvac-seo.*In review/ })).toBeVisible();
  // Its SEO score follows, as the panel makes it in this browser.
  await expect(page.getByRole('link', { name: /HVAC SEO \/hvac-seo.*In review SEO \d+ · Good$/ })).toBeVisible({ timeout: 30_000 });
  expect(errors).toEqual([]);
  await expect(page.getByRole('link', { name: 'Open the review of HVAC SEO' })).toHaveAttribute(
    'href',
    'https://github.com/rankharbor/website/pull/1',
  );
  expect(hosted.api.unknown).toEqual([]);
});

test('a review closed on GitHub without publishing the page: the open studio says Changed within the minute, with a link to it; sent again, a new pull request', async ({
  page,
  hosted,
}) => {
  // The studio's clock, to let its minute pass at once.
  await page.clock.install();
  await openHvac(page, hosted);
  await changeHeadline(page, 'HVAC SEO That Fills Your Schedule in Every Season');
  await publish(page);
  await expect(page.getByRole('status').filter({ hasText: 'Sent for review' })).toContainText('Sent for review', { timeout: 30_000 });
  await page.getByRole('link', { name: '← All pages' }).click();
  await expect(page.getByRole('link', { name: /HVAC SEO \/hvac-seo.*In review/ })).toBeVisible();

  // A developer closes its pull request on GitHub without merging it; the studio stays open.
  hosted.api.pulls[0]!.state = 'closed';
  await page.clock.fastForward(60_000);
  await expect(page.getByRole('link', { name: /HVAC SEO \/hvac-seo.*Changed/ })).toBeVisible({ timeout: 30_000 });
  const note = page.getByRole('region', { name: 'The closed review of HVAC SEO' });
  await expect(note).toContainText('Its review was closed without publishing it. The change is kept here, saved and not sent');
  await expect(note.getByRole('link', { name: 'Open the closed review of HVAC SEO' })).toHaveAttribute(
    'href',
    'https://github.com/rankharbor/website/pull/1',
  );
  await expect(page.getByRole('banner', { name: 'Page studio' })).toContainText('1 saved page not yet sent for review');

  // Sent again: the change as it was, in a new pull request; the closed one stays closed.
  await hvacLink(page).click();
  await publish(page);
  await expect(page.getByRole('status').filter({ hasText: /^Sent for review/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'open the review' })).toHaveAttribute('href', 'https://github.com/rankharbor/website/pull/2');
  expect(hosted.api.pulls.map(({ state, head }) => ({ state, head }))).toEqual([
    { state: 'closed', head: 'content/industries.hvac-seo' },
    { state: 'open', head: 'content/industries.hvac-seo' },
  ]);
  expect(hosted.api.unknown).toEqual([]);
});

test('the checks say what the local studio says: a title too long, a broken link with its "did you mean"', async ({ page, hosted }) => {
  await openHvac(page, hosted);
  await page.locator('#root_meta_title').fill('HVAC SEO for Heating and Cooling Contractors Nationwide | RankHarbor');
  await expect(page.getByText(/^Title: 68 characters; it must be 50 to 60: take out 8/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Search and share › Title: The title is 68 characters/ })).toBeVisible();
  const preview = page.frameLocator('iframe[title^="Page preview"]');
  await preview.locator('h1').click();
  await page.locator('#root_blocks_0_actions_0_href').fill('/servces');
  await expect(page.getByRole('button', { name: /The link \/servces leads nowhere.*Did you mean \/services\?/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
});

test('Change address on the web: an address another page has is refused as it is typed; a free one is ready to save', async ({
  page,
  hosted,
}) => {
  await openHvac(page, hosted);
  await page.getByRole('button', { name: 'Change address' }).click();
  const address = page.locator('#root_path');
  await expect(address).toBeFocused();
  await address.fill('/about');
  // Said at once, in the problem list and under the field; Save is not offered.
  await expect(page.getByRole('status').filter({ hasText: /to save/ })).toHaveText('Fix 1 problem to save.', { timeout: 15_000 });
  await expect(page.getByRole('button', { name: /The path \/about is already used by/ })).toBeVisible();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  // A free address: nothing to fix (Send for review then takes the redirect from the old one with it).
  await address.fill('/hvac-contractor-seo');
  await expect(page.getByRole('status').filter({ hasText: /to save/ })).toHaveText('Ready to save.', { timeout: 15_000 });
  await expect(address).not.toHaveAttribute('aria-invalid', 'true');
  // Back to its own address: nothing changed.
  await address.fill('/hvac-seo');
  await expect(page.getByRole('status').filter({ hasText: /to save/ })).toHaveText('No changes to save.', { timeout: 15_000 });
});

test('a token without write access is told so in plain words when publishing, and the edit stays', async ({ page, hosted }) => {
  await openHvac(page, hosted, 'github_pat_reader');
  await changeHeadline(page, 'HVAC SEO for Every Season');
  await page.getByRole('button', { name: 'Send for review…' }).click();
  await page.getByRole('dialog', { name: 'Send for review' }).getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText(/GitHub does not let sam change rankharbor\/website/).first()).toBeVisible({ timeout: 30_000 });
  await page.reload();
  await expect(page.getByText('Signed in as sam')).toBeVisible({ timeout: 30_000 });
  // The page opens again with the edit, kept in this browser.
  await expect(page.getByText('1 saved page not yet sent for review')).toBeVisible();
  await expect(page.frameLocator('iframe[title^="Page preview"]').locator('h1')).toHaveText('HVAC SEO for Every Season');
  await page.getByRole('link', { name: '← All pages' }).click();
  await expect(page.getByRole('link', { name: /HVAC SEO \/hvac-seo.*Changed/ })).toBeVisible();
});

test('a photo for the about page hero from a browser: made web-sized in the tab, checked, previewed, and sent with the page', async ({
  page,
  hosted,
}) => {
  // A camera's photo: 3000 × 2000, named as a camera names it.
  const camera = test.info().outputPath('IMG_2041.JPG');
  await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#2b59c3' } })
    .composite([{ input: Buffer.from('<svg width="3000" height="2000"><circle cx="2100" cy="1100" r="240" fill="#f6c26b"/></svg>') }])
    .jpeg({ quality: 92 })
    .toFile(camera);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto(`${hosted.site}/studio/`);
  await signInWithToken(page, 'github_pat_editor');
  await page.getByRole('link', { name: / \/about Valid/ }).click();
  await expect(page.getByRole('status').filter({ hasText: /to save|Ready to save/ })).toHaveText('No changes to save.', {
    timeout: 30_000,
  });
  const preview = page.frameLocator('iframe[title^="Page preview"]');
  await preview.locator('h1').click();
  const field = page.getByRole('group', { name: 'Picture', exact: true });
  const chooser = page.waitForEvent('filechooser');
  await field
    .getByRole('button', { name: /photo…/ })
    .first()
    .click();
  await (await chooser).setFiles(camera);
  await expect(field.getByRole('status')).toHaveText('Photo added (2560 × 1707 pixels). Now describe what it shows.', { timeout: 30_000 });
  await expect(field.getByText('about/img-2041.jpg · 2560 × 1707 pixels')).toBeVisible();
  // The preview shows it at once, before its description is written.
  await expect(preview.locator('[data-block-index="0"] img')).toHaveAttribute('src', /^blob:/, { timeout: 15_000 });
  const alt = page.locator('#root_blocks_0_image_alt');
  await alt.fill('A blue wall with a low orange sun painted on it, in the studio’s meeting room');
  await alt.blur();
  // The preview shows the photo from this tab, before anything is sent.
  await expect(preview.locator('.hero img, img').first()).toHaveAttribute('src', /^blob:/, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectSaved(page);

  await page.getByRole('button', { name: 'Send for review…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send for review' });
  // The photo it replaces, which no other page shows, goes in the same commit.
  await expect(dialog.getByRole('list', { name: 'What will be sent' })).toContainText(
    'Photo removed: about/team-workshop.jpg (no page shows it now)',
  );
  await dialog.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sent for review' })).toBeVisible({ timeout: 30_000 });
  const stored = execFileSync('git', ['show', 'content/about:photos/about/img-2041.jpg'], { cwd: hosted.repository, maxBuffer: 1 << 26 });
  expect(await sharp(stored).metadata()).toMatchObject({ width: 2560, height: 1707, format: 'jpeg' });
  expect(git(hosted, 'show', 'content/about:pages/about.json')).toContain('"src": "about/img-2041.jpg"');
  expect(git(hosted, 'diff', '--name-status', 'main', 'content/about').split('\n').sort()).toEqual([
    'A\tphotos/about/img-2041.jpg',
    'D\tphotos/about/team-workshop.jpg',
    'M\tpages/about.json',
  ]);
});

/**
 * The HVAC page with another headline on `branch` (one commit on main, by `author`), and an open pull request
 * of it: as GitHub holds a review someone opened before the test's editor came.
 */
function hvacInReview(
  hosted: HostedStudio,
  {
    headline,
    branch,
    author,
    pull,
  }: { headline: string; branch: string; author: string; pull: Omit<PullRequest, 'state' | 'head' | 'base'> },
) {
  const file = 'pages/industries/hvac-seo.json';
  const changed = JSON.parse(git(hosted, 'show', `main:${file}`)) as { blocks: { title?: string }[] };
  changed.blocks[0]!.title = headline;
  const email = `${author.split(' ')[0]!.toLowerCase()}@users.noreply.github.com`;
  git(hosted, 'update-ref', `refs/heads/${branch}`, 'main');
  addPageVersions(hosted.repository, file, [{ text: `${JSON.stringify(changed, null, 2)}\n`, author, email, message: pull.title }], {
    branch,
  });
  hosted.api.pulls.push({ ...pull, state: 'open', head: branch, base: 'main' });
}

test('two editors, one page: a change another editor sent meanwhile stops the send, names them, and the editor starts from their version', async ({
  page,
  browser,
  hosted,
}) => {
  // The HVAC page is in review: Maya sent a change to it before. She opens it; Jo, in another browser, sends a change to it too.
  hvacInReview(hosted, {
    headline: 'HVAC SEO That Fills Your Schedule in Every Season',
    branch: 'content/industries.hvac-seo',
    author: 'maya',
    pull: { number: 1, title: 'Update the page /hvac-seo', body: '- Hero › Headline changed', user: 'maya' },
  });
  await openHvac(page, hosted);
  const jo = await browser.newContext();
  try {
    const joPage = await jo.newPage();
    await openHvac(joPage, hosted, 'github_pat_jo');
    await changeHeadline(joPage, 'HVAC SEO That Keeps Jo’s Crews Booked');
    await publish(joPage);
    await expect(joPage.getByRole('status').filter({ hasText: 'added to the review already open' })).toBeVisible({ timeout: 30_000 });
  } finally {
    await jo.close();
  }
  const joCommit = git(hosted, 'rev-parse', 'content/industries.hvac-seo');

  // Maya, who has not seen Jo's change, sends hers: nothing is sent, and she is told who.
  await changeHeadline(page, 'HVAC SEO That Books Maya’s Technicians');
  await publish(page);
  await expect(page.getByText(/^Nothing was sent: jo sent a change to this page for review since you opened it\./)).toBeVisible({
    timeout: 30_000,
  });
  expect(git(hosted, 'rev-parse', 'content/industries.hvac-seo')).toBe(joCommit);

  // Start from their version: Jo's page is in the form and the preview; Maya changes it and sends it on top of Jo's commit.
  await page.getByRole('button', { name: 'Start from jo’s version' }).click();
  await expect(page.locator('#root_blocks_0_title')).toHaveValue('HVAC SEO That Keeps Jo’s Crews Booked');
  await expect(page.frameLocator('iframe[title^="Page preview"]').locator('h1')).toHaveText('HVAC SEO That Keeps Jo’s Crews Booked');
  await changeHeadline(page, 'HVAC SEO That Keeps Every Crew Booked');
  await publish(page);
  await expect(page.getByRole('status').filter({ hasText: 'added to the review already open' })).toBeVisible({ timeout: 30_000 });
  expect(git(hosted, 'rev-parse', 'content/industries.hvac-seo^')).toBe(joCommit);
  expect(JSON.parse(git(hosted, 'show', 'content/industries.hvac-seo:pages/industries/hvac-seo.json')).blocks[0].title).toBe(
    'HVAC SEO That Keeps Every Crew Booked',
  );
});

test('another open pull request changes the page: the editor is told who, with a link to it, and starts from their version', async ({
  page,
  hosted,
}) => {
  // Jo changed the HVAC page on a branch she made by hand (jo-hvac-copy), and opened a pull request of it.
  hvacInReview(hosted, {
    headline: 'HVAC SEO Jo Wrote on Her Own Branch',
    branch: 'jo-hvac-copy',
    author: 'Jo Rivera',
    pull: { number: 90, title: 'HVAC copy from Jo', body: null, user: 'jo' },
  });
  try {
    await openHvac(page, hosted);
    const notice = page.getByRole('status', { name: 'Others changing this page' });
    await expect(notice).toContainText('jo is also changing this page, in another review:', { timeout: 30_000 });
    await expect(notice.getByRole('link', { name: '“HVAC copy from Jo” (#90)' })).toHaveAttribute(
      'href',
      'https://github.com/rankharbor/website/pull/90',
    );
    await notice.getByRole('button', { name: 'Start from jo’s version' }).click();
    const preview = page.frameLocator('iframe[title^="Page preview"]');
    await expect(preview.locator('h1')).toHaveText('HVAC SEO Jo Wrote on Her Own Branch', { timeout: 15_000 });
    await preview.locator('h1').click();
    await expect(page.locator('#root_blocks_0_title')).toHaveValue('HVAC SEO Jo Wrote on Her Own Branch');
    // The notice stays while the editor goes on, and sending stays possible.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectSaved(page);
    await page.getByRole('button', { name: 'Send for review…' }).click();
    await expect(page.getByRole('dialog', { name: 'Send for review' }).getByRole('button', { name: 'Send for review' })).toBeEnabled();
    await expect(notice).toContainText('jo is also changing this page');
    expect(hosted.api.unknown).toEqual([]);
  } finally {
    hosted.api.pulls.find((pull) => pull.number === 90)!.state = 'closed';
  }
});

test('duplicate this page on the web: the HVAC page copied to /hvac-seo-fresno, its own texts written, saved in the browser and sent: the pull request adds that page alone', async ({
  page,
  hosted,
}) => {
  await openHvac(page, hosted);
  await duplicateHvacTo(page, 'hvac-seo-fresno');
  // Saved in this browser only; sent, its branch adds the copy and nothing else.
  expect(git(hosted, 'branch', '--list', 'content/*')).toBe('');
  await page.getByRole('button', { name: 'Send for review…' }).click();
  await page.getByRole('dialog', { name: 'Send for review' }).getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sent for review' })).toContainText('Sent for review', { timeout: 30_000 });
  const branch = reviewBranch('pages/industries/hvac-seo-fresno.json');
  expect(git(hosted, 'diff', '--name-status', 'main', branch)).toBe('A\tpages/industries/hvac-seo-fresno.json');
  const source = JSON.parse(git(hosted, 'show', 'main:pages/industries/hvac-seo.json'));
  const copy = JSON.parse(git(hosted, 'show', `${branch}:pages/industries/hvac-seo-fresno.json`));
  expect(copy.blocks).toEqual(source.blocks);
  expect(copy.meta).toEqual({ ...source.meta, title: copyTexts.root_meta_title, description: copyTexts.root_meta_description });
  expect(copy.card).toMatchObject({ group: 'industries', icon: source.card.icon, title: copyTexts.root_card_title });
  // The HVAC page's headline test stays its own: a second page with its name would fail validation.
  expect(source.experiment).toBeDefined();
  expect(copy).not.toHaveProperty('experiment');
  await page.getByRole('link', { name: '← All pages' }).click();
  // Listed, as the review has it, though the site's branch has no such page yet; and so after the studio reads GitHub again.
  const copyLink = page.getByRole('link', { name: /HVAC SEO in Fresno \/hvac-seo-fresno.*In review/ });
  await expect(copyLink).toBeVisible();
  await page.reload();
  await expect(copyLink).toBeVisible({ timeout: 30_000 });
  expect(hosted.api.unknown).toEqual([]);
});

test('a headline test on the web: “Try another headline” on the plumbers’ hero, written in the preview and the form, both versions previewed, the SEO warning, ended and undone; the pull request adds the test alone', async ({
  page,
  hosted,
}) => {
  const file = 'pages/industries/plumber-seo.json';
  const before = JSON.parse(git(hosted, 'show', `main:${file}`)) as { blocks: { title: string }[]; meta: { keyphrase: string } };
  const tried = 'Plumbing SEO That Rings Your Phone Before the Water Reaches the Hallway';
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto(`${hosted.site}/studio/`);
  await signInWithToken(page, 'github_pat_editor');
  await page.getByRole('link', { name: / \/plumber-seo / }).click();
  await expect(page.getByRole('status').filter({ hasText: /to save|Ready to save/ })).toHaveText('No changes to save.', {
    timeout: 30_000,
  });
  await tryAnotherHeadline(page, before.blocks[0]!.title, tried);
  await versionWithoutKeyphrase(page, before.meta.keyphrase, tried);
  await endTheTestThenUndo(page, before.blocks[0]!.title, tried);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectSaved(page);
  await page.getByRole('button', { name: 'Send for review…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send for review' });
  await expect(dialog.getByRole('list', { name: 'What will be sent' }).getByRole('listitem')).toHaveText(headlineTestSummary);
  await dialog.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sent for review' })).toContainText('Sent for review', { timeout: 30_000 });
  const branch = reviewBranch(file);
  expect(git(hosted, 'diff', '--name-only', 'main', branch)).toBe(file);
  const { experiment, ...rest } = JSON.parse(git(hosted, 'show', `${branch}:${file}`)) as Record<string, unknown>;
  expect(rest).toEqual(before);
  expect(experiment).toEqual(sentTest(before, tried));
  expect((experiment as { id: string }).id).toMatch(/^plumber-seo-/);
  expect(hosted.api.pulls[0]!.body).toMatch(
    /^- Headline test plumber-seo-\d{4}-\d{2} added, from [\d-]+ to [\d-]+\n- Headline test › Version b added\n/,
  );
  expect(hosted.api.unknown).toEqual([]);
});

test('history on the web: three live versions of a page, each said in words; the oldest opened shows its differences, is restored, saved and sent alone', async ({
  page,
  hosted,
}) => {
  // Three versions went live after the page was made: Jo changes the headline, Maya moves a section, Maya rewrites the text under the headline.
  const file = 'pages/seo.json';
  const made = git(hosted, 'show', `main:${file}`);
  const data = JSON.parse(made) as { blocks: Record<string, unknown>[] };
  const versions: [string, () => void][] = [
    ['jo', () => void (data.blocks[0]!.title = 'Choose Your Industry')],
    ['maya', () => void data.blocks.push(data.blocks.splice(1, 1)[0]!)],
    ['maya', () => void (data.blocks[0]!.subtitle = 'Every trade searches in its own words.')],
  ];
  addPageVersions(
    hosted.repository,
    file,
    versions.map(([author, change]) => (change(), { text: `${JSON.stringify(data, null, 2)}\n`, author })),
  );
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto(`${hosted.site}/studio/`);
  await signInWithToken(page, 'github_pat_editor');
  await page.getByRole('link', { name: / \/seo Valid/ }).click();
  await expect(page.getByRole('status').filter({ hasText: /to save|Ready to save/ })).toHaveText('No changes to save.', {
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'History' }).click();
  const dialog = page.getByRole('dialog', { name: 'History of this page' });
  const listed = dialog.getByRole('list').first().getByRole('button');
  await expect(listed).toHaveCount(4, { timeout: 30_000 });
  await expect(listed.nth(0)).toContainText('maya');
  await expect(listed.nth(0)).toContainText('Hero › Text under the headline changed');
  await expect(listed.nth(1)).toContainText(/moved from section 2 to section 3/);
  await expect(listed.nth(2)).toContainText('jo');
  await expect(listed.nth(2)).toContainText('Hero › Headline changed');
  await expect(listed.nth(3)).toContainText('The page was made');

  await listed.nth(3).click();
  const differences = dialog.locator('.studio-differences > li');
  await expect(differences).toHaveCount(3);
  await expect(differences.filter({ hasText: 'Hero › Headline' })).toContainText(
    'NowChoose Your IndustryIn this versionSelect Your Industry',
  );
  await expect(differences.filter({ hasText: 'moved' })).toHaveText('Call to action moved: it is section 2 now, section 3 in this version');
  await dialog.getByRole('button', { name: 'Restore this version' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is in the form, as an unsaved change' })).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectSaved(page);
  await page.getByRole('button', { name: 'Send for review…' }).click();
  await page.getByRole('dialog', { name: 'Send for review' }).getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sent for review' })).toBeVisible({ timeout: 30_000 });
  // The pull request holds exactly the page's return to its first version.
  expect(hosted.api.pulls.at(-1)).toMatchObject({ state: 'open', head: 'content/seo', base: 'main' });
  expect(git(hosted, 'diff', '--name-only', 'main', 'content/seo')).toBe(file);
  expect(JSON.parse(git(hosted, 'show', `content/seo:${file}`))).toEqual(JSON.parse(made));
});

test('history on the web across a move: a page whose file a developer moved shows the version before, at its old address; restored and sent, the pull request moves it back with its redirect', async ({
  page,
  hosted,
}) => {
  // A developer moved the terms page's file (its name gives its address: /terms is now /terms-of-service),
  // pointed the footer's link at it and redirected /terms, in one commit.
  const made = JSON.parse(git(hosted, 'show', 'main:pages/terms.json'));
  const work = mkdtempSync(path.join(tmpdir(), 'site-move-'));
  try {
    const run = (...args: string[]) => execFileSync('git', args, { cwd: work, encoding: 'utf8' });
    run('clone', '-q', hosted.repository, '.');
    run('mv', 'pages/terms.json', 'pages/terms-of-service.json');
    const siteFile = path.join(work, 'pages', '_site.json');
    writeFileSync(siteFile, readFileSync(siteFile, 'utf8').replaceAll('"href": "/terms"', '"href": "/terms-of-service"'));
    mkdirSync(path.join(work, 'pages', '_redirects'), { recursive: true });
    writeFileSync(
      path.join(work, 'pages', '_redirects', 'terms.json'),
      `${JSON.stringify({ $schema: '../../schema/redirect.schema.json', from: '/terms', to: '/terms-of-service' }, null, 2)}\n`,
    );
    run('add', '-A');
    run('-c', 'user.name=Dev', '-c', 'user.email=dev@example.com', 'commit', '-q', '-m', 'Terms at /terms-of-service');
    run('push', '-q', 'origin', 'main');
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto(`${hosted.site}/studio/`);
  await signInWithToken(page, 'github_pat_editor');
  await page.getByRole('link', { name: / \/terms-of-service / }).click();
  await expect(page.getByRole('status').filter({ hasText: /to save|Ready to save/ })).toHaveText('No changes to save.', {
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'History' }).click();
  const dialog = page.getByRole('dialog', { name: 'History of this page' });
  const listed = dialog.getByRole('list').first().getByRole('button');
  // The version from before the move is listed too, read under the file's old name.
  await expect(listed).toHaveCount(2, { timeout: 30_000 });
  await expect(listed.nth(0)).toContainText('Address changed from /terms to /terms-of-service');
  await expect(listed.nth(1)).toContainText('The page was made');
  await listed.nth(1).click();
  await expect(dialog.locator('.studio-differences > li')).toHaveCount(1);
  await expect(dialog.locator('.studio-differences > li')).toContainText('In this version/terms');
  await dialog.getByRole('button', { name: 'Restore this version' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is in the form, as an unsaved change' })).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectSaved(page);
  await page.getByRole('button', { name: 'Send for review…' }).click();
  const send = page.getByRole('dialog', { name: 'Send for review' });
  await expect(send.getByRole('list', { name: 'What will be sent' }).getByRole('listitem').first()).toHaveText(
    'Address changed: /terms-of-service → /terms (old address redirects)',
  );
  await send.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sent for review' })).toBeVisible({ timeout: 30_000 });
  // The pull request holds the page back at /terms, the redirect from /terms-of-service, the one from /terms gone, the footer's link.
  expect(hosted.api.pulls.at(-1)).toMatchObject({ state: 'open', head: 'content/terms-of-service', base: 'main' });
  const review = 'content/terms-of-service';
  expect(git(hosted, 'diff', '--no-renames', '--name-status', 'main', review).split('\n')).toEqual([
    'A\tpages/_redirects/terms-of-service.json',
    'D\tpages/_redirects/terms.json',
    'M\tpages/_site.json',
    'M\tpages/terms-of-service.json',
  ]);
  expect(JSON.parse(git(hosted, 'show', `${review}:pages/terms-of-service.json`))).toEqual({ ...made, path: '/terms' });
  expect(git(hosted, 'show', `${review}:pages/_site.json`)).not.toContain('"/terms-of-service"');
  expect(JSON.parse(git(hosted, 'show', `${review}:pages/_redirects/terms-of-service.json`))).toMatchObject({
    from: '/terms-of-service',
    to: '/terms',
  });
});

/** A review's description without its SEO part (score before and after, then what changed), which follows the change in words. */
const withoutSeo = (body: string | null) => {
  expect(body).toMatch(/\n\nSEO score: \d+ \([A-Za-z ]+\) → \d+ \([A-Za-z ]+\)\n/);
  return body!.replace(/\n\nSEO score:[\s\S]*$/, '');
};

test.describe('publish at a time', () => {
  // The editor works in London: the time is chosen in their time zone and stored in UTC on the pull request.
  test.use({ timezoneId: 'Europe/London' });

  test('schedule a page for Monday 9:00: the pull request carries the time, the start screen says Scheduled for it; a reviewer asks for changes and the page shows what they wrote; the time is changed, then cancelled', async ({
    page,
    hosted,
  }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
    await page.goto(`${hosted.site}/studio/`);
    await signInWithToken(page, 'github_pat_editor');
    const careers = page.getByRole('link', { name: /\/careers/ }).first();
    await careers.click();
    await expect(page.getByRole('status').filter({ hasText: /to save|Ready to save/ })).toHaveText('No changes to save.', {
      timeout: 30_000,
    });
    await changeHeadline(page, 'Join the Team Behind 300+ Search Success Stories');

    await page.getByRole('button', { name: 'Send for review…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send for review' });
    await expect(dialog.getByRole('radio', { name: 'Publish when approved' })).toBeChecked();
    await dialog.getByRole('radio', { name: 'Publish on a date and time' }).check();
    await dialog.getByLabel('Publish date').fill('2027-07-05');
    await dialog.getByLabel('Publish time').fill('09:00');
    await expect(dialog.getByText('It goes live on Monday 5 July, 09:00 (your time, Europe/London), if its checks pass.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Send for review' }).click();
    await expect(
      page.getByText('Sent for review. It will be published on Monday 5 July, 09:00 (Europe/London), if its checks pass.'),
    ).toBeVisible({
      timeout: 30_000,
    });
    const pull = hosted.api.pulls.find((p) => p.head === 'content/careers')!;
    // 09:00 in London in July is 08:00 UTC.
    expect(withoutSeo(pull.body)).toBe(
      'Publish on: 2027-07-05T08:00:00Z (Monday 5 July, 09:00 Europe/London)\n\n- Hero › Headline changed',
    );

    await page.getByRole('link', { name: '← All pages' }).click();
    await expect(page.getByRole('link', { name: /\/careers.*Scheduled for Monday 5 July, 09:00/ })).toBeVisible();

    // A reviewer asks for changes on GitHub, with a comment: the start screen and the page show it.
    await hosted.api.reviewing.addReview(pull.number, {
      user: 'dev',
      state: 'CHANGES_REQUESTED',
      body: 'Say how many people we hire this year.',
    });
    await page.reload();
    await expect(page.getByRole('link', { name: /\/careers.*Changes requested/ })).toBeVisible({ timeout: 30_000 });
    await careers.click();
    await expect(page.locator('.studio-file').getByText('Changes requested', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('region', { name: /What the reviewers asked of/ })).toContainText(
      'dev: Say how many people we hire this year.',
    );

    // The time changes until it happens: 10:30 instead, then none. The dialog is the publish time's, not a send.
    const timeDialog = page.getByRole('dialog', { name: 'Publish time' });
    await page.getByRole('button', { name: 'Publish time…' }).click();
    await expect(timeDialog.getByLabel('Publish date')).toHaveValue('2027-07-05');
    await expect(timeDialog.getByLabel('Publish time')).toHaveValue('09:00');
    await expect(timeDialog).not.toContainText('Send for review');
    await timeDialog.getByLabel('Publish time').fill('10:30');
    await timeDialog.getByRole('button', { name: 'Save the publish time' }).click();
    await expect(page.getByText('It will be published on Monday 5 July, 10:30 (Europe/London), if its checks pass.')).toBeVisible({
      timeout: 30_000,
    });
    expect(withoutSeo(pull.body)).toBe(
      'Publish on: 2027-07-05T09:30:00Z (Monday 5 July, 10:30 Europe/London)\n\n- Hero › Headline changed',
    );
    await page.getByRole('button', { name: 'Publish time…' }).click();
    await timeDialog.getByRole('radio', { name: 'Publish when approved' }).check();
    await timeDialog.getByRole('button', { name: 'Save the publish time' }).click();
    await expect(page.getByText('No publish time: the page goes live once a developer accepts the review.')).toBeVisible({
      timeout: 30_000,
    });
    expect(withoutSeo(pull.body)).toBe('- Hero › Headline changed');
    expect(hosted.api.unknown).toEqual([]);
  });
});

/** The files of a pull request as GitHub lists them (GET /pulls/{n}/files), each with its status. */
async function pullFiles(hosted: HostedStudio, number: number): Promise<string[]> {
  const answer = await fetch(`${hosted.api.url}/repos/rankharbor/website/pulls/${number}/files`, {
    headers: { Authorization: 'Bearer github_pat_editor', Accept: 'application/vnd.github+json' },
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { filename: string; status: string }[]).map((file) => `${file.status} ${file.filename}`);
}

type Section = { type: string };
const pageAt = (hosted: HostedStudio, ref: string, file: string) =>
  JSON.parse(git(hosted, 'show', `${ref}:${file}`)) as { blocks: Section[] } & Record<string, unknown>;

/** Copies the sections of a page chosen by their checkboxes' names, then opens another page by its start-screen link. */
async function copyTo(page: Page, from: RegExp, sections: RegExp[], to: RegExp) {
  await page.getByRole('link', { name: from }).click();
  const list = page.getByRole('region', { name: 'Sections' });
  for (const name of sections) await list.getByRole('checkbox', { name }).check();
  await list.getByRole('button', { name: /^Copy \d section/ }).click();
  await page.getByRole('link', { name: '← All pages' }).click();
  await page.getByRole('link', { name: to }).click();
  await expect(page.getByRole('status').filter({ hasText: /to save|Ready to save/ })).toHaveText('No changes to save.', {
    timeout: 30_000,
  });
}

async function pasteAfter(page: Page, option: string) {
  const paste = page.getByRole('group', { name: 'Paste copied sections' });
  await paste.getByLabel('Paste').selectOption({ label: option });
  await paste.getByRole('button', { name: 'Paste', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Pasted / })).toBeVisible();
}

/** The page's pull request changes that page alone, by exactly `section`, inserted after its second section. */
async function expectReviewAddsSection(hosted: HostedStudio, file: string, before: ReturnType<typeof pageAt>, section: Section) {
  const branch = reviewBranch(file);
  const pull = hosted.api.pulls.find((p) => p.head === branch)!;
  expect(pull).toMatchObject({ state: 'open', base: 'main' });
  expect(await pullFiles(hosted, pull.number)).toEqual([`modified ${file}`]);
  expect(pageAt(hosted, branch, file)).toEqual({ ...before, blocks: [...before.blocks.slice(0, 2), section, ...before.blocks.slice(2)] });
}

async function saveAndSend(page: Page, summary: string[]) {
  await expect(page.getByRole('status').filter({ hasText: /to save/ })).toHaveText('Ready to save.', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectSaved(page);
  await page.getByRole('button', { name: 'Send for review…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send for review' });
  await expect(dialog.getByRole('list', { name: 'What will be sent' }).getByRole('listitem')).toHaveText(summary);
  await dialog.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sent for review' })).toBeVisible({ timeout: 30_000 });
}

test('copy the testimonials from Home to the dentists’ page on the web and send it: the pull request holds that page alone, changed by exactly that section', async ({
  page,
  hosted,
}) => {
  const file = 'pages/industries/dentist-seo.json';
  const before = pageAt(hosted, 'main', file);
  const testimonials = pageAt(hosted, 'main', 'pages/index.json').blocks.find((b) => b.type === 'testimonials')!;
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto(`${hosted.site}/studio/`);
  await signInWithToken(page, 'github_pat_editor');
  await copyTo(page, /^Home \/ /, [/^Choose Testimonials/], /Dentist SEO \/dentist-seo/);
  await pasteAfter(page, 'after Benefits (section 2)');
  await saveAndSend(page, ['Testimonials section added']);

  await expectReviewAddsSection(hosted, file, before, testimonials);
});

test('a section with photos copied from About to the plumbers’ page on the web: the photos stay where they are, show in the preview, pass the checks, and the pull request holds the page alone', async ({
  page,
  hosted,
}) => {
  const file = 'pages/industries/plumber-seo.json';
  const before = pageAt(hosted, 'main', file);
  const about = pageAt(hosted, 'main', 'pages/about.json');
  // The About page's cards with photos of the team (in the about folder of the photos), not in the plumbers' folder.
  const withPhotos = about.blocks.find((b) => b.type === 'cards' && JSON.stringify(b).includes('"src":"about/'))!;
  expect(withPhotos).toBeDefined();
  const index = about.blocks.indexOf(withPhotos);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto(`${hosted.site}/studio/`);
  await signInWithToken(page, 'github_pat_editor');
  await copyTo(page, / \/about /, [new RegExp(`\\(section ${index + 1}\\) to copy$`)], /Plumber SEO \/plumber-seo/);
  await pasteAfter(page, 'after Benefits (section 2)');
  const preview = page.frameLocator('iframe[title^="Page preview"]');
  const photo = preview.locator('[data-block-index="2"] img').first();
  await expect(photo).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 15_000 }).toBeGreaterThan(1);
  const kind = (await page.locator(`[data-block-card="2"] .studio-card-kind`).textContent())!.trim();
  await saveAndSend(page, [`${kind} section added`]);

  await expectReviewAddsSection(hosted, file, before, withPhotos);
});

test('on the web too, the section picker offers the site’s own sections: “Testimonials — from Home” goes in on the accountants’ page, ready to save', async ({
  page,
  hosted,
}) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto(`${hosted.site}/studio/`);
  await signInWithToken(page, 'github_pat_editor');
  await page.getByRole('link', { name: /Accountant SEO \/accountant-seo/ }).click();
  await expect(page.getByRole('status').filter({ hasText: /to save|Ready to save/ })).toHaveText('No changes to save.', {
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Add a section after Benefits' }).click();
  const picker = page.getByRole('dialog', { name: 'Add a section' });
  await picker.getByRole('tab', { name: 'From this site' }).click();
  await picker.getByLabel('Find a section').fill('testimonials home');
  await picker.getByRole('button', { name: /^Testimonials — from Home/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added Testimonials — from Home as section 3.' })).toBeVisible();
  const sections = page.getByRole('region', { name: 'Sections' }).getByRole('listitem');
  await expect(sections.nth(2)).toContainText('Testimonials');
  await expect(page.getByRole('status').filter({ hasText: /to save/ })).toHaveText('Ready to save.', { timeout: 30_000 });
});

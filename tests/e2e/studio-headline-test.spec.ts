// A headline test made in the local studio, as an editor makes it: "Try another headline" on the HVAC
// page's hero, the version's headline written where the preview shows it, the preview switched between the
// original and the version, its words typed in the form (the SEO panel warning while they lack the focus
// keyphrase), the test ended keeping the version and that undone, then Save and Send for review. The review holds exactly the test: the page
// file sent is the page as it was, with only `experiment` added.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './local-studio.ts';
import { openPage } from './studio-page.ts';
import { endTheTestThenUndo, headlineTestSummary, sentTest, tryAnotherHeadline, versionWithoutKeyphrase } from './headline-test-journey.ts';

test.use({ trace: 'off' });

test('try another headline on the HVAC hero: written in the preview and the form, both versions previewed, the SEO warning, ended and undone, sent for review as the test alone', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const file = path.join(process.env.STUDIO_REPO!, 'pages/industries/hvac-seo.json');
  const before = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown> & {
    blocks: { title: string }[];
  };
  const original = before.blocks[0]!.title;
  const tried = 'HVAC SEO That Makes You the First Call When the Heat Goes Out';

  await openPage(page, / \/hvac-seo /);
  await tryAnotherHeadline(page, original, tried);
  await versionWithoutKeyphrase(page, 'hvac seo', tried);
  await endTheTestThenUndo(page, original, tried);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved\./ })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Send for review…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send for review' });
  await expect(dialog.getByRole('list', { name: 'What will be sent' }).getByRole('listitem')).toHaveText(headlineTestSummary);
  await dialog.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sent for review' })).toBeVisible({ timeout: 30_000 });

  const origin = (...args: string[]) =>
    execFileSync('git', ['--git-dir', process.env.STUDIO_ORIGIN!, ...args], { encoding: 'utf8' }).trim();
  const branch = origin('for-each-ref', '--format=%(refname:short)', 'refs/heads/content/');
  // Against the site as it was (this computer's main branch, the review's base), the review changes the page alone.
  const main = execFileSync('git', ['-C', process.env.STUDIO_REPO!, 'rev-parse', 'main'], { encoding: 'utf8' }).trim();
  expect(origin('diff', '--name-only', main, branch)).toBe('pages/industries/hvac-seo.json');
  const sent = JSON.parse(origin('show', `${branch}:pages/industries/hvac-seo.json`)) as Record<string, unknown>;
  const { experiment, ...rest } = sent;
  expect(rest).toEqual(before);
  expect(experiment).toEqual(sentTest(before, tried));
  expect((experiment as { id: string }).id).toMatch(/^hvac-seo-/);
});

test('try another headline on a call to action: a version of its headline, named by its label, shown in the preview', async ({ page }) => {
  await openPage(page, / \/hvac-seo /);
  const preview = page.frameLocator('iframe[title^="Page preview"]');
  const heading = preview.getByRole('heading', { name: 'Ready to Own Your Local HVAC Market?' });
  // The call to action's card, opened from its heading in the preview.
  await heading.click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Try another headline' }).click();
  await expect(page.getByRole('group', { name: 'Headline test: the preview shows' }).getByRole('radio', { name: 'b' })).toBeChecked();
  await expect(page.locator('#root_experiment_variants_0_texts_0__title')).toHaveText('Call to action › Headline');
  const words = page.locator('#root_experiment_variants_0_texts_0_text');
  await expect(words).toHaveValue('Ready to Own Your Local HVAC Market?');
  await words.fill('Be the HVAC Company Every Homeowner Calls First');
  await expect(preview.getByRole('heading', { name: 'Be the HVAC Company Every Homeowner Calls First' })).toBeVisible();
  await expect(page.locator('#root_blocks_2_title')).toHaveValue('Ready to Own Your Local HVAC Market?');
});

test('on a phone, the preview shown after Try another headline starts under the notice, and a tap on its headline leads to version b’s words, not the page’s', async ({
  page,
}) => {
  await openPage(page, / \/hvac-seo /, { width: 375, height: 800 });
  // By keyboard, in the form: the hero's card, then its Try another headline.
  await page
    .getByRole('button', { name: /^Hero / })
    .first()
    .focus();
  await page.keyboard.press('Enter');
  const tryIt = page.getByRole('button', { name: 'Try another headline' });
  for (let tabs = 0; tabs < 20 && !(await tryIt.evaluate((button) => button === document.activeElement)); tabs++)
    await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Version b added to the headline test' })).toBeVisible();
  // The preview shows version b behind the form, as the notice says, by the time the editor has read it.
  await expect(page.frameLocator('iframe[title^="Page preview"]').locator('h1')).toHaveText(
    'HVAC SEO That Keeps Your Trucks Busy in Every Season',
  );
  // Back up to the notice, as an editor reads it, then to the preview.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  // The preview is shown from its top, the page scrolled so that the bar sticks to the top of the screen.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const b = page.getByRole('group', { name: 'Headline test: the preview shows' }).getByRole('radio', { name: 'b' });
  await expect(b).toBeInViewport();
  // What a finger on the radio would touch: the radio itself, not the notice or the bar above it.
  const box = (await b.boundingBox())!;
  const touched = await page.evaluate(
    ([x, y]) => (document.elementFromPoint(x!, y!) as HTMLInputElement | null)?.outerHTML.slice(0, 80),
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  expect(touched).toMatch(/^<input type="radio"/);

  // The notice says: click its headline there to write the words to try. On a phone a tap leads to the
  // field of what was tapped: version b's headline, not the page's own.
  await page.frameLocator('iframe[title^="Page preview"]').locator('h1').click();
  const versionWords = page.locator('#root_experiment_variants_0_texts_0_text');
  await expect(versionWords).toBeFocused();
  await versionWords.fill('Be the First HVAC Call in Town');
  await expect(page.locator('#root_blocks_0_title')).toHaveValue('HVAC SEO That Keeps Your Trucks Busy in Every Season');
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(page.frameLocator('iframe[title^="Page preview"]').locator('h1')).toHaveText('Be the First HVAC Call in Town');
});

// A headline test made in the local studio, as an editor makes it: "Try another headline" on the HVAC
// page's hero, the version's headline written where the preview shows it, the preview switched between the
// original and the version, then Save and Send for review. The review holds exactly the test: the page
// file sent is the page as it was, with only `experiment` added.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './local-studio.ts';
import { openPage } from './studio-page.ts';

test.use({ trace: 'off' });

test('try another headline on the HVAC hero: written in the preview, both versions previewed, sent for review as the test alone', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const file = path.join(process.env.STUDIO_REPO!, 'pages/industries/hvac-seo.json');
  const before = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown> & { blocks: { title: string }[] };
  const original = before.blocks[0]!.title;
  const tried = 'HVAC SEO That Makes You the First Call When the Heat Goes Out';

  await openPage(page, / \/hvac-seo /);
  const preview = page.frameLocator('iframe[title^="Page preview"]');
  await preview.locator('h1').click();
  await page.keyboard.press('Escape');
  // Beside the hero's headline in the form.
  await page.getByRole('button', { name: 'Try another headline' }).click();
  const shows = page.getByRole('group', { name: 'Headline test: the preview shows' });
  await expect(shows.getByRole('radio', { name: 'b' })).toBeChecked();
  await expect(page.getByRole('note').filter({ hasText: 'Version b still has the original’s words' })).toBeVisible();

  // The version's headline, written in the preview: the version's words change, the page's own stay.
  const headline = preview.locator('h1');
  await expect(headline).toHaveText(original);
  await headline.click();
  await expect(headline).toHaveAttribute('contenteditable', 'plaintext-only');
  await page.keyboard.press('Control+A');
  await page.keyboard.type(tried);
  await page.keyboard.press('Enter');
  await expect(page.locator('#root_experiment_variants_0_texts_0_text')).toHaveValue(tried);
  await expect(page.locator('#root_blocks_0_title')).toHaveValue(original);
  // The form names the text by its label, and offers the page's texts by theirs, never a place in the file.
  await expect(page.locator('#root_experiment_variants_0_texts_0__title')).toHaveText('Hero › Headline');
  await expect(page.locator('#root_experiment_variants_0_texts_0_field option:checked')).toHaveText('Hero › Headline');

  // Both versions in the preview.
  await shows.getByRole('radio', { name: 'Original' }).check();
  await expect(headline).toHaveText(original);
  await shows.getByRole('radio', { name: 'b' }).check();
  await expect(headline).toHaveText(tried);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved\./ })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Send for review…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send for review' });
  await expect(dialog.getByRole('list', { name: 'What will be sent' }).getByRole('listitem')).toHaveText([
    /^Headline test hvac-seo-\d{4}-\d{2} added, from \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}$/,
    'Headline test › Version b added',
  ]);
  await dialog.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sent for review' })).toBeVisible({ timeout: 30_000 });

  const origin = (...args: string[]) =>
    execFileSync('git', ['--git-dir', process.env.STUDIO_ORIGIN!, ...args], { encoding: 'utf8' }).trim();
  const branch = origin('for-each-ref', '--format=%(refname:short)', 'refs/heads/content/');
  expect(origin('diff', '--name-only', `${branch}~1`, branch)).toBe('pages/industries/hvac-seo.json');
  const sent = JSON.parse(origin('show', `${branch}:pages/industries/hvac-seo.json`)) as Record<string, unknown>;
  const { experiment, ...rest } = sent;
  expect(rest).toEqual(before);
  expect(experiment).toEqual({
    id: expect.stringMatching(/^hvac-seo-\d{4}-\d{2}$/),
    start: expect.any(String),
    end: expect.any(String),
    controlWeight: 50,
    variants: [
      {
        id: 'b',
        weight: 50,
        texts: [
          { field: '/blocks/0/title', text: tried },
          { field: '/blocks/0/subtitle', text: (before.blocks[0] as unknown as { subtitle: string }).subtitle },
          { field: '/blocks/0/actions/0/label', text: (before.blocks[0] as unknown as { actions: { label: string }[] }).actions[0]!.label },
        ],
      },
    ],
  });
});

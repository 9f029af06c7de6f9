// "Try another headline" as an editor does it, in either studio, on a page open in the editor whose hero's
// headline reads `original`: the version added beside the hero's headline, its headline written where the
// preview shows it (the page's own words stay), the form naming the text by its label, and the preview
// switched between the original and the version. The studio's own spec and the web studio's run it, and
// then the rest of a test's life: the version's words typed in the form, the SEO panel's warning for a
// version that drops the focus keyphrase, and the test ended keeping the version, which one Undo takes back.
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

export async function tryAnotherHeadline(page: Page, original: string, tried: string) {
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
}

/**
 * After tryAnotherHeadline, version b's headline typed in the form: written without the page's focus
 * keyphrase, the SEO panel warns of that version; written with it, the warning goes. It ends as `tried`.
 * A page without a keyphrase is given `keyphrase` for the while, and has none again at the end.
 */
export async function versionWithoutKeyphrase(page: Page, keyphrase: string, tried: string) {
  const keyphraseField = page.locator('#root_meta_keyphrase');
  const hadNone = (await keyphraseField.inputValue()) === '';
  if (hadNone) await keyphraseField.fill(keyphrase);
  else expect(await keyphraseField.inputValue()).toBe(keyphrase);
  const field = page.locator('#root_experiment_variants_0_texts_0_text');
  const warning = page
    .getByRole('region', { name: 'SEO' })
    .getByRole('button', { name: /Version b’s headline does not contain the focus keyphrase/ });
  await field.fill('Booked Solid Before the First Frost');
  await expect(warning).toHaveCount(1, { timeout: 30_000 });
  await expect(warning).toContainText(`“${keyphrase}”`);
  await field.fill(`${keyphrase.toUpperCase()} for Crews Who Want the Next Call`);
  await expect(warning).toHaveCount(0, { timeout: 30_000 });
  await field.fill(tried);
  if (hadNone) await keyphraseField.fill('');
  const preview = page.frameLocator('iframe[title^="Page preview"]');
  await expect(preview.locator('h1')).toHaveText(tried);
}

/**
 * "End the test, keep version b": the page's own headline becomes the version's, the test is gone from the
 * form and the preview, and the keyboard is on the notice's Undo. The toolbar's Undo brings the test back as
 * it was, the page's own words with it, and the notice (no longer true) goes. Ended again, the notice's own
 * Undo, by keyboard, does the same and hands the keyboard back to the test's End button.
 */
export async function endTheTestThenUndo(page: Page, original: string, tried: string) {
  const shows = page.getByRole('group', { name: 'Headline test: the preview shows' });
  const ended = page.getByRole('status').filter({ hasText: 'The headline test ended: the page keeps version b’s words.' });
  const preview = page.frameLocator('iframe[title^="Page preview"]');
  const testIsBack = async () => {
    await expect(page.locator('#root_blocks_0_title')).toHaveValue(original);
    await expect(page.locator('#root_experiment_variants_0_texts_0_text')).toHaveValue(tried);
    await expect(shows.getByRole('radio', { name: 'b' })).toBeVisible();
    await expect(ended).toHaveCount(0);
  };
  const end = async () => {
    await shows.getByRole('radio', { name: 'b' }).check();
    await page.getByRole('button', { name: 'End the test, keep version b' }).click();
    await expect(ended).toBeVisible();
    await expect(page.locator('#root_blocks_0_title')).toHaveValue(tried);
    await expect(shows).toHaveCount(0);
    await expect(page.locator('#root_experiment_variants_0_texts_0_text')).toHaveCount(0);
    await expect(preview.locator('h1')).toHaveText(tried);
    await expect(ended.getByRole('button', { name: 'Undo' })).toBeFocused();
  };

  await end();
  // The toolbar's Undo (Control+Z), not the notice's.
  await page.locator('button[aria-keyshortcuts="Control+Z"]').click();
  await testIsBack();

  await end();
  await page.keyboard.press('Enter');
  await testIsBack();
  await expect(page.getByRole('button', { name: 'End the test, keep the original' })).toBeFocused();
}

/** What the review's list says a new headline test with one version will send. */
export const headlineTestSummary = [
  /^Headline test [a-z-]+-\d{4}-\d{2} added, from \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}$/,
  'Headline test › Version b added',
];

/** The test a page file sent holds: one version, b, trying `tried` and the hero's other texts as they were. */
export function sentTest(before: { blocks: unknown[] }, tried: string) {
  const hero = before.blocks[0] as { subtitle: string; actions: { label: string }[] };
  return {
    id: expect.stringMatching(/^[a-z-]+-\d{4}-\d{2}$/),
    start: expect.any(String),
    end: expect.any(String),
    controlWeight: 50,
    variants: [
      {
        id: 'b',
        weight: 50,
        texts: [
          { field: '/blocks/0/title', text: tried },
          { field: '/blocks/0/subtitle', text: hero.subtitle },
          { field: '/blocks/0/actions/0/label', text: hero.actions[0]!.label },
        ],
      },
    ],
  };
}

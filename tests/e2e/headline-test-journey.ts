// "Try another headline" as an editor does it, in either studio, on a page open in the editor whose hero's
// headline reads `original`: the version added beside the hero's headline, its headline written where the
// preview shows it (the page's own words stay), the form naming the text by its label, and the preview
// switched between the original and the version. The studio's own spec and the web studio's run it.
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

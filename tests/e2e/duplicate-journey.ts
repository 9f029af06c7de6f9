// "Duplicate this page", as an editor does it in either studio: from the HVAC page, open, to a copy at a new
// address (a taken one refused as it is typed), which opens unsaved with every section of the page and its
// own search texts and card still to write, shown greyed with the HVAC page's words; written and saved.
import { expect, type Page } from '@playwright/test';

export const hvacHeadline = 'HVAC SEO That Keeps Your Trucks Busy in Every Season';

/** The copy's own texts, by field: what the editor writes in place of the HVAC page's. */
export const copyTexts = {
  root_meta_title: 'HVAC SEO in Fresno: Booked Jobs All Summer | RankHarbor',
  root_meta_description:
    'HVAC SEO for Fresno contractors: the map pack when the valley heat hits 105°F, more calls from nearby homes, installs booked ahead. Ask for a free audit.',
  root_card_title: 'HVAC SEO in Fresno',
  root_card_menuLabel: 'HVAC Fresno',
  root_card_description: 'Calls from Fresno homes when the valley heat breaks their AC.',
};

/** The HVAC page's own texts, by field: what the copy shows greyed until its own are written. */
const hvacOwnTexts = {
  root_meta_title: 'HVAC SEO Services: Book More Jobs Year-Round | RankHarbor',
  root_meta_description:
    'HVAC SEO that puts your company in the map pack when furnaces fail and AC units quit. More calls, more installs, booked jobs in every season. Free audit.',
  root_card_title: 'HVAC SEO',
  root_card_menuLabel: 'HVAC',
  root_card_description: 'Booked calls through summer heatwaves and winter breakdowns, not just in the busy weeks.',
};

/** With the HVAC page open in the editor: duplicates it to `slug`, writes the copy's own texts and saves it. */
export async function duplicateHvacTo(page: Page, slug: string) {
  await page.getByRole('button', { name: 'Duplicate this page…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Duplicate this page' });
  const address = dialog.getByRole('textbox', { name: 'Address' });
  await expect(address).toBeFocused();
  await address.fill('hvac-seo');
  await expect(dialog.getByRole('status')).toContainText('A page already has this address');
  await expect(dialog.getByRole('button', { name: 'Create the copy' })).toBeDisabled();
  await address.fill(slug);
  await expect(dialog.getByRole('status')).toHaveText(`/${slug} is free.`, { timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Create the copy' }).click();
  await expect(dialog).toBeHidden();

  // The copy, open and not yet saved, at its address: the HVAC page's sections in the preview.
  await expect(page.locator('.studio-file strong')).toHaveText(`/${slug}`, { timeout: 20_000 });
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  const preview = page.frameLocator('iframe[title^="Page preview"]');
  await expect(preview.locator('h1')).toHaveText(hvacHeadline, { timeout: 20_000 });
  // Its own texts start empty (the preview shows the HVAC page's words greyed in their place), and are the checklist.
  await expect(page.getByRole('status').filter({ hasText: /to write|to save/ })).toHaveText('5 texts still to write.', { timeout: 20_000 });
  const title = page.locator('#root_meta_title');
  await expect(title).toHaveValue('');
  // Each of them shows the HVAC page's words greyed in its field too, as the dialog says and the preview does
  // (not the schema's example, which is about roofers).
  const closedCard = page.locator('.studio-card-toggle[aria-expanded="false"]');
  while ((await closedCard.count()) > 0) await closedCard.first().click();
  for (const [id, words] of Object.entries(hvacOwnTexts)) await expect(page.locator(`#${id}`), id).toHaveAttribute('placeholder', words);
  // None of them shows in the page itself: nothing there is marked to write (the hero's small label, HVAC SEO, is the
  // card heading's old words, and stays the section's own).
  await expect(preview.getByText('HVAC SEO', { exact: true })).toBeVisible();
  await expect(preview.locator('[data-to-write]')).toHaveCount(0);

  // Written, and saved.
  await expect(page.locator('#root_blocks_0_title')).toHaveValue(hvacHeadline);
  for (const [id, text] of Object.entries(copyTexts)) await page.locator(`#${id}`).fill(text);
  await expect(page.getByRole('status').filter({ hasText: /to save/ })).toHaveText('Ready to save.', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved\./ })).toBeVisible({ timeout: 30_000 });
}

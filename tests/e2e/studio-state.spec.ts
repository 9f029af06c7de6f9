// The local studio agrees with itself and speaks the form's words (issue 48): after Save and after Send the
// page's badge, Send for review and the notice agree at once, even while the page list takes seconds to
// answer; Publish time is never offered where it cannot work; and the SEO panel's advice, followed on a
// page missing its keyphrase, leads each time to the text field it names until the score is Good.
import type { Page, Route } from '@playwright/test';
import { expect, test } from './local-studio.ts';
import { openPage } from './studio-page.ts';

test.describe.configure({ timeout: 120_000 });

/** Holds the studio's answers at `path` for `ms` from now on (as a busy host or a slow GitHub would). */
async function slow(page: Page, path: string, ms: number) {
  await page.route(
    (url) => url.pathname === path,
    async (route: Route) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue().catch(() => undefined);
    },
  );
}

test('after Save and after Send the badge, Send for review and the notice agree at once; Publish time is not offered on a copy not on GitHub', async ({
  page,
}) => {
  await openPage(page, / \/about /);
  // The hero's card opens from the preview.
  await page.frameLocator('iframe[title^="Page preview"]').locator('h1').click();
  const badge = page.locator('.studio-file .studio-badge');
  const send = page.getByRole('button', { name: 'Send for review…' });
  const why = page.locator('#studio-publish-why');
  await expect(badge).toHaveText('Live');
  await page.locator('#root_blocks_0_title').fill('The People Behind Your Rankings');
  await expect(page.getByRole('status').filter({ hasText: 'Ready to save.' })).toBeVisible({ timeout: 30_000 });
  // From now on the page list and the host's word on reviews take 4 s to answer.
  await slow(page, '/_editor/api/pages', 4000);
  await slow(page, '/_editor/api/reviews', 4000);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved\. Send it for review/ })).toBeVisible({ timeout: 20_000 });
  // At once (well within the 4 s the list takes), not after it.
  await expect(badge).toHaveText('Changed', { timeout: 1000 });
  await expect(send).toHaveAttribute('aria-disabled', 'false', { timeout: 1000 });
  await expect(why).toHaveText('');

  await send.click();
  const dialog = page.getByRole('dialog', { name: 'Send for review' });
  await expect(dialog.getByRole('list', { name: 'What will be sent' }).getByRole('listitem')).toHaveText(['Hero › Headline changed']);
  await dialog.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Sent for review/ })).toBeVisible({ timeout: 30_000 });
  await expect(badge).toHaveText('In review', { timeout: 1000 });
  await expect(send).toHaveAttribute('aria-disabled', 'true');
  await expect(why).toHaveText('Already in review.');
  // This copy's remote is not on GitHub: no publish time can be set, so none is offered, before or after the host says so.
  await expect(page.getByRole('button', { name: 'Publish time…' })).toHaveCount(0);
  await page.waitForResponse((r) => new URL(r.url()).pathname === '/_editor/api/reviews', { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Publish time…' })).toHaveCount(0);
  await expect(badge).toHaveText('In review');

  // Opened again: while the host has not yet said whether reviews can be read, no publish time is offered either.
  const reviewsAsked = page.waitForResponse((r) => new URL(r.url()).pathname === '/_editor/api/reviews', { timeout: 30_000 });
  await page.reload();
  await expect(badge).toHaveText('In review', { timeout: 20_000 });
  expect(await page.getByRole('button', { name: 'Publish time…' }).count()).toBe(0);
  await reviewsAsked;
  await expect(page.getByRole('button', { name: 'Publish time…' })).toHaveCount(0);
});

/** The form's words a point is headed by ("Hero › Headline"), and the point's text. */
const placeOfPoint = (words: string) => {
  const at = words.indexOf(': ');
  return { place: words.slice(0, at), labels: words.slice(0, at).split(' › ') };
};

test('the SEO panel’s advice on a page missing its keyphrase, followed point by point, leads to the text field each names until the score is Good', async ({
  page,
}) => {
  // The contact page, whose only point is its missing keyphrase: given one it never uses.
  await openPage(page, / \/contact /);
  await page.locator('#root_meta_keyphrase').fill('roof repair');
  const panel = page.getByRole('region', { name: 'SEO' });
  const score = panel.locator('.studio-seo-score');
  await expect(score).toHaveText(/^\d+\/100 · Poor$/, { timeout: 30_000 });
  expect(Number(/^(\d+)/.exec((await score.textContent())!)![1])).toBeLessThan(50);

  // What the editor writes in each field the advice leads to: the keyphrase, within the counts the form asks.
  const rewrite: Record<string, (was: string) => string> = {
    'Search and share › Title': () => 'Roof Repair Leads for HVAC Companies: Book More Jobs Now',
    'Search and share › Description': () =>
      'Roof repair marketing for HVAC and roofing companies: we put your business in the map pack when roofs leak, with more calls and booked jobs in every season.',
    'Hero › Headline': () => 'Talk to Us About Roof Repair Leads',
  };
  const visited: string[] = [];
  const places: string[] = [];
  for (let step = 0; step < 14; step++) {
    const said = (await score.textContent())!;
    if (said.endsWith('· Good')) break;
    const points = panel.locator('h4 + ul button');
    await expect(points.first()).toBeVisible();
    const words = (await points.allTextContents()).find((w) => !visited.includes(w))!;
    expect(words, `a point not yet followed, at ${said}`).toBeDefined();
    const { place, labels } = placeOfPoint(words);
    visited.push(words);
    places.push(place);
    await panel.getByRole('button', { name: words, exact: true }).click();
    // The cursor is in a text field, labelled as the point named it.
    const field = page.locator(':focus');
    expect(await field.evaluate((element) => element.tagName)).toMatch(/^(INPUT|TEXTAREA)$/);
    await expect(field).toHaveAccessibleName(new RegExp(`^${labels.at(-1)!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    if (place === 'Address') continue; // An old address keeps its links: the editor leaves it.
    const was = await field.inputValue();
    await field.fill(rewrite[place]?.(was) ?? `Roof repair: ${was}`);
    // The point goes (or says the new figures) once the report of the edit is in.
    await expect(panel.getByRole('button', { name: words, exact: true })).toHaveCount(0, { timeout: 30_000 });
  }
  await expect(score, `the points followed:\n${visited.join('\n')}`).toHaveText(/^\d+\/100 · Good$/, { timeout: 30_000 });
  expect(places).toEqual(expect.arrayContaining(['Search and share › Title', 'Hero › Headline', 'Search and share › Description']));
});

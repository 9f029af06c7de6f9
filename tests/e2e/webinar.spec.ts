import { expect, formsReady, gotoHydrated, test, watchConsole } from './fixtures.ts';

// A fixed time zone, and dates away from daylight-saving changes, so the expected figures are exact.
test.use({ timezoneId: 'America/Los_Angeles' });

const unit = (page: import('@playwright/test').Page, name: string) => page.locator(`[data-unit="${name}"]`);

test('the prerendered countdown is a placeholder, so hydration cannot mismatch on time', async ({ request }) => {
  const html = await (await request.get('/webinar')).text();
  expect(html).toContain('data-countdown="pending"');
  expect(html).toMatch(/data-unit="days">--</);
  expect(html).toMatch(/data-unit="seconds">--</);
});

test('the countdown aims 7 days ahead at 14:00 local time, ticks each second and stops at the target', async ({ page }) => {
  const messages = watchConsole(page);
  // Opened on Monday 1 June 2026 at 10:30 in the visitor's zone: the target is Monday 8 June at 14:00.
  await page.clock.install({ time: new Date('2026-06-01T10:30:00-07:00') });
  await gotoHydrated(page, '/webinar');
  const banner = page.locator('[data-countdown]');
  await expect(banner).toHaveAttribute('data-countdown', 'running');

  // Time runs while the page loads; then it stops 20 s after opening, and moves only when told to.
  await page.clock.pauseAt(new Date('2026-06-01T10:30:20-07:00'));
  await page.clock.runFor(1000);
  await expect(unit(page, 'days')).toHaveText('07');
  await expect(unit(page, 'hours')).toHaveText('03');
  await expect(unit(page, 'minutes')).toHaveText('29');
  // Each label (dt) comes before its number (dd) in the HTML, as a dl requires; on screen the number stays above it.
  for (const group of await banner.locator('dl > div').all()) {
    const [label, number] = [await group.locator('dt').boundingBox(), await group.locator('dd').boundingBox()];
    expect(await group.evaluate((div) => [...div.children].map((child) => child.tagName))).toEqual(['DT', 'DD']);
    expect(number!.y + number!.height).toBeLessThanOrEqual(label!.y + 0.5);
  }
  const seconds = Number(await unit(page, 'seconds').textContent());
  await page.clock.runFor(1000);
  await expect(unit(page, 'seconds')).toHaveText(String(seconds - 1).padStart(2, '0'));
  await page.clock.runFor(60_000);
  await expect(unit(page, 'minutes')).toHaveText('28');

  // Two seconds before the start, then past it: the clock shows the end and stays there.
  await page.clock.pauseAt(new Date('2026-06-08T13:59:58-07:00'));
  await page.clock.runFor(1000);
  await expect(unit(page, 'days')).toHaveText('00');
  await expect(unit(page, 'hours')).toHaveText('00');
  await expect(unit(page, 'minutes')).toHaveText('00');
  await page.clock.runFor(3000);
  await expect(banner).toHaveAttribute('data-countdown', 'ended');
  await expect(banner.getByRole('status')).toHaveText('The session has started');
  await expect(page.locator('[data-unit]')).toHaveCount(0);
  await page.clock.runFor(10_000);
  await expect(banner).toHaveAttribute('data-countdown', 'ended');
  expect(messages).toEqual([]);
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the button under the headline glides down to the registration form', async ({ page }) => {
    await gotoHydrated(page, '/webinar');
    await formsReady(page);
    const form = page.locator('#registration-form');
    await expect(form).not.toBeInViewport();
    // Pressed from inside the page, with the scroll position read in the same task: a jump has already
    // landed by then, a glide has not left its start. Counting scroll events instead depends on how many
    // frames a loaded machine draws during the glide (two, at times, under CI load).
    const [before, right] = await page.evaluate(() => {
      const start = window.scrollY;
      document.querySelector<HTMLAnchorElement>('[data-jump-to-form]')!.click();
      return [start, window.scrollY];
    });
    expect(right).toBe(before);
    await expect(form).toBeInViewport();
    await expect(page).toHaveURL(/#registration-form$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before + 200);
    await expect(form).toBeFocused();
    await expect(form.getByLabel(/Full Name/)).toBeVisible();
  });
});

test('on a desktop the form is a card beside the headline, and the phone button is hidden', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoHydrated(page, '/webinar');
  const form = page.locator('#registration-form');
  await expect(form).toBeInViewport();
  await expect(page.locator('[data-jump-to-form]')).toBeHidden();
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  const card = await form.boundingBox();
  expect(card!.x).toBeGreaterThan(heading!.x + heading!.width - 1);
});

test('the page carries every section of the spec, with its figures', async ({ page }) => {
  await gotoHydrated(page, '/webinar');
  const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
  expect(headings.length).toBeGreaterThanOrEqual(8);
  const agenda = page.locator('[data-minutes]');
  await expect(agenda).toHaveCount(9);
  expect(await agenda.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-minutes'))))).toEqual([
    5, 15, 15, 15, 15, 15, 10, 15, 5,
  ]);
  await expect(page.getByText('Total: 90 minutes')).toBeVisible();
  await expect(page.getByText('37 of 50 bonus spots claimed')).toBeVisible();
  await expect(page.getByText('63 spots remaining')).toBeVisible();
  await expect(page.getByText(/87 of 100/).first()).toBeVisible();
  await expect(page.getByText(/100 owners/).first()).toBeVisible();
  await expect(page.locator('details')).toHaveCount(8);
});

for (const path of ['/webinar', '/services/ai-seo-services']) {
  test(`${path}: the FAQ keeps one answer open at a time, and the open one closes on a click`, async ({ page }) => {
    await gotoHydrated(page, path);
    const items = page.locator('details');
    const open = () => items.evaluateAll((els) => els.map((el, i) => ((el as HTMLDetailsElement).open ? i : -1)).filter((i) => i >= 0));
    expect(await open()).toEqual([]);
    await items.nth(0).locator('summary').click();
    expect(await open()).toEqual([0]);
    await items.nth(2).locator('summary').click();
    expect(await open()).toEqual([2]);
    await expect(items.nth(2).locator('p')).toBeVisible();
    await items.nth(2).locator('summary').click();
    expect(await open()).toEqual([]);
  });
}

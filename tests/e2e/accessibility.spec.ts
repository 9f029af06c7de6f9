import AxeBuilder from '@axe-core/playwright';
import { expect, gotoHydrated, test } from './fixtures.ts';

// Every route is checked with axe at 375 and 1280 px in routes.spec.ts; here, the states only interaction reaches.
test('open menus, dialog and cookie banner have no violations either', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.addInitScript(() => localStorage.removeItem('cookie-consent'));
  await gotoHydrated(page, '/');
  await page.getByRole('banner').getByRole('button', { name: 'SEO Services' }).click();
  const withMenu = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag22aa']).analyze();
  expect(withMenu.violations.map((v) => v.id)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('main').getByRole('link', { name: 'Get Free SEO Audit' }).first().click();
  const withDialog = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag22aa']).analyze();
  expect(withDialog.violations.map((v) => v.id)).toEqual([]);
});

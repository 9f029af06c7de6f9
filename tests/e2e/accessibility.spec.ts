import AxeBuilder from '@axe-core/playwright';
import { expect, gotoHydrated, test } from './fixtures.ts';

// The pages that carry the shell's interactive parts; issue-wide coverage of every route comes with the CI gates.
for (const path of ['/', '/services', '/hvac-seo', '/contact']) {
  for (const width of [375, 1280]) {
    test(`${path} at ${width} px has no WCAG 2.2 A/AA violations`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, path);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
}

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

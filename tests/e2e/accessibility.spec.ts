import AxeBuilder from '@axe-core/playwright';
import { expect, gotoHydrated, test } from './fixtures.ts';
import { keyboardWalk } from './keyboard.ts';

// Every route is checked with axe at 375 and 1280 px in routes.spec.ts; here, the states only interaction reaches.
test('open menus and the dialog have no violations either', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoHydrated(page, '/');
  await page.getByRole('banner').getByRole('button', { name: 'SEO Services' }).click();
  const withMenu = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag22aa']).analyze();
  expect(withMenu.violations.map((v) => v.id)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('main').getByRole('button', { name: 'Get Free SEO Audit' }).first().click();
  const withDialog = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag22aa']).analyze();
  expect(withDialog.violations.map((v) => v.id)).toEqual([]);
});

test('the open phone menu and an open group in it have no violations', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoHydrated(page, '/about');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const withMenu = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag22aa']).analyze();
  expect(withMenu.violations.map((v) => v.id)).toEqual([]);
  await page.locator('#mobile-menu').getByRole('button', { name: 'SEO Services' }).click();
  const withGroup = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag22aa']).analyze();
  expect(withGroup.violations.map((v) => v.id)).toEqual([]);
});

// The keyboard walk that routes.spec.ts runs on every route must itself catch both faults it looks for.
test.describe('the keyboard walk', () => {
  test('reports a control whose focus leaves no visible trace', async ({ page }) => {
    await gotoHydrated(page, '/about');
    // Inline style through the DOM (a <style> tag would break the site's CSP): no outline, focused or not.
    await page.evaluate(() =>
      (document.querySelector('footer a[href="/privacy"]') as HTMLElement).style.setProperty('outline', 'none', 'important'),
    );
    const walk = await keyboardWalk(page);
    expect(walk.invisible).toEqual(['a "Privacy Policy"']);
    expect(walk.unreached).toEqual([]);
  });

  test('reports a focus ring that an ancestor clips away entirely', async ({ page }) => {
    await gotoHydrated(page, '/about');
    // The link fills a box that hides overflow, so its outline, drawn 2 px outside it, never shows.
    await page.evaluate(() => {
      const link = document.querySelector('footer a[href="/terms"]') as HTMLElement;
      link.style.display = 'block';
      link.parentElement!.style.overflow = 'hidden';
      link.parentElement!.style.padding = '0';
    });
    const walk = await keyboardWalk(page);
    expect(walk.invisible).toEqual(['a "Terms of Service"']);
  });

  test('reports the controls after a focus trap as unreached', async ({ page }) => {
    await gotoHydrated(page, '/about');
    // A widget that swallows Tab: nothing after it can be reached from the keyboard.
    await page.evaluate(() =>
      document
        .querySelector('header a[href="/about"]')!
        .addEventListener('keydown', (e) => (e as KeyboardEvent).key === 'Tab' && e.preventDefault()),
    );
    const walk = await keyboardWalk(page);
    expect(walk.unreached).toContain('a "Contact"');
    expect(walk.unreached).toContain('a "Privacy Policy"');
  });
});

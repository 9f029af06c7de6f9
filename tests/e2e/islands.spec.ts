// Islands and instant navigation, as a visitor meets them: only interactive blocks wake, nothing typed or
// pressed before an island wakes is lost, and links to the site's pages are prerendered on hover.
import type { Page } from '@playwright/test';
import { expect, fillAudit, gotoHydrated, islandsSettled, test, watchConsole } from './fixtures.ts';
import { site } from './content.ts';

/**
 * Holds back one island's code until released, as a slow phone network would. The lead forms' islands
 * are one chunk with the code that runs a form ("lead-form", see vite.config.ts).
 */
async function holdIsland(page: Page, name: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const chunk = name === 'form' ? 'lead-form' : `${name}\\.island`;
  await page.route(new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('what a visitor types before the form wakes is kept, and sent', async ({ page }) => {
  const messages = watchConsole(page);
  const release = await holdIsland(page, 'form');
  const sent: unknown[] = [];
  await page.route(site.forms.endpoint, async (route) => {
    sent.push(route.request().postDataJSON());
    await route.fulfill({ json: { success: true, message: 'ok' } });
  });
  await page.goto('/contact');
  const island = page.locator('[data-island="form"]');
  // Typing wakes the form, whose code is still on its way: the visitor types into the HTML form.
  await fillAudit(page, '#consultation');
  await expect(island).toHaveAttribute('data-island-state', 'waking');
  release();
  await expect(island).toHaveAttribute('data-island-state', 'hydrated');
  const form = page.locator('#consultation');
  await expect(form.locator('[data-ready]')).toHaveCount(1);
  await expect(form.getByLabel('Your Name')).toHaveValue('Jane Smith');
  await expect(form.getByLabel('Website URL')).toHaveValue('https://acme.com');
  await form.getByRole('button', { name: 'Get Free SEO Analysis' }).click();
  await expect(page.locator('[data-toast="success"]')).toBeVisible();
  expect(sent).toEqual([
    expect.objectContaining({
      name: 'Jane Smith',
      email: 'jane@acme.com',
      website: 'https://acme.com',
      message: 'More calls from Google, <b>please</b>',
    }),
  ]);
  expect(messages).toEqual([]);
});

test('a button pressed before its island wakes still does its job once it has', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const release = await holdIsland(page, 'testimonials');
  await page.goto('/');
  const carousel = page.getByRole('group', { name: 'What Our Clients Say' });
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.locator('figure:visible')).toContainText('Priya Raman');
  await carousel.getByRole('button', { name: 'Next testimonial' }).click();
  await expect(page.locator('[data-island="testimonials"]')).toHaveAttribute('data-island-state', 'waking');
  release();
  await expect(carousel.locator('figure:visible')).toContainText('Daniel Okafor');
});

test('islands wake when they should: the dialog form when the dialog opens, tabs when scrolled near', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, '/');
  const state = (name: string) => page.locator(`[data-island="${name}"]`).getAttribute('data-island-state');
  expect(await state('audit-dialog')).toBeNull();
  expect(await state('resultsTabs')).toBeNull();
  await page.getByRole('main').getByRole('button', { name: 'Get Free SEO Audit' }).first().click();
  await expect.poll(() => state('audit-dialog')).toBe('hydrated');
  await page.keyboard.press('Escape');
  await page.getByRole('tablist').scrollIntoViewIfNeeded();
  await expect.poll(() => state('resultsTabs')).toBe('hydrated');
});

test('every page sends the Speculation-Rules header; its rules file is valid and prerenders a hovered link', async ({ page, request }) => {
  for (const path of ['/', '/hvac-seo', '/no-such-page']) {
    expect((await request.get(path)).headers()['speculation-rules']).toBe('"/speculation-rules.json"');
  }
  const file = await request.get('/speculation-rules.json');
  expect(file.headers()['content-type']).toBe('application/speculationrules+json');
  const rules = (await file.json()) as { prerender: { eagerness: string }[] };
  expect(rules.prerender[0]!.eagerness).toBe('moderate');

  // Chromium's own view of the rules (DevTools Protocol, Preload domain): loaded without an error, and
  // a hover over a link starts prerendering that page.
  const cdp = await page.context().newCDPSession(page);
  const ruleSets: { sourceText: string; errorType?: string; errorMessage?: string }[] = [];
  const attempts: { key: { url: string; action: string }; status: string }[] = [];
  cdp.on('Preload.ruleSetUpdated', (e) => ruleSets.push(e.ruleSet));
  cdp.on('Preload.prerenderStatusUpdated', (e) => attempts.push(e));
  await cdp.send('Preload.enable');
  await gotoHydrated(page, '/hvac-seo');
  await expect.poll(() => ruleSets.length).toBeGreaterThan(0);
  expect(ruleSets.map((r) => r.errorType ?? 'ok')).toEqual(['ok']);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).hover();
  await expect.poll(() => attempts.map((a) => `${new URL(a.key.url).pathname} ${a.key.action}`)).toContain('/about Prerender');
});

test('pages change with a cross-document view transition, which visitors who ask for less motion do not get', async ({ page }) => {
  await gotoHydrated(page, '/about');
  const rules = () =>
    page.evaluate(() =>
      [...document.styleSheets].flatMap((sheet) =>
        [...sheet.cssRules].flatMap((rule) => (rule instanceof CSSMediaRule ? [...rule.cssRules] : [rule])),
      ),
    );
  const viewTransitions = await page.evaluate(() =>
    [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .flatMap((rule) =>
        rule instanceof CSSMediaRule ? [...rule.cssRules].map((r) => `${rule.conditionText} ${r.cssText}`) : [rule.cssText],
      )
      .filter((text) => text.includes('@view-transition')),
  );
  void rules;
  expect(viewTransitions.map((t) => t.replace(/\s+/g, ' '))).toEqual([
    '@view-transition { navigation: auto; }',
    '(prefers-reduced-motion: reduce) @view-transition { navigation: none; }',
  ]);
  await islandsSettled(page);
});

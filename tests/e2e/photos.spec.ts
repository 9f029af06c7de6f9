// Photos as a visitor's browser fetches them: the hero's file at the width the screen needs, in the best
// format, before anything else of it; photos further down only when the visitor scrolls near them.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** Every photo file the page has asked for so far, by name without its hash. */
function photoRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/photos/')) seen.push(pathname.replace(/^\/assets\/photos\//, '').replace(/-[0-9a-f]{12}-/, '-'));
  });
  return seen;
}

/** What started the fetch of the photo whose file name starts so: the preload ('link') or the picture ('img'). */
const initiatorOf = (page: Page, name: string) =>
  page.evaluate(
    (start) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) =>
        new URL(entry.name).pathname.startsWith(`/assets/photos/${start}`),
      )?.initiatorType,
    name,
  );

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, deviceScaleFactor: 1 });

  test('the about page fetches the hero photo as the 400 px AVIF, once, without putting it first, and the office photos only on scroll', async ({
    page,
  }) => {
    const requested = photoRequests(page);
    await page.goto('/about');
    await expect.poll(() => requested).toContain('team-workshop-400.avif');
    const hero = page.locator('section').first().locator('img');
    await expect(hero).toHaveJSProperty('complete', true);
    expect(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/team-workshop-[0-9a-f]{12}-400\.avif$/);
    // On a phone the photo comes under the hero's figures, below the first screen: it loads at once, but
    // its preload is for wide screens only, where it sits beside the headline, and it does not go first.
    await expect(hero).not.toHaveAttribute('fetchpriority', /.*/);
    await expect(hero).not.toHaveAttribute('loading', /.*/);
    await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveAttribute('media', '(min-width: 1024px)');
    // The preload and the <img> ask for the same file: one request, no JPEG or WebP besides.
    await page.waitForLoadState('load');
    expect(requested).toEqual(['team-workshop-400.avif']);
    expect(await initiatorOf(page, 'team-workshop-')).toBe('img');

    const office = page.locator('#office img');
    await expect(office).toHaveCount(2);
    for (const img of await office.all()) await expect(img).toHaveAttribute('loading', 'lazy');
    await office.first().scrollIntoViewIfNeeded();
    await expect
      .poll(() => requested.filter((name) => !name.startsWith('team-')).sort())
      .toEqual(['client-review-400.avif', 'office-planning-400.avif']);
    // A request is seen when it starts; the picture is complete only once its bytes have arrived.
    await expect(office.first()).toHaveJSProperty('complete', true);
    expect(await office.first().evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/office-planning-[0-9a-f]{12}-400\.avif$/);
  });

  test('the HVAC page preloads its hero photo, cropped 3:2, with its size in the HTML', async ({ page }) => {
    const requested = photoRequests(page);
    await page.goto('/hvac-seo');
    const preload = page.locator('head link[rel="preload"][as="image"]');
    await expect(preload).toHaveAttribute('type', 'image/avif');
    await expect(preload).toHaveAttribute('imagesrcset', /hvac-service-call-[0-9a-f]{12}-400\.avif 400w/);
    const hero = page.locator('section').first().locator('img');
    await expect(hero).toHaveAttribute('width', '1920');
    await expect(hero).toHaveAttribute('height', '1280');
    await expect(hero).toHaveAttribute('decoding', 'async');
    await expect.poll(() => requested).toEqual(['hvac-service-call-400.avif']);
  });

  test('the ed-tech case study draws its chart at phone width, with its figures in a table for screen readers', async ({ page }) => {
    await page.goto('/case-studies/ed-tech');
    const chart = page.getByRole('figure', { name: 'Weekly organic clicks over the ten months of work' });
    await expect(chart.locator('svg:visible')).toHaveCount(1);
    const box = (await chart.locator('svg:visible').boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(375);
    expect(box.width).toBeGreaterThan(280);
    await expect(chart.locator('svg:visible text', { hasText: /^5,256$/ })).toBeVisible();
    const table = chart.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(11);
    await expect(table.getByRole('row', { name: 'M1 414' })).toHaveCount(1);
  });
});

test.describe('on a 1280 px desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });

  test('the hero photo beside the headline is the 800 px AVIF, cached for a year under its hashed name', async ({ page, request }) => {
    const requested = photoRequests(page);
    await page.goto('/about');
    await expect.poll(() => requested).toContain('team-workshop-800.avif');
    const hero = page.locator('section').first().locator('img');
    const src = await hero.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(src).toMatch(/team-workshop-[0-9a-f]{12}-800\.avif$/);
    // Fetched by the preload in the head, ahead of the picture in the body.
    expect(await initiatorOf(page, 'team-workshop-')).toBe('link');
    const response = await request.get(src);
    expect(response.headers()['content-type']).toBe('image/avif');
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    // Beside the headline, not under it.
    const [text, photo] = [await page.locator('h1').boundingBox(), await hero.boundingBox()];
    expect(photo!.x).toBeGreaterThan(text!.x + text!.width - 1);
  });
});

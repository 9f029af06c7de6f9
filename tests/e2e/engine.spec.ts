import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { budgets } from '../../src/tooling/budgets.ts';
import { firstImages, islandsAtLoad, measureFloors } from '../../src/tooling/floor-cost.ts';
import { distDir, serveConfigFile } from '../../src/tooling/paths.ts';
import { expect, gotoHydrated, test, watchConsole } from './fixtures.ts';
import { heroTitle, pages, rendered, site } from './content.ts';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;').replace(/</g, '&lt;');

for (const [path, data] of rendered) {
  test(`${path}: head tags are in the served HTML before any script`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<title>${escapeHtml(data.meta.title)}</title>`);
    expect(head).toContain(`<meta name="description" content="${escapeHtml(data.meta.description)}"/>`);
    expect(head).toContain(`<link rel="canonical" href="${site.baseUrl}${path}"/>`);
    expect(head).toContain(`<meta property="og:title" content="${escapeHtml(data.meta.title)}"/>`);
    expect(head).toContain(`<meta property="og:url" content="${site.baseUrl}${path}"/>`);
    expect(head).toMatch(new RegExp(`<meta property="og:image" content="${site.baseUrl}/images/[^"]+\\.(jpg|png)"/>`));
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(head).toContain(`<meta name="theme-color" content="${site.themeColor}"/>`);
    expect(head).toContain('<link rel="manifest" href="/site.webmanifest"/>');
    expect(html).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${site.language}"`));
    expect(head.includes('name="robots" content="noindex"')).toBe(Boolean(data.meta.noindex));
    expect(head).not.toContain('<script');
    // Page data travels as JSON, never as an executable inline script; the one script is the island loader.
    expect(html).not.toMatch(/<script(?![^>]*(type="module" data-island-loader>|type="application\/json"|type="application\/ld\+json"))/);
    expect(html.split('<script type="module"').length).toBeLessThanOrEqual(2);
  });
}

test('a link is a full page load: a new document, at the top, and an old address lands by one 301', async ({ page }) => {
  const messages = watchConsole(page);
  await gotoHydrated(page, '/hvac-seo');
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroTitle('/about'));
  await expect(page).toHaveTitle(pages.find((p) => p.path === '/about')!.page.meta.title);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await gotoHydrated(page, '/hvac-seo');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL('/');
  await page.goBack();
  await expect(page).toHaveURL('/hvac-seo');
  expect(messages).toEqual([]);
});

test('the server answers redirects with 301 and unknown paths with 404 and the not-found page', async ({ request, page }) => {
  const redirect = await request.get('/pricing', { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
  expect(redirect.headers().location).toBe('/');

  const missing = await request.get('/no-such-page');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Oops! Page not found');

  const logged: string[] = [];
  page.on('console', (m) => logged.push(m.text()));
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect.poll(() => logged).toContain('404: no page exists at /no-such-page');
  await page.getByRole('link', { name: site.notFound.linkLabel }).click();
  await expect(page).toHaveURL('/');
});

test('a page with islands carries one inline script, the island loader, after its content, allowed by its hash; no script is fetched before the first paint, and nothing is preloaded', async ({
  page,
  request,
}) => {
  const answer = await request.get('/contact');
  const html = await answer.text();
  expect(html.match(/<script[^>]* src="[^"]*"[^>]*>/g)).toBeNull();
  const inline = [...html.matchAll(/<script type="module" data-island-loader>([\s\S]*?)<\/script>/g)];
  expect(inline).toHaveLength(1);
  expect(html.indexOf(inline[0]![0])).toBeGreaterThan(html.lastIndexOf('</footer>'));
  expect(html).not.toContain('modulepreload');
  // The policy runs that script by its hash, and no other inline code.
  const hash = createHash('sha256').update(inline[0]![1]!, 'utf8').digest('base64');
  const policy = answer.headers()['content-security-policy']!;
  const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src '));
  expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
  // No site config in the page: the form reads its service from its own HTML, and neither it nor the
  // results tabs need props, so the page has no JSON for its scripts at all.
  expect(html).not.toContain('<script type="application/json"');

  // Island code arrives after the first paint, each island's own chunk only for islands on the page.
  const loaded: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && loaded.push(new URL(r.url()).pathname));
  const messages = watchConsole(page);
  await gotoHydrated(page, '/contact');
  expect(loaded.some((url) => /\/entry-/.test(url))).toBe(false);
  // By the browser's own timeline: each script was asked for after the first contentful paint.
  const timeline = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' || entry.name.endsWith('.js'))
      .map((entry) => entry.startTime),
  }));
  expect(timeline.scripts.length).toBeGreaterThan(0);
  for (const start of timeline.scripts) expect(start).toBeGreaterThanOrEqual(timeline.paint);
  // The form islands, the code that runs a form and both forms' rules are one file: one request for the form.
  expect(loaded.filter((url) => /\/lead-form-/.test(url))).toHaveLength(1);
  expect(loaded.some((url) => /\.rules-/.test(url))).toBe(false);
  expect(loaded.some((url) => /(countdown|testimonials)\.island-/.test(url))).toBe(false);
  // The cookie banner's island (every page asks), and not the visit's or analytics' code, fetched only once chosen.
  expect(loaded.filter((url) => /\/consent\.island-/.test(url))).toHaveLength(1);
  expect(loaded.some((url) => /\/(attribution|analytics)-/.test(url))).toBe(false);
  // A policy that refused the loader would say so in the console.
  expect(messages).toEqual([]);
});

test("on a phone's first screen, the pages held to their floor wake the islands and load the scripts and images the budget counts, and no others", async ({
  browser,
  baseURL,
}) => {
  // Lighthouse's mobile screen: 412 x 823 CSS pixels. Nothing is scrolled, pointed at or touched.
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const counted = await measureFloors(distDir(), JSON.parse(readFileSync(serveConfigFile(), 'utf8')), budgets.floor);
  for (const target of budgets.floor) {
    const page = await context.newPage();
    const scripts: string[] = [];
    const images: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (r.resourceType() === 'script') scripts.push(pathname);
      if (r.resourceType() === 'image' && pathname !== '/favicon.svg') images.push(pathname);
    });
    const html = await (await page.goto(`${baseURL}${target.route}`))!.text();
    const expected = islandsAtLoad(html, target.inView);
    const woken = () =>
      page.evaluate(() => [...document.querySelectorAll('[data-island][data-island-state]')].map((el) => el.getAttribute('data-island')));
    await expect.poll(woken, { message: target.route }).toEqual(expected);
    await page.waitForLoadState('networkidle');
    // Once the network is quiet, still those islands and no other, and the scripts the budget counted.
    expect(await woken(), target.route).toEqual(expected);
    expect(scripts.sort(), target.route).toEqual(
      counted
        .find((c) => c.route === target.route)!
        .scripts.map((s) => s.url)
        .sort(),
    );
    // And the images of the first screen, which the floor loads too, are the ones the budget counts.
    expect([...new Set(images)].sort(), target.route).toEqual(firstImages(html, target.imagesInView).sort());
    await page.close();
  }
  await context.close();
});

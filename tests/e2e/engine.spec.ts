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
    // Page data travels as JSON, never as an executable inline script.
    expect(html).not.toMatch(/<script(?![^>]*(type="module" src=|type="application\/json"|type="application\/ld\+json"))/);
  });
}

test('client-side navigation fetches page data as JSON, without reloading the document', async ({ page }) => {
  const messages = watchConsole(page);
  await gotoHydrated(page, '/');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const dataRequest = page.waitForRequest((r) => r.url().endsWith('/_data/about.json'));
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await dataRequest;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroTitle('/about'));
  await expect(page).toHaveTitle(pages.find((p) => p.path === '/about')!.page.meta.title);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(messages).toEqual([]);
});

test('a redirect link on the client leaves no history entry for the old address', async ({ page }) => {
  await gotoHydrated(page, '/hvac-seo');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL('/');
  await page.goBack();
  await expect(page).toHaveURL('/hvac-seo');
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

test('the app is started by the loader after the first paint, not by a script tag or preload the parser finds', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/hvac-seo')).text();
  const scripts = [...html.matchAll(/<script type="module"[^>]*>/g)].map((m) => m[0]);
  expect(scripts).toEqual([
    expect.stringMatching(/^<script type="module" src="\/assets\/hydrate-[0-9a-f]{8}\.js" data-entry="\/assets\/entry-client-[^"]+\.js">$/),
  ]);
  expect(html).not.toContain('modulepreload');
  // Headless Chromium reports paint times too late to compare with; Lighthouse's floor run measures the effect.
  await gotoHydrated(page, '/hvac-seo');
  const entry = /data-entry="([^"]+)"/.exec(scripts[0]!)![1]!;
  expect(await page.evaluate((url) => performance.getEntriesByType('resource').some((r) => r.name.endsWith(url)), entry)).toBe(true);
});

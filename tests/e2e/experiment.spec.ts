// The HVAC page's headline experiment in the browser, through npm run serve's split: a visitor who
// accepted cookies is given a copy and a cookie that keeps it, and each copy, like the page itself, has
// the page's canonical, loads the plain page's scripts alone (the cookie banner's) and passes axe; no copy
// is a file of the build or has an address of its own. (The split's own rules: tests/edge/split-cases.ts.)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { distDir } from '../../src/tooling/paths.ts';
import { expect, test } from './fixtures.ts';

const page = JSON.parse(readFileSync(new URL('../../pages/industries/hvac-seo.json', import.meta.url), 'utf8'));
const { id, variants } = page.experiment as { id: string; variants: { id: string; texts: { field: string; text: string }[] }[] };
const headline = (variant: string) =>
  variants.find((v) => v.id === variant)?.texts.find((t) => t.field === '/blocks/0/title')?.text ?? page.blocks[0].title;

test('a consenting visitor gets a copy of the HVAC page and keeps it; every copy has the canonical, the plain page\u2019s scripts alone and no axe violation', async ({
  page: tab,
  context,
  baseURL,
}) => {
  await tab.setViewportSize({ width: 1280, height: 900 });
  // What a page runs: its scripts (JSON-LD aside: data, not code) and the islands they wake, as served.
  const code = () =>
    tab.evaluate(() => ({
      scripts: [...document.querySelectorAll('script:not([type="application/ld+json"])')].map(
        (s) => (s as HTMLScriptElement).src || s.textContent,
      ),
      islands: [...document.querySelectorAll('[data-island]')].map((el) => el.getAttribute('data-island')),
    }));
  // The plain page, as a visitor without consent gets it: what every copy must run, no more.
  await tab.goto('/hvac-seo');
  const plain = await code();
  await context.addCookies([{ name: 'consent', value: 'granted', url: baseURL! }]);
  await tab.goto('/hvac-seo');
  const kept = (await context.cookies()).find((cookie) => cookie.name === `exp_${id}`);
  expect(['control', ...variants.map((v) => v.id)]).toContain(kept?.value);
  await expect(tab.locator('h1')).toHaveText(headline(kept!.value));
  await tab.reload();
  await expect(tab.locator('h1')).toHaveText(headline(kept!.value));
  for (const variant of ['control', ...variants.map((v) => v.id)]) {
    await context.addCookies([{ name: `exp_${id}`, value: variant, url: baseURL! }]);
    await tab.goto('/hvac-seo');
    await expect(tab.locator('h1')).toHaveText(headline(variant));
    await expect(tab.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/hvac-seo$/);
    expect(await code(), variant).toEqual(plain);
    const axe = await new AxeBuilder({ page: tab }).withTags(['wcag2a', 'wcag2aa', 'wcag22aa']).analyze();
    expect(
      axe.violations.map((v) => v.id),
      variant,
    ).toEqual([]);
  }
});

test('no version of the HVAC page has an address of its own: no page of the build shows its headline, the sitemap lists the page once, and no address serves it', async ({
  request,
}) => {
  const dist = distDir();
  const pages = (readdirSync(dist, { recursive: true }) as string[]).filter((entry) => entry.endsWith('.html'));
  expect(pages.length).toBeGreaterThan(40);
  for (const variant of variants) {
    const words = headline(variant.id);
    expect(words).not.toBe(page.blocks[0].title);
    for (const entry of pages) expect(readFileSync(path.join(dist, entry), 'utf8'), entry).not.toContain(words);
    // Where a reader might look for it, as a visitor counted in that version: nothing is there.
    const cookies = `consent=granted; exp_${id}=${variant.id}`;
    for (const address of [`/hvac-seo/${variant.id}`, `/hvac-seo-${variant.id}`, `/${variant.id}`, `/hvac-seo/${variant.id}/index.html`])
      expect((await request.get(address, { headers: { Cookie: cookies } })).status(), address).toBe(404);
  }
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap.match(/<loc>[^<]*\/hvac-seo<\/loc>/g)).toHaveLength(1);
});

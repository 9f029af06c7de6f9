// The HVAC page's headline experiment in the browser, through npm run serve's split: a visitor who
// accepted cookies is given a copy and a cookie that keeps it, and each copy, like the page itself, has
// the page's canonical, loads no script and passes axe. (The split's own rules: tests/edge/split-cases.ts.)
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';

const page = JSON.parse(readFileSync(new URL('../../pages/industries/hvac-seo.json', import.meta.url), 'utf8'));
const { id, variants } = page.experiment as { id: string; variants: { id: string; texts: { field: string; text: string }[] }[] };
const headline = (variant: string) =>
  variants.find((v) => v.id === variant)?.texts.find((t) => t.field === '/blocks/0/title')?.text ?? page.blocks[0].title;

test('a consenting visitor gets a copy of the HVAC page and keeps it; every copy has the canonical, no script and no axe violation', async ({
  page: tab,
  context,
  baseURL,
}) => {
  await tab.setViewportSize({ width: 1280, height: 900 });
  await context.addCookies([{ name: 'consent', value: 'granted', url: baseURL! }]);
  const scripts: string[] = [];
  tab.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
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
    const axe = await new AxeBuilder({ page: tab }).withTags(['wcag2a', 'wcag2aa', 'wcag22aa']).analyze();
    expect(
      axe.violations.map((v) => v.id),
      variant,
    ).toEqual([]);
  }
  expect(scripts).toEqual([]);
});

// Where a lead came from, in Chromium against the built site: a visitor lands on a campaign address,
// goes on to two more pages and sends the audit form. With consent the lead carries the visit's first and
// last touch; without, only the current address's tags, and nothing for attribution is kept on the device
// (src/forms/attribution.ts). The form service is stood in at the network boundary.
import type { Page, Request } from '@playwright/test';
import { auditPayload, expect, fillAudit, formsReady, gotoHydrated, test } from './fixtures.ts';
import { site } from './content.ts';

const landing = '/hvac-seo?utm_source=news&utm_campaign=fall&gclid=x';
const spec = auditPayload(site.forms.accessKey);

async function standInService(page: Page): Promise<Request[]> {
  const requests: Request[] = [];
  await page.route(site.forms.endpoint, (route) => {
    requests.push(route.request());
    return route.fulfill({ json: { success: true, message: 'Email sent successfully!' } });
  });
  return requests;
}

/** Sends the audit form on /contact; answers the lead as posted and the version the page's HTML holds. */
async function sendAudit(page: Page, requests: Request[]): Promise<{ lead: Record<string, string>; version: string }> {
  await formsReady(page);
  const form = await fillAudit(page, '#consultation');
  const version = await form.locator('input[type=hidden][name=version]').inputValue();
  await form.getByRole('button', { name: 'Get Free SEO Analysis' }).click();
  await expect(page.locator('[data-toast]').filter({ hasText: 'Form submitted successfully!' })).toBeVisible();
  expect(requests).toHaveLength(1);
  return { lead: requests[0]!.postDataJSON(), version };
}

/** What the page keeps on the device, besides the consent choice itself. */
const kept = (page: Page) =>
  page.evaluate(() => ({
    local: Object.keys(localStorage).filter((key) => key !== 'cookie-consent'),
    session: Object.keys(sessionStorage).filter((key) => !key.startsWith('lead-form-')),
    cookie: document.cookie,
  }));

test.describe('a lead says where it came from', () => {
  test.use({ consentChosen: false });

  test('without consent: the page, the version and the current address’s tags alone, nothing kept on the device', async ({ page }) => {
    const requests = await standInService(page);
    await gotoHydrated(page, landing);
    await gotoHydrated(page, '/about');
    await gotoHydrated(page, '/contact?utm_source=mail');
    const { lead, version } = await sendAudit(page, requests);
    expect(version).toMatch(/^[\w.-]+$/);
    expect(version).not.toContain('site-version');
    expect(lead).toEqual({ ...spec, page: '/contact', version, utm_source: 'mail' });
    expect(Object.keys(lead).slice(0, 7)).toEqual(['access_key', 'name', 'email', 'website', 'message', 'subject', 'submission_id']);
    expect(await kept(page)).toEqual({ local: [], session: [], cookie: '' });
  });

  test('with consent: the visit’s first and last touch, kept from the landing', async ({ page }) => {
    const requests = await standInService(page);
    // The visitor statistics' page tag, stood in by its documented call, gtag(command, name, parameters):
    // this site's config sets up no statistics, so nothing else defines it.
    await page.addInitScript(() => {
      const w = window as unknown as { gtag: (...args: unknown[]) => void; counted: unknown[] };
      w.counted = [];
      w.gtag = (...args) => w.counted.push(args);
    });
    await gotoHydrated(page, landing);
    // The visitor moves on before the visit's code arrives on the landing (held back here, so the
    // race a quick visitor runs is run every time): the banner's note keeps the landing's campaign.
    const visitCode = '**/assets/attribution-*.js';
    await page.route(visitCode, () => undefined);
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: site.consent.accept }).click();
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
    await page.unroute(visitCode);
    expect(await page.evaluate(() => document.cookie)).toBe('consent=granted');
    // Back on the HVAC page, now counted in its headline test: the split keeps the visitor's version in a cookie.
    await gotoHydrated(page, '/hvac-seo');
    const seen = (await page.context().cookies()).find((cookie) => cookie.name.startsWith('exp_'));
    expect(seen?.value).toMatch(/^(control|first-call)$/);
    await gotoHydrated(page, '/about');
    await gotoHydrated(page, '/contact');
    const { lead, version } = await sendAudit(page, requests);
    const touch = { landing_page: '/hvac-seo', utm_source: 'news', utm_campaign: 'fall', gclid: 'x' };
    // Sent from another page, the lead still says which version of the HVAC page's headline the visitor saw.
    expect(lead).toEqual({
      ...spec,
      page: '/contact',
      version,
      experiment: seen!.name.slice('exp_'.length),
      variant: seen!.value,
      ...Object.fromEntries(Object.entries(touch).map(([field, value]) => [`first_${field}`, value])),
      ...touch,
    });
    // The lead sent is counted as the statistics count a lead, with the version that won it.
    expect(await page.evaluate(() => (window as unknown as { counted: unknown[] }).counted)).toEqual([
      ['event', 'generate_lead', { form: 'audit', experiment: seen!.name.slice('exp_'.length), variant: seen!.value }],
    ]);
  });
});

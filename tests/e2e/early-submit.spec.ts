// A lead sent before its form woke, on a slow phone: the CPU slowed 20× and the form's code slow to
// arrive, the visitor fills the form and presses submit at once. The loader holds the submit, the form
// wakes and sends it once, with the usual states and toast; the page never leaves the site.
import type { Page, Request } from '@playwright/test';
import { expect, fillAudit, fillWebinar, test } from './fixtures.ts';
import { site } from './content.ts';

/** The code that wakes a form: its island with the code that runs a form (one chunk, "lead-form"), and its rules. */
const formCode = /\/assets\/(lead-form|form\.island|hero\.island|audit-dialog\.island|island|audit\.rules|webinar\.rules)-[^/]+\.js$/;

async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
  // The form's code is held on the network until the test lets it through: after the press, whatever
  // the slowed CPU makes of the timing.
  const delayed: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(formCode, async (route) => {
    delayed.push(route.request().url());
    await released;
    await route.continue();
  });
  const posts: Request[] = [];
  await page.route(site.forms.endpoint, async (route) => {
    posts.push(route.request());
    await route.fulfill({ json: { success: true, message: 'Email sent successfully!' } });
  });
  return { posts, delayed, release };
}

/** Main-frame navigations from now on: a form posted by the browser would be one. */
function navigations(page: Page): string[] {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && seen.push(frame.url()));
  return seen;
}

const awake = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => el.closest('[data-island]')?.getAttribute('data-island-state') === 'hydrated');

const cases = [
  {
    name: 'the audit dialog on the home page',
    path: '/',
    scope: '#audit-dialog',
    open: (page: Page) => page.getByRole('main').getByRole('button', { name: 'Get Free SEO Audit' }).first().click(),
    fill: (page: Page) => fillAudit(page, '#audit-dialog'),
    button: 'Get Free SEO Audit',
    success: 'Form submitted successfully!',
    expected: { name: 'Jane Smith', email: 'jane@acme.com', website: 'https://acme.com', subject: 'New SEO Audit Request' },
  },
  {
    name: 'the contact form',
    path: '/contact',
    scope: '#consultation',
    open: async () => {},
    fill: (page: Page) => fillAudit(page, '#consultation'),
    button: 'Get Free SEO Analysis',
    success: 'Form submitted successfully!',
    expected: { name: 'Jane Smith', email: 'jane@acme.com', website: 'https://acme.com', subject: 'New SEO Audit Request' },
  },
  {
    name: 'the webinar registration',
    path: '/webinar',
    scope: '#registration-form',
    open: async () => {},
    fill: fillWebinar,
    button: 'Reserve My Free Spot',
    success: 'Registration Successful!',
    expected: { fullName: 'Ana Flores', city: 'Fresno', interests: 'SEO/Local Search, Content Marketing' },
  },
];

for (const { name, path, scope, open, fill, button, success, expected } of cases) {
  test(`${name}: sent before its code arrived, it is sent once, answered with a toast, and the page stays`, async ({ page }) => {
    // A 20× slower CPU makes every step of the page several times slower than on a desktop.
    test.setTimeout(120_000);
    const { posts, delayed, release } = await slowPhone(page);
    await page.goto(path);
    const left = navigations(page);
    await open(page);
    const form = await fill(page);
    // Pressed before the form woke: its code is still on its way.
    expect(await awake(page, `${scope} form`)).toBe(false);
    await form.getByRole('button', { name: button }).click();
    expect(delayed.length).toBeGreaterThan(0);
    expect(posts).toHaveLength(0);
    release();
    await expect(page.locator('[data-toast="success"]').filter({ hasText: success })).toBeVisible({ timeout: 60_000 });
    expect(posts).toHaveLength(1);
    expect(posts[0]!.resourceType()).toBe('fetch');
    expect(posts[0]!.postDataJSON()).toMatchObject(expected);
    expect(left).toEqual([]);
    expect(new URL(page.url()).pathname).toBe(path);
    // The form is empty again, ready for another lead, and nothing more was sent.
    await expect(form.getByRole('button', { name: button })).toBeEnabled();
    expect(posts).toHaveLength(1);
  });
}

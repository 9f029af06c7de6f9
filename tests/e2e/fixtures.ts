import { test as base, expect, type Page } from '@playwright/test';

export { expect };

/** Every test starts with the cookie choice made, so the banner never covers what a test clicks; the consent tests opt out. */
export const test = base.extend<{ consentChosen: boolean }>({
  consentChosen: [true, { option: true }],
  page: async ({ page, consentChosen }, use) => {
    if (consentChosen) await page.addInitScript(() => localStorage.setItem('cookie-consent', 'rejected'));
    await use(page);
  },
});

/** Console errors and warnings (React reports hydration mismatches there), and uncaught exceptions. */
export function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && messages.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
  return messages;
}

export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** Waits until every lead form on the page is interactive (its code loads after the page hydrates). */
export async function formsReady(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.querySelectorAll('[data-lead-form]')].every((el) => el.querySelector('[data-ready]')));
}

/** Fills the free-audit form inside `scope` as a visitor would. */
export async function fillAudit(page: Page, scope: string) {
  const form = page.locator(scope);
  await form.getByLabel('Your Name').fill('Jane Smith');
  await form.getByLabel('Email Address').fill('jane@acme.com');
  await form.getByLabel('Website URL').fill('https://acme.com');
  await form.getByLabel('Tell us about your goals (optional)').fill('More calls from Google, <b>please</b>');
  return form;
}

/** Fills the webinar registration as a visitor would (one interest ticked and unticked again). */
export async function fillWebinar(page: Page) {
  const form = page.locator('#registration-form');
  await form.getByLabel('Full Name').fill('Ana Flores');
  await form.getByLabel('Business Name').fill('Flores Dental');
  await form.getByLabel('Email Address').fill('ana@floresdental.com');
  await form.getByLabel('Phone Number').fill('(559) 555-0101');
  await form.getByLabel('City').selectOption('Fresno');
  await form.getByLabel('Website (if you have one)').fill('https://floresdental.com');
  await form.getByLabel('SEO/Local Search').check();
  await form.getByLabel('Content Marketing').check();
  await form.getByLabel('Website Improvement').check();
  await form.getByLabel('Website Improvement').uncheck();
  return form;
}

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

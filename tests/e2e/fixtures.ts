import { test as base, expect, type Locator, type Page } from '@playwright/test';

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

/**
 * Loads a page and waits until its islands have settled: every island due now (at load, when idle, or
 * in view) is hydrated. Islands further down or in a closed dialog wake later, as they do for a visitor.
 * A page with no island is settled once it has loaded.
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await islandsSettled(page);
}

export async function islandsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-island]')].every((island) => {
      const state = island.getAttribute('data-island-state');
      if (state) return state === 'hydrated';
      if (island.getAttribute('data-island-when') !== 'visible') return false;
      if (island.closest('dialog:not([open])')) return true;
      const box = [...island.children].map((child) => child.getBoundingClientRect()).find((r) => r.height > 0);
      return !box || box.top > window.innerHeight + 200 || box.bottom < -200;
    }),
  );
}

/** What assistive tech is told about an element's expanded state (Chromium's accessibility tree). */
export async function expandedForAssistiveTech(page: Page, element: Locator): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await element.evaluate((el) => el.setAttribute('data-ax-probe', ''));
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '[data-ax-probe]' });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    await element.evaluate((el) => el.removeAttribute('data-ax-probe'));
    const expanded = nodes[0]?.properties?.find((p) => p.name === 'expanded');
    return expanded ? Boolean(expanded.value.value) : undefined;
  } finally {
    await cdp.detach();
  }
}

/**
 * Wakes every lead form on the page (as a pointer over it would) and waits until each is interactive.
 * A form in a closed dialog wakes when the dialog opens.
 */
export async function formsReady(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const island of document.querySelectorAll('[data-island]'))
      if (island.querySelector('[data-lead-form]') && !island.closest('dialog:not([open])'))
        island.dispatchEvent(new Event('pointerenter'));
  });
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-lead-form]')].every((el) => el.closest('dialog:not([open])') || el.querySelector('[data-ready]')),
  );
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

/** What the form service receives of the audit form fillAudit fills: the spec's fields, in their order. */
export const auditPayload = (accessKey: string) => ({
  access_key: accessKey,
  name: 'Jane Smith',
  email: 'jane@acme.com',
  website: 'https://acme.com',
  message: 'More calls from Google, <b>please</b>',
  subject: 'New SEO Audit Request',
  submission_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
});

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

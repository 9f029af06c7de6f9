// What the studio's browser tests share: the studio's address, opening a page from its start screen, every
// section's card open, and History open on a version.
import { expect } from './fixtures.ts';
import type { Locator, Page } from '@playwright/test';

export const studio = () => `http://127.0.0.1:${process.env.EDITOR_PORT}/_editor`;

/**
 * A tap or click where a control is on screen, as a finger or a mouse does: a locator's click first
 * scrolls the page to the control, which moves the page under a bar stuck to the top of the screen.
 */
export async function tap(page: Page, target: Locator) {
  const box = (await target.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** Opens the page whose start-screen link matches (at a desktop width unless told), once its first check has answered. */
export async function openPage(page: Page, linkName: RegExp, viewport = { width: 1440, height: 1000 }) {
  await page.setViewportSize(viewport);
  await page.goto(studio());
  await page.getByRole('link', { name: linkName }).click();
  await expect(page.getByRole('status').filter({ hasText: /to save|Ready to save/ })).toHaveText('No changes to save.');
}

/**
 * Leaves an edited page by "← All pages", answering the question about unsaved changes, and
 * waits until the answer is given and its outcome shows: the start screen on leaving, the page on staying.
 * An answer left pending after a test's last step races the test's end ("dialog.accept: Test ended").
 */
export async function leaveEditedPage(page: Page, answer: 'leave' | 'stay' = 'leave') {
  const answered = new Promise<void>((resolve, reject) =>
    page.once('dialog', (dialog) => {
      // The studio asks itself (confirm) when it changes screens, the browser (beforeunload) when the page goes.
      if (dialog.type() !== 'confirm' && dialog.type() !== 'beforeunload')
        reject(new Error(`Expected the question about unsaved changes, got a ${dialog.type()} dialog`));
      (answer === 'leave' ? dialog.accept() : dialog.dismiss()).then(resolve, reject);
    }),
  );
  await page.getByRole('link', { name: '← All pages' }).click();
  await answered;
  if (answer === 'leave') await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
}

/**
 * Counts the work the studio has put off, from the page's first script on: timers it set (a debounce, a
 * typing pause, a spoken counter; up to 5 s, longer ones are polls), requests it sent, and messages to its
 * workers (the SEO report) not yet answered. `settled` waits on these, so a measurement starts on a studio
 * with nothing left to do, not after a guessed pause.
 */
export async function trackPendingWork(page: Page) {
  await page.addInitScript(() => {
    const timers = new Set<unknown>();
    const pending = { timers, requests: 0, messages: 0 };
    (window as unknown as { studioPending: typeof pending }).studioPending = pending;
    const setTimer = window.setTimeout.bind(window);
    const clearTimer = window.clearTimeout.bind(window);
    window.setTimeout = ((run: TimerHandler, ms?: number, ...rest: unknown[]) => {
      if ((ms ?? 0) > 5000 || typeof run !== 'function') return setTimer(run, ms, ...rest);
      const id = setTimer(
        (...args: unknown[]) => {
          timers.delete(id);
          (run as (...a: unknown[]) => void)(...args);
        },
        ms,
        ...rest,
      );
      timers.add(id);
      return id;
    }) as typeof window.setTimeout;
    window.clearTimeout = ((id?: number) => {
      timers.delete(id);
      clearTimer(id);
    }) as typeof window.clearTimeout;
    const send = window.fetch.bind(window);
    window.fetch = (async (...args: Parameters<typeof fetch>) => {
      pending.requests++;
      try {
        const answer = await send(...args);
        // The body is read by the caller next: counted as done once it has been read, or failed.
        await answer
          .clone()
          .arrayBuffer()
          .catch(() => undefined);
        return answer;
      } finally {
        pending.requests--;
      }
    }) as typeof fetch;
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (this: Worker, ...args: Parameters<Worker['postMessage']>) {
      pending.messages++;
      this.addEventListener('message', () => pending.messages--, { once: true });
      this.addEventListener('error', () => pending.messages--, { once: true });
      return post.apply(this, args as Parameters<Worker['postMessage']>);
    } as Worker['postMessage'];
  });
}

/** Waits until the studio has no work put off (see `trackPendingWork`) and the browser then finds itself idle. */
export async function settled(page: Page) {
  const idle = () =>
    page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const work = (window as unknown as { studioPending: { timers: Set<unknown>; requests: number; messages: number } }).studioPending;
          const none = () => !work.timers.size && !work.requests && work.messages <= 0;
          // Nothing pending now: settled if nothing new was started by the time the browser is idle.
          if (!none()) resolve(false);
          else requestIdleCallback(() => resolve(none()), { timeout: 2000 });
        }),
    );
  await expect.poll(idle, { message: 'the studio finishes the work it put off', timeout: 30_000, intervals: [50] }).toBe(true);
}

/** Opens History (behind More on a phone), and a version in it. */
export async function openHistory(page: Page) {
  const more = page.getByRole('button', { name: 'More' });
  if (await more.isVisible()) await more.click();
  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'History of this page' });
  await history.getByRole('button', { name: /The page was made/ }).click();
  await expect(history.getByRole('heading', { name: 'Differences from the page as it is now' })).toBeVisible();
  await expect(history.locator('iframe[title="This version of the page"]')).toBeVisible({ timeout: 20_000 });
  return history;
}

/** Every section's card open in the form, so every kind of control is seen. */
export async function openEverySection(page: Page) {
  const closed = page.locator('.studio-card-toggle[aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
}

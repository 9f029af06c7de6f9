// What the studio's browser tests share: the studio's address, and opening a page from its start screen.
import { expect } from './fixtures.ts';
import type { Page } from '@playwright/test';

export const studio = () => `http://127.0.0.1:${process.env.EDITOR_PORT}/_editor`;

/** Opens the page whose start-screen link matches, once its first check has answered. */
export async function openPage(page: Page, linkName: RegExp) {
  await page.setViewportSize({ width: 1440, height: 1000 });
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

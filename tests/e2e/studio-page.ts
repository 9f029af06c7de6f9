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

// What the browser tests of the page studio on the web share: the site's production build served with the
// studio pointed at a GitHub API stand-in (tests/stand-ins/studio-site.ts), one per test worker, and
// signing in with a token. The configured web server (playwright.config.ts) is started without the
// stand-in's setting, as a real host serves the build.
import { test as base, type Page } from '@playwright/test';
import { root } from '../../src/tooling/paths.ts';
import { startStudioSite, type StudioSite } from '../stand-ins/studio-site.ts';

export const tokens = {
  github_pat_editor: { login: 'maya', push: true },
  github_pat_reader: { login: 'sam', push: false },
  // Git records Jo's commits with her account's name; the studio names her by her login.
  github_pat_jo: { login: 'jo', push: true, name: 'Jo Rivera' },
};

export type HostedStudio = Omit<StudioSite, 'close'>;

export const test = base.extend<object, { hosted: HostedStudio }>({
  hosted: [
    // Playwright reads a fixture's needs from the pattern of its first parameter: this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const served = await startStudioSite(root, tokens);
      await use(served);
      await served.close();
    },
    { scope: 'worker' },
  ],
});

export async function signInWithToken(page: Page, token: string) {
  await page.getByLabel('Personal access token').fill(token);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

// The page studio on the web (/studio/ of the production build), as an editor with only a browser meets it:
// the sign-in screen, its headers, a refused token, signing in with a token against the GitHub API stand-in,
// the studio that opens, and Sign out; and no site page that loads any of it.
// The site and the stand-in each test uses: tests/e2e/hosted-studio.ts.
import AxeBuilder from '@axe-core/playwright';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { studioFilesIn } from '../../src/tooling/budgets.ts';
import { distDir } from '../../src/tooling/paths.ts';
import { tokenStorageKey } from '../../src/studio/github/sign-in/session.ts';
import { signInWithToken, test, tokens } from './hosted-studio.ts';

/** Every origin the page sends a request to, and every request that carries a token anywhere but to GitHub's API. */
function watchRequests(page: Page, api: string) {
  const origins = new Set<string>();
  const tokenElsewhere: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    origins.add(url.origin);
    const carried = Object.keys(tokens).some(
      (token) => request.url().includes(token) || (request.headers().authorization ?? '').includes(token),
    );
    if (carried && (url.origin !== api || url.search.includes('github_pat'))) tokenElsewhere.push(request.url());
  });
  return { origins, tokenElsewhere };
}

const tokenInTab = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), tokenStorageKey);

test.describe.configure({ timeout: 90_000 });

test('the sign-in screen: out of search results, its own policy, both ways to sign in, and no accessibility problem', async ({
  page,
  hosted,
  request,
  baseURL,
}) => {
  const response = await page.goto(`${hosted.site}/studio/`);
  expect(response!.status()).toBe(200);
  const headers = response!.headers();
  expect(headers['x-robots-tag']).toBe('noindex');
  const csp = headers['content-security-policy']!;
  expect(csp.split('; ')).toEqual(
    expect.arrayContaining([
      "default-src 'self'",
      "script-src 'self'",
      "img-src 'self' data: blob:",
      `connect-src 'self' https://api.github.com ${hosted.api.url}`,
      "form-action 'none'",
      "frame-ancestors 'none'",
    ]),
  );
  expect(csp).not.toMatch(/unsafe-eval|unsafe-inline/);
  // The one inline style (the preview's outlines) by its hash, and no other.
  expect(csp.split('; ')).toContainEqual(expect.stringMatching(/^style-src 'self' 'sha256-[\w+/]+=*'$/));
  expect(headers['speculation-rules']).toBeUndefined();

  await expect(page).toHaveTitle('Page studio · RankHarbor');
  expect(await page.locator('html').getAttribute('lang')).toBe('en');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to edit the site');
  await expect(page.getByRole('main')).toContainText('rankharbor/website');
  await expect(page.getByRole('link', { name: 'Sign in with GitHub' })).toHaveAttribute('href', '/studio/auth/start');
  const field = page.getByLabel('Personal access token');
  await expect(field).toHaveAttribute('type', 'password');
  await expect(field).toHaveAccessibleDescription(/Fine-grained tokens.*rankharbor\/website.*Contents and Pull requests.*Read and write/);
  expect(await new AxeBuilder({ page }).analyze().then((r) => r.violations.map((v) => `${v.id}: ${v.help}`))).toEqual([]);

  // The site as a real host serves it (the configured server, started without the tests' setting): the
  // studio may talk to GitHub only, and there is no address file to point it anywhere else.
  const real = await request.get(`${baseURL}/studio`);
  expect(real.headers()['content-security-policy']).toContain("connect-src 'self' https://api.github.com; ");
  expect(real.headers()['x-robots-tag']).toBe('noindex');
  expect((await request.get(`${baseURL}/studio/api-address.json`)).status()).toBe(404);
  // The site's own pages keep the site's policy.
  const home = await request.get(`${baseURL}/`);
  expect(home.headers()['content-security-policy']).toContain("style-src 'self'; ");
  expect(home.headers()['x-robots-tag']).toBeUndefined();
});

test('a token GitHub does not accept is refused in plain words, and stays in the field', async ({ page, hosted }) => {
  await page.goto(`${hosted.site}/studio/`);
  await signInWithToken(page, 'github_pat_mistyped');
  await expect(page.getByText('GitHub did not accept this token.')).toBeVisible();
  const field = page.getByLabel('Personal access token');
  await expect(field).toHaveValue('github_pat_mistyped');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(/GitHub did not accept this token/);
  await expect(field).toBeFocused();
  expect(await tokenInTab(page)).toBeNull();

  // Nothing is sent for what cannot be a token.
  await field.fill('ghp abc');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('This is not a whole token')).toBeVisible();
});

test('a token that cannot see the site’s repository is told which one', async ({ page, hosted }) => {
  // GitHub answers 404 for a repository the token may not see.
  await page.route(`${hosted.api.url}/repos/**`, (route) =>
    route.fulfill({ status: 404, headers: { 'Access-Control-Allow-Origin': '*' }, json: { message: 'Not Found' } }),
  );
  await page.goto(`${hosted.site}/studio/`);
  await signInWithToken(page, 'github_pat_editor');
  await expect(page.getByText(/GitHub accepted the token, but it cannot see rankharbor\/website/)).toBeVisible();
  await expect(page.getByLabel('Personal access token')).toHaveValue('github_pat_editor');
  expect(await tokenInTab(page)).toBeNull();
});

test('a good token signs in: the studio opens on the repository’s pages, the token only in this tab and only sent to GitHub; Sign out forgets it', async ({
  page,
  hosted,
}) => {
  const seen = watchRequests(page, hosted.api.url);
  const unknownBefore = hosted.api.unknown.length;
  await page.goto(`${hosted.site}/studio/`);
  await signInWithToken(page, 'github_pat_editor');

  await expect(page.getByText('Signed in as maya')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 2, name: /^Industries/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: /HVAC SEO \/hvac-seo/ })).toBeVisible();
  // The sign-in form that had the keyboard is gone: the keyboard is on the list's heading, not on nothing.
  await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeFocused();
  await expect(page.getByRole('note')).toHaveCount(0);
  expect(await tokenInTab(page)).toBe('github_pat_editor');
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('github_pat_editor');
  expect(page.url()).not.toContain('github_pat');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to edit the site' })).toBeVisible();
  await expect(page.getByText('You are signed out.')).toBeVisible();
  await expect(page.getByLabel('Personal access token')).toHaveValue('');
  expect(await tokenInTab(page)).toBeNull();

  expect([...seen.origins].sort()).toEqual([hosted.site, hosted.api.url].sort());
  expect(seen.tokenElsewhere).toEqual([]);
  expect(hosted.api.unknown.slice(unknownBefore)).toEqual([]);
});

test('an account GitHub lets read but not change the repository is told so before any edit', async ({ page, hosted }) => {
  await page.goto(`${hosted.site}/studio/`);
  await signInWithToken(page, 'github_pat_reader');
  await expect(page.getByText('Signed in as sam')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('note')).toHaveText(
    'You can read these pages, but GitHub does not let sam change them. Ask an owner of rankharbor/website for write access; until then, what you edit stays in this browser.',
  );
});

test('a token already in the tab (as Sign in with GitHub leaves it) signs in on opening; one GitHub no longer accepts is forgotten', async ({
  page,
  hosted,
}) => {
  await page.goto(`${hosted.site}/studio/`);
  await page.evaluate((key) => sessionStorage.setItem(key, 'github_pat_editor'), tokenStorageKey);
  await page.reload();
  await expect(page.getByText('Signed in as maya')).toBeVisible({ timeout: 30_000 });

  await page.evaluate((key) => sessionStorage.setItem(key, 'gho_revoked'), tokenStorageKey);
  await page.reload();
  await expect(page.getByText('Your sign-in has ended: GitHub no longer accepts it. Sign in again.')).toBeVisible();
  await expect(page.getByLabel('Personal access token')).toBeVisible();
  expect(await tokenInTab(page)).toBeNull();
});

test('no site page loads any of the studio: no page names its files, and a visit fetches nothing under /studio/', async ({
  page,
  baseURL,
}) => {
  const dist = distDir();
  const studioAssets = readdirSync(path.join(dist, 'studio', 'assets')).filter((name) => /\.(js|css)$/.test(name));
  expect(studioAssets.length).toBeGreaterThan(1);
  const siteFilesInBuild = (readdirSync(dist, { recursive: true }) as string[]).filter(
    (file) => file.split(path.sep)[0] !== 'studio' && /\.(html|js|css|json)$/.test(file) && statSync(path.join(dist, file)).isFile(),
  );
  expect(siteFilesInBuild.filter((file) => file.endsWith('.html')).length).toBeGreaterThan(40);
  for (const file of siteFilesInBuild) {
    const text = readFileSync(path.join(dist, file), 'utf8');
    if (file.endsWith('.html')) expect(studioFilesIn(text), file).toEqual([]);
    for (const asset of studioAssets) expect(text.includes(asset), `${asset} in ${file}`).toBe(false);
  }

  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  for (const route of ['/', '/contact', '/hvac-seo']) {
    await page.goto(`${baseURL}${route}`);
    await page.waitForLoadState('networkidle');
  }
  expect(fetched.filter((p) => p.startsWith('/studio'))).toEqual([]);
});

test('Sign in with GitHub on a host without the sign-in function (npm run serve): the screen says it is not set up and offers the token, no 404 and no policy error', async ({
  page,
  hosted,
}) => {
  const messages: string[] = [];
  page.on('console', (m) => messages.push(m.text()));
  await page.goto(`${hosted.site}/studio/`);
  await expect(page.getByLabel('Personal access token')).toBeVisible();
  await page.getByRole('link', { name: 'Sign in with GitHub' }).click();
  await expect(page.getByRole('status')).toHaveText('Sign-in with GitHub is not set up for this site. Sign in with a token below.');
  await expect(page).toHaveURL(new RegExp(`^${hosted.site}/studio/?$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to edit the site');
  await expect(page.getByLabel('Personal access token')).toBeFocused();
  expect(messages.filter((m) => /Content Security Policy/i.test(m))).toEqual([]);
});

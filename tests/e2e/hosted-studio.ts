// What the browser tests of the page studio on the web share: the site's production build served with the
// studio pointed at a GitHub API stand-in (tests/stand-ins/github-api.ts), and signing in with a token.
// The configured web server (playwright.config.ts) is started without the stand-in's setting, as a real host
// serves the build.
//
// Each test has a stand-in and a repository of its own, so no test sees another's branches, pull requests or
// reviews, and the tests run side by side. The site is served once per worker (starting it costs seconds):
// it points the studio at one address of the worker's, which hands each request to the running test's stand-in.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base, type Page } from '@playwright/test';
import { root } from '../../src/tooling/paths.ts';
import { makeSiteRepository, startGitHubStandIn, type GitHubStandIn } from '../stand-ins/github-api.ts';
import { siteRepositoryFiles } from '../stand-ins/site-files.ts';
import { serveSiteFor } from '../stand-ins/studio-site.ts';

export const tokens = {
  github_pat_editor: { login: 'maya', push: true },
  github_pat_reader: { login: 'sam', push: false },
  // Git records Jo's commits with her account's name; the studio names her by her login.
  github_pat_jo: { login: 'jo', push: true, name: 'Jo Rivera' },
};

/** The reviewers who are not signed in here: dev may write, so their verdict shows (a reviewer who cannot write is ignored). */
const collaborators = { dev: 'write' } as const;

export interface HostedStudio {
  /** The site, served with the studio pointed at the test's stand-in. */
  site: string;
  api: GitHubStandIn;
  /** The bare repository behind the stand-in, for git. */
  repository: string;
}

interface WorkerSite {
  site: string;
  /** The address the site's studio calls GitHub's API at. */
  apiUrl: string;
  /** The site's repository as GitHub holds it before any test (a bare repository), copied for each test. */
  template: string;
  /** Puts a test's stand-in behind the API address (undefined: none, and the address answers 503). */
  answerWith(standIn: GitHubStandIn | undefined): void;
}

export const test = base.extend<{ hosted: HostedStudio }, { hostedSite: WorkerSite }>({
  hostedSite: [
    // Playwright reads a fixture's needs from the pattern of its first parameter: this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      let current: GitHubStandIn | undefined;
      const front = http.createServer((request, response) => {
        if (current) return current.handle(request, response);
        response.writeHead(503, { 'Access-Control-Allow-Origin': '*' });
        response.end();
      });
      await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
      const apiUrl = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
      const repository = makeSiteRepository(siteRepositoryFiles(root));
      const served = await serveSiteFor(root, apiUrl);
      try {
        await use({ site: served.site, apiUrl, template: repository.bare, answerWith: (standIn) => void (current = standIn) });
      } finally {
        await served.close();
        front.closeAllConnections();
        await new Promise((resolve) => front.close(resolve));
        repository.remove();
      }
    },
    { scope: 'worker' },
  ],
  hosted: async ({ hostedSite }, use) => {
    const work = mkdtempSync(path.join(tmpdir(), 'hosted-studio-'));
    const repository = path.join(work, 'site.git');
    cpSync(hostedSite.template, repository, { recursive: true });
    const api = await startGitHubStandIn({
      repo: repository,
      owner: 'rankharbor',
      name: 'website',
      tokens,
      collaborators,
      at: hostedSite.apiUrl,
    });
    hostedSite.answerWith(api);
    try {
      await use({ site: hostedSite.site, api, repository });
    } finally {
      hostedSite.answerWith(undefined);
      await api.close();
      rmSync(work, { recursive: true, force: true });
    }
  },
});

export async function signInWithToken(page: Page, token: string) {
  await page.getByLabel('Personal access token').fill(token);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

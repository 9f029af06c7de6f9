// What the browser tests of the page studio on the web share: the site's production build served with the
// studio pointed at a GitHub API stand-in, and signing in with a token.
//
// How the studio finds the stand-in: each test worker starts its own stand-in (on a free port), over a
// repository holding the real site's files, and its own `npm run serve` (scripts/serve.ts, on another free
// port) with STUDIO_GITHUB_API set to the stand-in's address, and stops both when it is done. Only a server
// started so answers /studio/api-address.json and lets the studio's policy connect there; the configured
// web server (playwright.config.ts) is started without it, as a real host serves the build.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { test as base, type Page } from '@playwright/test';
import { root } from '../../scripts/lib/paths.ts';
import { makeSiteRepository, startGitHubStandIn, type GitHubStandIn } from '../stand-ins/github-api.ts';
import { siteRepositoryFiles } from '../stand-ins/site-files.ts';

export const tokens = {
  github_pat_editor: { login: 'maya', push: true },
  github_pat_reader: { login: 'sam', push: false },
};

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

export interface HostedStudio {
  /** The site, served with the studio pointed at the stand-in. */
  site: string;
  api: GitHubStandIn;
  /** The bare repository behind the stand-in, for git. */
  repository: string;
}

export const test = base.extend<object, { hosted: HostedStudio }>({
  hosted: [
    // Playwright reads a fixture's needs from the pattern of its first parameter: this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const repository = makeSiteRepository(siteRepositoryFiles(root));
      const api = await startGitHubStandIn({ repo: repository.bare, owner: 'rankharbor', name: 'website', tokens });
      const port = await freePort();
      const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'serve.ts')], {
        cwd: root,
        env: { ...process.env, PORT: String(port), STUDIO_GITHUB_API: api.url },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      await new Promise<void>((resolve, reject) => {
        server.stdout!.on('data', (chunk: Buffer) => String(chunk).includes('Serving') && resolve());
        server.on('exit', (code) => reject(new Error(`The site server stopped (exit ${code}).`)));
      });
      await use({ site: `http://127.0.0.1:${port}`, api, repository: repository.bare });
      const stopped = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await stopped;
      await api.close();
      repository.remove();
    },
    { scope: 'worker' },
  ],
});

export async function signInWithToken(page: Page, token: string) {
  await page.getByLabel('Personal access token').fill(token);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

// The local studio (npm run studio's server, src/studio/local/serve.ts) for one test: over a git repository of
// its own holding a copy of the fixture pages, with a bare repository as its origin (studio-repo.ts), served
// from the test's own process on a free port of 127.0.0.1. Nothing one test saves, sends or renames reaches
// another, so no studio test waits for another and a test run again starts from the same pages.
// The studio's browser code is built once per run, before the tests (global-setup.ts).
//
// The studio's helpers (studio-page.ts) and the tests read the test's studio from the environment, as they
// did when one studio served every test: EDITOR_PORT (its port), STUDIO_REPO (the repository) and
// STUDIO_ORIGIN (its origin). A worker runs one test at a time, so each test sees its own.
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { studioServer } from '../../src/studio/local/serve.ts';
import { test as base } from './fixtures.ts';
import { makeStudioRepo } from './studio-repo.ts';

export { expect } from './fixtures.ts';

export interface LocalStudio {
  /** The studio's address: http://127.0.0.1:<port>/_editor */
  url: string;
  /** The repository it edits (its pages are in pages/). */
  repo: string;
  /** The bare repository that is the repository's origin. */
  origin: string;
}

const settings = ['EDITOR_PORT', 'STUDIO_REPO', 'STUDIO_ORIGIN'] as const;

export const test = base.extend<{ localStudio: LocalStudio }>({
  localStudio: [
    // Playwright reads a fixture's needs from the pattern of its first parameter: this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const { repo, origin } = makeStudioRepo('studio');
      const server = studioServer(undefined, { pagesDir: path.join(repo, 'pages') });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const port = (server.address() as AddressInfo).port;
      const before = Object.fromEntries(settings.map((name) => [name, process.env[name]]));
      Object.assign(process.env, { EDITOR_PORT: String(port), STUDIO_REPO: repo, STUDIO_ORIGIN: origin });
      try {
        await use({ url: `http://127.0.0.1:${port}/_editor`, repo, origin });
      } finally {
        for (const name of settings) {
          if (before[name] === undefined) delete process.env[name];
          else process.env[name] = before[name];
        }
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
        // A request the page sent before it closed may still be reading the repository.
        await server.settled();
        for (const folder of [repo, origin]) rmSync(folder, { recursive: true, force: true });
      }
    },
    { auto: true },
  ],
});

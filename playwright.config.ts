import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { makeStudioRepo } from './tests/e2e/studio-repo.ts';

// Debian's chromium, never a downloaded browser build.
const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(chromiumPath)) {
  throw new Error(`No Chromium at ${chromiumPath}. Install it with: apt-get install -y chromium (or set CHROME_PATH).`);
}

// Two free ports on 127.0.0.1 (the site's and the studio's), chosen once, both held open until both are
// known so they differ; the workers inherit them through the environment. (The studio's was the site's
// plus one, which another program could hold: the studio then failed to start.) PORT, when given, is the site's.
if (!process.env.PORT || !process.env.EDITOR_PORT) {
  const free = execFileSync(process.execPath, [
    '-e',
    "const net=require('net');const a=net.createServer().listen(0,'127.0.0.1',()=>{const b=net.createServer().listen(0,'127.0.0.1',()=>{console.log(a.address().port,b.address().port);a.close();b.close()})})",
  ])
    .toString()
    .trim()
    .split(' ');
  process.env.PORT ||= free[0];
  process.env.EDITOR_PORT ||= free.find((port) => port !== process.env.PORT);
}
const baseURL = `http://127.0.0.1:${process.env.PORT}`;
// The page studio runs as editors run it (npm run studio: a production build of it, then its server), on a second free port, over its own
// git repository holding a copy of the fixture pages, with a bare repository as its origin, so saving
// and publishing are tested for real without touching this checkout.
if (!process.env.STUDIO_REPO) {
  const { repo, origin } = makeStudioRepo('studio');
  process.env.STUDIO_REPO = repo;
  process.env.STUDIO_ORIGIN = origin;
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // In CI a failed test runs once more so the log tells a flake from a failure that repeats, but a
  // flaky test still fails the run: the retry reports flakes, it never keeps the suite green.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: /studio-typing\.spec\.ts$/ },
    // The typing measurement runs after every other test, alone on the machine, so its worst key measures the studio.
    {
      name: 'typing',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /studio-typing\.spec\.ts$/,
      dependencies: ['chromium'],
    },
  ],
  webServer: [
    {
      command: 'node --import tsx scripts/serve.ts',
      url: `${baseURL}/`,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      command: `npm run studio -- --port ${process.env.EDITOR_PORT}`,
      env: { PAGES_DIR: path.join(process.env.STUDIO_REPO, 'pages') },
      url: `http://127.0.0.1:${process.env.EDITOR_PORT}/_editor`,
      // It builds the studio before serving it: 15 s on a quiet machine, several times that on a busy one.
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
  ],
});

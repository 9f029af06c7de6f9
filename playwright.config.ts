import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Debian's chromium, never a downloaded browser build.
const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(chromiumPath)) {
  throw new Error(`No Chromium at ${chromiumPath}. Install it with: apt-get install -y chromium (or set CHROME_PATH).`);
}

// A free port on 127.0.0.1 for the site, chosen once; the workers inherit it through the environment.
// PORT, when given, is the site's.
if (!process.env.PORT) {
  process.env.PORT = execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ])
    .toString()
    .trim();
}
const baseURL = `http://127.0.0.1:${process.env.PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  // The page studio's browser code, built once for every studio test (each serves it over a repository of
  // its own: tests/e2e/local-studio.ts).
  globalSetup: './tests/e2e/global-setup.ts',
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
  ],
});

import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Debian's chromium, never a downloaded browser build.
const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(chromiumPath)) {
  throw new Error(`No Chromium at ${chromiumPath}. Install it with: apt-get install -y chromium (or set CHROME_PATH).`);
}

// One free port on 127.0.0.1, chosen once; the workers inherit it through the environment.
process.env.PORT ||= execFileSync(process.execPath, [
  '-e',
  "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
])
  .toString()
  .trim();
const baseURL = `http://127.0.0.1:${process.env.PORT}`;
// The page editor runs on the Vite dev server (it is never built), on a second free port.
process.env.EDITOR_PORT ||= String(Number(process.env.PORT) + 1);

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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: 'node --import tsx scripts/serve.ts',
      url: `${baseURL}/`,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      command: `npm run editor -- --port ${process.env.EDITOR_PORT}`,
      url: `http://127.0.0.1:${process.env.EDITOR_PORT}/_editor`,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
  ],
});

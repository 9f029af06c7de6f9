// The studio on the web's first editable page: the time from opening /studio/ (signed in, with a token in
// the tab) to the HVAC page's form taking a key, over the GitHub API stand-in holding the real site's
// files, served by npm run serve from a production build. Five cold runs (a new browser profile each, so
// nothing is cached), alternating nothing: the figure is the median, and the slowest is reported beside it.
// Alone: tsx scripts/lib/hosted-studio-bench.ts (needs a build in dist/, or DIST_DIR).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { makeSiteRepository, startGitHubStandIn } from '../../tests/stand-ins/github-api.ts';
import { siteRepositoryFiles } from '../../tests/stand-ins/site-files.ts';
import { distDir, root } from './paths.ts';

export interface HostedStudioFigure {
  medianMs: number;
  worstMs: number;
  runs: number[];
  /** Opening it again in the same browser (its files cached, as an editor's second visit): median. */
  warmMedianMs: number;
  warmRuns: number[];
  /** GitHub API requests the studio made before the page was editable. */
  requests: number;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const tokenKey = 'studio.github.token';

export async function measureHostedStudio(dist = distDir(), runs = 5): Promise<HostedStudioFigure> {
  const site = makeSiteRepository(siteRepositoryFiles(root));
  const api = await startGitHubStandIn({
    repo: site.bare,
    owner: 'rankharbor',
    name: 'website',
    tokens: { github_pat_bench: { login: 'maya', push: true } },
  });
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'serve.ts')], {
    cwd: root,
    env: { ...process.env, DIST_DIR: dist, PORT: String(port), STUDIO_GITHUB_API: api.url },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => String(chunk).includes('Serving') && resolve());
    server.on('exit', (code) => reject(new Error(`The site server stopped (exit ${code}).`)));
  });
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] });
  const times: number[] = [];
  const warm: number[] = [];
  let requests = 0;
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      await context.addInitScript(([key, token]) => sessionStorage.setItem(key!, token!), [tokenKey, 'github_pat_bench']);
      const page = await context.newPage();
      const open = async () => {
        const started = performance.now();
        await page.goto(`http://127.0.0.1:${port}/studio/#/page/${encodeURIComponent('industries/hvac-seo.json')}`);
        // Editable: the form is drawn and the first check of the page has answered (the editor can save).
        await page.locator('#root_meta_title').waitFor({ state: 'visible', timeout: 30_000 });
        await page.getByRole('status').filter({ hasText: 'No changes to save.' }).waitFor({ timeout: 30_000 });
        return Math.round(performance.now() - started);
      };
      const before = api.requests.length;
      times.push(await open());
      requests = api.requests.length - before;
      // A new page load in the same tab: the browser keeps the studio's files (named by their content) and their compiled code.
      await page.goto('about:blank');
      warm.push(await open());
      await context.close();
    }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await api.close();
    site.remove();
  }
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
  return { medianMs: median(times), worstMs: Math.max(...times), runs: times, warmMedianMs: median(warm), warmRuns: warm, requests };
}

export const describeHostedStudio = (f: HostedStudioFigure) =>
  `Studio on the web, first editable page (HVAC, real site, GitHub API stand-in, ${f.runs.length} runs): cold median ${f.medianMs} ms, slowest ${f.worstMs} ms (${f.runs.join(', ')}); opened again in the same browser: median ${f.warmMedianMs} ms (${f.warmRuns.join(', ')}); ${f.requests} API requests`;

if (import.meta.url === `file://${process.argv[1]}`) console.log(describeHostedStudio(await measureHostedStudio()));

// The studio on the web's first editable page: the time from opening /studio/ (signed in, with a token in
// the tab) to the HVAC page's form taking a key, over the GitHub API stand-in holding the real site's
// files, served by npm run serve from a production build. Five cold runs (a new browser profile each, so
// nothing is cached), alternating nothing: the figure is the median, and the slowest is reported beside it.
// Alone: tsx src/tooling/hosted-studio-bench.ts (needs a build in dist/, or DIST_DIR).
import { chromium } from '@playwright/test';
import { startStudioSite } from '../../tests/stand-ins/studio-site.ts';
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

const tokenKey = 'studio.github.token';

export async function measureHostedStudio(dist = distDir(), runs = 5): Promise<HostedStudioFigure> {
  const served = await startStudioSite(root, { github_pat_bench: { login: 'maya', push: true } }, { DIST_DIR: dist });
  const api = served.api;
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
        await page.goto(`${served.site}/studio/#/page/${encodeURIComponent('industries/hvac-seo.json')}`);
        // Editable: the form is drawn and the first check of the page has answered (the editor can save). The
        // status is found by its id: finding it by its role works out every element's role on each poll, and
        // that work, on the page's own thread, would be counted in the figure.
        await page.locator('#root_meta_title').waitFor({ state: 'visible', timeout: 30_000 });
        await page.locator('#studio-save-status', { hasText: 'No changes to save.' }).waitFor({ timeout: 30_000 });
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
    await served.close();
  }
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
  return { medianMs: median(times), worstMs: Math.max(...times), runs: times, warmMedianMs: median(warm), warmRuns: warm, requests };
}

export const describeHostedStudio = (f: HostedStudioFigure) =>
  `Studio on the web, first editable page (HVAC, real site, GitHub API stand-in, ${f.runs.length} runs): cold median ${f.medianMs} ms, slowest ${f.worstMs} ms (${f.runs.join(', ')}); opened again in the same browser: median ${f.warmMedianMs} ms (${f.warmRuns.join(', ')}); ${f.requests} API requests`;

if (import.meta.url === `file://${process.argv[1]}`) console.log(describeHostedStudio(await measureHostedStudio()));

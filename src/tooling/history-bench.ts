// The history of a page with 200 live versions: the time from asking for it to its first page of versions
// (20, each with its text and the one before it, from which the studio says what changed) being read, on this computer (from git) and in
// the studio on the web (over the GitHub API stand-in, its requests over HTTP). Each in a repository of the
// real site's files with 200 commits of the HVAC page on top; the figure is the median of 5, after one run
// that warms git's and the stand-in's caches. Alone: tsx src/tooling/history-bench.ts
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageHistory } from '../studio/backend.ts';
import { createGitHubClient } from '../studio/github/client.ts';
import { historyOperations } from '../studio/github/backend/history.ts';
import { pageHistory } from '../studio/local/server/history.ts';
import { makeSiteRepository, startGitHubStandIn } from '../../tests/stand-ins/github-api.ts';
import { addPageVersions } from '../../tests/stand-ins/page-versions.ts';
import { siteRepositoryFiles } from '../../tests/stand-ins/site-files.ts';
import { root } from './paths.ts';

export interface HistoryFigure {
  versions: number;
  localMedianMs: number;
  localRuns: number[];
  webMedianMs: number;
  webRuns: number[];
  /** GitHub API requests for one page of the history. */
  webRequests: number;
}

const file = 'industries/hvac-seo.json';

/** 200 versions of the HVAC page, each with its headline numbered, by two editors in turn. */
function versionsOfHvac(count: number) {
  const page = JSON.parse(readFileSync(path.join(root, 'pages', file), 'utf8')) as { blocks: Record<string, unknown>[] };
  return Array.from({ length: count }, (_, i) => {
    page.blocks[0]!.title = `HVAC SEO, version ${i + 1}`;
    return { text: `${JSON.stringify(page, null, 2)}\n`, author: i % 2 ? 'jo' : 'maya' };
  });
}

async function timeRuns(runs: number, open: () => Promise<PageHistory>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i <= runs; i++) {
    const started = performance.now();
    const { versions } = await open();
    if (versions.length !== 20) throw new Error(`Expected 20 versions, got ${versions.length}`);
    if (i > 0) times.push(Math.round(performance.now() - started));
  }
  return times;
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;

export async function measureHistory(count = 200, runs = 5): Promise<HistoryFigure> {
  const versions = versionsOfHvac(count);
  // On this computer: a checkout of the site with its pages and photos.
  const top = mkdtempSync(path.join(tmpdir(), 'history-bench-'));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: top, stdio: 'ignore' });
  cpSync(path.join(root, 'pages'), path.join(top, 'pages'), { recursive: true });
  git('init', '-q', '-b', 'main');
  git('-c', 'user.name=Dev', '-c', 'user.email=dev@example.com', 'add', '.');
  git('-c', 'user.name=Dev', '-c', 'user.email=dev@example.com', 'commit', '-q', '-m', 'Site');
  addPageVersions(top, `pages/${file}`, versions, { bare: false });
  const site = makeSiteRepository(siteRepositoryFiles(root));
  addPageVersions(site.bare, `pages/${file}`, versions);
  const api = await startGitHubStandIn({
    repo: site.bare,
    owner: 'rankharbor',
    name: 'website',
    tokens: { github_pat_bench: { login: 'maya', push: true }, github_pat_jo: { login: 'jo', push: true } },
  });
  try {
    const localRuns = await timeRuns(runs, () => pageHistory(file, path.join(top, 'pages')));
    const client = createGitHubClient({ apiUrl: api.url, owner: 'rankharbor', repo: 'website', token: 'github_pat_bench' });
    const unused = () => Promise.reject(new Error('not needed to list the history'));
    const web = historyOperations(
      { loaded: unused, photoFacts: new Map(), invalidate: () => undefined },
      {
        session: {
          apiUrl: api.url,
          owner: 'rankharbor',
          repo: 'website',
          branch: 'main',
          token: 'github_pat_bench',
          login: 'maya',
          canPush: true,
        },
        client,
        drafts: undefined as never,
      },
    );
    const before = api.requests.length;
    await web.pageHistory(file);
    const webRequests = api.requests.length - before;
    const webRuns = await timeRuns(runs, () => web.pageHistory(file));
    return { versions: count, localMedianMs: median(localRuns), localRuns, webMedianMs: median(webRuns), webRuns, webRequests };
  } finally {
    await api.close();
    site.remove();
    rmSync(top, { recursive: true, force: true });
  }
}

export const describeHistory = (f: HistoryFigure) =>
  `History of a page with ${f.versions} live versions, first 20 read (median of 5): ${f.localMedianMs} ms on this computer (runs ${f.localRuns.join(', ')}), ` +
  `${f.webMedianMs} ms in the studio on the web over the GitHub stand-in, ${f.webRequests} requests (runs ${f.webRuns.join(', ')}); the aim is at most 1,000 ms.`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(describeHistory(await measureHistory()));

// Publishes the pages scheduled for a time that has come: run by .github/workflows/scheduled-publish.yml
// every 15 minutes (GITHUB_TOKEN, GITHUB_API_URL and GITHUB_REPOSITORY come from GitHub Actions). What it
// merges and what it refuses is told in src/tooling/scheduled-publish.ts; here it reads the site config's
// studio.requireApproval and studio.branch, prints one line per scheduled page, and exits 1 (after all of
// them were handled) when GitHub failed on one.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { publishDuePulls } from '../src/tooling/scheduled-publish.ts';
import { pagesDir } from '../src/tooling/paths.ts';
import { siteFileName } from '../src/core/content/site-files.ts';
import type { SiteConfig } from '../src/generated/site.ts';

const token = process.env.GITHUB_TOKEN;
const repository = process.env.GITHUB_REPOSITORY;
if (!token || !repository) {
  console.error('Set GITHUB_TOKEN and GITHUB_REPOSITORY (owner/name): GitHub Actions sets both in a workflow.');
  process.exit(1);
}
const site = JSON.parse(readFileSync(path.join(pagesDir(), siteFileName), 'utf8')) as SiteConfig;
const outcomes = await publishDuePulls({
  apiUrl: process.env.GITHUB_API_URL ?? 'https://api.github.com',
  token,
  repository,
  requireApproval: site.studio?.requireApproval === true,
  // The site's branch as its config names it (studio.branch); the repository's default branch otherwise.
  ...(site.studio?.branch ? { branch: site.studio.branch } : {}),
});
for (const outcome of outcomes) {
  const line =
    outcome.result === 'merged'
      ? `#${outcome.pull}: published (merge commit ${outcome.sha.slice(0, 7)})`
      : outcome.result === 'refused'
        ? `#${outcome.pull}: not published (${outcome.reason})${outcome.commented ? ', comment left' : ', already said'}`
        : outcome.result === 'error'
          ? `#${outcome.pull}: not handled, GitHub failed: ${outcome.message}`
          : `#${outcome.pull}: ${outcome.result === 'not-due' ? 'not due' : 'waiting for its checks or for GitHub'} (${outcome.at.toISOString()})`;
  console.log(line);
}
if (!outcomes.length) console.log('No page is scheduled.');
// Every pull request was handled first; the run then fails, so a developer sees it, when GitHub failed on one.
if (outcomes.some((outcome) => outcome.result === 'error')) process.exit(1);

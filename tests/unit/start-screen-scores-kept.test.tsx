// The start screen's SEO scores after a page changed (saved in the studio, or on disk): only the pages
// whose score can have changed are scored again (the page itself, and another whose report reads it, such
// as one with the same title), the others keep theirs, and the scores shown are those a fresh scoring of
// every page gives.
// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import type { PageFileList, StudioBackend } from '../../src/studio/backend.ts';
import { BackendContext } from '../../src/studio/app/shell/backend-context.tsx';
import { StartScreen } from '../../src/studio/app/shell/StartScreen.tsx';
import { seoReportOf } from '../../src/studio/app/seo/seo-runner.ts';
import { studioSeoReport } from '../../src/studio/engine/seo-report.tsx';
import { checkEdit, pageList } from '../../src/studio/engine/pages.ts';
import { localListing } from '../../src/studio/local/server/listing.ts';
import { FolderEditChecker } from '../../src/tooling/content/edit-check.ts';
import { publicDir } from '../../src/tooling/paths.ts';
import { photosFor } from '../../src/tooling/photos/folders.ts';
import { fixturePage, fixturePagesDir } from './helpers.ts';

// The report a score is made from, counted by the page it is for.
vi.mock('../../src/studio/app/seo/seo-runner.ts', async (original) => {
  const runner = await original<typeof import('../../src/studio/app/seo/seo-runner.ts')>();
  return { ...runner, seoReportOf: vi.fn(runner.seoReportOf) };
});
const scored = () =>
  vi
    .mocked(seoReportOf)
    .mock.calls.map(([kind]) => kind.replace(/^score /, ''))
    .sort();

afterEach(cleanup);

const pagesDir = mkdtempSync(path.join(tmpdir(), 'pages-'));
cpSync(fixturePagesDir, pagesDir, { recursive: true });
writeFileSync(path.join(pagesDir, 'about.json'), fixturePage('about', ['/contact']));
writeFileSync(path.join(pagesDir, 'careers.json'), fixturePage('careers'));
const change = (file: string, edit: (page: { meta: { title: string }; blocks: { title?: string }[] }) => void) => {
  const page = JSON.parse(readFileSync(path.join(pagesDir, file), 'utf8'));
  edit(page);
  writeFileSync(path.join(pagesDir, file), `${JSON.stringify(page, null, 2)}\n`);
};

/** The site as it is on disk: its list of pages, and a backend checking each page against it. */
async function site() {
  const checker = new FolderEditChecker(pagesDir, publicDir, photosFor(pagesDir));
  const backend = {
    check: async (file: string, text: string) => checkEdit(checker, file, text),
    photoUrl: (src: string) => src,
  } as unknown as StudioBackend;
  return { list: await pageList(localListing(pagesDir)), backend };
}

const bands = { good: 'Good', ok: 'Needs work', poor: 'Poor' } as const;
/** What each page's badge says when every page is scored afresh. */
async function freshBadges({ list, backend }: Awaited<ReturnType<typeof site>>) {
  const badges = new Map<string, string>();
  for (const p of list.pages) {
    const report = studioSeoReport(await backend.check(p.file, p.text), JSON.parse(p.text))!;
    badges.set(p.file, `SEO ${report.score} · ${bands[report.band]}`);
  }
  return badges;
}
/** Each page's badge on the start screen, by its file. */
const shownBadges = () =>
  new Map(
    screen
      .getAllByRole('link')
      .filter((a) => a.getAttribute('href')?.startsWith('#/page/'))
      .map((a) => [a.getAttribute('href')!.slice('#/page/'.length), within(a).getByText(/^SEO /).textContent!]),
  );

const view = ({ list, backend }: { list: PageFileList; backend: StudioBackend }) => (
  <BackendContext value={backend}>
    <StartScreen list={list} onOpen={() => {}} onCreate={() => {}} />
  </BackendContext>
);
const allScored = () => waitFor(() => expect(screen.queryByText('SEO …')).toBeNull(), { timeout: 20_000 });

it('after a change to one page, only the pages whose reports read it are scored again, and every score shown is a fresh one', async () => {
  const first = await site();
  const { rerender } = render(view(first));
  await allScored();
  expect(scored()).toEqual(first.list.pages.map((p) => p.file).sort());
  expect(shownBadges()).toEqual(await freshBadges(first));

  // A heading changed on About: no other page's report reads it.
  vi.mocked(seoReportOf).mockClear();
  change('about.json', (page) => (page.blocks[0]!.title = 'Welcome to about us'));
  const second = await site();
  rerender(view(second));
  await allScored();
  expect(scored()).toEqual(['about.json']);
  expect(shownBadges()).toEqual(await freshBadges(second));
  const aboutBefore = shownBadges().get('about.json');

  // Careers takes About's title: About's report now finds another page with its title, so About is scored again too.
  vi.mocked(seoReportOf).mockClear();
  const aboutTitle = (JSON.parse(readFileSync(path.join(pagesDir, 'about.json'), 'utf8')) as { meta: { title: string } }).meta.title;
  change('careers.json', (page) => (page.meta.title = aboutTitle));
  const third = await site();
  rerender(view(third));
  await allScored();
  expect(scored()).toEqual(['about.json', 'careers.json']);
  expect(shownBadges()).toEqual(await freshBadges(third));
  expect(shownBadges().get('about.json')).not.toBe(aboutBefore);
}, 60_000);

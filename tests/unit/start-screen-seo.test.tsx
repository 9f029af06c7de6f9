// The start screen's SEO scores: each page's score as a number and a band in words, the same as the SEO
// panel's report of the page; the list ordered weakest first, or only the pages below Good.
// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PageFileList, StudioBackend } from '../../src/studio/backend.ts';
import { BackendContext } from '../../src/studio/app/shell/backend-context.tsx';
import { StartScreen } from '../../src/studio/app/shell/StartScreen.tsx';
import { studioSeoReport } from '../../src/studio/engine/seo-report.tsx';
import { localListing } from '../../src/studio/local/server/listing.ts';
import { checkEdit, pageList } from '../../src/studio/engine/pages.ts';
import { checkerFor } from '../../src/studio/local/server/checking.ts';
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fixturePage, fixturePagesDir } from './helpers.ts';

afterEach(cleanup);

/** A page about a keyphrase it never uses, with a short title and description, long sentences and links that say nothing and lead nowhere. */
const weakPage = (name: string) => {
  const long = `This sentence about ${name} keeps going and going with many words and never seems to stop, because it has a lot to say about nothing at all and then says more`;
  return JSON.stringify({
    $schema: '../schema/page.schema.json',
    meta: { title: name, description: `${name}.`, keyphrase: 'underwater basket weaving' },
    blocks: [
      { type: 'hero', title: 'Welcome' },
      {
        type: 'richText',
        content: [
          { type: 'heading', text: 'More' },
          { type: 'paragraph', text: `${long}. [Click here](/nowhere). ${long}.` },
        ],
      },
    ],
  });
};

// The fixture site, whose pages all score Good, with a thin page and a weak one.
const pagesDir = mkdtempSync(path.join(tmpdir(), 'pages-'));
cpSync(fixturePagesDir, pagesDir, { recursive: true });
writeFileSync(path.join(pagesDir, 'about.json'), fixturePage('about', ['/contact']));
writeFileSync(path.join(pagesDir, 'careers.json'), weakPage('careers'));

const list: PageFileList = await pageList(localListing(pagesDir));
const backend = {
  check: async (file: string, text: string) => checkEdit(checkerFor(pagesDir), file, text),
  photoUrl: (src: string) => src,
} as unknown as StudioBackend;

/** Each page's report as the SEO panel makes it. */
const reports = new Map(
  await Promise.all(
    list.pages.map(async (p) => [p.file, studioSeoReport(await backend.check(p.file, p.text), JSON.parse(p.text))!] as const),
  ),
);
const bands = { good: 'Good', ok: 'Needs work', poor: 'Poor' } as const;
const linkOf = (title: string) => screen.getAllByRole('link').find((a) => a.querySelector('.studio-page-title')?.textContent === title)!;
const shownTitles = () => screen.getAllByRole('link').map((a) => a.querySelector('.studio-page-title')?.textContent);

describe('the start screen’s SEO scores', () => {
  it('the pages show at once; each then gets its SEO score and band in words, as the SEO panel gives them', async () => {
    expect(new Set([...reports.values()].map((r) => r.band)).size).toBeGreaterThan(1);
    render(
      <BackendContext value={backend}>
        <StartScreen list={list} onOpen={() => {}} onCreate={() => {}} />
      </BackendContext>,
    );
    expect(screen.getAllByRole('link').length).toBeGreaterThanOrEqual(list.pages.length);
    await waitFor(() => expect(screen.queryByText('SEO …')).toBeNull(), { timeout: 20_000 });
    for (const page of list.pages) {
      const { score, band } = reports.get(page.file)!;
      expect(within(linkOf(page.title)).getByText(`SEO ${score} · ${bands[band]}`)).toBeTruthy();
    }

    // Weakest first: every page, by score.
    fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), { target: { value: 'weakest' } });
    const byScore = [...list.pages].sort(
      (a, b) => reports.get(a.file)!.score - reports.get(b.file)!.score || a.title.localeCompare(b.title),
    );
    expect(shownTitles()).toEqual(byScore.map((p) => p.title));

    // Only those below Good, weakest first.
    fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), { target: { value: 'needs-work' } });
    expect(shownTitles()).toEqual(byScore.filter((p) => reports.get(p.file)!.band !== 'good').map((p) => p.title));
  }, 30_000);
});

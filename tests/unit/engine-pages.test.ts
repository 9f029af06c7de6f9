// The engine's page list, a new page's plan and an edit's check (src/studio/engine/pages.ts), once: the list
// against page files and problems in memory, the check against a checker that answers in memory, the plan
// against a copy of the fixture site outside the project (whose folder validation names in full). Each
// backend's answer is held to the other's in github-backend.test.ts, and the local one's in studio-server.test.ts.
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EditChecker } from '../../src/core/content/edit-check.ts';
import type { Problem, ReviewState } from '../../src/studio/backend.ts';
import { checkEdit, newPagePlan, pageList, type ListedFile, type PageListing } from '../../src/studio/engine/pages.ts';
import { folderSource } from '../../src/tooling/content/index.ts';
import { publicDir } from '../../src/tooling/paths.ts';
import { photosFor } from '../../src/tooling/photos/folders.ts';
import { fixturePagesDir } from './helpers.ts';

const problem = (file: string): Problem => ({ file, line: 1, col: 1, pointer: '', message: 'Something to fix.' });
const page = (data: object) => `${JSON.stringify(data, null, 2)}\n`;

/** A backend's page files and the site's problems in memory, naming files as validation would in "site/pages/". */
function listingInMemory(files: ListedFile[], problems: Problem[]) {
  const asked: string[] = [];
  const listing: PageListing = {
    pageFiles: async () => (asked.push('pageFiles'), files),
    siteProblems: async () => (asked.push('siteProblems'), problems),
    shownAs: (file) => `site/pages/${file}`,
  };
  return { listing, asked };
}

describe('the page list', () => {
  it('lists every page in file order with its address, title, group and problem count, its text without a byte-order mark', async () => {
    const inReview: ReviewState = { state: 'in-review', branch: 'content/about', reviewUrl: 'https://example.com/pull/1' };
    const { listing, asked } = listingInMemory(
      [
        {
          file: 'services/local-seo.json',
          text: page({ meta: { title: 'Local SEO | RankHarbor' } }),
          hash: 'h2',
          review: { state: 'changed' },
        },
        { file: 'index.json', text: page({ meta: { title: 'Home' } }), hash: 'h1', review: { state: 'published' } },
        { file: 'about.json', text: `\uFEFF${page({ path: '/about-us', card: { title: 'About' } })}`, hash: 'h0', review: inReview },
        { file: 'industries/hvac-seo.json', text: '{ not JSON', hash: 'h3', review: { state: 'published', on: '2026-01-02T00:00:00Z' } },
      ],
      [problem('site/pages/industries/hvac-seo.json'), problem('site/pages/industries/hvac-seo.json'), problem('site/pages/about.json')],
    );
    const list = await pageList(listing);
    expect(list.groups).toEqual(['Home', 'Services', 'Industries', 'Case studies', 'Other']);
    expect(list.pages).toEqual([
      {
        file: 'about.json',
        path: '/about-us',
        title: 'About',
        group: 'Other',
        problems: 1,
        hash: 'h0',
        text: page({ path: '/about-us', card: { title: 'About' } }),
        review: inReview,
      },
      {
        file: 'index.json',
        path: '/',
        title: 'Home',
        group: 'Home',
        problems: 0,
        hash: 'h1',
        text: page({ meta: { title: 'Home' } }),
        review: { state: 'published' },
      },
      // A file that does not parse: its address from its place, its name from its address, its problems counted.
      {
        file: 'industries/hvac-seo.json',
        path: '/industries/hvac-seo',
        title: 'Hvac seo',
        group: 'Other',
        problems: 2,
        hash: 'h3',
        text: '{ not JSON',
        review: { state: 'published', on: '2026-01-02T00:00:00Z' },
      },
      {
        file: 'services/local-seo.json',
        path: '/services/local-seo',
        title: 'Local SEO',
        group: 'Services',
        problems: 0,
        hash: 'h2',
        text: page({ meta: { title: 'Local SEO | RankHarbor' } }),
        review: { state: 'changed' },
      },
    ]);
    // The problems are asked once the files are read (the studio on the web reads its reviews again first).
    expect(asked).toEqual(['pageFiles', 'siteProblems']);
  });
});

describe("an edit's check", () => {
  const checker = (problems: Problem[]) => {
    const asked: string[] = [];
    const answer = { dir: '/site/pages', check: (file: string) => (asked.push(file), { problems, path: '/about' }) };
    return { checker: answer as unknown as EditChecker, asked };
  };

  it('checks the edit as its file in the pages folder, a new page as a draft beside the others, its problems named there', () => {
    const { checker: about, asked } = checker([problem('/site/pages/about.json')]);
    expect(checkEdit(about, 'about.json', '{}')).toEqual({ problems: [problem('pages/about.json')], path: '/about' });
    expect(checkEdit(about, undefined, '{}').problems).toEqual([problem('pages/new-page-draft.json')]);
    expect(checkEdit(about, '', '{}').problems).toEqual([problem('pages/new-page-draft.json')]);
    expect(asked).toEqual(['/site/pages/about.json', '/site/pages/new-page-draft.json', '/site/pages/new-page-draft.json']);
  });
});

describe("a new page's plan", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'engine-pages-'));
  cpSync(fixturePagesDir, dir, { recursive: true });
  const site = { source: folderSource(dir), publicDir, photosDir: photosFor(dir) };

  it('names its file in the pages folder', () => {
    expect(newPagePlan(site, 'industry', 'veterinary-seo')).toMatchObject({
      file: 'industries/veterinary-seo.json',
      path: '/veterinary-seo',
    });
  });

  it('says why not, naming the folder "pages" wherever it is', () => {
    expect(newPagePlan(site, 'generic', 'about')).toEqual({
      error: 'pages/about.json already exists. Choose another slug, or edit that file.',
    });
    expect(newPagePlan(site, 'blog', 'x').error).toMatch(/^Unknown kind "blog"/);
  });
});

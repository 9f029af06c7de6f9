// The local studio reads the site once for its page list and the checks that follow: listing the pages
// builds the index every check of a page uses, so the first check of a page just opened does no site-wide
// work again (on a loaded machine that was a second of the opening of a large page); any change to the
// folder, a page's or a photo's, has the next list or check read it anew.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { fixturePagesDir } from './helpers.ts';

const readings = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/core/content/check.ts', async (original) => {
  const actual = await original<typeof import('../../src/core/content/check.ts')>();
  return { ...actual, checkContent: (...args: Parameters<typeof actual.checkContent>) => (readings.count++, actual.checkContent(...args)) };
});

const { checkEdit, pageList } = await import('../../src/studio/engine/pages.ts');
const { checkerFor } = await import('../../src/studio/local/server/checking.ts');
const { localListing } = await import('../../src/studio/local/server/listing.ts');
const listPages = async (dir: string) => (await pageList(localListing(dir))).pages;
const { loadContentAndForms } = await import('../../src/tooling/content/index.ts');
const { publicDir } = await import('../../src/tooling/paths.ts');
const { photosFor } = await import('../../src/tooling/photos/folders.ts');

const copy = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'studio-list-'));
  cpSync(fixturePagesDir, dir, { recursive: true });
  return dir;
};
const waitForWatchers = () => new Promise((done) => setTimeout(done, 300));

describe('the page list and the checks', () => {
  it('share one reading of the site: the first check after the list reads no page again', async () => {
    const dir = copy();
    const listed = await listPages(dir);
    expect(listed.length).toBeGreaterThan(5);
    const afterList = readings.count;
    const file = 'industries/hvac-seo.json';
    checkEdit(checkerFor(dir), file, readFileSync(path.join(dir, file), 'utf8').replace('"blocks"', '"blocks" '));
    expect(readings.count).toBe(afterList);
  });

  it('count each page’s problems as a whole-site check does', async () => {
    const dir = copy();
    const counts = new Map<string, number>();
    for (const p of loadContentAndForms({ pagesDir: dir, publicDir, photosDir: photosFor(dir) }).problems)
      counts.set(p.file, (counts.get(p.file) ?? 0) + 1);
    const listed = await listPages(dir);
    expect(listed.some((p) => p.problems > 0) || [...counts.values()].every((n) => n === 0)).toBe(true);
    for (const page of listed) expect(page.problems, page.file).toBe(counts.get(`pages/${page.file}`) ?? 0);
  });

  it('read the site anew once a page changes on disk', async () => {
    const dir = copy();
    await listPages(dir);
    const file = path.join(dir, 'industries', 'hvac-seo.json');
    const page = JSON.parse(readFileSync(file, 'utf8')) as { meta: { title: string } };
    page.meta.title = '';
    writeFileSync(file, `${JSON.stringify(page, null, 2)}\n`);
    await waitForWatchers();
    const entry = (await listPages(dir)).find((p) => p.file === 'industries/hvac-seo.json')!;
    expect(entry.problems).toBeGreaterThan(0);
  });
});

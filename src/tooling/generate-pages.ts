// Sites of any size for measuring how the pipeline scales: the real pages plus generated industry pages,
// each with its own path, title and copy, written to a folder of their own (never pages/).
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { defaultPagesDir } from './paths.ts';

/**
 * Copies the real pages into `dir` and adds generated industry pages until the site has `count` page
 * files. Generated pages stay out of menus and the sitemap (no card, noindex): menus listing thousands of
 * entries would measure the menu, not the pipeline. They are validated, link-checked and rendered in full.
 */
export function generatePages(dir: string, count: number): string {
  cpSync(defaultPagesDir, dir, { recursive: true });
  const template = JSON.parse(readFileSync(path.join(defaultPagesDir, 'industries', 'hvac-seo.json'), 'utf8'));
  const existing = readdirSync(dir, { recursive: true }).filter(
    (f) => String(f).endsWith('.json') && !path.basename(String(f)).startsWith('_'),
  ).length;
  mkdirSync(path.join(dir, 'generated'), { recursive: true });
  for (let i = 0; i < count - existing; i++) {
    const page = structuredClone(template);
    page.$schema = '../../schema/page.schema.json';
    page.path = `/generated-industry-${i}-seo`;
    page.meta.title = `Generated Industry ${i} SEO: Book More Jobs | RankHarbor`;
    page.meta.description =
      `SEO for generated industry ${i}: more booked jobs from local search, with map-pack rankings, reviews and service pages built for how customers search.`.padEnd(
        150,
        '.',
      );
    delete page.card;
    // An experiment's name is its page's alone: the copies are plain pages.
    delete page.experiment;
    page.meta.noindex = true;
    page.blocks[0].title = `SEO for Generated Industry ${i}`;
    writeFileSync(path.join(dir, 'generated', `industry-${i}.json`), JSON.stringify(page, null, 2));
  }
  return dir;
}

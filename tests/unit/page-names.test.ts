// The start screen and the page editor's heading name a page as an editor knows it: its menu card's title,
// else a short name from its place on the site ("Home", "Industries", "About"), never its headline.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pathFromFile } from '../../src/tooling/content/index.ts';
import { pagesDir } from '../../src/tooling/paths.ts';
import { listTitle } from '../../src/studio/shared/page-list.ts';

const read = (file: string) => JSON.parse(readFileSync(path.join(pagesDir(), file), 'utf8'));

describe('a page by the name an editor knows it', () => {
  it.each([
    ['index.json', '/', 'Home'],
    ['seo.json', '/seo', 'Industries'],
    ['about.json', '/about', 'About'],
    ['case-studies.json', '/case-studies', 'Case studies'],
    ['blog/technical-seo-audit-checklist.json', '/blog/technical-seo-audit-checklist', 'Technical SEO audit checklist'],
  ])('%s (%s) is "%s"', (file, route, name) => {
    expect(listTitle(read(file), route)).toBe(name);
  });

  it('an industry page is named by its menu card', () => {
    expect(listTitle(read('industries/hvac-seo.json'), '/hvac-seo')).toBe(read('industries/hvac-seo.json').card.title);
  });

  it('no page of the site is named by its headline', () => {
    const files = readdirSync(pagesDir(), { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.json') && !path.basename(f).startsWith('_'));
    for (const file of files) {
      const page = read(file);
      const name = listTitle(page, pathFromFile(pagesDir(), path.join(pagesDir(), file)) ?? '/');
      expect(name.length, file).toBeLessThanOrEqual(40);
      if (!page.card) expect(name, file).not.toBe(page.blocks?.[0]?.title);
    }
  });
});

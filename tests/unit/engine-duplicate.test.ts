// "Duplicate this page" in the engine: where the copy goes, what it keeps and what it must write anew.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { kindOfPageFile } from '../../src/core/page-kinds.ts';
import { duplicateAt, ownTexts } from '../../src/studio/engine/duplicate.ts';
import { wholeSiteProblemsInFolder } from '../../src/tooling/content/edit-check.ts';
import { planPage } from '../../src/tooling/new-page.ts';
import { publicDir } from '../../src/tooling/paths.ts';

type PageJson = Record<string, unknown> & { meta: Record<string, string>; card: Record<string, string>; blocks: unknown[] };
const read = (file: string) => JSON.parse(readFileSync(`pages/${file}`, 'utf8')) as PageJson;

function planned(kind: Parameters<typeof planPage>[0], slug: string) {
  const plan = planPage(kind, slug);
  if ('error' in plan) throw new Error(plan.error);
  return { file: plan.file.replace(/^.*?pages\//, ''), path: plan.path, page: plan.page };
}

describe('Duplicate this page', () => {
  it('knows each page’s kind by its folder', () => {
    expect(kindOfPageFile('industries/hvac-seo.json')).toBe('industry');
    expect(kindOfPageFile('services/local-seo-services.json')).toBe('service');
    expect(kindOfPageFile('about.json')).toBe('generic');
    expect(kindOfPageFile('industriesx.json')).toBe('generic');
  });

  it('copies an industry page whole to its new address, its search texts and card to write anew', () => {
    const source = read('industries/hvac-seo.json');
    const plan = planned('industry', 'hvac-seo-fresno');
    const copy = duplicateAt(source, plan);
    expect(copy.file).toBe('industries/hvac-seo-fresno.json');
    expect(copy.path).toBe('/hvac-seo-fresno');
    expect(copy.page.path).toBe('/hvac-seo-fresno');
    expect(copy.page.blocks).toEqual(source.blocks);
    // The page's headline test stays the page's own: the copy has the page's words and no test.
    expect(source.experiment).toBeDefined();
    expect(copy.page).not.toHaveProperty('experiment');
    // Its card keeps its icon and goes last in its group; the texts a page must have of its own start empty, the old words shown.
    const card = copy.page.card as Record<string, unknown>;
    expect(card.icon).toBe(source.card.icon);
    expect(card.group).toBe('industries');
    expect(card.order).toBe((plan.page.card as { order: number }).order);
    expect(copy.page.meta).toEqual({ ...source.meta, title: '', description: '' });
    expect(copy.placeholders).toEqual({
      '/meta/title': source.meta.title,
      '/meta/description': source.meta.description,
      '/card/title': source.card.title,
      ...(source.card.menuLabel ? { '/card/menuLabel': source.card.menuLabel } : {}),
      '/card/description': source.card.description,
    });
    // The source is left as it was.
    expect(source).toEqual(read('industries/hvac-seo.json'));
  });

  it('makes a copy of a page with a headline test that the whole-site check takes, once its own texts are written', () => {
    const copy = duplicateAt(read('industries/hvac-seo.json'), planned('industry', 'hvac-seo-fresno'));
    const page = structuredClone(copy.page) as PageJson;
    page.meta.title = 'HVAC SEO in Fresno: Book More Jobs in the Valley | RankHarbor';
    page.meta.description =
      'HVAC SEO for Fresno heating and cooling companies: the map pack in every valley town your trucks cover, more calls in 110° summers and cold snaps alike.';
    Object.assign(page.card, {
      title: 'HVAC in Fresno',
      menuLabel: 'HVAC Fresno',
      description: 'Heating and cooling companies in the valley.',
    });
    const problems = wholeSiteProblemsInFolder('pages', publicDir, `pages/${copy.file}`, JSON.stringify(page, null, 2));
    expect(problems.filter((p) => p.pointer.startsWith('/experiment')).map((p) => p.message)).toEqual([]);
  });

  it('copies an other page without an address or a card of its own', () => {
    const source = { ...read('about.json'), path: '/about-us', card: { group: 'services', title: 'A card' } };
    const copy = duplicateAt(source, planned('generic', 'about-fresno'));
    expect(copy.file).toBe('about-fresno.json');
    expect(copy.page).not.toHaveProperty('path');
    expect(copy.page).not.toHaveProperty('card');
    expect(Object.keys(copy.placeholders).every((p) => (ownTexts as readonly string[]).includes(p))).toBe(true);
  });
});

// A page declares its own card; menus, footer, index pages and the sitemap follow with no other edit.
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContentAndForms } from '../../src/tooling/content/index.ts';
import { publicDir } from '../../src/tooling/paths.ts';
import { siteSitemap } from '../../src/core/sitemap.ts';
import type { ResolvedPageIndexBlock } from '../../src/core/page-data.ts';
import { fixturePagesDir, fixtureSite, problemsFor } from './helpers.ts';

const veterinary = {
  $schema: '../../schema/page.schema.json',
  path: '/veterinary-seo',
  meta: {
    title: 'Veterinary SEO: More Pet Owners Booking Visits | RankHarbor',
    description:
      'SEO for veterinary clinics: rank in the map pack for vet near me, emergency vet and pet vaccinations, and turn those searches into booked appointments.',
  },
  card: {
    group: 'industries',
    title: 'Veterinary SEO',
    menuLabel: 'Veterinarians',
    description: 'Found by pet owners searching for a vet they can trust nearby.',
    icon: 'heart-pulse',
    order: 65,
  },
  blocks: [{ type: 'hero', title: 'Veterinary SEO That Fills Your Appointment Book' }],
};

function withPage(extra: object | null) {
  const dir = mkdtempSync(path.join(tmpdir(), 'pages-copy-'));
  cpSync(fixturePagesDir, dir, { recursive: true });
  if (extra) writeFileSync(path.join(dir, 'industries', 'veterinary-seo.json'), JSON.stringify(extra, null, 2));
  const content = loadContentAndForms({ pagesDir: dir, publicDir });
  expect(content.problems).toEqual([]);
  const industryMenu = content.site!.header.nav.find((item) => item.label === 'Industry')!.items!.filter((l) => l.href !== '/seo');
  const index = content.rendered.get('/seo')!.blocks.find((b) => b.type === 'pageIndex') as ResolvedPageIndexBlock;
  return { content, industryMenu, index, sitemap: siteSitemap(content.site!.baseUrl, content.rendered) };
}

describe('page groups', () => {
  it('adding one industry page file adds its card, its menu entry and its sitemap entry', () => {
    const before = withPage(null);
    const after = withPage(veterinary);
    expect(before.sitemap).not.toContain('/veterinary-seo');
    expect(after.sitemap).toContain('<loc>https://www.rankharbor.com/veterinary-seo</loc>');
    expect(after.industryMenu).toHaveLength(before.industryMenu.length + 1);
    // Order 65 puts it between the fixture's two industries, food chains (60) and HVAC (70).
    expect(after.industryMenu[1]).toEqual({ label: 'Veterinarians', href: '/veterinary-seo' });
    expect(after.index.cards[1]).toEqual({
      href: '/veterinary-seo',
      title: 'Veterinary SEO',
      description: veterinary.card.description,
      icon: 'heart-pulse',
    });
    expect(after.index.cards).toHaveLength(before.index.cards.length + 1);
  });

  it('a menu group no page belongs to is an error, not an empty menu', () => {
    const site = { ...fixtureSite, header: { ...fixtureSite.header, nav: [{ label: 'Industry', pages: { group: 'industries' } }] } };
    expect(problemsFor({}, site).map((p) => p.message)).toEqual([
      'No page has a card in the group "industries", so this list would be empty. Give the group\'s pages a "card" with "group": "industries".',
    ]);
  });
});

// A page declares its own card; menus, footer, index pages and the sitemap follow with no other edit.
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../scripts/lib/content/index.ts';
import { defaultPagesDir, publicDir } from '../../scripts/lib/paths.ts';
import { siteSitemap } from '../../scripts/lib/sitemap.ts';
import type { ResolvedPageIndexBlock } from '../../src/render/resolved.ts';
import { fixtureSite, problemsFor } from './helpers.ts';

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
    order: 35,
  },
  blocks: [{ type: 'hero', title: 'Veterinary SEO That Fills Your Appointment Book' }],
};

function withPage(extra: object | null) {
  const dir = mkdtempSync(path.join(tmpdir(), 'pages-copy-'));
  cpSync(defaultPagesDir, dir, { recursive: true });
  if (extra) writeFileSync(path.join(dir, 'industries', 'veterinary-seo.json'), JSON.stringify(extra, null, 2));
  const content = loadContent({ pagesDir: dir, publicDir });
  expect(content.problems).toEqual([]);
  const industryMenu = content.site!.header.nav.find((item) => item.label === 'Industry')!.items!.filter((l) => l.href !== '/seo');
  const index = content.rendered.get('/seo')!.blocks.find((b) => b.type === 'pageIndex') as ResolvedPageIndexBlock;
  return { content, industryMenu, index, sitemap: siteSitemap(content.site!.baseUrl, content.rendered) };
}

describe('page groups', () => {
  it('the real site: 13 industries and 11 services, in their declared order, in menus, indexes and footer', () => {
    const { content, industryMenu, index } = withPage(null);
    expect(industryMenu).toHaveLength(13);
    expect(index.cards.map((c) => c.href)).toEqual(industryMenu.map((l) => l.href));
    expect(industryMenu[0]).toEqual({ label: 'Ed-Tech', href: '/edtech-seo' });
    const services = content.site!.header.nav.find((item) => item.label === 'SEO Services')!.items!;
    expect(services.at(-1)).toEqual({ label: 'All Services', href: '/services' });
    expect(services).toHaveLength(12);
    const serviceIndex = content.rendered.get('/services')!.blocks.find((b) => b.type === 'pageIndex') as ResolvedPageIndexBlock;
    expect(serviceIndex.cards).toHaveLength(11);
    const footerServices = content.site!.footer.groups.find((g) => g.title === 'Services')!.links!;
    expect(footerServices.map((l) => l.href)).toEqual(services.slice(0, 6).map((l) => l.href));
  });

  it('adding one industry page file adds its card, its menu entry and its sitemap entry', () => {
    const before = withPage(null);
    const after = withPage(veterinary);
    expect(before.sitemap).not.toContain('/veterinary-seo');
    expect(after.sitemap).toContain('<loc>https://www.rankharbor.com/veterinary-seo</loc>');
    expect(after.industryMenu).toHaveLength(14);
    // Order 35 puts it between the 3rd (30) and 4th (40) industries.
    expect(after.industryMenu[3]).toEqual({ label: 'Veterinarians', href: '/veterinary-seo' });
    expect(after.index.cards[3]).toEqual({
      href: '/veterinary-seo',
      title: 'Veterinary SEO',
      description: veterinary.card.description,
      icon: 'heart-pulse',
    });
    expect(after.index.cards).toHaveLength(14);
  });

  it('a menu group no page belongs to is an error, not an empty menu', () => {
    const site = { ...fixtureSite, header: { ...fixtureSite.header, nav: [{ label: 'Industry', pages: { group: 'industries' } }] } };
    expect(problemsFor({}, site).map((p) => p.message)).toEqual([
      'No page has a card in the group "industries", so this list would be empty. Give the group\'s pages a "card" with "group": "industries".',
    ]);
  });
});

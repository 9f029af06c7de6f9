// The one integration test over the real page files: the content every route must carry (SPEC.md
// section 2), that every page renders, and that the privacy policy matches the site config. Every other
// unit test reads the fixture site in tests/fixtures/pages, so a change of copy breaks only this file.
import { describe, expect, it } from 'vitest';
import { loadContentAndForms } from '../../src/tooling/content/index.ts';
import { defaultPagesDir, publicDir } from '../../src/tooling/paths.ts';
import { renderPages } from '../../src/core/resolve.ts';
import { blockBuilds } from '../../src/generated/block-builds.ts';
import type { Block, RichTextBlock } from '../../src/generated/page.ts';
import type { CaseStudyPageBlock, ResolvedPageIndexBlock } from '../../src/core/page-data.ts';
import { everyPagePrerenders } from './helpers.ts';

const content = loadContentAndForms({ pagesDir: defaultPagesDir, publicDir });
const page = (path: string) => content.pages.find((p) => p.path === path)!.page;
const ofType = <T extends Block['type']>(blocks: Block[], type: T) =>
  blocks.filter((b): b is Extract<Block, { type: T }> => b.type === type);

const specRoutes = [
  '/',
  '/about',
  '/contact',
  '/case-studies',
  '/privacy',
  '/terms',
  '/webinar',
  '/blog/technical-seo-audit-checklist',
  '/services/on-page-seo',
  '/services/technical-seo',
  '/services/link-building',
  '/services/local-seo',
  '/services/content-marketing',
  '/services/ecommerce-seo',
  '/services/ai-seo-services',
  '/services/saas-seo',
  '/services/small-business-seo',
  '/services/seo-copyright',
  '/services/white-label-seo',
  '/edtech-seo',
  '/ecommerce-seo',
  '/real-estate-seo',
  '/dentist-seo',
  '/pediatrician-seo',
  '/food-chain-seo',
  '/hvac-seo',
  '/plumber-seo',
  '/accountant-seo',
  '/insurance-seo',
  '/healthcare-seo',
  '/cleaning-business-seo',
  '/cosmetic-surgeons-seo',
  '/seo',
  '/services',
  '/careers',
];
const industries = specRoutes.slice(19, 32);
const services = specRoutes.slice(8, 19).filter((p) => p !== '/services/ai-seo-services');

describe('the site content', () => {
  it('has no problems and a page for every route of the spec, plus /services and /careers', () => {
    expect(content.problems).toEqual([]);
    for (const route of specRoutes) expect(content.rendered.has(route), route).toBe(true);
  });

  it('gives every page a unique title of 50-60 characters and a unique description of 150-160', () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const [path, { meta }] of content.rendered) {
      expect(meta.title.length, `${path} title "${meta.title}"`).toBeGreaterThanOrEqual(50);
      expect(meta.title.length, `${path} title "${meta.title}"`).toBeLessThanOrEqual(60);
      expect(meta.description.length, `${path} description`).toBeGreaterThanOrEqual(150);
      expect(meta.description.length, `${path} description`).toBeLessThanOrEqual(160);
      expect(titles.has(meta.title), `${path} repeats a title`).toBe(false);
      expect(descriptions.has(meta.description), `${path} repeats a description`).toBe(false);
      titles.add(meta.title);
      descriptions.add(meta.description);
    }
  });

  it.each(services)(
    '%s: audit button, a "What is" with ten key components, six steps (none on technical SEO), closing call to /contact',
    (path) => {
      const { blocks } = page(path);
      const hero = ofType(blocks, 'hero')[0]!;
      expect(hero.actions?.[0]).toMatchObject({ label: 'Get Your Free SEO Audit', href: '/contact' });
      const what = ofType(blocks, 'richText').find((b) => b.title?.startsWith('What is')) as RichTextBlock;
      expect(what, 'a "What is ..." section').toBeDefined();
      const list = what.content.find((n) => n.type === 'list');
      expect(list?.type === 'list' && list.items.length).toBe(10);
      expect(ofType(blocks, 'process').map((p) => p.steps.length)).toEqual(path === '/services/technical-seo' ? [] : [6]);
      const last = blocks.at(-1)!;
      expect(last.type).toBe('cta');
      if (last.type === 'cta') {
        expect(last.primary?.href).toBe('/contact');
        if (path === '/services/white-label-seo') expect(last.primary?.label).toBe('Schedule a Consultation');
        if (path === '/services/ecommerce-seo') expect(last.primary?.label).toBe('Get Your Free SEO Audit');
      }
    },
  );

  it('the AI SEO page has every section, figure and button of the spec', () => {
    const { blocks } = page('/services/ai-seo-services');
    expect(ofType(blocks, 'hero')[0]!.actions).toEqual([
      expect.objectContaining({ label: 'Get Your Free AI SEO Audit', href: '/contact' }),
      expect.objectContaining({ label: 'Schedule Strategy Call', href: '/contact' }),
    ]);
    // Both are links to /contact (spec: "Hero with two buttons to /contact"), neither opens the audit dialog.
    expect(ofType(blocks, 'hero')[0]!.actions?.filter((action) => action.opensForm)).toEqual([]);
    expect(ofType(blocks, 'process')[0]!.steps.map((s) => s.label)).toEqual(['Week 1', 'Week 2', 'Weeks 3-4', 'Ongoing', 'Monthly']);
    expect(ofType(blocks, 'table')[0]!.columns.slice(1)).toEqual(['Traditional SEO', 'AI SEO']);
    expect(ofType(blocks, 'cards').map((c) => c.items.length)).toEqual(expect.arrayContaining([5, 3, 6]));
    const plans = ofType(blocks, 'pricing')[0]!.plans;
    expect(plans.map((p) => [p.name, p.price])).toEqual([
      ['Growth Plan', '$2,497'],
      ['Professional Plan', '$4,997'],
      ['Enterprise Plan', 'Custom'],
    ]);
    for (const plan of plans) expect(plan.action).toMatchObject({ label: 'Get Started', href: '/contact' });
    expect(JSON.stringify(plans[0])).toContain('10 content pieces');
    expect(JSON.stringify(plans[1])).toContain('25 content pieces');
    const text = JSON.stringify(blocks);
    for (const claim of ['25% off', 'first 3 months', '5 spots remaining', '6 months']) expect(text).toContain(claim);
    expect(ofType(blocks, 'faq')[0]!.items).toHaveLength(6);
  });

  it.each(industries)('%s: hero with a free-audit button, 7 to 10 ticked benefits, a closing free-audit call', (path) => {
    const { blocks } = page(path);
    const hero = ofType(blocks, 'hero')[0]!;
    expect(hero.subtitle).toBeTruthy();
    expect(hero.actions?.[0]?.href).toBe('/contact');
    expect(hero.actions?.[0]?.label).toMatch(/Free .*Audit/);
    const benefits = ofType(blocks, 'benefits')[0]!;
    expect(benefits.items.length).toBeGreaterThanOrEqual(7);
    expect(benefits.items.length).toBeLessThanOrEqual(10);
    expect(blocks.at(-1)?.type).toBe('cta');
    const special = ['/healthcare-seo', '/cleaning-business-seo', '/cosmetic-surgeons-seo'].includes(path);
    // The spec's 'why this industry needs specialised SEO' section; any page may add other text sections.
    const why = ofType(blocks, 'richText').filter((b) => /^Why .+ Need Specialized SEO$/.test(b.title ?? ''));
    expect(why.length).toBe(special ? 1 : 0);
    if (special) expect(why[0]!.content.filter((n) => n.type === 'paragraph')).toHaveLength(3);
    expect(Boolean(hero.icon)).toBe(['/cleaning-business-seo', '/cosmetic-surgeons-seo'].includes(path));
  });

  it('the industry index has 13 cards and a closing "Don\'t See Your Industry" to /contact', () => {
    const seo = content.rendered.get('/seo')!;
    expect(seo.blocks.find((b) => b.type === 'hero')).toMatchObject({ title: 'Select Your Industry' });
    const index = seo.blocks.find((b) => b.type === 'pageIndex');
    expect(index?.type === 'pageIndex' && index.cards.map((c) => c.href).sort()).toEqual([...industries].sort());
    expect(seo.blocks.at(-1)).toMatchObject({
      type: 'cta',
      title: "Don't See Your Industry?",
      primary: { label: 'Get in Touch', href: '/contact' },
    });
  });

  it('the checklist article carries Article structured data', () => {
    const data = content.rendered.get('/blog/technical-seo-audit-checklist')!.structuredData!;
    expect(data.find((t) => t['@type'] === 'Article')).toMatchObject({
      '@type': 'Article',
      headline: 'The Complete 47-Point Technical SEO Checklist for Startups',
      datePublished: '2025-02-10',
    });
  });

  it('the real site: 13 industries and 11 services, in their declared order, in menus, indexes and footer', () => {
    const industryMenu = content.site!.header.nav.find((item) => item.label === 'Industry')!.items!.filter((l) => l.href !== '/seo');
    const index = content.rendered.get('/seo')!.blocks.find((b) => b.type === 'pageIndex') as ResolvedPageIndexBlock;
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
});

everyPagePrerenders('every page the site renders (page files and case studies)', content);

describe('the case-study data', () => {
  const studies = content.caseStudies!.studies;
  const figures = (id: string) =>
    Object.fromEntries(Object.entries(studies.find((s) => s.id === id)!.results).map(([k, r]) => [k, r.value]));

  it('has the six ids of the spec, in order, each with its own page', () => {
    expect(studies.map((s) => s.id)).toEqual([
      'ed-tech',
      'saas-platform',
      'Education',
      'real-estate',
      'local-food-business',
      'education-platform',
    ]);
    for (const s of studies)
      expect((content.rendered.get(`/case-studies/${s.id}`)!.blocks[0] as CaseStudyPageBlock).study.title).toBe(s.title);
  });

  it("carries the spec's figures", () => {
    expect(figures('ed-tech')).toMatchObject({ traffic: '11.6x', conversions: '142%', keywords: '76' });
    expect(studies.find((s) => s.id === 'ed-tech')!.results.traffic!.detail).toMatch(/414 to 5,256/);
    expect(figures('saas-platform')).toMatchObject({ leads: '120%', cac: '58%', arr: '+$200K', demos: '100%' });
    expect(figures('Education')).toMatchObject({ bookings: '156%', visibility: '213%', keywords: '30' });
  });

  it("charts a series for every study that starts and ends at the spec's figures", () => {
    const ends = (id: string) => {
      const points = studies.find((s) => s.id === id)!.chart!.points;
      return {
        first: points[0]!.value,
        last: points.at(-1)!.value,
        growth: Math.round((points.at(-1)!.value / points[0]!.value - 1) * 100),
      };
    };
    for (const s of studies) expect(s.chart, s.id).toBeDefined();
    expect(ends('ed-tech')).toMatchObject({ first: 414, last: 5256 });
    expect(ends('saas-platform').growth).toBe(120);
    expect(ends('Education').growth).toBe(156);
    expect(ends('real-estate').last / ends('real-estate').first).toBeCloseTo(3.4, 1);
    expect(ends('local-food-business').last - ends('local-food-business').first).toBe(420);
    expect(ends('education-platform').last / ends('education-platform').first).toBeCloseTo(4.1, 1);
    // The page draws the study's own chart.
    expect((content.rendered.get('/case-studies/ed-tech')!.blocks[0] as CaseStudyPageBlock).study.chart?.points).toHaveLength(10);
  });
});

describe('the privacy policy of the real config', () => {
  it('says the site asks before any cookie (it remembers visits) and names no tracker, as no analytics id is configured', () => {
    expect(content.site!.analytics?.id).toBeFalsy();
    expect(content.site!.attribution?.rememberVisit).toBe(true);
    const privacy = renderPages(blockBuilds, content.site!, content.pages, content.caseStudies).get('/privacy')!;
    const text = JSON.stringify(privacy.blocks);
    expect(text).toContain(
      'Until you click Accept, we set no cookies, load no analytics and keep nothing about your visit on your device.',
    );
    expect(text).toContain('how you first and most recently came to the site');
    expect(text).not.toMatch(/Google Analytics|This site sets no cookies/);
  });
});

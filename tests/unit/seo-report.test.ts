// The SEO report's checks, each on a small page: the page as written passes every check; each case
// changes one thing so that one check fails (with the field it points to), and the page as it was passes it.
import { describe, expect, it } from 'vitest';
import {
  checkIds,
  reportText,
  scoreOf,
  seoReport,
  type CheckId,
  type Finding,
  type SeoInput,
  type SeoSitePage,
} from '../../src/core/seo/report.ts';
import { fleschReadingEase, syllables } from '../../src/core/seo/readability.ts';
import { textWidth } from '../../src/core/seo/text-width.ts';
import { parseHtml, textOf } from '../../src/core/seo/html.ts';
import type { PageData } from '../../src/core/page-data.ts';

interface Section {
  heading: string;
  level?: number;
  paragraphs: string[];
}

interface Draft {
  path: string;
  title: string;
  description: string;
  keyphrase?: string;
  synonyms?: string[];
  h1: string;
  h1Count: number;
  intro: string;
  sections: Section[];
  images: { src: string; alt?: string }[];
  links: { href: string; text: string }[];
  data: unknown[];
  rawData?: string;
  group?: 'services' | 'industries';
  faq: boolean;
  noindex?: boolean;
  article?: boolean;
  others: SeoSitePage[];
  redirects: [string, string][];
  everywhere: string[];
  bytes: number;
}

// Short plain sentences, seven to nine words each, with no keyphrase.
const filler = [
  'Our team plans every job with care.',
  'We answer calls within one working day.',
  'Each visit ends with a clear written summary.',
  'You always know what we did and why.',
  'Good work brings more calls from nearby homes.',
  'We keep prices fair and easy to follow.',
];
const prose = (sentences: number, seed = 0) => Array.from({ length: sentences }, (_, i) => filler[(i + seed) % filler.length]).join(' ');

function goodDraft(): Draft {
  // Nine sections of 70 words each, one in three of them using the keyphrase once: 0.5% to 3%.
  const sections: Section[] = Array.from({ length: 9 }, (_, i) => ({
    heading: i === 0 ? 'Roof repair done right' : `What we do, part ${i + 1}`,
    paragraphs: [`${i % 2 === 0 ? 'We handle roof repair for homes. ' : ''}${prose(4, i)}`, prose(4, i + 3)],
  }));
  return {
    path: '/services/roof-repair',
    title: 'Roof Repair for Homeowners in Leeds | Harbor Roofing Co',
    description:
      'Roof repair for homeowners in Leeds: leaks found and fixed in a day, slates matched, gutters cleared, and a written ten-year guarantee on every job we do.',
    keyphrase: 'roof repair',
    h1: 'Roof Repair That Keeps Your Home Dry',
    h1Count: 1,
    intro: 'Roof repair is what we do best. We find leaks fast and fix them for good.',
    sections,
    images: [{ src: '/photos/team-800.webp', alt: 'Our team on a roof repair job in Leeds' }],
    links: [
      { href: '/services/gutters', text: 'See our gutter cleaning service' },
      { href: 'https://www.example.org/roof-study', text: 'the national roof survey' },
    ],
    data: [
      { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: [{ position: 1 }, { position: 2 }] },
      { '@context': 'https://schema.org', '@type': 'Service', name: 'Roof repair', provider: { '@type': 'Organization', name: 'Harbor' } },
      { '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: [{ '@type': 'Question', name: 'How fast?' }] },
    ],
    group: 'services',
    faq: true,
    others: [
      {
        path: '/services/gutters',
        title: 'Gutter Cleaning',
        description: 'Gutters',
        keyphrase: 'gutter cleaning',
        links: ['/services/roof-repair'],
      },
      { path: '/', title: 'Home', description: 'Home', links: [] },
    ],
    redirects: [['/old-gutters', '/services/gutters']],
    everywhere: [],
    bytes: 120_000,
  };
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

function inputOf(d: Draft): SeoInput {
  const heading = (s: Section) => `<h${s.level ?? 2}>${esc(s.heading)}</h${s.level ?? 2}>`;
  const html = [
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
    `<title>${esc(d.title)}</title><meta name="description" content="${esc(d.description)}"/>`,
    ...d.data.map((t) => `<script type="application/ld+json">${JSON.stringify(t)}</script>`),
    d.rawData ? `<script type="application/ld+json">${d.rawData}</script>` : '',
    '</head><body><header><a href="/">Home</a></header><main id="main">',
    ...Array.from({ length: d.h1Count }, () => `<section><h1>${esc(d.h1)}</h1><p>${esc(d.intro)}</p></section>`),
    ...d.images.map((i) => `<img src="${i.src}"${i.alt === undefined ? '' : ` alt="${esc(i.alt)}"`} width="800" height="600"/>`),
    ...d.sections.map((s) => `<section>${heading(s)}${s.paragraphs.map((p) => `<p>${esc(p)}</p>`).join('')}</section>`),
    `<ul>${d.links.map((l) => `<li><a href="${l.href}">${esc(l.text)}</a></li>`).join('')}</ul>`,
    '</main><footer><a href="/privacy">Privacy</a></footer></body></html>',
  ].join('');
  const written = {
    meta: { title: d.title, description: d.description, keyphrase: d.keyphrase },
    ...(d.group ? { card: { group: d.group, title: 'Roof repair' } } : {}),
    blocks: [
      { type: 'hero', title: d.h1, subtitle: d.intro },
      ...d.images.map((i) => ({ type: 'richText', image: { src: i.src.replace(/-800\.webp$/, '.jpg'), alt: i.alt } })),
      ...d.sections.map((s) => ({
        type: 'richText',
        title: s.heading,
        content: s.paragraphs.map((text) => ({ type: 'paragraph', text })),
      })),
      { type: 'cta', actions: d.links.map((l) => ({ label: l.text, href: l.href })) },
      ...(d.faq ? [{ type: 'faq', items: [] }] : []),
    ],
  };
  const page = {
    meta: {
      title: d.title,
      description: d.description,
      ...(d.keyphrase ? { keyphrase: d.keyphrase } : {}),
      ...(d.synonyms ? { synonyms: d.synonyms } : {}),
      ...(d.noindex ? { noindex: true } : {}),
      ...(d.article ? { article: { published: '2026-01-02' } } : {}),
    },
    blocks: [],
  } as unknown as PageData;
  return {
    path: d.path,
    html,
    page,
    written,
    site: {
      baseUrl: 'https://harbor.example',
      pages: [...d.others, { path: d.path, title: d.title, description: d.description, links: [] }],
      redirects: Object.fromEntries(d.redirects),
      everywhere: d.everywhere,
    },
    photoBytes: () => d.bytes,
  };
}

const run = (d: Draft) => seoReport(inputOf(d));
const of = (d: Draft, id: CheckId) => run(d).findings.filter((f) => f.id === id);
const bad = (d: Draft, id: CheckId) => of(d, id).filter((f) => f.severity === 'warning' || f.severity === 'error');

/** Each check: a change to the good page that fails it, and the field the finding points to. */
/** A point about the page's sections as a whole leads to a text written in one (never a section's card, whose first control is its drag handle). */
const inAText = /^\/blocks\/\d+\/.+\/text$/;
const cases: { id: CheckId; why: string; change: (d: Draft) => void; pointer?: string | RegExp }[] = [
  { id: 'keyphrase-set', why: 'no focus keyphrase', change: (d) => delete d.keyphrase, pointer: '/meta/keyphrase' },
  {
    id: 'keyphrase-title',
    why: 'the title without it',
    change: (d) => (d.title = 'Leaks Fixed for Homeowners in Leeds | Harbor Roofing Co'),
    pointer: '/meta/title',
  },
  {
    id: 'keyphrase-title-start',
    why: 'it at the end of the title',
    change: (d) => (d.title = 'Leeds Homeowners Trust Our Team for Fast Roof Repair'),
    pointer: '/meta/title',
  },
  { id: 'keyphrase-h1', why: 'the headline without it', change: (d) => (d.h1 = 'We Keep Your Home Dry'), pointer: '/blocks/0/title' },
  {
    id: 'keyphrase-intro',
    why: 'the opening without it',
    change: (d) => (d.intro = 'We find leaks fast and fix them for good.'),
    pointer: '/blocks/0/subtitle',
  },
  {
    id: 'keyphrase-description',
    why: 'the description without it',
    change: (d) => (d.description = d.description.replace('Roof repair', 'Roofing help')),
    pointer: '/meta/description',
  },
  { id: 'keyphrase-address', why: 'an address without its words', change: (d) => (d.path = '/services/leaks'), pointer: '/path' },
  {
    id: 'keyphrase-subheading',
    why: 'no heading with it',
    change: (d) => (d.sections[0]!.heading = 'Done right'),
    pointer: '/blocks/2/title',
  },
  {
    id: 'keyphrase-image-alt',
    why: 'no alt text with it',
    change: (d) => (d.images[0]!.alt = 'Our team on a job in Leeds'),
    pointer: '/blocks/1/image/alt',
  },
  {
    id: 'keyphrase-density',
    why: 'the keyphrase in nearly every sentence',
    change: (d) => d.sections.forEach((s) => (s.paragraphs = s.paragraphs.map((p) => p.replace(/\. /g, '. Roof repair. ')))),
  },
  {
    id: 'keyphrase-density',
    // Twice in 624 words (0.3%): in the headline and the opening alone (three times would read 0.5%, in the range).
    why: 'the keyphrase only in the headline and the opening',
    change: (d) => {
      d.sections.forEach((s) => (s.paragraphs = s.paragraphs.map((p) => p.replace('We handle roof repair for homes. ', ''))));
      d.sections[0]!.heading = 'Repairs done right';
    },
  },
  {
    id: 'keyphrase-unique',
    why: 'another page with the same keyphrase',
    change: (d) => (d.others[0]!.keyphrase = 'Roof Repair'),
    pointer: '/meta/keyphrase',
  },
  {
    id: 'title-width',
    why: 'a title too wide',
    change: (d) => (d.title = `${d.title} and the Whole of Yorkshire`),
    pointer: '/meta/title',
  },
  { id: 'title-width', why: 'a title too short', change: (d) => (d.title = 'Roof Repair Leeds'), pointer: '/meta/title' },
  {
    id: 'description-width',
    why: 'a description too wide',
    change: (d) => (d.description = `${d.description} WWWWWWWWWW`),
    pointer: '/meta/description',
  },
  {
    id: 'description-width',
    why: 'a description too short',
    change: (d) => (d.description = 'Roof repair in Leeds.'),
    pointer: '/meta/description',
  },
  { id: 'title-unique', why: 'another page with the same title', change: (d) => (d.others[0]!.title = d.title), pointer: '/meta/title' },
  {
    id: 'description-unique',
    why: 'another page with the same description',
    change: (d) => (d.others[0]!.description = d.description),
    pointer: '/meta/description',
  },
  { id: 'one-h1', why: 'two main headlines', change: (d) => (d.h1Count = 2), pointer: inAText },
  { id: 'one-h1', why: 'no main headline', change: (d) => (d.h1Count = 0), pointer: inAText },
  { id: 'heading-order', why: 'an h4 after an h2', change: (d) => (d.sections[2]!.level = 4), pointer: '/blocks/4/title' },
  {
    id: 'section-words',
    why: 'a section of a few words',
    change: (d) => (d.sections[3]!.paragraphs = ['Call us.']),
    pointer: '/blocks/5/title',
  },
  { id: 'word-count', why: 'a short service page', change: (d) => (d.sections = d.sections.slice(0, 3)), pointer: inAText },
  {
    id: 'paragraph-length',
    why: 'a paragraph of 170 words',
    change: (d) => (d.sections[1]!.paragraphs = [prose(22)]),
    pointer: '/blocks/3/content/0/text',
  },
  {
    id: 'sentence-length',
    why: 'long sentences',
    change: (d) => d.sections.forEach((s) => (s.paragraphs = s.paragraphs.map((p) => p.replace(/\. (?=[A-Z])/g, ', and then ')))),
  },
  {
    id: 'reading-ease',
    why: 'long words',
    change: (d) =>
      d.sections.forEach(
        (s) =>
          (s.paragraphs = [
            'Comprehensive organisational optimisation necessitates multidimensional evaluation. Systematic documentation facilitates considerable operational improvement.',
          ]),
      ),
  },
  { id: 'links-in', why: 'no page linking to it', change: (d) => (d.others[0]!.links = []), pointer: '' },
  {
    id: 'links-out',
    why: 'no link to another page',
    change: (d) => (d.links = d.links.filter((l) => !l.href.startsWith('/'))),
    pointer: inAText,
  },
  {
    id: 'link-words',
    why: 'a link saying "Learn more"',
    change: (d) => (d.links[0]!.text = 'Learn more'),
    pointer: '/blocks/11/actions/0/label',
  },
  {
    id: 'outbound-links',
    why: 'an article that cites no source',
    change: (d) => {
      d.article = true;
      d.links = d.links.filter((l) => l.href.startsWith('/'));
    },
    pointer: inAText,
  },
  {
    id: 'redirect-links',
    why: 'a link to an old address',
    change: (d) => (d.links[0]!.href = '/old-gutters'),
    pointer: '/blocks/11/actions/0/href',
  },
  {
    id: 'broken-links',
    why: 'a link to no page',
    change: (d) => (d.links[0]!.href = '/services/guters'),
    pointer: '/blocks/11/actions/0/href',
  },
  { id: 'image-alt', why: 'a photo without alt text', change: (d) => delete d.images[0]!.alt, pointer: '/blocks/1/image/src' },
  {
    id: 'image-alt-file-name',
    why: 'alt text that is a file name',
    change: (d) => (d.images[0]!.alt = 'IMG_2041.jpg'),
    pointer: '/blocks/1/image/alt',
  },
  { id: 'photo-weight', why: 'a heavy photo', change: (d) => (d.bytes = 900_000), pointer: '/blocks/1/image/alt' },
  {
    id: 'data-faq',
    why: 'an FAQ without FAQ data',
    change: (d) => (d.data = d.data.filter((t) => (t as { '@type': string })['@type'] !== 'FAQPage')),
    pointer: '/blocks/12',
  },
  {
    id: 'data-service',
    why: 'a service page without Service data',
    change: (d) => (d.data = d.data.filter((t) => (t as { '@type': string })['@type'] !== 'Service')),
    pointer: '/card',
  },
  {
    id: 'data-breadcrumbs',
    why: 'a nested page without breadcrumbs',
    change: (d) => (d.data = d.data.filter((t) => (t as { '@type': string })['@type'] !== 'BreadcrumbList')),
  },
  { id: 'data-readable', why: 'structured data that is not JSON', change: (d) => (d.rawData = '{"@type": "Thing",'), pointer: inAText },
];

describe('the SEO report', () => {
  it('a page that does everything right passes every check (no check fires on it)', () => {
    const report = run(goodDraft());
    expect(report.findings.filter((f) => f.severity === 'warning' || f.severity === 'error')).toEqual([]);
    expect(report.score).toBe(100);
    expect(report.band).toBe('good');
    const ran = new Set(report.findings.map((f) => f.id));
    // The home page's own check (the agency's Organization data) runs on the home page only: below.
    expect(checkIds.filter((id) => !ran.has(id))).toEqual(['data-organization']);
  });

  it('has at least 25 checks, each with a failing case below', () => {
    expect(checkIds.length).toBeGreaterThanOrEqual(25);
    const tested = new Set([...cases.map((c) => c.id), 'data-organization']);
    expect(checkIds.filter((id) => !tested.has(id))).toEqual([]);
  });

  for (const c of cases) {
    it(`${c.id}: fails on ${c.why}, passes once fixed`, () => {
      const broken = goodDraft();
      c.change(broken);
      const found = bad(broken, c.id);
      expect(found.length, JSON.stringify(run(broken).findings.filter((f) => f.id === c.id))).toBeGreaterThan(0);
      expect(found[0]!.message).toMatch(/\.$/);
      if (typeof c.pointer === 'string') expect(found[0]!.pointer).toBe(c.pointer);
      else if (c.pointer) expect(found[0]!.pointer).toMatch(c.pointer);
      expect(run(broken).score).toBeLessThan(100);
      // The same page as it was (fixed) passes.
      expect(bad(goodDraft(), c.id)).toEqual([]);
      expect(of(goodDraft(), c.id).some((f) => f.severity === 'good')).toBe(true);
    });
  }

  it('data-organization: the home page names the agency with its contact facts', () => {
    const home = goodDraft();
    home.path = '/';
    home.data = [{ '@type': 'Organization', name: 'Harbor', url: 'https://harbor.example/', logo: {}, email: 'a@b.c' }];
    expect(bad(home, 'data-organization')[0]!.message).toContain('telephone, address');
    home.data = [
      { '@type': 'Organization', name: 'Harbor', url: 'https://harbor.example/', logo: {}, email: 'a@b.c', telephone: '1', address: {} },
    ];
    expect(bad(home, 'data-organization')).toEqual([]);
    expect(of(home, 'data-organization')[0]!.severity).toBe('good');
    home.data = [];
    expect(bad(home, 'data-organization')).toHaveLength(1);
  });

  it('a call to action is short by design: section-words does not hold it to the words an explaining section needs', () => {
    const d = goodDraft();
    d.sections[3]!.paragraphs = ['Call us today.'];
    expect(bad(d, 'section-words')).toHaveLength(1);
    const input = inputOf(d);
    (input.written as { blocks: { type: string }[] }).blocks[5]!.type = 'cta';
    expect(seoReport(input).findings.filter((f) => f.id === 'section-words' && f.severity === 'warning')).toEqual([]);
  });

  it('a paragraph ends its sentence: a checklist point’s title without a full stop does not run into its detail', () => {
    const d = goodDraft();
    const point = 'Every roof gets checked from the ridge down to the gutters before any work starts';
    d.sections.forEach((s) => (s.paragraphs = s.paragraphs.flatMap((p) => p.split(/(?<=\.) /).flatMap((sentence) => [point, sentence]))));
    expect(bad(d, 'sentence-length')).toEqual([]);
    // The same words in one paragraph are one long sentence each.
    d.sections.forEach((s) => (s.paragraphs = [s.paragraphs.join(' ')]));
    expect(bad(d, 'sentence-length')).toHaveLength(1);
  });

  it('a client logo’s alt text is the client’s name: keyphrase-image-alt does not ask it to carry the keyphrase', () => {
    const d = goodDraft();
    d.images[0]!.alt = 'Acme Roofing Supplies';
    expect(bad(d, 'keyphrase-image-alt')).toHaveLength(1);
    const input = inputOf(d);
    (input.written as { blocks: { type: string }[] }).blocks[1]!.type = 'logos';
    const found = seoReport(input).findings.filter((f) => f.id === 'keyphrase-image-alt');
    expect(found.map((f) => f.severity)).toEqual(['info']);
  });

  it('a case study’s page is not asked for a keyphrase it has no field for', () => {
    const d = goodDraft();
    delete d.keyphrase;
    const input = inputOf(d);
    input.page = { ...input.page, blocks: [{ type: 'caseStudy' }] } as unknown as PageData;
    expect(seoReport(input).findings.find((f) => f.id === 'keyphrase-set')!.severity).toBe('info');
  });

  it('the opening text is the first paragraph under the headline, not a label above it', () => {
    const d = goodDraft();
    d.intro = 'We find leaks fast and fix them for good.';
    const input = inputOf(d);
    input.html = input.html.replace('<section><h1>', '<section><p>Roof repair in Leeds</p><h1>');
    expect(seoReport(input).findings.find((f) => f.id === 'keyphrase-intro')!.severity).toBe('warning');
    const fixed = inputOf(goodDraft());
    fixed.html = fixed.html.replace('<section><h1>', '<section><p>Next visit slots open in</p><h1>');
    expect(seoReport(fixed).findings.find((f) => f.id === 'keyphrase-intro')!.severity).toBe('good');
  });

  it('a legal page the footer links to needs no keyphrase; any other page does', () => {
    const d = goodDraft();
    delete d.keyphrase;
    const input = inputOf(d);
    expect(seoReport(input).findings.find((f) => f.id === 'keyphrase-set')!.severity).toBe('warning');
    input.site = { ...input.site, legal: [d.path] };
    expect(seoReport(input).findings.find((f) => f.id === 'keyphrase-set')!.severity).toBe('info');
    input.site = { ...input.site, legal: ['/privacy'] };
    expect(seoReport(input).findings.find((f) => f.id === 'keyphrase-set')!.severity).toBe('warning');
  });

  it('keyphrase-address reads hyphens either way and does not ask it of the home page', () => {
    const d = goodDraft();
    d.keyphrase = 'roof-repair';
    d.path = '/services/roofrepair';
    expect(bad(d, 'keyphrase-address')).toEqual([]);
    d.path = '/';
    expect(of(d, 'keyphrase-address')[0]!.severity).toBe('info');
  });

  it('keyphrase-address: a keyphrase of three or more words needs more than half of them in the address, a shorter one all', () => {
    const d = goodDraft();
    d.keyphrase = 'roof repair leeds';
    d.path = '/services/roof-repair';
    expect(bad(d, 'keyphrase-address')).toEqual([]);
    d.path = '/services/roofing';
    expect(bad(d, 'keyphrase-address')).toHaveLength(1);
    d.keyphrase = 'roof repair';
    d.path = '/services/roof';
    expect(bad(d, 'keyphrase-address')).toHaveLength(1);
  });

  it('a word matches its plural in -ies: case study and case studies, agency and agencies', () => {
    const d = goodDraft();
    d.keyphrase = 'roof repair company';
    d.h1 = 'Roof Repair Companies Leeds Homeowners Trust';
    expect(bad(d, 'keyphrase-h1')).toEqual([]);
    d.h1 = 'Roof Repair Compass for Leeds Homeowners';
    expect(bad(d, 'keyphrase-h1')).toHaveLength(1);
  });

  it('a synonym counts as the keyphrase', () => {
    const d = goodDraft();
    d.h1 = 'Roof Leaks Fixed in a Day';
    expect(bad(d, 'keyphrase-h1')).toHaveLength(1);
    d.synonyms = ['roof leaks'];
    expect(bad(d, 'keyphrase-h1')).toEqual([]);
  });

  it('a page hidden from search is not scored on its words', () => {
    const d = goodDraft();
    d.noindex = true;
    d.sections = d.sections.slice(0, 1);
    delete d.keyphrase;
    const found = run(d).findings;
    expect(found.filter((f) => f.severity === 'warning')).toEqual([]);
    expect(found.find((f) => f.id === 'keyphrase-set')!.severity).toBe('info');
  });

  it('the score: each check not passed keeps a share of it, a keyphrase warning less than another, an error least', () => {
    const f = (id: string, severity: Finding['severity']): Finding => ({ id, severity, message: '', pointer: '' });
    expect(scoreOf([f('a', 'good'), f('b', 'warning')])).toEqual({ score: 90, band: 'good' });
    expect(scoreOf([f('a', 'good'), f('keyphrase-h1', 'warning')])).toEqual({ score: 85, band: 'good' });
    expect(scoreOf([f('a', 'error'), f('b', 'info')])).toEqual({ score: 70, band: 'ok' });
    // A check counts once, by its worst finding; what is only worth knowing costs nothing.
    expect(scoreOf([f('a', 'warning'), f('a', 'error'), f('a', 'good')])).toEqual({ score: 70, band: 'ok' });
    expect(
      scoreOf([f('keyphrase-title', 'warning'), f('keyphrase-h1', 'warning'), f('keyphrase-intro', 'warning'), f('a', 'error')]),
    ).toEqual({
      score: 43,
      band: 'poor',
    });
    expect(
      reportText('/x', {
        score: 50,
        band: 'ok',
        findings: [
          { id: 'a', severity: 'good', message: 'Fine.', pointer: '' },
          { id: 'b', severity: 'error', message: 'Bad.', pointer: '' },
        ],
      }),
    ).toBe('/x: SEO score 50 (ok)\n  error   Bad.\n  good    Fine.');
  });
});

describe('what the report measures with', () => {
  it('measures text in Arial pixels: known widths of Arial at 20 px', () => {
    // Arial's advance widths (units of 2048): space 569, "A" 1366, "i" 455, "W" 1933.
    expect(textWidth(' ', 2048)).toBe(569);
    expect(textWidth('A', 2048)).toBe(1366);
    expect(textWidth('i', 2048)).toBe(455);
    expect(textWidth('W', 2048)).toBe(1933);
    expect(textWidth('WWWW', 20)).toBeGreaterThan(textWidth('iiiiiiiiii', 20));
  });

  it('counts syllables and scores Flesch reading ease', () => {
    expect([syllables('the'), syllables('table'), syllables('optimization'), syllables('rankings')]).toEqual([1, 2, 5, 2]);
    expect(fleschReadingEase('The cat sat on the mat. It was happy.')!).toBeGreaterThan(90);
    expect(fleschReadingEase('Comprehensive organisational optimisation necessitates multidimensional evaluation.')!).toBeLessThan(0);
  });

  it('reads HTML: entities, raw text, void elements and comments', () => {
    const root = parseHtml(
      '<p>Fish &amp; chips<!-- --> <br>today<img src="a.png" alt="A &quot;b&quot;"></p><script>if (a < b) {}</script>',
    );
    expect(textOf(root)).toBe('Fish & chips today');
    const p = root.children[0] as { children: unknown[] };
    expect(p.children.at(-1)).toMatchObject({ tag: 'img', attrs: { alt: 'A "b"' } });
  });
});

// A page's experiment: what validation refuses (with the file, line and what was meant), how each counted
// copy renders (its texts, the page's canonical, no address of its own) and what everyone else gets.
import { describe, expect, it } from 'vitest';
import type { PageExperiment } from '../../src/generated/page.ts';
import { renderRoute } from '../../src/entry-server.tsx';
import { experimentPages } from '../../src/core/experiment-pages.ts';
import { siteSitemap } from '../../src/core/sitemap.ts';
import { loadContentAndForms, nodeCore } from '../../src/tooling/content/index.ts';
import { publicDir } from '../../src/tooling/paths.ts';
import { experimentScriptFailures } from '../../src/tooling/budgets.ts';
import { experimentsReport } from '../../src/tooling/experiments-report.ts';
import { fixturePage, problemsFor, writePages } from './helpers.ts';

const cta = { type: 'cta', title: 'Ready to Grow?' };
/** A page with a hero (a button) and a call to action, and the experiment given. */
function pageWith(experiment: object): string {
  const page = JSON.parse(fixturePage('hvac'));
  page.blocks = [
    {
      type: 'hero',
      title: 'HVAC SEO That Keeps Trucks Busy',
      subtitle: 'More calls.',
      actions: [{ label: 'Get an Audit', href: '/contact' }],
    },
    cta,
  ];
  page.experiment = experiment;
  return `${JSON.stringify(page, null, 2)}\n`;
}
const experiment = (over: object = {}, variant: object = {}) => ({
  id: 'hero-test',
  start: '2026-11-20',
  end: '2027-01-31',
  controlWeight: 50,
  variants: [
    {
      id: 'b',
      weight: 50,
      texts: [
        { field: '/blocks/0/title', text: 'HVAC SEO That Makes You the First Call' },
        { field: '/blocks/0/subtitle', text: 'First in the map pack.' },
        { field: '/blocks/0/actions/0/label', text: 'See Where You Rank' },
        { field: '/blocks/1/title', text: 'Ready to Be the First Call?' },
      ],
      ...variant,
    },
  ],
  ...over,
});
const problems = (exp: object) => problemsFor({ 'hvac.json': pageWith(exp) }).filter((p) => p.file.endsWith('hvac.json'));

describe('validation of an experiment', () => {
  it('accepts a hero’s headline, text, button and a call to action’s headline, shares of 50 and 50, and days in order', () => {
    expect(problems(experiment())).toEqual([]);
  });

  it('refuses a pointer to nothing, with the line and a pointer that would do', () => {
    const [problem, ...rest] = problems(experiment({}, { texts: [{ field: '/blocks/7/title', text: 'Words' }] }));
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ pointer: '/experiment/variants/0/texts/0/field' });
    expect(problem!.line).toBeGreaterThan(1);
    expect(problem!.message).toContain('The page has nothing at /blocks/7/title');
    expect(problem!.message).toContain('/blocks/0/title');
  });

  it.each([
    ['/blocks/0/actions/0/href', 'a setting'],
    ['/blocks/0/type', 'a setting'],
    ['/blocks/0/actions', 'a list'],
    ['/blocks/0/actions/0', 'a group of fields'],
  ])('refuses %s, which is not a text (%s)', (field, what) => {
    const found = problems(experiment({}, { texts: [{ field, text: 'Words' }] }));
    expect(found).toHaveLength(1);
    expect(found[0]!.message).toContain(`${field} is not a text of the page (it holds ${what})`);
  });

  it('refuses a version’s words that do not fit where they go', () => {
    const found = problems(experiment({}, { texts: [{ field: '/blocks/0/actions/0/label', text: 'x'.repeat(200) }] }));
    expect(found.map((p) => p.pointer)).toEqual(['/experiment/variants/0/texts/0/text']);
    expect(found[0]!.message).toMatch(/^In version b: /);
  });

  it('refuses shares that do not make 100, saying to what they must sum', () => {
    const found = problems(experiment({ controlWeight: 60 }));
    expect(found.map((p) => [p.pointer, p.message])).toEqual([
      [
        '/experiment/controlWeight',
        "The shares make 110%: the page as written (controlWeight) and every version's weight must make 100% together, for example 50 and 50.",
      ],
    ]);
  });

  it('refuses an end before the start, and a day that is not in the calendar', () => {
    expect(problems(experiment({ start: '2027-02-01', end: '2027-01-31' })).map((p) => [p.pointer, p.message])).toEqual([
      ['/experiment/end', 'The test ends (2027-01-31) before it starts (2027-02-01): the end day comes on or after the start.'],
    ]);
    expect(problems(experiment({ end: '2027-02-30' })).map((p) => p.pointer)).toEqual(['/experiment/end']);
  });

  it('refuses an experiment name another page has (a page copied by hand keeps its experiment), on every page that has it', () => {
    const found = problemsFor({
      'hvac.json': pageWith(experiment()),
      'hvac-copy.json': pageWith(experiment()),
      'hvac-third.json': pageWith(experiment()),
    }).filter((p) => p.pointer.startsWith('/experiment'));
    expect(found.map((p) => [p.file.replace(/.*\//, ''), p.pointer, p.message]).sort()).toEqual([
      [
        'hvac-copy.json',
        '/experiment/id',
        'The pages /hvac, /hvac-third also have an experiment named hero-test. Give this one its own name.',
      ],
      [
        'hvac-third.json',
        '/experiment/id',
        'The pages /hvac, /hvac-copy also have an experiment named hero-test. Give this one its own name.',
      ],
      [
        'hvac.json',
        '/experiment/id',
        'The pages /hvac-copy, /hvac-third also have an experiment named hero-test. Give this one its own name.',
      ],
    ]);
    const two = problemsFor({ 'hvac.json': pageWith(experiment()), 'hvac-copy.json': pageWith(experiment()) });
    expect(two.filter((p) => p.pointer === '/experiment/id').map((p) => [p.file.replace(/.*\//, ''), p.message])).toEqual([
      ['hvac-copy.json', 'The page /hvac also has an experiment named hero-test. Give this one its own name.'],
      ['hvac.json', 'The page /hvac-copy also has an experiment named hero-test. Give this one its own name.'],
    ]);
  });

  it('refuses a version named control, and two versions of one name', () => {
    expect(problems(experiment({}, { id: 'control' })).map((p) => p.pointer)).toEqual(['/experiment/variants/0/id']);
    const twice = experiment({ controlWeight: 40 });
    twice.variants = [
      { ...twice.variants[0]!, weight: 30 },
      { ...twice.variants[0]!, weight: 30 },
    ];
    expect(problems(twice).map((p) => p.message)).toEqual(['Two versions are named b. Give each its own name.']);
  });
});

describe('an experiment’s copies', () => {
  const content = loadContentAndForms({ pagesDir: writePages({ 'hvac.json': pageWith(experiment()) }), publicDir, seoRules: false });
  const site = content.site!;
  const [page, ...others] = experimentPages(nodeCore.blocks, site, content.pages, content.rendered, content.caseStudies);
  const html = (variant: string) => {
    const copy = page!.copies.find((c) => c.variant === variant)!;
    return renderRoute(site, { kind: 'page', path: '/hvac', page: copy.page }, undefined, {
      experiment: { id: 'hero-test', variant },
    }).html;
  };

  it('are the control and each variant, at the page’s own address, with their shares', () => {
    expect(others).toEqual([]);
    expect(page!.path).toBe('/hvac');
    expect(page!.copies.map((c) => [c.variant, c.weight])).toEqual([
      ['control', 50],
      ['b', 50],
    ]);
  });

  it('render the variant’s texts in place of the control’s, with the page’s canonical', () => {
    const control = html('control');
    const variant = html('b');
    for (const text of [
      'HVAC SEO That Makes You the First Call',
      'First in the map pack.',
      'See Where You Rank',
      'Ready to Be the First Call?',
    ])
      expect([control.includes(text), variant.includes(text)]).toEqual([false, true]);
    expect(control).toContain('HVAC SEO That Keeps Trucks Busy');
    for (const copy of [control, variant]) expect(copy).toContain(`<link rel="canonical" href="${site.baseUrl}/hvac"/>`);
  });

  it('leave the page everyone else gets plain, and the sitemap lists the page alone', () => {
    expect(Object.keys(content.rendered.get('/hvac')!)).not.toContain('experiment');
    const plain = renderRoute(site, { kind: 'page', path: '/hvac', page: content.rendered.get('/hvac')! }).html;
    expect(plain).toContain('HVAC SEO That Keeps Trucks Busy');
    const locs = [...siteSitemap(site.baseUrl, content.rendered).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs.filter((loc) => loc!.includes('hvac'))).toEqual([`${site.baseUrl}/hvac`]);
  });
});

describe('the budgets', () => {
  const plain =
    '<html><head><script type="module" src="/assets/a.js"></script></head><body><script type="application/ld+json">{"h":"One"}</script></body></html>';
  const split = (html: string) => [
    {
      path: '/hvac',
      id: 't',
      from: 0,
      until: 1,
      arms: [
        { variant: 'control', weight: 50, html: plain },
        { variant: 'b', weight: 50, html },
      ],
    },
  ];

  it('let a copy differ from the plain page in its words and data, never in its scripts', () => {
    expect(experimentScriptFailures(() => plain, split(plain.replace('"One"', '"Two"')))).toEqual([]);
    expect(experimentScriptFailures(() => plain, split(plain.replace('</body>', '<script>track()</script></body>')))).toEqual([
      "/hvac (experiment t, b): runs other scripts than the page everyone else gets; an experiment's copy adds no JavaScript.",
    ]);
  });
});

describe('npm run experiments', () => {
  it('lists the running experiments with their versions, shares and days, which end within a week, and the others', () => {
    const page = (id: string, start: string, end: string) => ({ page: { experiment: experiment({ id, start, end }) as PageExperiment } });
    const lines = experimentsReport(
      [
        { path: '/hvac-seo', ...page('hvac-hero', '2026-11-20', '2027-01-31') },
        { path: '/dentist-seo', ...page('dentist-hero', '2026-11-01', '2026-12-02') },
        { path: '/plumber-seo', ...page('plumber-hero', '2026-12-01', '2026-12-31') },
        { path: '/roofer-seo', ...page('roofer-hero', '2026-10-01', '2026-11-26') },
        { path: '/about', page: {} },
      ],
      Date.UTC(2026, 10, 27, 12),
    );
    expect(lines).toEqual([
      'Experiments running on 2026-11-27: 2',
      '  /hvac-seo  hvac-hero  2026-11-20 to 2027-01-31 (66 days left)',
      '    control                   50%',
      '    b                         50%',
      '  /dentist-seo  dentist-hero  2026-11-01 to 2026-12-02 (6 days left)',
      '    control                   50%',
      '    b                         50%',
      'Ending within a week: /dentist-seo (dentist-hero, last day 2026-12-02)',
      'Not started: /plumber-seo (plumber-hero) starts on 2026-12-01',
      'Ended: /roofer-seo (roofer-hero) ended on 2026-11-26; keep the winning words in the page and remove the experiment',
    ]);
  });
});

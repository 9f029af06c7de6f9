import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { budgetFailures, measureBuild } from '../../src/tooling/budgets.ts';
import { manifestFile } from '../../src/tooling/paths.ts';
import { floorNeeded, gateBasis, lighthouseFailures, routeDecided } from '../../src/tooling/lighthouse-gate.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** Base64 of random bytes: gzip can only undo the base64, so this is about `kb` kilobytes gzipped. */
const incompressible = (kb: number) => randomBytes(Math.round(kb * 1000)).toString('base64');

/**
 * A minimal build folder: the island loader, React shared by two islands (tabs, carousel), a form island
 * and the lead-form chunk (the code that runs a form with both forms' rules), and three pages: a static
 * one, one with the tabs island, and one with a form.
 */
function fakeBuild({
  loaderKb = 2,
  sharedKb,
  islandKb = 3,
  formKb,
  htmlKb = 1,
  staticScript = false,
  staticPreload = false,
  grouped = false,
}: {
  loaderKb?: number;
  sharedKb: number;
  islandKb?: number;
  formKb: number;
  htmlKb?: number;
  staticScript?: boolean;
  staticPreload?: boolean;
  /** The form island's module in the lead-form chunk, as vite.config.ts groups them (else a chunk of its own importing it). */
  grouped?: boolean;
}) {
  // The build folder inside a folder of its own, which also holds the manifest beside it.
  const work = mkdtempSync(path.join(tmpdir(), 'budgets-'));
  dirs.push(work);
  const dist = path.join(work, 'dist');
  mkdirSync(dist);
  mkdirSync(path.dirname(manifestFile(dist)), { recursive: true });
  mkdirSync(path.join(dist, 'assets'));
  for (const dir of ['contact', 'results']) mkdirSync(path.join(dist, dir));
  const files: Record<string, number> = {
    entry: loaderKb,
    shared: sharedKb,
    'tabs.island': islandKb,
    'carousel.island': islandKb,
    'form.island': islandKb,
    'lead-form': formKb,
  };
  for (const [name, kb] of Object.entries(files)) writeFileSync(path.join(dist, 'assets', `${name}.js`), incompressible(kb));
  writeFileSync(path.join(dist, 'assets', 'site.css'), 'body{color:red}');
  writeFileSync(
    manifestFile(dist),
    JSON.stringify({
      'src/islands/entry.ts': {
        file: 'assets/entry.js',
        dynamicImports: ['src/blocks/tabs/tabs.island.tsx', 'src/blocks/carousel/carousel.island.tsx', 'src/blocks/form/form.island.ts'],
      },
      'src/styles.css': { file: 'assets/site.css' },
      '_shared.js': { file: 'assets/shared.js' },
      '_lead-form.js': { file: 'assets/lead-form.js', name: 'lead-form' },
      'src/blocks/tabs/tabs.island.tsx': { file: 'assets/tabs.island.js', imports: ['_shared.js'], isDynamicEntry: true },
      'src/blocks/carousel/carousel.island.tsx': { file: 'assets/carousel.island.js', imports: ['_shared.js'], isDynamicEntry: true },
      ...(grouped
        ? {}
        : { 'src/blocks/form/form.island.ts': { file: 'assets/form.island.js', imports: ['_lead-form.js'], isDynamicEntry: true } }),
    }),
  );
  const head = '<link rel="stylesheet" href="/assets/site.css">';
  const loader = '<script type="module" src="/assets/entry.js"></script>';
  const page = (body: string) => `<html><head>${head}</head><body>${body}</body></html>`;
  const preload = '<link rel="modulepreload" href="/assets/shared.js">';
  writeFileSync(
    path.join(dist, 'index.html'),
    page(`${staticPreload ? preload : ''}${incompressible(htmlKb)}${staticScript ? loader : ''}`),
  );
  writeFileSync(path.join(dist, 'results', 'index.html'), page(`<div data-island="tabs" class="contents"></div>${loader}`));
  writeFileSync(
    path.join(dist, 'contact', 'index.html'),
    page(`<div data-island="form" class="contents"><div data-lead-form="audit"></div></div>${loader}`),
  );
  return dist;
}

describe('size budgets', () => {
  it('a page without an island loads nothing; one with islands, the loader, the shared code and each island; a form page its form code', () => {
    const weights = measureBuild(fakeBuild({ sharedKb: 10, formKb: 5 }));
    const page = (file: string) => weights.pages.find((p) => p.file === file)!;
    expect(page('index.html')).toMatchObject({ jsKb: 0, scripts: [], islands: [] });
    expect(page(path.join('results', 'index.html')).islands).toEqual(['tabs']);
    expect(page(path.join('results', 'index.html')).jsKb).toBeGreaterThan(14.5);
    expect(page(path.join('results', 'index.html')).jsKb).toBeLessThan(15.7);
    expect(page(path.join('results', 'index.html')).formJsKb).toBe(0);
    // The form page counts the loader, its island and the lead-form chunk it imports; no React.
    const contact = page(path.join('contact', 'index.html'));
    expect(contact.jsKb).toBeGreaterThan(9.5);
    expect(contact.jsKb).toBeLessThan(10.7);
    expect(contact.formJsKb).toBeGreaterThan(7.6);
    expect(contact.formJsKb).toBeLessThan(8.4);
    expect(weights.loaderJsKb).toBeGreaterThan(1.9);
    expect(weights.loaderJsKb).toBeLessThan(2.2);
    expect(weights.sharedJsKb).toBeGreaterThan(9.5);
    expect(weights.sharedJsKb).toBeLessThan(10.6);
    expect(weights.islandJsKb.tabs).toBeGreaterThan(2.9);
    expect(weights.islandJsKb.tabs).toBeLessThan(3.3);
    expect(weights.formJsKb).toBeGreaterThan(7.6);
    expect(weights.formJsKb).toBeLessThan(8.4);
    expect(budgetFailures(weights)).toEqual([]);
  });

  it('a form island grouped into the lead-form chunk is measured as that chunk', () => {
    const weights = measureBuild(fakeBuild({ sharedKb: 10, formKb: 5, grouped: true }));
    const contact = weights.pages.find((p) => p.file === path.join('contact', 'index.html'))!;
    expect(contact.scripts.sort()).toEqual(['/assets/entry.js', '/assets/lead-form.js']);
    expect(contact.formJsKb).toBeGreaterThan(4.6);
    expect(contact.formJsKb).toBeLessThan(5.4);
    expect(weights.formJsKb).toBe(contact.formJsKb);
  });

  it('fail a page without an island that loads any script, naming it', () => {
    const failures = budgetFailures(measureBuild(fakeBuild({ sharedKb: 10, formKb: 5, staticScript: true })));
    expect(failures).toEqual([
      expect.stringMatching(
        /^index\.html: has no island, yet loads 1 script\(s\), 2(\.\d)? KB gzipped; a page without an island loads no JavaScript\.$/,
      ),
    ]);
  });

  it('fail a page without an island that only preloads a module: a preload is a download too', () => {
    const failures = budgetFailures(measureBuild(fakeBuild({ sharedKb: 10, formKb: 5, staticPreload: true })));
    expect(failures).toEqual([
      expect.stringMatching(
        /^index\.html: has no island, yet loads 1 script\(s\), 10(\.\d)? KB gzipped; a page without an island loads no JavaScript\.$/,
      ),
    ]);
  });

  it('refuse to measure a page with an island the build has no code for, naming it', () => {
    const dist = fakeBuild({ sharedKb: 10, formKb: 10 });
    writeFileSync(path.join(dist, 'index.html'), '<html><body><div data-island="ghost" class="contents"></div></body></html>');
    expect(() => measureBuild(dist)).toThrow('The page has an island "ghost", but the build has no ghost.island.tsx.');
  });

  it('name the page and the figure when its islands load over 20 KB besides the form code', () => {
    const failures = budgetFailures(measureBuild(fakeBuild({ sharedKb: 18, formKb: 5 })));
    expect(failures).toEqual([
      expect.stringMatching(
        /^results\/index\.html: its islands load 2\d\.\d KB gzipped of JavaScript besides the form code; the budget is 20 KB\.$/,
      ),
    ]);
  });

  it('fail form code over 12 KB and an HTML page over 60 KB', () => {
    const failures = budgetFailures(measureBuild(fakeBuild({ sharedKb: 10, formKb: 10, htmlKb: 65 })));
    expect(failures).toEqual([
      expect.stringMatching(/^The form code is 1[34]\.\d KB gzipped; the budget is 12 KB\.$/),
      expect.stringMatching(/^index\.html: the HTML is 6\d\.\d KB gzipped; the budget is 60 KB\.$/),
    ]);
  });
});

describe('the Lighthouse gate', () => {
  const perfect = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100, cls: 0 };
  it('passes full marks', () => {
    expect(lighthouseFailures([{ route: '/', median: perfect }])).toEqual([]);
  });
  it('fails performance below 100, any other category below 100, and any layout shift, naming the lost audits', () => {
    const failures = lighthouseFailures([
      { route: '/contact', median: { ...perfect, performance: 94 }, failedAudits: { performance: ['largest-contentful-paint'] } },
      { route: '/webinar', median: { ...perfect, accessibility: 98, cls: 0.0001 } },
    ]);
    expect(failures).toEqual([
      '/contact: performance 94, below 100 (audits below full marks: largest-contentful-paint).',
      '/webinar: accessibility 98, below 100.',
      '/webinar: cumulative layout shift 0.0001; the budget is 0.',
    ]);
  });
  it('reads Performance from the best run (a slowed host only ever lowers it) and the other categories from the median', () => {
    expect(lighthouseFailures([{ route: '/', median: { ...perfect, performance: 97 }, best: { performance: 100 } }])).toEqual([]);
    expect(lighthouseFailures([{ route: '/', median: { ...perfect, performance: 90, seo: 92 }, best: { performance: 99 } }])).toEqual([
      '/: performance 99 in the best run, below 100.',
      '/: seo 92, below 100.',
    ]);
  });
  describe('on a host where the same HTML without its scripts cannot reach Performance 100', () => {
    const tbtOnly = ['total-blocking-time'];
    const run = (performance: number, tbtMs: number, lostPerformance: string[] = performance < 100 ? tbtOnly : []) => ({
      performance,
      tbtMs,
      lostPerformance,
    });
    const route = (runs: ReturnType<typeof run>[], floorRuns?: ReturnType<typeof run>[]) => ({
      route: '/contact',
      median: perfect,
      best: { performance: Math.max(...runs.map((r) => r.performance)) },
      runs,
      scripts: Boolean(floorRuns),
      ...(floorRuns ? { floorRuns } : {}),
    });
    it('holds a page with scripts to 100 when its floor reaches 100 in every run', () => {
      expect(lighthouseFailures([route([run(98, 150), run(99, 120)], [run(100, 40), run(100, 60)])])).toEqual([
        '/contact: performance 99 in the best run, where the same HTML without its scripts reaches 100 in every run: the scripts cost points.',
      ]);
      expect(lighthouseFailures([route([run(100, 60), run(96, 220)], [run(100, 40)])])).toEqual([]);
    });
    it("reads the floor's own scatter as the host's noise: the page's best must reach the floor's worst run", () => {
      // The floor scattered from 97 to 100: a best of 99 cannot be told from it.
      expect(lighthouseFailures([route([run(98, 150), run(99, 120)], [run(100, 40), run(97, 200)])])).toEqual([]);
      expect(lighthouseFailures([route([run(98, 150), run(96, 260)], [run(99, 97), run(95, 300)])])).toEqual([]);
      expect(lighthouseFailures([route([run(98, 0, ['largest-contentful-paint'])], [run(89, 450)])])).toEqual([]);
      expect(lighthouseFailures([route([run(94, 290), run(93, 330)], [run(98, 210), run(95, 300)])])).toEqual([
        '/contact: performance 94 in the best run, below every run of the same HTML without its scripts (95–98): the scripts cost points.',
      ]);
    });
    it('passes a page with no script below 100 only down to the worst run of a floor of the same session', () => {
      const staticPage = { ...route([run(97, 260), run(95, 300)]), route: '/about' };
      expect(lighthouseFailures([staticPage])).toEqual(['/about: performance 97 in the best run, below 100.']);
      expect(lighthouseFailures([route([run(100, 40)], [run(100, 20)]), staticPage])).toEqual([
        "/about: performance 97 in the best run, below every run of this session's pages without scripts (lowest 100).",
      ]);
      expect(lighthouseFailures([route([run(98, 200)], [run(98, 190), run(96, 260)]), staticPage])).toEqual([]);
      expect(lighthouseFailures([route([run(99, 200)], [run(99, 190), run(98, 210)]), staticPage])).toEqual([
        "/about: performance 97 in the best run, below every run of this session's pages without scripts (lowest 98).",
      ]);
    });
    it('judges by the floor runs of the rounds that missed 100, however few', () => {
      // The page reached 100 in its second round: the one floor run, of the first, is not read.
      expect(lighthouseFailures([route([run(97, 200), run(100, 40)], [run(100, 30)])])).toEqual([]);
      // One floor run is the floor's worst: a page below it fails, one inside it passes.
      expect(lighthouseFailures([route([run(96, 250)], [run(98, 190)])])).toEqual([
        '/contact: performance 96 in the best run, below every run of the same HTML without its scripts (98–98): the scripts cost points.',
      ]);
      expect(lighthouseFailures([route([run(98, 190)], [run(98, 200)])])).toEqual([]);
    });
    it("counts the floor runs beside a page without scripts for the session's pages without scripts, never for a page with scripts", () => {
      const about = (runs: ReturnType<typeof run>[], floorRuns: ReturnType<typeof run>[]) => ({
        ...route(runs),
        route: '/about',
        floorRuns,
      });
      expect(lighthouseFailures([about([run(97, 260), run(96, 280)], [run(97, 250), run(99, 150)])])).toEqual([]);
      expect(lighthouseFailures([about([run(97, 260), run(96, 280)], [run(98, 220), run(99, 150)])])).toEqual([
        "/about: performance 97 in the best run, below every run of this session's pages without scripts (lowest 98).",
      ]);
      // A floor run beside /about at 90 lowers the bar for /about, not for /contact, whose own floor reached 100.
      expect(lighthouseFailures([route([run(97, 200)], [run(100, 30)]), about([run(95, 300)], [run(90, 400)])])).toEqual([
        '/contact: performance 97 in the best run, where the same HTML without its scripts reaches 100 in every run: the scripts cost points.',
      ]);
      expect(gateBasis(about([run(95, 300)], [run(90, 400), run(93, 350)]))).toBe(
        'best 95, blocking 300 ms, losing total-blocking-time (no script: its own floor; floor runs beside it: 90–93)',
      );
    });
    it('still fails the other categories and layout shifts', () => {
      expect(
        lighthouseFailures([{ ...route([run(97, 260)], [run(97, 250)]), median: { ...perfect, accessibility: 96, cls: 0.02 } }]),
      ).toEqual(['/contact: accessibility 96, below 100.', '/contact: cumulative layout shift 0.02; the budget is 0.']);
    });
  });
  describe('stops running a route once its verdict cannot change', () => {
    const scores = (performance: number, others: Partial<typeof perfect> = {}) => ({ ...perfect, performance, ...others });
    it('after one run at 100 in every category with no layout shift', () => {
      expect(routeDecided([scores(100)])).toBe(true);
      expect(routeDecided([])).toBe(false);
    });
    it('once the best run reaches Performance 100, whatever the runs before scored', () => {
      expect(routeDecided([scores(97)])).toBe(false);
      expect(routeDecided([scores(97), scores(99)])).toBe(false);
      expect(routeDecided([scores(97), scores(100)])).toBe(true);
      expect(routeDecided([scores(100), scores(96)])).toBe(true);
    });
    it('not while any run so far has a category below its minimum or a layout shift, until the cap, so the median decides', () => {
      expect(routeDecided([scores(100, { accessibility: 98 })])).toBe(false);
      expect(routeDecided([scores(100, { 'best-practices': 96 }), scores(100)])).toBe(false);
      expect(routeDecided([scores(100), scores(100), scores(100, { seo: 92 })])).toBe(false);
      expect(routeDecided([scores(100, { cls: 0.001 })])).toBe(false);
      expect(routeDecided([scores(100), scores(100, { cls: 0.05 })])).toBe(false);
      // A run Lighthouse could not measure.
      expect(routeDecided([scores(100, { cls: NaN })])).toBe(false);
      expect(routeDecided([scores(0, { accessibility: 0, 'best-practices': 0, seo: 0, cls: NaN })])).toBe(false);
      const four = [scores(100, { seo: 92 }), scores(98), scores(100), scores(99)];
      expect(routeDecided(four)).toBe(false);
      expect(routeDecided([...four, scores(97)])).toBe(true);
      expect(routeDecided([scores(90), scores(91), scores(92), scores(93)])).toBe(false);
      expect(routeDecided([scores(90), scores(91), scores(92), scores(93), scores(94)])).toBe(true);
      expect(routeDecided([scores(90), scores(91)], undefined, 2)).toBe(true);
    });
    it('reads only the categories the runs were asked for', () => {
      const seoOnly = { seo: 100, cls: 0 } as unknown as ReturnType<typeof scores>;
      expect(routeDecided([seoOnly])).toBe(true);
      expect(routeDecided([{ ...seoOnly, seo: 90 }])).toBe(false);
    });
    it('measures the floor only in a round that missed Performance 100', () => {
      expect(floorNeeded({ performance: 100 })).toBe(false);
      expect(floorNeeded({ performance: 99 })).toBe(true);
      expect(floorNeeded({ performance: NaN })).toBe(true);
      expect(floorNeeded({})).toBe(false);
    });
  });
  it('fails a route Lighthouse could not measure', () => {
    expect(lighthouseFailures([{ route: '/', median: { ...perfect, cls: NaN } }])).toEqual([
      '/: Lighthouse could not measure the page in most runs.',
    ]);
  });
});

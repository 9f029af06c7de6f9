import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { budgetFailures, measureBuild } from '../../scripts/lib/budgets.ts';
import { lighthouseFailures } from '../../scripts/lib/lighthouse-gate.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** Base64 of random bytes: gzip can only undo the base64, so this is about `kb` kilobytes gzipped. */
const incompressible = (kb: number) => randomBytes(Math.round(kb * 1000)).toString('base64');

/** A minimal build folder: an entry that imports a shared chunk, a lazily loaded form, and two pages. */
function fakeBuild({ entryKb, sharedKb, formKb, htmlKb = 1 }: { entryKb: number; sharedKb: number; formKb: number; htmlKb?: number }) {
  const dist = mkdtempSync(path.join(tmpdir(), 'budgets-'));
  dirs.push(dist);
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, 'contact'));
  writeFileSync(path.join(dist, 'assets', 'entry.js'), incompressible(entryKb));
  writeFileSync(path.join(dist, 'assets', 'shared.js'), incompressible(sharedKb));
  writeFileSync(path.join(dist, 'assets', 'form.js'), incompressible(formKb));
  writeFileSync(path.join(dist, 'assets', 'site.css'), 'body{color:red}');
  writeFileSync(path.join(dist, 'assets', 'hydrate.js'), 'import(document.querySelector("script[data-entry]").dataset.entry)');
  writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'src/entry-client.tsx': { file: 'assets/entry.js', imports: ['_shared.js'], css: ['assets/site.css'] },
      '_shared.js': { file: 'assets/shared.js' },
      'src/forms/LeadForm.tsx': { file: 'assets/form.js', imports: ['_shared.js'] },
    }),
  );
  // The home page names the entry only for its loader to start: the entry and the chunk it imports must still count.
  const head = '<link rel="stylesheet" href="/assets/site.css">';
  writeFileSync(
    path.join(dist, 'index.html'),
    `<html><head>${head}</head><body>${incompressible(htmlKb)}<script type="module" src="/assets/hydrate.js" data-entry="/assets/entry.js"></script></body></html>`,
  );
  writeFileSync(
    path.join(dist, 'contact', 'index.html'),
    `<html><head>${head}<link rel="modulepreload" href="/assets/form.js"></head><body><div data-lead-form="audit"></div><script type="module" src="/assets/entry.js"></script></body></html>`,
  );
  return dist;
}

describe('size budgets', () => {
  it('count a chunk the entry imports, and the form code only once for what the entry lacks', () => {
    const weights = measureBuild(fakeBuild({ entryKb: 40, sharedKb: 30, formKb: 50 }));
    const home = weights.pages.find((p) => p.file === 'index.html')!;
    expect(home.jsKb).toBeGreaterThan(69);
    expect(home.jsKb).toBeLessThan(72);
    expect(home.hasForm).toBe(false);
    expect(weights.formJsKb).toBeGreaterThan(49);
    expect(weights.formJsKb).toBeLessThan(52);
    expect(budgetFailures(weights)).toEqual([]);
  });

  it('name the page and the figure when first-load JavaScript is over 100 KB', () => {
    const failures = budgetFailures(measureBuild(fakeBuild({ entryKb: 60, sharedKb: 45, formKb: 10 })));
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(
      /^index\.html: first-load JavaScript is 10\d\.\d KB gzipped; the budget for a page without a form is 100 KB\.$/,
    );
  });

  it('fail a form chunk over 90 KB and an HTML page over 60 KB', () => {
    const failures = budgetFailures(measureBuild(fakeBuild({ entryKb: 10, sharedKb: 10, formKb: 95, htmlKb: 65 })));
    expect(failures).toEqual([
      expect.stringMatching(/^The form code is 9\d\.\d KB gzipped; the budget is 90 KB\.$/),
      expect.stringMatching(/^index\.html: the HTML is 6\d\.\d KB gzipped; the budget is 60 KB\.$/),
    ]);
  });
});

describe('the Lighthouse gate', () => {
  const perfect = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100, cls: 0 };
  it('passes 95 performance and full marks elsewhere', () => {
    expect(lighthouseFailures([{ route: '/', median: { ...perfect, performance: 95 } }])).toEqual([]);
  });
  it('fails performance below 95, any other category below 100, and any layout shift, naming the lost audits', () => {
    const failures = lighthouseFailures([
      { route: '/contact', median: { ...perfect, performance: 94 }, failedAudits: { performance: ['largest-contentful-paint'] } },
      { route: '/webinar', median: { ...perfect, accessibility: 98, cls: 0.0001 } },
    ]);
    expect(failures).toEqual([
      '/contact: performance 94, below 95 (audits below full marks: largest-contentful-paint).',
      '/webinar: accessibility 98, below 100.',
      '/webinar: cumulative layout shift 0.0001; the budget is 0.',
    ]);
  });
  it('reads Performance from the best run (a slowed host only ever lowers it) and the other categories from the median', () => {
    expect(lighthouseFailures([{ route: '/', median: { ...perfect, performance: 92 }, best: { performance: 98 } }])).toEqual([]);
    expect(lighthouseFailures([{ route: '/', median: { ...perfect, performance: 90, seo: 92 }, best: { performance: 94 } }])).toEqual([
      '/: performance 94 in the best run, below 95.',
      '/: seo 92, below 100.',
    ]);
  });
  it('fails a route Lighthouse could not measure', () => {
    expect(lighthouseFailures([{ route: '/', median: { ...perfect, cls: NaN } }])).toEqual([
      '/: Lighthouse could not measure the page in most runs.',
    ]);
  });
});

// The SEO advice in the studio's words, and its score calibrated: each point is headed by the form's label
// of the text field it leads to (the problem list's names), none is a false alarm against what AUTHORING
// and the form's counters allow, and the score of a good page, a bad one and one that never uses its
// keyphrase is the one AUTHORING's calibration table gives. Following the advice on a page missing its
// keyphrase reaches Good.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FolderEditChecker } from '../../src/tooling/content/edit-check.ts';
import { defaultPagesDir, publicDir } from '../../src/tooling/paths.ts';
import { studioSeoReport } from '../../src/studio/engine/seo-report.tsx';
import { findingInWords } from '../../src/studio/engine/seo-change.ts';
import { bundledPageSchema } from '../../src/studio/build/bundled-schema.ts';
import { fieldPlace } from '../../src/studio/shared/schema-helpers.ts';
import { pointerToSegments } from '../../src/core/json-pointer.ts';
import { seoReport, type SeoReport } from '../../src/core/seo/report.ts';
import { descriptionRange } from '../../src/core/seo-limits.ts';

type Page = { meta: Record<string, unknown>; blocks: Record<string, unknown>[] } & Record<string, unknown>;
const checker = new FolderEditChecker(defaultPagesDir, publicDir);
const file = path.join(defaultPagesDir, 'industries', 'dentist-seo.json');
const dentist = JSON.parse(readFileSync(file, 'utf8')) as Page;
const placeOf = fieldPlace(bundledPageSchema());
const reportOf = (page: Page): SeoReport => {
  const report = studioSeoReport(checker.check(file, JSON.stringify(page, null, 2)), page);
  expect(report, 'the page renders').toBeDefined();
  return report!;
};
const valueAt = (page: unknown, pointer: string) =>
  pointerToSegments(pointer).reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[String(key)], page);
const points = (report: SeoReport) => report.findings.filter((f) => f.severity === 'warning' || f.severity === 'error');

/** The three pages of AUTHORING's calibration table. */
const calibration: Record<string, () => Page> = {
  'a good page': () => structuredClone(dentist),
  'a bad page': () => {
    const bad = structuredClone(dentist);
    bad.meta.title = 'Marketing for practices that want more patients each week';
    bad.meta.description =
      'We help practices of every size win more patients with marketing that works month after month, without the guesswork, the jargon or the long contracts.';
    const hero = bad.blocks[0] as { title: string; subtitle: string; actions: { label: string }[] };
    hero.title = 'More Patients for Your Practice';
    hero.subtitle = 'We help practices grow with marketing that works, month after month, without the guesswork.';
    hero.actions[0]!.label = 'Learn more';
    bad.blocks = bad.blocks.filter((b) => b.type !== 'richText' && b.type !== 'faq');
    return bad;
  },
  'a page missing its keyphrase': () => {
    const missing = structuredClone(dentist);
    missing.meta.keyphrase = 'roof repair';
    return missing;
  },
};

describe('the score, calibrated', () => {
  // AUTHORING's table: | a good page | … | 100 (Good) |
  const table = new Map(
    [
      ...readFileSync('AUTHORING.md', 'utf8').matchAll(
        /^\| (a good page|a bad page|a page missing its keyphrase) \|.*\| (\d+) \((\w[\w ]*)\) \|$/gm,
      ),
    ].map((m) => [m[1]!, { score: Number(m[2]), band: m[3]! }]),
  );
  const bands = { good: 'Good', ok: 'Needs work', poor: 'Poor' };
  it.each(Object.keys(calibration))('%s scores as AUTHORING’s calibration table says', (name) => {
    const report = reportOf(calibration[name]!());
    expect(table.get(name), 'the row in AUTHORING').toEqual({ score: report.score, band: bands[report.band] });
  });

  it('a page whose keyphrase appears nowhere scores below 50, a good page Good, a bad page below Good', () => {
    expect(reportOf(calibration['a page missing its keyphrase']!()).score).toBeLessThan(50);
    expect(reportOf(calibration['a good page']!()).band).toBe('good');
    expect(reportOf(calibration['a bad page']!()).score).toBeLessThan(50);
  });
});

describe('the advice in the form’s words, without false alarms', () => {
  it('names every field by the form’s labels, leads to a text field, never says the hero’s Title or the opening text', () => {
    const page = calibration['a page missing its keyphrase']!();
    const report = reportOf(page);
    for (const f of report.findings.filter((f) => f.severity !== 'good' && f.pointer)) {
      const said = findingInWords(f, page, placeOf);
      expect(said.startsWith(`${placeOf(f.pointer, page)}: `), said).toBe(true);
      if (f.pointer !== '/path') expect(typeof valueAt(page, f.pointer), `${f.id} leads to ${f.pointer}`).toBe('string');
      expect(said).not.toMatch(/hero's Title|section's Title|opening text/);
    }
    const words = points(report).map((f) => findingInWords(f, page, placeOf));
    expect(words).toContain(
      'Hero › Headline: The main headline does not contain the focus keyphrase “roof repair”. Work it into the headline.',
    );
    expect(words.some((w) => w.startsWith('Hero › Text under the headline: The first paragraph under the headline'))).toBe(true);
    expect(words.some((w) => w.startsWith('Benefits › Heading: No section heading uses'))).toBe(true);
  });

  it('the standard call to action (its fields left out) is short by design', () => {
    const page = structuredClone(dentist);
    page.blocks = page.blocks.map((b) => (b.type === 'cta' ? { type: 'cta' } : b));
    expect(points(reportOf(page)).map((f) => f.id)).toEqual([]);
  });

  it('a description the form’s counter accepts (157 characters) is never to be shortened; an empty one is to be written', () => {
    const page = structuredClone(dentist);
    const description =
      'Dentist SEO WWWW MMM that brings new patients to your chair, every week, with maps, reviews and pages that rank for implant and Invisalign searches near you.';
    page.meta.description = description;
    expect(description.length).toBe(157);
    expect(description.length).toBeGreaterThanOrEqual(descriptionRange[0]);
    expect(description.length).toBeLessThanOrEqual(descriptionRange[1]);
    const report = reportOf(page);
    expect(report.findings.filter((f) => /shorten/i.test(f.message))).toEqual([]);
    // Its wide letters measure past what results show: worth knowing, not a point off.
    expect(report.findings.find((f) => f.id === 'description-width')!.severity).toBe('info');

    const check = checker.check(file, JSON.stringify(dentist));
    const empty = studioSeoReport({ ...check, page: { ...check.page!, meta: { ...check.page!.meta, description: '' } } }, dentist)!;
    const said = empty.findings.find((f) => f.id === 'description-width')!;
    expect(said.message).not.toMatch(/shorten/i);
    expect(said.message).toMatch(/no description\. Write one of 150 to 160 characters/);
  });

  it('0.5% keyphrase use, as shown, is in AUTHORING’s range (0.5% to 3%), not too low', () => {
    const words = Array.from({ length: 209 }, (_, i) => `word${i}`).join(' ');
    const html = `<main><h1>Heading</h1><p>roof repair ${words}.</p></main>`;
    const page = { meta: { title: 'Roof repair', description: 'Roof repair', keyphrase: 'roof repair' }, blocks: [] };
    const report = seoReport({
      path: '/roof-repair',
      html,
      page: page as never,
      written: page,
      site: { baseUrl: '', pages: [], redirects: {}, everywhere: [] },
    });
    const density = report.findings.find((f) => f.id === 'keyphrase-density')!;
    expect(density.message).toContain('(0.5%)');
    expect(density.severity).toBe('good');
  });
});

describe('following the advice on a page missing its keyphrase', () => {
  it('reaches Good, each point leading to the text field it names', () => {
    const page = calibration['a page missing its keyphrase']!();
    const scores: number[] = [];
    for (let step = 0; step < 12; step++) {
      const report = reportOf(page);
      scores.push(report.score);
      if (report.band === 'good') break;
      const point = points(report)[0]!;
      const value = valueAt(page, point.pointer);
      // A text field, or the Address, empty where the page's address is its file's place.
      if (point.pointer !== '/path') expect(typeof value, findingInWords(point, page, placeOf)).toBe('string');
      // The editor works the keyphrase into the field, keeping its length within what the form counts.
      const segments = pointerToSegments(point.pointer).map(String);
      const holder = (segments.length > 1 ? valueAt(page, `/${segments.slice(0, -1).join('/')}`) : page) as Record<string, string>;
      const key = segments.at(-1)!;
      holder[key] =
        point.pointer === '/path'
          ? '/roof-repair'
          : point.pointer === '/meta/title'
            ? `Roof Repair: ${String(value)}`.slice(0, 60)
            : point.pointer === '/meta/description'
              ? `Roof repair: ${String(value)}`.slice(0, 158)
              : `Roof repair. ${String(value)}`;
    }
    expect(scores[0]).toBeLessThan(50);
    expect(scores.at(-1)).toBeGreaterThanOrEqual(80);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
  });
});

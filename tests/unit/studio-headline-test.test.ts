// The studio's headline test (engine/headline-test.ts): "Try another headline" adds a version (starting the
// test: its name, days and shares), the words edited in the preview go to the version shown, the test ends
// keeping one version in one change; the SEO report warns of a version's headline without the keyphrase
// (engine/seo-report.tsx) and the change summary says the test in words (engine/change-summary.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bundledPageSchema } from '../../src/studio/build/bundled-schema.ts';
import { summarizeChanges } from '../../src/studio/engine/change-summary.ts';
import {
  addRefusal,
  addVersion,
  endTest,
  evenShares,
  headlineTexts,
  sameAsWritten,
  shownVersion,
  testName,
  textPlaces,
  versionTextField,
  withVersionEdit,
} from '../../src/studio/engine/headline-test.ts';
import { versionFindings } from '../../src/studio/engine/seo-report.tsx';
import { fieldPlace } from '../../src/studio/shared/schema-helpers.ts';
import { withValue } from '../../src/studio/app/preview/page-at-pointer.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads and edits the parsed file freely
type Page = Record<string, unknown> & { blocks: Record<string, unknown>[]; experiment?: any };
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Page;
// The fixtures' HVAC page has no test; the site's own has one (first-call).
const hvac = read('tests/fixtures/pages/industries/hvac-seo.json');
const running = read('pages/industries/hvac-seo.json');
const schema = bundledPageSchema();
const today = new Date('2026-05-14T15:00:00Z');

describe('Try another headline', () => {
  it('starts a test on a page without one: named from its address and month, from today for four weeks, half and half', () => {
    const { page, version } = addVersion(hvac, 0, '/hvac-seo', today);
    expect(version).toBe('b');
    expect(page.experiment).toEqual({
      id: 'hvac-seo-2026-05',
      start: '2026-05-14',
      end: '2026-06-10',
      controlWeight: 50,
      variants: [{ id: 'b', weight: 50, texts: headlineTexts(hvac, 0) }],
    });
    // The hero's headline, the text under it and its buttons' words, each as the page has them, to rewrite.
    expect(headlineTexts(hvac, 0).map((t) => t.field)).toEqual(['/blocks/0/title', '/blocks/0/subtitle', '/blocks/0/actions/0/label']);
    expect(headlineTexts(hvac, 0)[0]!.text).toBe(hvac.blocks[0]!.title);
    expect(sameAsWritten(page as never, 'b')).toBe(true);
    // The rest of the page is untouched.
    const { experiment: _added, ...rest } = page;
    expect(rest).toEqual(hvac);
  });

  it('adds a version to a running test, splitting the shares evenly again (whole percentages making 100)', () => {
    const cta = running.blocks.findIndex((b) => b.type === 'cta');
    const { page, version } = addVersion(running, cta, '/hvac-seo', today);
    expect(version).toBe('b');
    expect(page.experiment!.id).toBe('hvac-hero-2026-11');
    expect([page.experiment!.controlWeight, ...page.experiment!.variants.map((v: { weight: number }) => v.weight)]).toEqual([34, 33, 33]);
    expect(page.experiment!.variants[1]!.texts).toEqual([{ field: `/blocks/${cta}/title`, text: running.blocks[cta]!.title }]);
    const third = addVersion(page, 0, '/hvac-seo', today).page;
    expect(third.experiment!.variants.map((v: { id: string }) => v.id)).toEqual(['first-call', 'b', 'c']);
    expect(evenShares(4)).toEqual([25, 25, 25, 25]);
    expect(evenShares(5)).toEqual([20, 20, 20, 20, 20]);
    expect(evenShares(3).reduce((a, b) => a + b)).toBe(100);
  });

  it('names a test from any address within 40 characters, and refuses a fifth version or a section with no headline', () => {
    expect(testName('/', today)).toBe('home-2026-05');
    expect(testName('/services/local-seo', today)).toBe('services-local-seo-2026-05');
    expect(testName('/a-very-long-address/for-a-page-with-many-words-in-it', today)).toMatch(/^[a-z0-9][a-z0-9-]{0,39}$/);
    let page: Page = hvac;
    for (let i = 0; i < 4; i++) page = addVersion(page, 0, '/hvac-seo', today).page as Page;
    expect(addRefusal(page, 0)).toMatch(/4 other versions already/);
    expect(() => addVersion(page, 0, '/hvac-seo', today)).toThrow();
    expect(addRefusal(hvac, 1)).toMatch(/Write the headline first/);
  });
});

describe('a version written in the preview', () => {
  it('takes the words edited where the version shows them, leaving the page as written alone', () => {
    const { page } = addVersion(hvac, 0, '/hvac-seo', today);
    const shown = shownVersion(page, 'b');
    const edited = withVersionEdit(page, 'b', withValue(shown, '/blocks/0/title', 'HVAC SEO for the First Call'));
    expect(edited.blocks).toEqual(hvac.blocks);
    expect(edited.experiment!.variants[0]!.texts[0]).toEqual({ field: '/blocks/0/title', text: 'HVAC SEO for the First Call' });
    expect(shownVersion(edited, 'b').blocks[0]).toMatchObject({ title: 'HVAC SEO for the First Call' });
    expect(sameAsWritten(edited, 'b')).toBe(false);
    // A text the version did not change yet becomes one of its texts.
    const more = withVersionEdit(edited, 'b', withValue(shownVersion(edited, 'b'), '/blocks/0/eyebrow', 'Heating and cooling'));
    expect(more.experiment!.variants[0]!.texts.at(-1)).toEqual({ field: '/blocks/0/eyebrow', text: 'Heating and cooling' });
    expect(more.blocks).toEqual(hvac.blocks);
  });

  it('writes the words a version changes in that version’s own field, and the others in the page’s', () => {
    // The site's test: version first-call changes the hero's headline, text and button, and the call to action's headline.
    expect(versionTextField(running, 'first-call', '/blocks/0/title')).toBe('/experiment/variants/0/texts/0/text');
    expect(versionTextField(running, 'first-call', '/blocks/0/actions/0/label')).toBe('/experiment/variants/0/texts/2/text');
    expect(versionTextField(running, 'first-call', '/blocks/4/title')).toBe('/experiment/variants/0/texts/3/text');
    expect(versionTextField(running, 'first-call', '/blocks/1/title')).toBeUndefined();
    expect(versionTextField(running, 'control', '/blocks/0/title')).toBeUndefined();
    expect(versionTextField(hvac, 'b', '/blocks/0/title')).toBeUndefined();
  });

  it('offers the texts of the sections as places, never a setting, an address or a picture', () => {
    const places = textPlaces(hvac);
    expect(places).toContain('/blocks/0/title');
    expect(places).toContain('/blocks/0/actions/0/label');
    expect(places.some((p) => /\/(type|href|src|alt)$|\/image\//.test(p))).toBe(false);
  });
});

describe('ending the test', () => {
  it('keeps the chosen version as the page’s own words and removes the test, in one change', () => {
    const ended = endTest(running, 'first-call');
    expect(ended.experiment).toBeUndefined();
    expect(ended.blocks[0]!.title).toBe('HVAC SEO That Makes You the First Call When the Heat Goes Out');
    expect((ended.blocks[0]!.actions as { label: string }[])[0]!.label).toBe('See Where Your HVAC Company Ranks');
    expect(ended.blocks[4]!.title).toBe('Ready to Be the First HVAC Company Homeowners Call?');
    expect(summarizeChanges(running, ended, schema)).toEqual([
      'Hero › Headline changed',
      'Hero › Text under the headline changed',
      'Hero › Button 1 › Button words changed',
      'Call to action › Headline changed',
      'Headline test hvac-hero-2026-11 ended, version first-call kept',
    ]);
  });

  it('or keeps the page as written', () => {
    const ended = endTest(running);
    const { experiment: _removed, ...written } = running;
    expect(ended).toEqual(written);
    expect(summarizeChanges(running, ended, schema)).toEqual(['Headline test hvac-hero-2026-11 ended, the original kept']);
  });
});

describe('the change summary of a test', () => {
  it('says a test started and each version added, in words; a running test’s changes by the form’s labels', () => {
    const { page } = addVersion(hvac, 0, '/hvac-seo', today);
    expect(summarizeChanges(hvac, page, schema)).toEqual([
      'Headline test hvac-seo-2026-05 added, from 2026-05-14 to 2026-06-10',
      'Headline test › Version b added',
    ]);
    const { page: two } = addVersion(running, 0, '/hvac-seo', today);
    expect(summarizeChanges(running, two, schema)).toEqual([
      'Headline test › Share for the page as written (%) changed',
      'Headline test › Version first-call › Share (%) changed',
      'Headline test › Version b added',
    ]);
  });

  it('names a version’s changed words by the field they replace', () => {
    const edited = structuredClone(running);
    edited.experiment!.variants[0].texts[0].text = 'HVAC SEO for the Coldest Night';
    edited.experiment!.variants[0].texts.splice(3, 1);
    expect(summarizeChanges(running, edited, schema)).toEqual([
      'Headline test › Version first-call › Hero › Headline changed',
      'Headline test › Version first-call › Call to action › Headline removed',
    ]);
    expect(fieldPlace(schema)('/experiment/variants/0/texts/0/text', running)).toBe('Headline test › Version first-call › Hero › Headline');
  });
});

describe('the SEO report of a page with a test', () => {
  const meta = running.meta as { keyphrase: string };
  it('warns of a version whose hero headline drops the focus keyphrase, at that version’s words', () => {
    expect(versionFindings(running, meta)).toEqual([]);
    const dropped = structuredClone(running);
    dropped.experiment!.variants[0].texts[0].text = 'Be the First Call When the Heat Goes Out';
    const found = versionFindings(dropped, meta);
    expect(found).toEqual([
      expect.objectContaining({ id: 'keyphrase-h1', severity: 'warning', pointer: '/experiment/variants/0/texts/0/text' }),
    ]);
    expect(found[0]!.message).toMatch(/^Version first-call’s headline does not contain the focus keyphrase “hvac seo”/);
    // The panel heads it with the field's label, as every other point.
    expect(fieldPlace(schema)(found[0]!.pointer, dropped)).toBe('Headline test › Version first-call › Hero › Headline');
    // None for a page hidden from search, or without a keyphrase.
    expect(versionFindings(dropped, { ...meta, noindex: true })).toEqual([]);
    expect(versionFindings(dropped, {})).toEqual([]);
  });
});

// A new page starts from a page of its kind (or the kind's template): its sections and layout, none of its
// words. Required texts start empty with the old words kept aside as placeholders for the preview; optional
// texts are absent, never empty; lists start with three items. The check sees the placeholders in place
// of the texts still to write, and a new page's problems show only once their field is touched.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { walkJson, toPointer } from '../../src/core/json-pointer.ts';
import { bundledPageSchema } from '../../src/studio/build/bundled-schema.ts';
import { startFrom, withPlaceholders, withTextsToWrite } from '../../src/studio/engine/new-page-start.ts';
import { blockKinds, fieldSchemaAt, withFieldLabels } from '../../src/studio/shared/schema-helpers.ts';
import { shownProblems } from '../../src/studio/app/editor/to-write.tsx';
import { FolderEditChecker } from '../../src/tooling/content/edit-check.ts';
import { pagesDir, publicDir } from '../../src/tooling/paths.ts';
import { planPage } from '../../src/tooling/new-page.ts';

const schema = withFieldLabels(bundledPageSchema());
const hvac = JSON.parse(readFileSync(path.join(pagesDir(), 'industries', 'hvac-seo.json'), 'utf8')) as Record<string, unknown>;
const plan = (kind: string, slug: string) => {
  const planned = planPage(kind, slug);
  if ('error' in planned) throw new Error(planned.error);
  return planned.page;
};
const emptyTexts = (page: unknown) => {
  const found: string[] = [];
  walkJson(page, (value, at) => void (value === '' && found.push(toPointer(at))));
  return found;
};

describe('a new page started from another page of its kind', () => {
  const { page, placeholders } = startFrom(schema, plan('industry', 'roofing-seo'), hvac, 'Roofing SEO');
  const blocks = page.blocks as Record<string, unknown>[];

  it('keeps its sections, buttons and icons, and takes its own address and place in the menu', () => {
    expect(blocks.map((b) => b.type)).toEqual((hvac.blocks as { type: string }[]).map((b) => b.type));
    expect(page.path).toBe('/roofing-seo');
    expect(page.card).toMatchObject({ group: 'industries', title: 'Roofing SEO', icon: 'thermometer' });
    expect((page.card as { order: number }).order).toBeGreaterThan((hvac.card as { order: number }).order);
    expect(blocks[0]).toMatchObject({ type: 'hero', eyebrow: 'Roofing SEO', actions: [{ label: '', href: '/contact' }] });
  });

  it('never keeps the other page’s words or photo: each required text is empty, its old words a placeholder', () => {
    expect(JSON.stringify(page)).not.toMatch(/HVAC|furnace|hvac-service-call/i);
    expect(blocks[0]).not.toHaveProperty('image');
    expect(placeholders['/blocks/0/title']).toBe((hvac.blocks as { title: string }[])[0]!.title);
    expect(Object.keys(placeholders).sort()).toEqual(emptyTexts(page).sort());
    // The search title and description must be the page's own: their placeholders are examples, not copies.
    expect(placeholders['/meta/title']).not.toBe((hvac.meta as { title: string }).title);
  });

  it('starts with three benefits, not the eight of the page it came from', () => {
    expect((blocks[1]!.items as unknown[]).length).toBe(3);
  });

  it('leaves every optional text out, so none is ever "must not be empty"', () => {
    expect(blocks[1]!.items).toEqual([{ title: '' }, { title: '' }, { title: '' }]);
    expect(blocks[1]).not.toHaveProperty('intro');
    expect(blocks[0]).not.toHaveProperty('subtitle');
    expect(blocks.find((b) => b.type === 'cta')).toEqual({ type: 'cta', secondary: null });
    expect(page.card).not.toHaveProperty('menuLabel');
  });
});

describe('a new page started from the template of its kind', () => {
  it.each(['industry', 'service', 'generic'])('%s: no marker, no empty optional text, at most three items a list', (kind) => {
    const planned = plan(kind, 'gym-seo');
    const { page, placeholders } = startFrom(schema, planned, planned, 'Gym SEO');
    expect(JSON.stringify(page)).not.toContain('TODO');
    expect(Object.keys(placeholders).sort()).toEqual(emptyTexts(page).sort());
    for (const words of Object.values(placeholders)) expect(words).not.toMatch(/^TODO|^$/);
    walkJson(page.blocks, (value, path) => void (Array.isArray(value) && path.length && expect(value.length).toBeLessThanOrEqual(3)));
    const cta = (page.blocks as Record<string, unknown>[]).find((b) => b.type === 'cta');
    if (cta) expect(cta).not.toHaveProperty('text');
  });
});

describe('the page as the check and the preview see it', () => {
  const { page, placeholders } = startFrom(schema, plan('industry', 'roofing-seo'), hvac, 'Roofing SEO');

  it('fills each text still to write with its placeholder, and lists where and the words shown there', () => {
    const { filled, toWrite, shown } = withPlaceholders(page, placeholders);
    expect(toWrite.sort()).toEqual(emptyTexts(page).sort());
    expect((filled as { blocks: { title: string }[] }).blocks[0]!.title).toBe(placeholders['/blocks/0/title']);
    expect(shown).toContain(placeholders['/blocks/0/title']);
    expect(emptyTexts(filled)).toEqual([]);
  });

  it('passes the check as it starts, so the preview shows the page at once (only the link it needs from another page is missing)', () => {
    const { filled } = withPlaceholders(page, placeholders);
    const check = new FolderEditChecker(pagesDir(), publicDir).check(
      path.join(pagesDir(), 'industries', 'roofing-seo.json'),
      JSON.stringify(filled),
    );
    expect(check.problems.filter((p) => !p.fixedElsewhere)).toEqual([]);
    expect(check.page).toBeTruthy();
  });

  it('gives a benefit added later the first benefit’s placeholder, and leaves written texts as they are', () => {
    const blocks = structuredClone(page.blocks) as { items?: { title: string }[]; title?: string }[];
    blocks[1]!.items!.push({ title: '' });
    blocks[0]!.title = 'Roofing SEO that fills your schedule';
    const { filled: plain, toWrite } = withPlaceholders({ ...page, blocks }, placeholders);
    const items = (plain as { blocks: { items: { title: string }[] }[] }).blocks[1]!.items;
    expect(items[3]!.title).toBe(placeholders['/blocks/1/items/0/title']);
    expect((plain as { blocks: { title: string }[] }).blocks[0]!.title).toBe('Roofing SEO that fills your schedule');
    expect(toWrite).not.toContain('/blocks/0/title');
    expect(toWrite).toContain('/blocks/1/items/3/title');
  });

  it('shows a new page’s problems only for fields changed since it opened, all of them once asked', () => {
    const problem = (pointer: string) => ({ file: 'x', line: 1, col: 1, pointer, message: 'm' });
    const edited = structuredClone(page) as { blocks: { title: string }[] };
    edited.blocks[0]!.title = 'Short';
    const problems = [problem('/blocks/0/title'), problem('/meta/title')];
    expect(shownProblems(problems, edited, page, false).map((p) => p.pointer)).toEqual(['/blocks/0/title']);
    expect(shownProblems(problems, edited, page, true)).toHaveLength(2);
  });
});

describe('a section or an item added to a page on the site', () => {
  const hvacFile = path.join(pagesDir(), 'industries', 'hvac-seo.json');
  const benefits = (hvac.blocks as { type: string; items: unknown[] }[]).findIndex((b) => b.type === 'benefits');
  const at = `/blocks/${benefits}/items/${(hvac.blocks as { items?: unknown[] }[])[benefits]!.items!.length}`;
  const withNewBenefit = (item: unknown) => {
    const page = structuredClone(hvac) as { blocks: { items?: unknown[]; title?: string }[] };
    page.blocks[benefits]!.items!.push(item);
    return page;
  };

  it('starts each required text it lacks empty, still to write, with its field’s example as the placeholder; optional texts stay out', () => {
    const page = withNewBenefit({});
    const { value, placeholders } = withTextsToWrite(schema, fieldSchemaAt(schema, page, at), {}, at);
    expect(value).toEqual({ title: '' });
    expect(placeholders).toEqual({ [`${at}/title`]: 'More calls from local searches' });
  });

  it('fills a new section’s empty texts the same way, each with its own field’s example', () => {
    const kind = blockKinds(schema).find((k) => k.type === 'benefits')!;
    const { value, placeholders } = withTextsToWrite(
      schema,
      fieldSchemaAt(schema, { blocks: [kind.starter] }, '/blocks/0'),
      kind.starter,
      '/blocks/3',
    );
    expect(value).toEqual(kind.starter);
    expect(placeholders['/blocks/3/title']).toBe('What SEO Does for Your Business');
    expect(placeholders['/blocks/3/items/0/title']).toBe('More calls from local searches');
    expect(Object.keys(placeholders).sort()).toEqual(emptyTexts({ blocks: [0, 0, 0, kind.starter] }).sort());
  });

  it('passes the check with its placeholders, so the preview shows the page with it at once; an emptied text of the page stays a problem', () => {
    const page = withNewBenefit({ title: '' });
    page.blocks[0]!.title = '';
    const placeholders = { [`${at}/title`]: 'More calls from local searches' };
    const { filled, toWrite, shown } = withPlaceholders(page, placeholders, false);
    expect(toWrite).toEqual([`${at}/title`]);
    expect(shown).toEqual(['More calls from local searches']);
    const check = new FolderEditChecker(pagesDir(), publicDir).check(hvacFile, JSON.stringify(filled));
    expect(check.problems.map((p) => p.pointer)).toEqual(['/blocks/0/title']);
  });
});

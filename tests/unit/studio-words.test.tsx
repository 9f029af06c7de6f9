// The studio's form speaks to editors: every label, heading, help line and button of a page with every
// kind of section (and of the site's real pages) is free of the developer words the schema once used,
// list items are numbered by what they are, and a new page's address is made from its name.
// @vitest-environment jsdom
import Form from '@rjsf/core';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { cleanup, render } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bundledPageSchema } from '../../src/studio/build/bundled-schema.ts';
import { pagesDir } from '../../src/tooling/paths.ts';
import { planPage } from '../../src/tooling/new-page.ts';
import { BackendContext } from '../../src/studio/app/shell/backend-context.tsx';
import { localBackend } from '../../src/studio/local/client.ts';
import { type StudioFormContext } from '../../src/studio/app/form/form-context.ts';
import { studioFormProps } from '../../src/studio/app/form/studio-form.ts';
import { blockKinds, withFieldLabels } from '../../src/studio/shared/schema-helpers.ts';
import { slugFrom } from '../../src/studio/app/shell/slug.ts';
import { startFrom } from '../../src/studio/engine/new-page-start.ts';

const startingPage = (page: Record<string, unknown>, name: string) => startFrom(schema, page, page, name).page;

const schema = withFieldLabels(bundledPageSchema());
const kinds = blockKinds(schema);
const validator = customizeValidator({ ajvOptionsOverrides: { strict: false, validateSchema: false } });
// Every card open, as an editor reads them all (a closed card's fields are not drawn until it opens).
const formContext: StudioFormContext = {
  kinds: new Map(kinds.map((k) => [k.type, k])),
  openBlocks: new Set(Array.from({ length: 100 }, (_, i) => i)),
  toggleBlock: () => {},
  movedBlock: () => {},
  addSection: () => {},
};

afterEach(cleanup);

function renderPage(data: unknown, extraErrors?: object) {
  return render(formWith(data, formContext, extraErrors)).container;
}

function formWith(data: unknown, context: StudioFormContext, extraErrors?: object) {
  return (
    <BackendContext value={localBackend}>
      <Form {...studioFormProps} schema={schema} formData={data} validator={validator} formContext={context} extraErrors={extraErrors} />
    </BackendContext>
  );
}

/** Every word the form shows an editor: labels, headings, help, buttons, placeholders and choices. */
function wordsOf(container: HTMLElement): string[] {
  const texts = [...container.querySelectorAll('label, legend, summary, button, option, .field-description, .studio-description, p')].map(
    (e) => e.textContent?.trim() ?? '',
  );
  const placeholders = [...container.querySelectorAll('[placeholder]')].map((e) => e.getAttribute('placeholder') ?? '');
  return [...texts, ...placeholders].filter(Boolean);
}

/** What an editor must never read: the schema's developer notation and the form library's own names. */
const developerWords: [string, RegExp][] = [
  ['(meta)', /\(meta\)/],
  ['(blocks)', /\(blocks\)/],
  ['Each has a "type"', /Each has a "type"/i],
  ['Href', /\bhref\b/i],
  ['Add … item', /Add \w+ item\b/],
  ['Items-3', /\b\w+-\d+\b(?!\s*(px|%|min))/],
  ['Set to true', /Set to (true|false)/i],
  ['Set to null', /Set to null/i],
  ['slug', /\bslug\b/i],
  ['TODO', /TODO/],
  ['a camelCase name', /\b[a-z]+[A-Z][a-zA-Z]*\b/],
  ['"Always …"', /^Always "/],
  ['h1', /\bh1\b/],
];

function expectEditorWords(words: string[], where: string) {
  expect(words.length, where).toBeGreaterThan(20);
  const found = new Set<string>();
  for (const word of words)
    for (const [name, pattern] of developerWords) {
      // Words an editor wrote themselves (3-week implementation) are not the form library's item names.
      if (name === 'Items-3' && !/^(Items?|[A-Z][a-z]+s)-\d+$/.test(word)) continue;
      if (pattern.test(word)) found.add(`${where}: "${word.slice(0, 90)}" shows ${name}`);
    }
  expect([...found]).toEqual([]);
}

describe('the form in editor words', () => {
  it('a page with one section of every kind has no developer words in its labels, help and buttons', () => {
    const page = {
      $schema: '../schema/page.schema.json',
      meta: { title: '', description: '' },
      card: { group: 'industries', title: '', description: '', icon: 'briefcase' },
      blocks: kinds.map((k) => structuredClone(k.starter)),
    };
    const container = renderPage(page);
    expectEditorWords(wordsOf(container), 'every kind of section');
    // Lists say what they hold: "Add a question", "Benefit 1", never "Add items item" or "Items-1".
    const buttons = [...container.querySelectorAll('button')].map((b) => b.textContent);
    expect(buttons).toContain('Add a question');
    expect(buttons).toContain('Add a benefit');
    expect(buttons).toContain('Add a step');
    const legends = [...container.querySelectorAll('legend')].map((l) => l.textContent);
    expect(legends).toContain('Benefit 1');
    expect(legends).toContain('Question 1');
  });

  it('every "Add" button of a page\'s search settings reads as English: "Add another phrase", never "Add an other words"', () => {
    const page = { meta: { title: '', description: '', keyphrase: 'roof repair', synonyms: ['roof repairs'] }, blocks: [] };
    const buttons = [...renderPage(page).querySelectorAll('button')].map((b) => b.textContent ?? '');
    const adds = buttons.filter((words) => words.startsWith('Add '));
    expect(adds).toContain('Add another phrase');
    expect(adds.filter((words) => /\ban other\b|\b(a|an) \w+ words$/i.test(words))).toEqual([]);
  });

  it("draws a closed card's fields only once it has been opened, and keeps them when it closes", () => {
    const page = { meta: { title: 'T', description: 'D' }, blocks: kinds.slice(0, 3).map((k) => structuredClone(k.starter)) };
    const closed = { ...formContext, openBlocks: new Set<number>() };
    const { container, rerender } = render(formWith(page, closed));
    const fieldsIn = (card: number) => container.querySelectorAll(`#studio-block-${card} input, #studio-block-${card} textarea`).length;
    expect(container.querySelectorAll('.studio-card')).toHaveLength(3);
    expect([fieldsIn(0), fieldsIn(1), fieldsIn(2)]).toEqual([0, 0, 0]);
    rerender(formWith(page, { ...closed, openBlocks: new Set([1]) }));
    expect(fieldsIn(1)).toBeGreaterThan(0);
    expect([fieldsIn(0), fieldsIn(2)]).toEqual([0, 0]);
    rerender(formWith(page, closed));
    expect(fieldsIn(1)).toBeGreaterThan(0);
    expect(container.querySelector('#studio-block-1')?.hasAttribute('hidden')).toBe(true);
  });

  // One test a page: each renders the whole form of one page (every card open), a few seconds under load.
  const files = readdirSync(pagesDir(), { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.json') && !path.basename(f).startsWith('_'))
    .sort();
  it('finds the site’s pages', () => expect(files.length).toBeGreaterThan(10));
  it.each(files)('the site’s page %s reads the same way', (file) => {
    const container = renderPage(JSON.parse(readFileSync(path.join(pagesDir(), file), 'utf8')));
    expectEditorWords(wordsOf(container), file);
  });

  it('technical fields sit in a closed Advanced group; required ones never do', () => {
    const container = renderPage(JSON.parse(readFileSync(path.join(pagesDir(), 'industries', 'hvac-seo.json'), 'utf8')));
    const path_ = container.querySelector('#root_path')!;
    expect(path_.closest('details')).not.toBeNull();
    expect(path_.closest('details')!.open).toBe(false);
    expect(container.querySelector('#root_blocks_0_actions_0_opensForm')?.closest('details')).toBeTruthy();
    // The hero's headline and a button's link are never tucked away.
    expect(container.querySelector('#root_blocks_0_title')!.closest('details')).toBeNull();
    expect(container.querySelector('#root_blocks_0_actions_0_href')!.closest('details')).toBeNull();
  });

  it('long text grows in a box; short text is one line; links and icons have their own widgets', () => {
    const container = renderPage(JSON.parse(readFileSync(path.join(pagesDir(), 'industries', 'hvac-seo.json'), 'utf8')));
    expect(container.querySelector('#root_meta_description')!.tagName).toBe('TEXTAREA');
    expect(container.querySelector('#root_blocks_0_subtitle')!.tagName).toBe('TEXTAREA');
    expect(container.querySelector('#root_meta_title')!.tagName).toBe('INPUT');
    expect(container.querySelector('#root_blocks_0_title')!.tagName).toBe('INPUT');
    expect(container.querySelector('#root_blocks_0_actions_0_href')!.getAttribute('role')).toBe('combobox');
    expect(container.querySelector('#root_card_icon')!.getAttribute('role')).toBe('radiogroup');
    expect(container.querySelectorAll('#root_card_icon input[type="radio"]').length).toBeGreaterThan(40);
    // Counts beside the search title and description.
    expect(container.querySelector('#root_meta_title')!.parentElement!.textContent).toMatch(/\d+ \/ 60/);
    expect(container.querySelector('#root_meta_description')!.parentElement!.textContent).toMatch(/\d+ \/ 160/);
  });
});

describe('a new page in the studio', () => {
  it('starts with empty fields and hints, never a TODO marker, and takes its name as its card heading', () => {
    const plan = planPage('industry', 'roofer-seo');
    if ('error' in plan) throw new Error(plan.error);
    expect(JSON.stringify(plan.page)).toContain('TODO:');
    const start = startingPage(plan.page, 'Roofer SEO');
    expect(JSON.stringify(start)).not.toContain('TODO');
    expect((start.card as { title: string }).title).toBe('Roofer SEO');
    const container = renderPage(start);
    expect(container.textContent).not.toContain('TODO');
    const headline = container.querySelector<HTMLInputElement>('#root_blocks_0_title')!;
    expect(headline.value).toBe('');
    expect(headline.placeholder).toBe('SEO that fills your schedule all year');
    expect(headline.closest('.form-group, .rjsf-field')!.textContent).toContain('Required');
  });
});

describe('a message under its field', () => {
  it('names the field as its label does', () => {
    const plan = planPage('industry', 'roofer-seo');
    if ('error' in plan) throw new Error(plan.error);
    const container = renderPage(startingPage(plan.page, ''), {
      blocks: { 0: { title: { __errors: ['Title must not be empty.'] } } },
      meta: { title: { __errors: ['The title is 9 characters; it must be 50 to 60, the length search results show whole.'] } },
    });
    expect(container.querySelector('#root_blocks_0_title__error')!.textContent).toBe('Headline must not be empty.');
    expect(container.querySelector('#root_blocks_0_title')!.getAttribute('aria-describedby')).toContain('root_blocks_0_title__error');
    expect(container.querySelector('#root_meta_title__error')!.textContent).toBe(
      'The title is 9 characters; it must be 50 to 60, the length search results show whole.',
    );
  });
});

describe('slugFrom', () => {
  it.each([
    ['Roofer SEO', 'roofer-seo'],
    ['Café Owners', 'cafe-owners'],
    ['  HVAC   & Plumbing!! ', 'hvac-and-plumbing'],
    ['Zahnärzte Straße', 'zahnarzte-strasse'],
    ['Déjà vu — 24/7 service', 'deja-vu-24-7-service'],
    ['---', ''],
    ['SEO for B2B SaaS', 'seo-for-b2b-saas'],
  ])('%s → %s', (words, slug) => {
    expect(slugFrom(words)).toBe(slug);
    expect(slug === '' || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)).toBe(true);
  });
});

describe('choices', () => {
  it('a menu of choices shows words, and keeps the values', () => {
    const page = JSON.parse(readFileSync(path.join(pagesDir(), 'industries', 'hvac-seo.json'), 'utf8'));
    const container = renderPage(page);
    const group = container.querySelector<HTMLSelectElement>('#root_card_group')!;
    expect([...group.options].map((o) => o.textContent)).toEqual(expect.arrayContaining(['Services', 'Industries']));
    expect(group.options[group.selectedIndex]!.textContent).toBe('Industries');
    expect(kinds.find((k) => k.type === 'form')!.starter.form).toBe('audit');
  });
});

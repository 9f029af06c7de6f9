// The section library of the "Add a section" picker: the site's own sections, named as the editor knows
// them ("Testimonials — from Home"), the open page's own left out, each the same section listed once, and
// found by any words of its name or headline.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledPageSchema } from '../../src/studio/build/bundled-schema.ts';
import { findSections, librarySections, type LibraryPage } from '../../src/studio/app/sections/section-library.ts';
import { blockKinds, kindsFor, withFieldLabels } from '../../src/studio/shared/schema-helpers.ts';
import { listTitle, pageGroup } from '../../src/studio/shared/page-list.ts';
import { pathFromFile } from '../../src/tooling/content/index.ts';
import { pagesDir } from '../../src/tooling/paths.ts';

const kinds = blockKinds(withFieldLabels(bundledPageSchema()));
/** The kinds a page with these sections may take, by their names (as the picker offers them). */
const titles = (blocks: unknown[]) => {
  const offered = kindsFor(kinds, blocks);
  return (type: string) => offered.find((kind) => kind.type === type)?.title;
};

/** The site's pages as the studio lists them, in the order of the folder. */
const sitePages: LibraryPage[] = readdirSync(pagesDir(), { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.json') && !path.basename(file).startsWith('_'))
  .sort()
  .map((file) => {
    const text = readFileSync(path.join(pagesDir(), file), 'utf8');
    const route = pathFromFile(pagesDir(), path.join(pagesDir(), file)) ?? '/';
    const page = JSON.parse(text);
    return { file: file.split(path.sep).join('/'), title: listTitle(page, route), group: pageGroup(route, page), text };
  });
const foodChain = sitePages.find((p) => p.file === 'industries/food-chain-seo.json')!;
const foodChainBlocks = JSON.parse(foodChain.text).blocks as unknown[];

describe('the site’s sections to start from', () => {
  const library = librarySections(sitePages, { exclude: foodChain.file, kindTitle: titles(foodChainBlocks) });
  const names = library.map((entry) => entry.name);

  // The name of a kind is its card's ("Questions and answers (FAQ)"), the one name the studio gives it.
  it('are named by their kind as their card heads it and by the page they are on', () => {
    expect(names).toContain('Testimonials — from Home');
    expect(names).toContain('Questions and answers (FAQ) — from HVAC SEO');
    expect(names).toContain('Client logos — from Home');
    const testimonials = library.find((entry) => entry.name === 'Testimonials — from Home')!;
    const home = JSON.parse(sitePages.find((p) => p.file === 'index.json')!.text);
    expect(testimonials.section).toEqual(home.blocks.find((b: { type: string }) => b.type === 'testimonials'));
    expect(testimonials.type).toBe('testimonials');
    expect(testimonials.headline).toBe(home.blocks.find((b: { type: string }) => b.type === 'testimonials').title);
  });

  it('start with the home page’s, then go as the start screen groups the pages', () => {
    const home = JSON.parse(sitePages.find((p) => p.file === 'index.json')!.text).blocks.filter((b: { type: string }) => b.type !== 'hero');
    expect(names.slice(0, home.length).every((name) => name.endsWith('— from Home'))).toBe(true);
    expect(names.findIndex((n) => n.endsWith('from Services'))).toBeLessThan(names.findIndex((n) => n.endsWith('from HVAC SEO')));
  });

  it('leave out the open page’s own sections, and a hero on a page that has one', () => {
    expect(names.some((name) => name.endsWith(`from ${foodChain.title}`))).toBe(false);
    expect(library.some((entry) => entry.type === 'hero')).toBe(false);
    // A page without a hero is offered the heroes too.
    const heroes = librarySections(sitePages, { exclude: foodChain.file, kindTitle: titles([]) }).filter((e) => e.type === 'hero');
    expect(heroes.map((e) => e.name)).toContain('Hero — from Home');
  });

  it('list a section once when pages have it word for word, from the first page; every key is unique', () => {
    const cta = { type: 'cta', title: 'Book a call', actions: [{ label: 'Book', href: '/contact' }] };
    const pages: LibraryPage[] = [
      { file: 'b.json', title: 'Plumber SEO', group: 'Industries', text: JSON.stringify({ blocks: [cta, { ...cta, title: 'Other' }] }) },
      { file: 'a.json', title: 'Dentist SEO', group: 'Industries', text: JSON.stringify({ blocks: [cta] }) },
      { file: 'index.json', title: 'Home', group: 'Home', text: JSON.stringify({ blocks: [{ type: 'cta', title: 'Home call' }] }) },
      { file: 'broken.json', title: 'Broken', group: 'Other', text: '{ "blocks": [' },
      { file: 'odd.json', title: 'Odd', group: 'Other', text: JSON.stringify({ blocks: [{ type: 'no-such-kind' }, null, 'text'] }) },
    ];
    const found = librarySections(pages, { exclude: 'x.json', kindTitle: titles([]) });
    expect(found.map((e) => [e.name, e.headline])).toEqual([
      ['Call to action — from Home', 'Home call'],
      ['Call to action — from Plumber SEO', 'Book a call'],
      ['Call to action — from Plumber SEO', 'Other'],
    ]);
    expect(new Set(library.map((e) => e.key)).size).toBe(library.length);
  });
});

describe('finding a section by the words typed', () => {
  const library = librarySections(sitePages, { exclude: foodChain.file, kindTitle: titles(foodChainBlocks) });

  it('every word must be in its name or headline, in any order and case', () => {
    expect(findSections(library, 'home TESTIMONIALS').map((e) => e.name)).toEqual(['Testimonials — from Home']);
    expect(findSections(library, '  hvac   faq ').map((e) => e.name)).toEqual(['Questions and answers (FAQ) — from HVAC SEO']);
    const testimonials = library.find((e) => e.name === 'Testimonials — from Home')!;
    expect(findSections(library, testimonials.headline.split(' ').slice(0, 3).join(' '))).toContain(testimonials);
    expect(findSections(library, 'testimonials nowhere-at-all')).toEqual([]);
  });

  it('no words finds them all, in the library’s order; accents need not be typed', () => {
    expect(findSections(library, ' ')).toEqual(library);
    const pages: LibraryPage[] = [
      { file: 'c.json', title: 'Café SEO', text: JSON.stringify({ blocks: [{ type: 'faq', title: 'Questions' }] }) },
    ];
    expect(findSections(librarySections(pages, { exclude: '', kindTitle: titles([]) }), 'cafe').map((e) => e.name)).toEqual([
      'Questions and answers (FAQ) — from Café SEO',
    ]);
  });
});

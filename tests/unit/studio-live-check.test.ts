// What the page editor shows while a check is on its way: problems only against the page they were found
// on, and a new photo in the preview before its description is written.
import { describe, expect, it } from 'vitest';
import type { Problem } from '../../src/core/problem.ts';
import { undescribedPhoto, withDescribedPhotos } from '../../src/studio/app/editor/page-state.ts';
import { shapeOf, standingProblems } from '../../src/studio/app/editor/shown-problems.ts';

const page = {
  meta: { title: 'HVAC SEO', description: 'For heating and cooling contractors.' },
  blocks: [
    { type: 'hero', title: 'Busy trucks', image: { src: 'industries/van.jpg', alt: '' } },
    { type: 'benefits', title: 'Why us', items: [{ title: 'Map pack', description: 'First.' }] },
  ],
};

describe('the structure a problem’s place depends on', () => {
  it('changes when a section or an item is added, removed or moved, never when words are typed', () => {
    const typed = structuredClone(page);
    typed.blocks[1]!.title = 'Why HVAC companies choose us';
    expect(shapeOf(typed)).toBe(shapeOf(page));
    const added = structuredClone(page);
    added.blocks.splice(1, 0, { type: 'faq', title: '', items: [] } as never);
    expect(shapeOf(added)).not.toBe(shapeOf(page));
    const item = structuredClone(page);
    (item.blocks[1] as { items: unknown[] }).items.push({ title: '', description: '' });
    expect(shapeOf(item)).not.toBe(shapeOf(page));
    const moved = structuredClone(page);
    moved.blocks.reverse();
    expect(shapeOf(moved)).not.toBe(shapeOf(page));
  });
});

describe('the problems that still stand while the next check is on its way', () => {
  const at = (pointer: string, message: string): Problem => ({ file: 'pages/industries/hvac-seo.json', line: 1, col: 1, pointer, message });
  const problems = [
    at('/blocks/0/image/alt', 'What the photo shows must not be empty.'),
    at('/blocks/1/title', 'The heading is too short.'),
    at('/blocks/0/image', 'The photo is too small.'),
  ];
  it('leaves out a problem of a text that was empty when checked and has words now', () => {
    const described = structuredClone(page);
    described.blocks[0]!.image!.alt = 'A van outside a house';
    expect(standingProblems(problems, page, described).map((p) => p.pointer)).toEqual(['/blocks/1/title', '/blocks/0/image']);
  });
  it('keeps every other: a text that had words and was changed, or is emptied again, waits for the check', () => {
    const retitled = structuredClone(page);
    retitled.blocks[1]!.title = 'Why';
    expect(standingProblems(problems, page, retitled)).toBe(problems);
    expect(standingProblems(problems, page, structuredClone(page))).toBe(problems);
  });
});

describe('a photo without its description, in the preview', () => {
  it('gets a stand-in description, only where one is missing, and the page itself is left as it is', () => {
    const shown = withDescribedPhotos(page)!;
    expect((shown.blocks![0] as (typeof page.blocks)[0]).image).toEqual({ src: 'industries/van.jpg', alt: undescribedPhoto });
    expect(page.blocks[0]!.image!.alt).toBe('');
    const described = structuredClone(page);
    described.blocks[0]!.image!.alt = 'A van outside a house';
    expect(withDescribedPhotos(described)).toBeUndefined();
    const without = structuredClone(page) as { blocks: { image?: unknown }[] };
    delete without.blocks[0]!.image;
    expect(withDescribedPhotos(without as never)).toBeUndefined();
  });
});

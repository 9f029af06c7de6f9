// Moving a section or a list item, and pasting copied sections: the page after is the move and nothing
// else, the parts not on the way to the moved list keep their identity, and an order the blocks'
// descriptions forbid (the hero opening the page, a countdown above it, one hero) is refused with its reason.
import { describe, expect, it } from 'vitest';
import { orderChangeProblem, sectionOrderProblem } from '../../src/core/content/section-order.ts';
import { moveInPage, moveRefusal, moveWithin, pasteInPage } from '../../src/studio/app/sections/moves.ts';
import { placeAfterMove, type PageValue } from '../../src/studio/app/editor/page-state.ts';

const page = (): PageValue => ({
  meta: { title: 'Home' },
  blocks: [
    { type: 'hero', title: 'Rank higher' },
    { type: 'benefits', title: 'Why us', items: [{ title: 'A' }, { title: 'B' }, { title: 'C' }, { title: 'D' }] },
    { type: 'faq', title: 'Questions' },
    { type: 'cta', title: 'Talk to us' },
  ],
});
const kinds = (p: PageValue | undefined) => p?.blocks?.map((b) => (b as { type: string }).type);

describe('moving within a list', () => {
  it('takes the item out and puts it at its new place, either way', () => {
    expect(moveWithin(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveWithin(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
    expect(moveWithin(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });

  it('moves a section and changes nothing else; the sections not moved are the same objects', () => {
    const before = page();
    const { page: after } = moveInPage(before, ['blocks'], 3, 1);
    expect(kinds(after)).toEqual(['hero', 'cta', 'benefits', 'faq']);
    expect(after!.meta).toBe(before.meta);
    expect(after!.blocks![2]).toBe(before.blocks![1]);
    // The page it was given is left as it was (Undo goes back to it).
    expect(kinds(before)).toEqual(['hero', 'benefits', 'faq', 'cta']);
  });

  it('moves an item of a section, copying only the way to its list', () => {
    const before = page();
    const { page: after } = moveInPage(before, ['blocks', 1, 'items'], 0, 3);
    const items = (after!.blocks![1] as { items: { title: string }[] }).items;
    expect(items.map((i) => i.title)).toEqual(['B', 'C', 'D', 'A']);
    expect(after!.blocks![0]).toBe(before.blocks![0]);
    expect(after!.blocks![2]).toBe(before.blocks![2]);
    expect((before.blocks![1] as { items: { title: string }[] }).items.map((i) => i.title)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('refuses a place outside the list', () => {
    expect(moveInPage(page(), ['blocks'], 0, 4).refused).toBeTruthy();
    expect(moveInPage(page(), ['blocks', 9, 'items'], 0, 1).refused).toBeTruthy();
  });
});

describe('the order of a page’s opening sections', () => {
  it('keeps the hero first: moving it down, or another section above it, is refused with the reason', () => {
    expect(moveRefusal(page(), ['blocks'], 0, 2)).toBe(
      'The hero opens the page with its main headline: only a countdown may come before it.',
    );
    expect(moveRefusal(page(), ['blocks'], 3, 0)).toMatch(/^The hero opens the page/);
    expect(moveRefusal(page(), ['blocks'], 3, 1)).toBeUndefined();
    // Items of a list have no such rule.
    expect(moveRefusal(page(), ['blocks', 1, 'items'], 3, 0)).toBeUndefined();
  });

  it('lets a countdown stand above the hero, and nowhere else', () => {
    expect(sectionOrderProblem([{ type: 'countdown' }, { type: 'hero' }, { type: 'faq' }])).toBeUndefined();
    expect(sectionOrderProblem([{ type: 'hero' }, { type: 'countdown' }])).toBe('A countdown goes first on the page, above the hero.');
    expect(sectionOrderProblem([{ type: 'hero' }, { type: 'hero' }])).toMatch(/^A page has one hero/);
  });

  it('never stops a page that already breaks the rule from being put right, one move at a time', () => {
    const broken = [{ type: 'faq' }, { type: 'cta' }, { type: 'hero' }];
    expect(orderChangeProblem(broken, [{ type: 'cta' }, { type: 'faq' }, { type: 'hero' }])).toBeUndefined();
  });
});

describe('pasting copied sections', () => {
  const copied = [{ type: 'testimonials', title: 'Clients say', items: [{ photo: { src: '/photos/jo.jpg', alt: 'Jo' } }] }];

  it('inserts copies at the place chosen, with their photos and links, and nothing else changes', () => {
    const before = page();
    const { page: after } = pasteInPage(before, copied, 2);
    expect(kinds(after)).toEqual(['hero', 'benefits', 'testimonials', 'faq', 'cta']);
    expect(after!.blocks![2]).toEqual(copied[0]);
    // A copy: editing the pasted section never changes what was copied.
    expect(after!.blocks![2]).not.toBe(copied[0]);
    expect(after!.meta).toBe(before.meta);
    expect(pasteInPage(before, [...copied, { type: 'cta', title: 'Again' }], 4).page!.blocks).toHaveLength(6);
  });

  it('refuses a second hero, and anything above the hero', () => {
    expect(pasteInPage(page(), [{ type: 'hero', title: 'Another' }], 1).refused).toMatch(/^A page has one hero/);
    expect(pasteInPage(page(), copied, 0).refused).toMatch(/^The hero opens the page/);
    expect(pasteInPage(page(), copied, 9).refused).toBeTruthy();
  });
});

it('an open card, a chosen section, stays with its section when another moves past it', () => {
  // Moving 0 to 2 in [a, b, c, d] gives [b, c, a, d].
  expect([0, 1, 2, 3].map((i) => placeAfterMove(i, 0, 2))).toEqual([2, 0, 1, 3]);
  expect([0, 1, 2, 3].map((i) => placeAfterMove(i, 3, 1))).toEqual([0, 2, 3, 1]);
});

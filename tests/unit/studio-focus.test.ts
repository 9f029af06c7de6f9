// Where the keyboard goes after Undo or Redo took its control away: the first place two states of a page differ.
import { describe, expect, it } from 'vitest';
import { firstDifference } from '../../src/studio/app/editor/focus.ts';

const page = {
  blocks: [
    { type: 'hero', title: 'HVAC SEO' },
    { type: 'benefits', items: [{ title: 'Calls' }, { title: 'Jobs' }, { title: 'Reviews' }] },
  ],
};

describe('firstDifference', () => {
  it('is nothing for the same page, or an equal one', () => {
    expect(firstDifference(page, page)).toBeUndefined();
    expect(firstDifference(page, structuredClone(page))).toBeUndefined();
  });

  it('is the text that changed', () => {
    const edited = structuredClone(page);
    edited.blocks[1]!.items![1]!.title = 'Booked jobs';
    expect(firstDifference(page, edited)).toEqual(['blocks', 1, 'items', 1, 'title']);
  });

  it('is, for an item gone from a list, the place of the one that took its place, or the place itself at the end', () => {
    const without = structuredClone(page);
    without.blocks[1]!.items!.splice(1, 1);
    expect(firstDifference(page, without)).toEqual(['blocks', 1, 'items', 1, 'title']);
    const last = structuredClone(page);
    last.blocks[1]!.items!.pop();
    expect(firstDifference(page, last)).toEqual(['blocks', 1, 'items', 2]);
  });

  it('is a field added or taken away, and a value of another kind', () => {
    expect(firstDifference({ a: 1 }, { a: 1, b: 2 })).toEqual(['b']);
    expect(firstDifference({ a: [1] }, { a: { 0: 1 } })).toEqual(['a']);
    expect(firstDifference({ a: null }, { a: {} })).toEqual(['a']);
  });
});

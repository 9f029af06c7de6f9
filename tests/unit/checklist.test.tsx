// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChecklistBlock, groupStarts } from '../../src/blocks/checklist/ChecklistBlock.tsx';
import type { BlockOfType } from '../../src/core/page-data.ts';
import { problemsFor } from './helpers.ts';

afterEach(cleanup);

const items = (n: number) => Array.from({ length: n }, (_, i) => ({ title: `Point ${i + 1}` }));
// The article's group sizes: 10, 8, 6, 5, 3, 4, 3, 4, 2, 2 (47 in all).
const sizes = [10, 8, 6, 5, 3, 4, 3, 4, 2, 2];

describe('checklist numbering', () => {
  it('runs 1 to 47 across the ten groups', () => {
    expect(groupStarts(sizes.map((n) => ({ items: items(n) })))).toEqual([1, 11, 19, 25, 30, 33, 37, 40, 44, 46]);
  });

  it('is rendered by the block, with each group numbered and its point count shown', () => {
    const block = {
      type: 'checklist',
      total: 47,
      groups: sizes.map((n, g) => ({ title: `Group ${g + 1}`, items: items(n) })),
    } as BlockOfType<'checklist'>;
    render(<ChecklistBlock block={block} index={0} />);
    const lists = document.querySelectorAll('ol');
    expect([...lists].map((ol) => ol.getAttribute('start'))).toEqual(['1', '11', '19', '25', '30', '33', '37', '40', '44', '46']);
    expect(screen.getByRole('heading', { name: '1. Group 1' })).toBeTruthy();
    expect(screen.getByText('10 points')).toBeTruthy();
    expect(document.querySelectorAll('li')).toHaveLength(47);
    expect(document.querySelectorAll('li')[46]!.textContent).toContain('47');
  });
});

describe('checklist totals', () => {
  const page = (total: number, counts: number[]) => `{
  "$schema": "../schema/page.schema.json",
  "meta": { "title": "Checklist", "description": "A checklist." },
  "blocks": [
    { "type": "hero", "title": "Checklist" },
    { "type": "checklist", "total": ${total}, "groups": ${JSON.stringify(counts.map((n, g) => ({ title: `G${g}`, items: items(n) })))} }
  ]
}
`;

  it('pass when the groups add up to the stated total', () => {
    expect(problemsFor({ 'list.json': page(47, sizes) })).toEqual([]);
  });

  it('fail, pointing at "total", when they do not', () => {
    const [problem, ...rest] = problemsFor({ 'list.json': page(47, [10, 8, 6, 5, 3, 4, 3, 4, 2, 1]) });
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ line: 6, pointer: '/blocks/1/total' });
    expect(problem!.message).toBe('The checklist promises 47 points but its groups hold 46. Add or remove points, or change "total".');
  });
});

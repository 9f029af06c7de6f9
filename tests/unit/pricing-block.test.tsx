// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PricingBlock } from '../../src/blocks/pricing/PricingBlock.tsx';
import type { BlockOfType } from '../../src/core/page-data.ts';

afterEach(cleanup);

const plan = (name: string, extra: object = {}) => ({
  name,
  price: '$990',
  description: `${name} plan`,
  features: ['Audit', 'Reporting'] as [string, ...string[]],
  action: { label: `Choose ${name}`, href: '/contact' },
  ...extra,
});

const block = {
  type: 'pricing',
  title: 'Pricing',
  plans: [
    plan('Starter'),
    plan('Growth', { featured: true, period: '/month', bestFor: 'Best for growing firms' }),
    plan('Custom', { price: 'Custom' }),
  ],
  note: 'Every plan starts with [a free audit](/contact).',
} as BlockOfType<'pricing'>;

function renderPricing() {
  render(<PricingBlock block={block} index={1} />);
  return screen.getAllByRole('article');
}

describe('pricing block', () => {
  it('shows one card per plan, in order, with its features', () => {
    const cards = renderPricing();
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Starter', 'Growth', 'Custom']);
    expect(
      within(cards[0]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Audit', 'Reporting']);
  });

  it('gives the featured plan the ring and the primary button, the others secondary ones', () => {
    const cards = renderPricing();
    expect(cards.map((card) => card.className.includes('ring-2'))).toEqual([false, true, false]);
    expect(cards.map((card) => within(card).getByRole('link').className.includes('btn-primary'))).toEqual([false, true, false]);
    expect(within(cards[1]!).getByRole('link', { name: 'Choose Growth' }).getAttribute('href')).toBe('/contact');
  });

  it('shows a period and a "best for" line only where a plan has them', () => {
    const cards = renderPricing();
    expect(cards.map((card) => within(card).queryByText('/month') !== null)).toEqual([false, true, false]);
    expect(within(cards[1]!).getByText('Best for growing firms')).toBeTruthy();
    expect(within(cards[0]!).queryByText(/Best for/)).toBeNull();
  });

  it('renders the note under the plans with its link', () => {
    renderPricing();
    expect(screen.getByRole('link', { name: 'a free audit' }).getAttribute('href')).toBe('/contact');
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ResultsTabsBlock } from '../../src/blocks/resultsTabs/ResultsTabsBlock.tsx';
import type { BlockOfType } from '../../src/core/page-data.ts';

afterEach(cleanup);

const tab = (id: string, title: string) => ({
  id,
  title,
  companyName: `${title} Co`,
  increase: '+120%',
  metric: 'organic traffic',
  timeframe: 'in 6 months',
  results: ['More calls'] as [string, ...string[]],
  link: { label: `See the ${title} study`, href: '/case-studies' },
});

const block = {
  type: 'resultsTabs',
  title: 'Results',
  tabs: [tab('law', 'Law'), tab('dental', 'Dental'), tab('hvac', 'HVAC')],
} as BlockOfType<'resultsTabs'>;

function renderTabs() {
  render(<ResultsTabsBlock block={block} index={2} />);
  return screen.getAllByRole('tab');
}

const selected = () => screen.getAllByRole('tab').map((t) => t.getAttribute('aria-selected'));
const visiblePanel = () => screen.getByRole('tabpanel').getAttribute('aria-labelledby');

describe('results tabs block', () => {
  it('starts on the first tab, the only one in the tab order, with its panel shown', () => {
    const tabs = renderTabs();
    expect(selected()).toEqual(['true', 'false', 'false']);
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    expect(visiblePanel()).toBe(tabs[0]!.id);
  });

  it('moves with the arrow keys, wrapping at both ends, and focuses the new tab', () => {
    const tabs = renderTabs();
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(selected()).toEqual(['false', 'true', 'false']);
    expect(document.activeElement).toBe(tabs[1]);
    expect(visiblePanel()).toBe(tabs[1]!.id);
    fireEvent.keyDown(tabs[1]!, { key: 'ArrowLeft' });
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowLeft' });
    expect(selected()).toEqual(['false', 'false', 'true']);
    fireEvent.keyDown(tabs[2]!, { key: 'ArrowRight' });
    expect(selected()).toEqual(['true', 'false', 'false']);
  });

  it('jumps with Home and End, and ignores other keys', () => {
    const tabs = renderTabs();
    fireEvent.keyDown(tabs[0]!, { key: 'End' });
    expect(selected()).toEqual(['false', 'false', 'true']);
    fireEvent.keyDown(tabs[2]!, { key: 'Home' });
    expect(selected()).toEqual(['true', 'false', 'false']);
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowDown' });
    expect(selected()).toEqual(['true', 'false', 'false']);
  });

  it('selects a tab on click', () => {
    const tabs = renderTabs();
    fireEvent.click(tabs[1]!);
    expect(selected()).toEqual(['false', 'true', 'false']);
    expect(screen.getByRole('link', { name: 'See the Dental study' })).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CountdownBlock } from '../../src/blocks/countdown/CountdownBlock.tsx';
import type { BlockOfType } from '../../src/core/page-data.ts';
import countdownSchema from '../../schema/blocks/countdown.schema.json';

// The unit names come from the schema's default, as validation fills them in for a page that gives none.
const countdown = (daysAhead: number, hour: number, units = countdownSchema.properties.units.default) =>
  ({
    type: 'countdown',
    label: 'Next live session starts in',
    daysAhead,
    hour,
    endedLabel: 'We are live',
    units,
  }) as BlockOfType<'countdown'>;

const shown = () =>
  Object.fromEntries([...document.querySelectorAll('[data-unit]')].map((dd) => [dd.getAttribute('data-unit'), dd.textContent]));

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2026, 5, 1, 10, 30, 20));
});
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('countdown block', () => {
  it('prerenders a placeholder, since the target depends on when the visitor arrives', () => {
    document.body.innerHTML = renderToString(<CountdownBlock block={countdown(7, 14)} index={0} />);
    expect(document.querySelector('section')!.getAttribute('data-countdown')).toBe('pending');
    expect(shown()).toEqual({ days: '--', hours: '--', minutes: '--', seconds: '--' });
  });

  it('starts after hydration and ticks once a second', () => {
    render(<CountdownBlock block={countdown(7, 14)} index={0} />);
    expect(document.querySelector('section')!.getAttribute('data-countdown')).toBe('running');
    expect(shown()).toEqual({ days: '07', hours: '03', minutes: '29', seconds: '40' });
    act(() => vi.advanceTimersByTime(1000));
    expect(shown().seconds).toBe('39');
    act(() => vi.advanceTimersByTime(40_000));
    expect(shown()).toEqual({ days: '07', hours: '03', minutes: '28', seconds: '59' });
  });

  it('shows the ended label once the start has passed, and stops', () => {
    render(<CountdownBlock block={countdown(0, 10)} index={0} />);
    expect(screen.getByRole('status').textContent).toBe('We are live');
    expect(document.querySelector('section')!.getAttribute('data-countdown')).toBe('ended');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reaches the ended label by ticking down to the start', () => {
    render(<CountdownBlock block={countdown(0, 11)} index={0} />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(29 * 60_000 + 40_000));
    expect(screen.getByRole('status').textContent).toBe('We are live');
  });

  it('names the units in the words the block gives', () => {
    render(<CountdownBlock block={countdown(7, 14, { days: 'Jours', hours: 'Heures', minutes: 'Min', seconds: 'Sec' })} index={0} />);
    expect([...document.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Jours', 'Heures', 'Min', 'Sec']);
  });
});

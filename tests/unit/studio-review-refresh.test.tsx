// The pages' states asked again while the studio is in sight, in both studios (the shell is theirs both):
// every minute while its tab is shown, so a reviewer's word shows without a reload; never while the tab is
// hidden; at once when it is shown again; and never two asks at a time. A fake clock stands in for the minutes.
// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageFileList, ReviewNews, ReviewState, StudioBackend } from '../../src/studio/backend.ts';
import { BackendContext } from '../../src/studio/app/shell/backend-context.tsx';
import { Studio } from '../../src/studio/app/shell/Studio.tsx';
import { bundledPageSchema } from '../../src/studio/build/bundled-schema.ts';

const schema = bundledPageSchema();
const minute = 60_000;
const inReview: ReviewState = { state: 'in-review', branch: 'content/contact', reviewUrl: 'https://github.com/o/r/pull/1' };
const listWith = (review: ReviewState): PageFileList => ({
  pages: [{ file: 'contact.json', path: '/contact', title: 'Contact us', group: 'Company', problems: 0, hash: 'abc', text: '{}', review }],
  groups: ['Company'],
});

let hidden = false;
/** The tab hidden or shown, as the browser says it. */
const setHidden = (value: boolean) =>
  act(() => {
    hidden = value;
    document.dispatchEvent(new Event('visibilitychange'));
  });
/** Time passes on the fake clock, and what it set off is answered. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  hidden = false;
});

function studioWith(pages: StudioBackend['pages'], reviews?: StudioBackend['reviews']) {
  const backend = { pages, ...(reviews ? { reviews } : {}), schema: async () => schema, photoUrl: (src: string) => src };
  render(
    <BackendContext value={backend as unknown as StudioBackend}>
      <Studio />
    </BackendContext>,
  );
}

describe('the pages’ states while the studio is in sight', () => {
  it('are asked again every minute, the host’s word too, and the badge follows: In review, then Approved', async () => {
    const pages = vi.fn(async () => listWith(inReview));
    const reviews = vi
      .fn<() => Promise<ReviewNews>>()
      .mockResolvedValueOnce({ states: {} })
      .mockResolvedValue({ states: { 'contact.json': { from: 'in-review', review: { ...inReview, verdict: 'approved' } } } });
    studioWith(pages, reviews);
    await pass(0);
    expect(screen.getByText('In review')).toBeTruthy();
    expect(pages).toHaveBeenCalledTimes(1);
    await pass(minute - 1);
    expect(pages).toHaveBeenCalledTimes(1);
    await pass(1);
    expect(pages).toHaveBeenCalledTimes(2);
    expect(reviews).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Approved')).toBeTruthy();
    await pass(minute);
    expect(pages).toHaveBeenCalledTimes(3);
  });

  it('are not asked while the tab is hidden, and are asked at once when it is shown again', async () => {
    const pages = vi.fn(async () => listWith(inReview));
    studioWith(pages);
    await pass(0);
    setHidden(true);
    await pass(10 * minute);
    expect(pages).toHaveBeenCalledTimes(1);
    setHidden(false);
    await pass(0);
    expect(pages).toHaveBeenCalledTimes(2);
    // The next minute counts from then.
    await pass(minute - 1);
    expect(pages).toHaveBeenCalledTimes(2);
    await pass(1);
    expect(pages).toHaveBeenCalledTimes(3);
  });

  it('are asked one at a time: while an ask is unanswered no other starts, and the next comes a minute after its answer', async () => {
    let answer: (list: PageFileList) => void = () => {};
    const pages = vi
      .fn<StudioBackend['pages']>()
      .mockResolvedValueOnce(listWith(inReview))
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
      .mockResolvedValue(listWith({ state: 'published' }));
    studioWith(pages);
    await pass(minute);
    expect(pages).toHaveBeenCalledTimes(2);
    // Shown again meanwhile: still the one ask.
    setHidden(true);
    setHidden(false);
    await pass(5 * minute);
    expect(pages).toHaveBeenCalledTimes(2);
    await act(async () => answer(listWith({ state: 'changed' })));
    expect(screen.getByText('Changed')).toBeTruthy();
    await pass(minute - 1);
    expect(pages).toHaveBeenCalledTimes(2);
    await pass(1);
    expect(pages).toHaveBeenCalledTimes(3);
    expect(screen.getByText('Live')).toBeTruthy();
  });

  it('a timed ask that fails changes nothing shown: the list stands, with no alert', async () => {
    const pages = vi
      .fn<StudioBackend['pages']>()
      .mockResolvedValueOnce(listWith(inReview))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(listWith(inReview));
    studioWith(pages);
    await pass(minute);
    expect(pages).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('In review')).toBeTruthy();
    await pass(minute);
    expect(pages).toHaveBeenCalledTimes(3);
  });
});

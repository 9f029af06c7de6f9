// A page just opened is checked at once, while its form is drawn (its preview waits for that check); an
// edit is checked after a pause in typing, so a check is not asked for at every key.
// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Check, StudioBackend } from '../../src/studio/backend.ts';
import { BackendContext } from '../../src/studio/app/shell/backend-context.tsx';
import { pageText, useLiveCheck, type PageValue } from '../../src/studio/app/editor/page-state.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const page: PageValue = { meta: { title: 'HVAC SEO' }, blocks: [{ type: 'hero', title: 'Busy trucks' }] };
const answer: Check = { problems: [] } as unknown as Check;

function Checked({ data, seen }: { data: PageValue; seen: (checking: boolean) => void }) {
  const live = useLiveCheck('industries/hvac-seo.json', data, 'abc', false);
  seen(live.checking);
  return null;
}

function setUp() {
  vi.useFakeTimers();
  const check = vi.fn<StudioBackend['check']>().mockResolvedValue(answer);
  const backend = { check } as unknown as StudioBackend;
  const states: boolean[] = [];
  const view = (data: PageValue) => (
    <BackendContext value={backend}>
      <Checked data={data} seen={(checking) => states.push(checking)} />
    </BackendContext>
  );
  return { check, states, view };
}

describe('the live check', () => {
  it('asks for the check of a page just opened as it is drawn, with no pause, and shows its answer', async () => {
    const { check, states, view } = setUp();
    render(view(page));
    expect(check).toHaveBeenCalledTimes(1);
    expect(check).toHaveBeenCalledWith('industries/hvac-seo.json', pageText(page));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(states.at(-1)).toBe(false);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('checks an edit after a pause in typing, once', async () => {
    const { check, states, view } = setUp();
    const { rerender } = render(view(page));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    const edited = { ...page, meta: { title: 'HVAC SEO for busy contractors' } };
    rerender(view(edited));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(check).toHaveBeenCalledTimes(1);
    expect(states.at(-1)).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(check).toHaveBeenCalledTimes(2);
    expect(check).toHaveBeenLastCalledWith('industries/hvac-seo.json', pageText(edited));
    expect(states.at(-1)).toBe(false);
  });
});

// One press of Save sends one save, over the version last opened or saved. Save waits until the form and the
// check have caught up, then saves from a timer; a render React committed before that timer ran can set a
// second timer with the state from before the save, and call the save again with the page's fingerprint from
// before the first. The studio then answered the editor's own first save as a change made elsewhere ("This
// page was changed elsewhere since you opened it") while the page was in fact saved (seen in the browser
// tests under load, one run in ten). The save itself now runs once at a time and always builds on the last
// save's fingerprint, whichever render's closure calls it.
// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SaveResult, StudioBackend } from '../../src/studio/backend.ts';
import { BackendContext } from '../../src/studio/app/shell/backend-context.tsx';
import { useSave, type PageValue } from '../../src/studio/app/editor/page-state.ts';
import { SaveControls } from '../../src/studio/app/editor/SaveControls.tsx';

afterEach(cleanup);

const file = 'industries/hvac-seo.json';
const page: PageValue = { meta: { title: 'HVAC SEO' }, blocks: [{ type: 'hero', title: 'Busy trucks' }] };
const edited: PageValue = { ...page, blocks: [{ type: 'hero', title: 'Booked all year' }] };

/** The studio's save as its backends answer it: refused as a conflict unless it builds on the file as it is. */
function studioBackend() {
  let onDisk = 'opened';
  let saved = 0;
  const save = vi.fn(async (_file: string, _data: unknown, base: string | null): Promise<SaveResult> => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (base !== onDisk) return { conflict: { hash: onDisk, error: 'This page was changed since you opened it.' } };
    onDisk = `saved-${++saved}`;
    return { saved: { hash: onDisk, linkNeeded: false } };
  });
  return { backend: { save } as unknown as StudioBackend, save };
}

function savingHook(backend: StudioBackend) {
  const wrapper = ({ children }: { children: ReactNode }) => <BackendContext value={backend}>{children}</BackendContext>;
  return renderHook(
    () =>
      useSave(
        file,
        'opened',
        page,
        () => {},
        () => {},
      ),
    { wrapper },
  );
}

describe('saving a page', () => {
  it('sends one save when an earlier render’s closure asks for the same save while it is under way', async () => {
    const { backend, save } = studioBackend();
    const { result } = savingHook(backend);
    // The closure a timer of an earlier render holds: the same save, with the state from before it.
    const fromEarlierRender = result.current.save;
    await act(async () => {
      await Promise.all([result.current.save(edited), fromEarlierRender(edited)]);
    });
    expect(save).toHaveBeenCalledTimes(1);
    expect(result.current.conflict).toBeNull();
    expect(result.current.base).toBe('saved-1');
  });

  it('builds the next save on the last one, even from a closure made before it', async () => {
    const { backend, save } = studioBackend();
    const { result } = savingHook(backend);
    const fromEarlierRender = result.current.save;
    await act(() => result.current.save(edited));
    await act(() => fromEarlierRender({ ...edited, meta: { title: 'HVAC SEO, booked' } }));
    expect(save.mock.calls.map(([, , base]) => base)).toEqual(['opened', 'saved-1']);
    expect(result.current.conflict).toBeNull();
    expect(result.current.base).toBe('saved-2');
  });
});

describe('Save', () => {
  it('saves at each press', async () => {
    const save = vi.fn();
    render(<SaveControls dirty checking={false} blocking={0} handingOver={false} saving={false} save={save} refuse={() => {}} />);
    for (const _ of [1, 2]) {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    }
    expect(save).toHaveBeenCalledTimes(2);
  });
});

// @vitest-environment jsdom
// The open page's state agrees with what the editor just did, at once: a save makes it Changed and a send
// that went makes it In review before the page list is read again (which can take seconds), and the list's
// next word replaces the expectation. The Publish time dialog is titled and worded for what it does, says
// why where no time can be set (nothing to press but Close), and shows no error before anything is typed.
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PublishPreview, ReviewState, StudioBackend } from '../../src/studio/backend.ts';
import { BackendContext } from '../../src/studio/app/shell/backend-context.tsx';
import { reviewAfter, useReviewAfter } from '../../src/studio/app/review/review-after.ts';
import { PublishDialog } from '../../src/studio/app/review/Publish.tsx';
import { EditorBar } from '../../src/studio/app/editor/EditorBar.tsx';

afterEach(cleanup);
beforeAll(() => {
  // The bar's compact layout watches its width; jsdom has no layout to watch.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  // jsdom draws a dialog but does not open it as a modal one.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

const live: ReviewState = { state: 'published' };
const inReview: ReviewState = { state: 'in-review', branch: 'content/about' };

describe('the state an action leaves the page in', () => {
  it('a save: Changed, whatever it was (Live, In review, a page not saved before)', () => {
    for (const was of [live, inReview, undefined]) expect(reviewAfter(was, { saved: true })).toEqual({ state: 'changed' });
  });

  it('a send that went: In review, with its link; a refused one or a publish time changed: as it was', () => {
    expect(
      reviewAfter({ state: 'changed' }, { sent: { ok: true, message: '', branch: 'content/about', reviewUrl: 'https://x/1' } }),
    ).toEqual({
      state: 'in-review',
      branch: 'content/about',
      reviewUrl: 'https://x/1',
    });
    expect(reviewAfter({ state: 'changed' }, { sent: { ok: false, message: 'No' } })).toEqual({ state: 'changed' });
    expect(reviewAfter(inReview, { sent: { ok: true, message: 'It will be published …' } })).toBe(inReview);
  });

  it('is shown until the list gives the page’s state again, whatever it says', () => {
    const { result, rerender } = renderHook(({ review }) => useReviewAfter(review), {
      initialProps: { review: live as ReviewState | undefined },
    });
    expect(result.current.review).toBe(live);
    act(() => result.current.saved());
    expect(result.current.review).toEqual({ state: 'changed' });
    // The same list (not read again yet): still Changed.
    rerender({ review: live });
    expect(result.current.review).toEqual({ state: 'changed' });
    act(() => result.current.sent({ ok: true, message: 'Sent', branch: 'content/about' }));
    expect(result.current.review).toMatchObject({ state: 'in-review', branch: 'content/about' });
    // The list's next answer stands.
    const listed: ReviewState = { state: 'in-review', branch: 'content/about', reviewUrl: 'https://x/2' };
    rerender({ review: listed });
    expect(result.current.review).toBe(listed);
  });

  it('the header agrees with the notice after the first save: badge Changed, Send for review offered', () => {
    const bar = (review: ReviewState | undefined) => (
      <EditorBar
        toolbar={null}
        pageName="About"
        route="/about"
        review={review}
        dirty={false}
        undo={() => {}}
        redo={() => {}}
        canUndo={false}
        canRedo={false}
        width={1280}
        setWidth={() => {}}
        onPublish={() => {}}
        save={
          {
            dirty: false,
            checking: false,
            blocking: false,
            toWrite: 0,
            handingOver: false,
            saving: false,
            save: () => {},
            refuse: () => {},
          } as never
        }
        view="form"
        setView={() => {}}
      />
    );
    function Page({ review }: { review: ReviewState }) {
      const after = useReviewAfter(review);
      return (
        <>
          <button type="button" onClick={after.saved}>
            Saved
          </button>
          {bar(after.review)}
        </>
      );
    }
    render(<Page review={live} />);
    expect(screen.getByText('Live')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Saved' }));
    expect(screen.queryByText('Live')).toBeNull();
    expect(screen.getByText('Changed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send for review…' }).getAttribute('aria-disabled')).toBe('false');
    expect(screen.queryByText('Nothing new to send.')).toBeNull();
  });
});

function dialogWith(preview: PublishPreview, purpose: 'send' | 'time') {
  const backend = { publishPreview: async () => preview } as unknown as StudioBackend;
  return render(
    <BackendContext value={backend}>
      <PublishDialog file="about.json" purpose={purpose} onClose={() => {}} onDone={() => {}} />
    </BackendContext>,
  );
}

describe('the Publish time dialog', () => {
  it('is titled and worded for the time, not as a send', async () => {
    dialogWith({ route: '/about', summary: [], inReview: true }, 'time');
    const dialog = await screen.findByRole('dialog', { name: 'Publish time' });
    expect(await screen.findByText('The page /about is in review. Choose when it goes live once it is accepted.')).toBeTruthy();
    expect(dialog.textContent).not.toMatch(/Send for review|will be sent|No change since it was last sent/);
    expect(screen.getByRole('button', { name: 'Save the publish time' })).toBeTruthy();
  });

  it('shows no error before a day is typed: it asks for one, and waits for it', async () => {
    dialogWith({ route: '/about', summary: ['Hero › Headline changed'], inReview: false }, 'send');
    fireEvent.click(await screen.findByRole('radio', { name: 'Publish on a date and time' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(/^Choose the day it goes live\. Times are in your time zone/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Send for review' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Publish date'), { target: { value: '2000-01-03' } });
    expect(screen.getByRole('alert').textContent).toBe('Choose a time still to come.');
  });

  it('where no time can be set here, says why with nothing to press but Close', async () => {
    const why = 'Publishing at a time needs the site on GitHub, and this copy of the site is not connected to it.';
    dialogWith({ route: '/about', summary: [], inReview: true, noSchedule: why }, 'time');
    await screen.findByText(why);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Close']);
    expect(screen.getByRole('dialog', { name: 'Publish time' })).toBeTruthy();
  });
});

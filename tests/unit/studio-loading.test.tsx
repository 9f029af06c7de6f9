// The studio's start screen when its pages cannot be loaded (GitHub down, not found, rate-limited; the
// local studio's server gone): it says what happened and what to do, in the backend's plain words, as an
// alert; Try again asks the backend again, and the list appears once it answers. No failure is left
// unhandled (vitest fails a run on an unhandled rejection).
// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageFileList, StudioBackend } from '../../src/studio/backend.ts';
import { BackendContext } from '../../src/studio/app/shell/backend-context.tsx';
import { Studio } from '../../src/studio/app/shell/Studio.tsx';
import { bundledPageSchema } from '../../src/studio/build/bundled-schema.ts';
import { errorFor, GitHubError } from '../../src/studio/github/errors.ts';
import { localBackend } from '../../src/studio/local/client.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const schema = bundledPageSchema();
const list: PageFileList = {
  pages: [
    {
      file: 'contact.json',
      path: '/contact',
      title: 'Contact us',
      group: 'Company',
      problems: 0,
      hash: 'abc',
      text: '{}',
      review: { state: 'changed' },
    },
  ],
  groups: ['Company'],
};

/** A backend whose pages() fails once with `error`, then answers the list. */
function failingOnce(error: unknown) {
  const pages = vi.fn<StudioBackend['pages']>().mockRejectedValueOnce(error).mockResolvedValue(list);
  const backend = {
    pages,
    schema: async () => schema,
    photoUrl: (src: string) => src,
  } as unknown as StudioBackend;
  render(
    <BackendContext value={backend}>
      <Studio />
    </BackendContext>,
  );
  return pages;
}

/** The rate limit's reset, a quarter of an hour from now, and the time it is in this computer's clock. */
const reset = new Date(Math.ceil((Date.now() + 15 * 60_000) / 60_000) * 60_000);
const clock = `${String(reset.getHours()).padStart(2, '0')}:${String(reset.getMinutes()).padStart(2, '0')}`;

const failures: [string, GitHubError, RegExp][] = [
  [
    'GitHub has a problem on its side (500)',
    errorFor(500, 'GET', new Headers(), 'Server Error'),
    /GitHub had a problem on its side\. Try again in a minute/,
  ],
  ['GitHub does not find the tree (404)', errorFor(404, 'GET', new Headers(), 'Not Found'), /GitHub did not find/],
  [
    'GitHub rate-limits the account (403)',
    errorFor(
      403,
      'GET',
      new Headers({ 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset.getTime() / 1000) }),
      'API rate limit exceeded for user ID 1.',
    ),
    new RegExp(`GitHub allows more requests at ${clock}`),
  ],
];

describe('the start screen when the pages cannot be loaded', () => {
  it.each(failures)('%s: says so in plain words with Try again, which shows the list once GitHub answers', async (_name, error, words) => {
    const pages = failingOnce(error);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(error.message);
    expect(alert.textContent).toMatch(words);
    expect(alert.textContent).toMatch(/Your saved edits stay in this browser/);
    expect(screen.queryByText('Loading the pages…')).toBeNull();
    // Focus goes to what the editor can do about it.
    const again = screen.getByRole('button', { name: 'Try again' });
    await waitFor(() => expect(document.activeElement).toBe(again));

    fireEvent.click(again);
    await screen.findByRole('link', { name: /Contact us/ });
    expect(pages).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
    // The saved edit is listed as it was.
    expect(screen.getByText('Changed')).toBeTruthy();
    // Focus stays on the screen: on the search, the first thing to use on the list.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('searchbox')));
  });

  it('the local studio’s server not answering: the same screen, in words of its own', async () => {
    const pages = failingOnce(new TypeError('Failed to fetch'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/The pages could not be loaded/);
    expect(alert.textContent).not.toMatch(/Failed to fetch|TypeError/);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('link', { name: /Contact us/ });
    expect(pages).toHaveBeenCalledTimes(2);
  });

  it('the local studio: its server gone, then in trouble (500), then back: each said in plain words, then the list', async () => {
    const serverWords = 'The studio ran into an unexpected problem; nothing was changed. Try again, and tell a developer if it repeats.';
    const answers: (() => Response)[] = [
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => Response.json({ error: serverWords }, { status: 500 }),
      () => Response.json(list),
    ];
    const fetch = vi.fn(async (url: string) => (url.endsWith('/schema') ? Response.json(schema) : answers.shift()!()));
    vi.stubGlobal('fetch', fetch);
    render(
      <BackendContext value={localBackend}>
        <Studio />
      </BackendContext>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/The studio on this computer is not answering\. Check that npm run studio is still running/);
    const again = screen.getByRole('button', { name: 'Try again' });
    await waitFor(() => expect(document.activeElement).toBe(again));

    fireEvent.click(again);
    // A second failure is a new message, read out again; focus stays on Try again.
    await waitFor(() => expect(alert.textContent).toContain(serverWords));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBe(again));
    expect(document.activeElement).toBe(again);

    fireEvent.click(again);
    await screen.findByRole('link', { name: /Contact us/ });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetch.mock.calls.filter(([url]) => url.endsWith('/pages'))).toHaveLength(3);
  });
});

// The other reviews changing a page, in the engine, over reviews held in memory: both studios run this code
// (the web's over GitHub's pull requests, github-backend.test.ts; the local one's where its remote is on
// GitHub, local-reviews.test.ts).
import { describe, expect, it } from 'vitest';
import { changedElsewhereIn } from '../../src/studio/engine/elsewhere.ts';
import type { OpenReview, ReviewPort } from '../../src/studio/engine/port.ts';

const review = (number: number, branch: string, more: Partial<OpenReview> = {}): OpenReview => ({
  number,
  title: `Review ${number}`,
  url: `https://github.com/rankharbor/website/pull/${number}`,
  branch,
  ...more,
});

function reviewsOf(open: OpenReview[], changes: Record<number, Record<string, { removes: boolean; text?: string } | 'fails'>>): ReviewPort {
  return {
    openReviews: async () => open,
    changeIn: async ({ number }, name) => {
      const change = changes[number]?.[name];
      if (change === 'fails') throw new Error('GitHub did not answer');
      return change;
    },
  };
}

describe('other reviews of a page, in the engine', () => {
  it('lists the others that change the page, with their text, never the page’s own review; a fork of the same branch name is another', async () => {
    const port = reviewsOf(
      [
        review(1, 'content/about', { by: 'maya' }),
        review(2, 'sam-about', { by: 'sam' }),
        review(3, 'content/about', { by: 'lee', fork: true }),
        review(4, 'jo-contact', { by: 'jo' }),
        review(5, 'gone'),
      ],
      {
        1: { 'pages/about.json': { removes: false, text: 'mine' } },
        2: { 'pages/about.json': { removes: false, text: 'sam’s' } },
        3: { 'pages/about.json': { removes: false, text: 'lee’s' } },
        4: { 'pages/contact.json': { removes: false, text: 'jo’s' } },
        5: { 'pages/about.json': { removes: true, text: 'ignored' } },
      },
    );
    expect(await changedElsewhereIn(port, 'pages/about.json', 'content/about')).toEqual([
      { by: 'sam', number: 2, title: 'Review 2', url: review(2, '').url, removes: false, text: 'sam’s' },
      { by: 'lee', number: 3, title: 'Review 3', url: review(3, '').url, removes: false, text: 'lee’s' },
      { by: 'Another editor', number: 5, title: 'Review 5', url: review(5, '').url, removes: true },
    ]);
  });

  it('says nothing when the reviews cannot be read, and leaves out one whose files cannot be', async () => {
    const failing: ReviewPort = { openReviews: () => Promise.reject(new Error('offline')), changeIn: async () => undefined };
    expect(await changedElsewhereIn(failing, 'pages/about.json', 'content/about')).toEqual([]);
    const port = reviewsOf([review(1, 'a', { by: 'sam' }), review(2, 'b', { by: 'jo' })], {
      1: { 'pages/about.json': 'fails' },
      2: { 'pages/about.json': { removes: false } },
    });
    expect(await changedElsewhereIn(port, 'pages/about.json', 'content/about')).toEqual([
      { by: 'jo', number: 2, title: 'Review 2', url: review(2, '').url, removes: false },
    ]);
  });
});

// The other reviews changing a page, and the time a page in review goes live, in the engine, over reviews held in memory: both studios run this code
// (the web's over GitHub's pull requests, github-backend.test.ts; the local one's where its remote is on
// GitHub, local-reviews.test.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changedElsewhereIn } from '../../src/studio/engine/elsewhere.ts';
import { scheduleReview } from '../../src/studio/engine/schedule.ts';
import type { OpenReview } from '../../src/studio/engine/port.ts';
import { MemoryReviews } from '../stand-ins/memory-repository.ts';

const review = (number: number, branch: string, more: Partial<OpenReview> = {}): OpenReview => ({
  number,
  title: `Review ${number}`,
  url: `https://github.com/rankharbor/website/pull/${number}`,
  branch,
  ...more,
});

const reviewsOf = (open: OpenReview[], changes: ConstructorParameters<typeof MemoryReviews>[1]) => new MemoryReviews(open, changes);

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
    const failing = new MemoryReviews([]);
    failing.openReviews = () => Promise.reject(new Error('offline'));
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

describe('the publish time of a page in review, in the engine', () => {
  // The times below are to come, and within five years, as of this day.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());
  const inReview = () => new MemoryReviews([review(7, 'content/careers', { body: '- Hero › Headline changed' })]);
  const monday = { at: '2027-07-05T08:00:00.000Z', timeZone: 'Europe/London' };

  it('writes the time on the page’s own review, changes it, and takes it away', async () => {
    const reviews = inReview();
    expect(await scheduleReview(reviews, 'content/careers', monday)).toEqual({
      ok: true,
      reviewUrl: review(7, '').url,
      message: 'It will be published on Monday 5 July, 09:00 (Europe/London), if its checks pass. Its review:',
    });
    expect(reviews.open[0]!.body).toBe(
      'Publish on: 2027-07-05T08:00:00Z (Monday 5 July, 09:00 Europe/London)\n\n- Hero › Headline changed',
    );
    await scheduleReview(reviews, 'content/careers', { ...monday, at: '2027-07-05T09:30:00.000Z' });
    expect(reviews.open[0]!.body).toMatch(/^Publish on: 2027-07-05T09:30:00Z \(Monday 5 July, 10:30 Europe\/London\)\n/);
    const none = await scheduleReview(reviews, 'content/careers', { at: null, timeZone: 'Europe/London' });
    expect(none.message).toBe('No publish time: the page goes live once a developer accepts the review. Its review:');
    expect(reviews.open[0]!.body).toBe('- Hero › Headline changed');
    // The same time again changes nothing on the review.
    await scheduleReview(reviews, 'content/careers', { at: null, timeZone: 'Europe/London' });
    expect(reviews.described).toHaveLength(3);
  });

  it('refuses a time that is past or not the studio’s, and a page whose review is gone, writing nothing', async () => {
    const reviews = inReview();
    expect((await scheduleReview(reviews, 'content/careers', { at: '2020-01-01T00:00:00.000Z', timeZone: 'UTC' })).ok).toBe(false);
    expect((await scheduleReview(reviews, 'content/careers', { at: 'next Monday', timeZone: 'UTC' })).ok).toBe(false);
    expect(await scheduleReview(reviews, 'content/about', monday)).toEqual({
      ok: false,
      message: 'This page is not in review any more: it was published or its review was closed. Send it for review again to choose a time.',
    });
    expect(reviews.described).toEqual([]);
  });
});

// The engine's publishPreview and publish (src/studio/engine/publish.ts), once, against a send for review in
// memory (tests/stand-ins/memory-repository.ts: memorySender): the summary (what changed, a rename's move
// and its links, the photos added, replaced and left behind), the refusals (a time that is not one, the
// adapter's own guards such as another editor's version in review, the checks), nothing new, a commit kept
// on this computer, the answer's words and the publish time (in the commit's message, or on the review
// after the send). Each adapter is tested against its own contract: git in studio-server.test.ts and
// studio-photo.test.ts, the GitHub stand-in in github-backend.test.ts and github-publish.test.ts.
import { describe, expect, it } from 'vitest';
import type { Problem } from '../../src/studio/backend.ts';
import { bundledPageSchema } from '../../src/studio/build/bundled-schema.ts';
import { publish, publishPreview } from '../../src/studio/engine/publish.ts';
import type { PageToSend } from '../../src/studio/engine/port.ts';
import { MemoryReviews, memorySender } from '../stand-ins/memory-repository.ts';

const schema = bundledPageSchema();
const about = (title: string, photo = 'about/team.jpg') =>
  `${JSON.stringify({ path: '/about', meta: { title: 'About' }, blocks: [{ type: 'hero', title, image: { src: photo, alt: 'The team' } }] }, null, 2)}\n`;
const edited: PageToSend = {
  saved: about('New'),
  sent: about('Old'),
  published: about('Old'),
  inReview: false,
  route: '/about',
  sentRoute: '/about',
};
const problem = (message: string): Problem => ({ file: 'pages/about.json', line: 1, col: 1, pointer: '/meta/title', message });
const later = new Date(Date.now() + 7 * 24 * 3_600_000);
later.setUTCHours(8, 0, 0, 0);
const when = { at: later.toISOString(), timeZone: 'Europe/London' };

describe('what a send would hold (publishPreview)', () => {
  it('says what changed since it was last sent, with its address, review and time as the sender reads them', async () => {
    const { sender, asked } = memorySender({ ...edited, inReview: true, scheduled: when.at }, { schema });
    expect(await publishPreview(sender, 'about.json')).toEqual({
      route: '/about',
      summary: ['Hero › Headline changed'],
      inReview: true,
      scheduled: when.at,
    });
    // No photo was dropped: the other pages are not read.
    expect(asked).not.toContain('otherPages');
    const unchanged = memorySender({ ...edited, saved: edited.sent, noSchedule: 'Not here.' }, { schema }).sender;
    expect(await publishPreview(unchanged, 'about.json')).toEqual({
      route: '/about',
      summary: [],
      inReview: false,
      noSchedule: 'Not here.',
    });
  });

  it('names the photos that go with it, and those it leaves behind that the repository has and no other page shows', async () => {
    const page = { ...edited, saved: about('Old', 'about/office.jpg') };
    const along = [
      { name: 'about/office.jpg', path: 'photos/about/office.jpg', content: new Uint8Array([1]), change: 'added' as const },
      { name: 'about/map.jpg', path: 'photos/about/map.jpg', content: new Uint8Array([2]), change: 'replaced' as const },
      { name: 'about/logo.jpg', path: 'photos/about/logo.jpg', content: new Uint8Array([3]) },
    ];
    const { sender, asked } = memorySender(page, { schema, along });
    expect((await publishPreview(sender, 'about.json')).summary).toEqual([
      'Hero › Picture changed',
      'Photo added: about/office.jpg',
      'Photo replaced: about/map.jpg',
      'Photo removed: about/team.jpg (no page shows it now)',
    ]);
    expect(asked).toContain('otherPages');
    // Another page still shows it: it stays, and the summary says why. The repository does not have it: there is nothing to delete.
    const shown = memorySender(page, {
      schema,
      others: [{ file: 'team.json', route: '/team', published: about('Team', 'about/team.jpg') }],
    });
    expect((await publishPreview(shown.sender, 'about.json')).summary).toEqual([
      'Hero › Picture changed',
      'Photo kept: about/team.jpg (Team (/team) still shows it on the live site)',
    ]);
    const notHeld = memorySender(page, { schema, held: [] }).sender;
    expect((await publishPreview(notHeld, 'about.json')).summary).toEqual(['Hero › Picture changed']);
    // Sent, the photos go in the commit and the one left behind is deleted with it.
    const sending = memorySender(page, { schema, along });
    await publish(sending.sender, 'about.json');
    expect(sending.requests[0]).toMatchObject({
      files: [...along.map(({ path, content }) => ({ path, content })), { path: 'photos/about/team.jpg', content: null }],
    });
  });

  it('keeps a photo of another page’s folder that a page in review shows, though that page’s live and saved versions do not, and says so', async () => {
    // Page B showed its own photo, b/x.webp, and no longer does. Page A's review shows that same file.
    const b = (photo: string) =>
      `${JSON.stringify({ path: '/b', meta: { title: 'B' }, blocks: [{ type: 'hero', title: 'B', image: { src: photo, alt: 'A van' } }] })}\n`;
    const a = (photo?: string) =>
      `${JSON.stringify({ path: '/a', meta: { title: 'A' }, blocks: [{ type: 'hero', title: 'A', ...(photo ? { image: { src: photo, alt: 'A van' } } : {}) }] })}\n`;
    const page: PageToSend = {
      saved: b('b/y.webp'),
      sent: b('b/x.webp'),
      published: b('b/x.webp'),
      inReview: false,
      route: '/b',
      sentRoute: '/b',
    };
    const others = [{ file: 'a.json', route: '/a', published: a(), inReview: [a('b/x.webp')], saved: a() }];
    const { sender, requests } = memorySender(page, { schema, others });
    const kept = 'Photo kept: b/x.webp (A (/a) still shows it in review)';
    expect((await publishPreview(sender, 'b.json')).summary).toEqual(['Hero › Picture changed', kept]);
    await publish(sender, 'b.json');
    // Sent: the file is not deleted, and the review's message says why it stays.
    expect(requests[0]!.files).toEqual([]);
    expect(requests[0]!.words.body).toContain(`- ${kept}`);
    // Once no version of A shows it, it goes with B's edit.
    const free = memorySender(page, { schema, others: [{ ...others[0]!, inReview: [a()] }] });
    expect((await publishPreview(free.sender, 'b.json')).summary).toEqual([
      'Hero › Picture changed',
      'Photo removed: b/x.webp (no page shows it now)',
    ]);
    // Several pages: the first named, the others counted.
    const many = memorySender(page, {
      schema,
      others: [...others, { file: 'c.json', route: '/c', saved: a('b/x.webp') }, { file: 'd.json', route: '/d', published: a('b/x.webp') }],
    });
    expect((await publishPreview(many.sender, 'b.json')).summary).toContain(
      'Photo kept: b/x.webp (A (/a) still shows it in review, and 2 other pages show it too)',
    );
  });

  it('says a move when this send makes it, with the links that go along and those that wait', async () => {
    const moved = { ...edited, saved: about('Old').replace('"/about"', '"/about-us"'), route: '/about-us' };
    const companions = {
      from: '/about',
      to: '/about-us',
      files: [{ path: 'pages/_redirects/about.json', content: '{}' }],
      relinked: 1,
      waiting: ['Careers (/careers), which has other changes not sent yet; it goes when that page is sent'],
    };
    const { sender, requests } = memorySender(moved, { schema, companions });
    expect((await publishPreview(sender, 'about.json')).summary).toEqual([
      'Address changed: /about → /about-us (old address redirects)',
      'Links updated to the new address on 1 other page',
      'Not sent with it: the updated link on Careers (/careers), which has other changes not sent yet; it goes when that page is sent',
    ]);
    // Sent again at the same new address: not said again, its files go along unchanged.
    const again = memorySender({ ...moved, sent: moved.saved, sentRoute: '/about-us' }, { schema, companions });
    expect((await publishPreview(again.sender, 'about.json')).summary).toEqual([]);
    await publish(sender, 'about.json');
    expect(requests[0]!.files).toEqual(companions.files);
  });
});

describe('Send for review (publish)', () => {
  it('sends the checked text with the review’s message, and says so', async () => {
    const { sender, requests } = memorySender(edited, { schema });
    expect(await publish(sender, 'about.json')).toEqual({
      sent: {
        ok: true,
        branch: 'content/about',
        commit: 'c0ffee',
        reviewUrl: 'https://reviews.example/1',
        updated: false,
        message: 'Sent for review:',
      },
    });
    expect(requests[0]).toMatchObject({ file: 'about.json', text: edited.saved });
    expect(requests[0]!.words).toMatchObject({ title: 'Update the page /about', body: '- Hero › Headline changed' });
    expect(requests[0]!.words.message).toBe('Update the page /about\n\n- Hero › Headline changed\n');
    // A page never sent is added; one already in review gets the second sentence; with no link, the team finds it by its title.
    const fresh = memorySender({ ...edited, sent: undefined, published: undefined, sentRoute: undefined }, { schema });
    await publish(fresh.sender, 'about.json');
    expect(fresh.requests[0]).toMatchObject({ words: { title: 'Add the page /about' } });
    const updated = memorySender(edited, {
      schema,
      outcome: () => ({ sent: { branch: 'content/about', commit: 'c1', reviewUrl: 'https://reviews.example/1', updated: true } }),
    }).sender;
    expect(await publish(updated, 'about.json')).toMatchObject({
      sent: { updated: true, message: 'Your changes were added to the review already open:' },
    });
    const noLink = memorySender(edited, {
      schema,
      outcome: () => ({ sent: { branch: 'content/about', commit: 'c1', updated: false } }),
    }).sender;
    expect(await publish(noLink, 'about.json')).toMatchObject({
      sent: {
        message:
          'Sent for review: your team will find it as the proposed change “Update the page /about”. The page goes live once they accept it.',
      },
    });
  });

  it('refuses a time that is not one before asking the sender anything, and passes on the sender’s own refusals', async () => {
    const { sender, asked, requests } = memorySender(edited, { schema });
    expect(await publish(sender, 'about.json', { at: '2027-07-05 09:00:00Z', timeZone: 'UTC' })).toEqual({
      refused: { why: 'request', message: expect.stringMatching(/^The publish time could not be read/) },
    });
    expect(asked).toEqual([]);
    const theirs = {
      refused: { why: 'theirs' as const, message: 'Nothing was sent: jo sent a change…', theirs: { text: '{}', by: 'jo' } },
    };
    const told = memorySender(edited, { schema, ready: theirs });
    expect(await publish(told.sender, 'about.json')).toEqual(theirs);
    expect(told.requests).toEqual([]);
    expect(requests).toEqual([]);
  });

  it('refuses a saved page with problems: why, where the working copy knows, else the first problem in words', async () => {
    const problems = [
      problem('must NOT have fewer than 1 characters'),
      problem('second'),
      { ...problem('elsewhere'), fixedElsewhere: true as const },
    ];
    const local = memorySender(edited, { schema, problems, problemsBecause: 'it was changed outside the studio' });
    expect(await publish(local.sender, 'about.json')).toEqual({
      refused: {
        why: 'problems',
        message:
          'Nothing was sent: the saved page has 2 problems (it was changed outside the studio). Open it, fix them and save, then publish.',
      },
    });
    const web = memorySender(edited, { schema, problems: problems.slice(0, 1) });
    expect(await publish(web.sender, 'about.json')).toMatchObject({
      refused: {
        why: 'problems',
        message: expect.stringMatching(
          /^Nothing was sent: the saved page has 1 problem\. Open it, fix it and save, then publish\. \(.+\)$/,
        ),
      },
    });
    expect([...local.requests, ...web.requests]).toEqual([]);
  });

  it('says when there is nothing new, and when the commit stayed on this computer', async () => {
    const nothing = (inReview: boolean) => memorySender(edited, { schema, outcome: () => ({ nothingNew: { inReview } }) }).sender;
    expect(await publish(nothing(true), 'about.json')).toEqual({
      refused: { why: 'nothing-new', message: 'This version of the page is already in review: there is nothing new to send.' },
    });
    expect(await publish(nothing(false), 'about.json')).toEqual({
      refused: { why: 'nothing-new', message: 'The saved page is the same as the published one: there is nothing new to send.' },
    });
    const kept = (failed?: string) =>
      memorySender(edited, {
        schema,
        outcome: () => ({ kept: { branch: 'content/about', commit: 'c1', ...(failed === undefined ? {} : { failed }) } }),
      }).sender;
    expect(await publish(kept(), 'about.json')).toEqual({
      sent: {
        ok: true,
        local: true,
        branch: 'content/about',
        commit: 'c1',
        message: `Kept on this computer, not sent: this copy of the site is not connected to the team's server. Ask a developer to send "content/about" for review.`,
      },
    });
    expect(await publish(kept('fatal: unable to access'), 'about.json')).toEqual({
      refused: {
        why: 'not-sent',
        local: true,
        branch: 'content/about',
        commit: 'c1',
        message: `Not sent: the team's server could not be reached or refused it (fatal: unable to access). Your change is kept on this computer; check the network or your access, then publish again. Nothing is lost.`,
      },
    });
    expect(await publish(kept(''), 'about.json')).toMatchObject({
      refused: { message: expect.stringMatching(/^Not sent: the team's server could not be reached or refused it\. /) },
    });
  });

  it('writes the publish time into the commit’s message and the review’s description, where the time goes there', async () => {
    const { sender, requests } = memorySender({ ...edited, timeGoesIn: 'message' }, { schema });
    await publish(sender, 'about.json', when);
    const { message, body } = requests[0]!.words;
    expect(message).toMatch(
      /^Update the page \/about\n\nPublish on: \d{4}-\d{2}-\d{2}T08:00:00Z \([^)]+ Europe\/London\)\n\n- Hero › Headline changed\n$/,
    );
    expect(body).toMatch(/^Publish on: .+\n\n- Hero › Headline changed$/);
    // Nowhere to put it: the message goes without it.
    const none = memorySender(edited, { schema });
    await publish(none.sender, 'about.json', when);
    expect(none.requests[0]!.words.message).not.toContain('Publish on');
  });

  it('sets the publish time on the review after the send, where the review carries it, and says so or why not', async () => {
    const reviews = new MemoryReviews([
      {
        number: 1,
        title: 'Update the page /about',
        url: 'https://reviews.example/1',
        branch: 'content/about',
        body: '- Hero › Headline changed',
      },
    ]);
    const { sender } = memorySender({ ...edited, timeGoesIn: 'review' }, { schema, reviews });
    const answer = await publish(sender, 'about.json', when);
    expect(answer).toMatchObject({
      sent: {
        ok: true,
        message: expect.stringMatching(
          /^Sent for review\. It will be published on .+ \(Europe\/London\), if its checks pass\. Its review:$/,
        ),
      },
    });
    expect(reviews.described[0]!.body).toMatch(/^Publish on: /);
    // The review has that time already: nothing is changed.
    const same = memorySender(
      { ...edited, timeGoesIn: 'review' },
      {
        schema,
        reviews,
        outcome: () => ({
          sent: {
            branch: 'content/about',
            commit: 'c1',
            reviewUrl: 'https://reviews.example/1',
            updated: true,
            body: reviews.open[0]!.body!,
          },
        }),
      },
    ).sender;
    expect(await publish(same, 'about.json', when)).toMatchObject({
      sent: { message: 'Your changes were added to the review already open:' },
    });
    expect(reviews.described).toHaveLength(1);
    // No review open on its branch: sent, and the editor is told the time was not set.
    const gone = memorySender({ ...edited, timeGoesIn: 'review' }, { schema, reviews: new MemoryReviews([]) }).sender;
    expect(await publish(gone, 'about.json', when)).toMatchObject({
      sent: {
        ok: true,
        message:
          'Sent for review, but its publish time could not be set: This page is not in review any more: it was published or its review was closed. Send it for review again to choose a time. Choose the time again with Publish time…. Its review:',
      },
    });
  });
});

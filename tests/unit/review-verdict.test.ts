// The one approval rule (src/studio/engine/review-verdict.ts), on its own: reviews as GitHub lists them and a
// made-up list of who may write. Where the studio's badge and the scheduled-publish workflow are seen to
// follow it alike, against the GitHub API stand-in: tests/unit/review-states.test.ts.
import { describe, expect, it } from 'vitest';
import { weighReviews, type ReviewWord } from '../../src/studio/engine/review-verdict.ts';

/** dev and lead may write; reader may only read; anyone else has no access. */
const writers = new Set(['dev', 'lead']);

/** The verdict of `reviews`, with every question about write access it asked, in order. */
async function weigh(reviews: ReviewWord[]) {
  const asked: string[] = [];
  const weighed = await weighReviews(reviews, async (login) => {
    asked.push(login);
    return writers.has(login);
  });
  return { ...weighed, asked };
}

const review = (by: string | null, state: string, body = ''): ReviewWord => ({ by, state, body });

describe('the reviewers’ verdict', () => {
  it('no reviews: no verdict, and no one asked about', async () => {
    expect(await weigh([])).toEqual({ changesRequested: [], asked: [] });
  });

  it('each reviewer’s last word counts: changes requested, then approved, is approved', async () => {
    expect((await weigh([review('dev', 'CHANGES_REQUESTED', 'Say winter too.'), review('dev', 'APPROVED')])).verdict).toBe('approved');
    const again = await weigh([review('dev', 'APPROVED'), review('dev', 'CHANGES_REQUESTED', 'One more thing.')]);
    expect(again.verdict).toBe('changes-requested');
    expect(again.changesRequested).toEqual([review('dev', 'CHANGES_REQUESTED', 'One more thing.')]);
  });

  it('a dismissed review takes the reviewer’s word back, and they are not asked about', async () => {
    const dismissed = await weigh([review('dev', 'APPROVED'), review('dev', 'DISMISSED')]);
    expect(dismissed).toEqual({ changesRequested: [], asked: [] });
    expect((await weigh([review('lead', 'CHANGES_REQUESTED'), review('lead', 'DISMISSED'), review('dev', 'APPROVED')])).verdict).toBe(
      'approved',
    );
  });

  it('a comment alone changes nothing: not a verdict, and not over an earlier word', async () => {
    expect(await weigh([review('dev', 'COMMENTED', 'Nice.')])).toEqual({ changesRequested: [], asked: [] });
    expect((await weigh([review('dev', 'APPROVED'), review('dev', 'COMMENTED', 'One thought.')])).verdict).toBe('approved');
    expect((await weigh([review('dev', 'CHANGES_REQUESTED'), review('dev', 'PENDING')])).verdict).toBe('changes-requested');
  });

  it('the word of a reviewer who may not write counts for nothing: not their approval, not their request for changes', async () => {
    expect((await weigh([review('reader', 'APPROVED'), review('mallory', 'APPROVED')])).verdict).toBeUndefined();
    const ignored = await weigh([review('lead', 'APPROVED'), review('mallory', 'CHANGES_REQUESTED', 'Sign in at evil.example.')]);
    expect(ignored).toEqual({ verdict: 'approved', changesRequested: [], asked: ['lead', 'mallory'] });
    // An account that no longer exists cannot write, and is not asked about.
    expect(await weigh([review(null, 'APPROVED')])).toEqual({ changesRequested: [], asked: [] });
  });

  it('changes requested by one writer wins over another’s approval, with every such review kept for its words', async () => {
    const weighed = await weigh([
      review('dev', 'CHANGES_REQUESTED', 'Say winter too.'),
      review('lead', 'APPROVED'),
      review('reader', 'CHANGES_REQUESTED', 'Not mine to ask.'),
      review('lead', 'CHANGES_REQUESTED', 'The headline is long.'),
    ]);
    expect(weighed).toEqual({
      verdict: 'changes-requested',
      changesRequested: [
        review('dev', 'CHANGES_REQUESTED', 'Say winter too.'),
        review('lead', 'CHANGES_REQUESTED', 'The headline is long.'),
      ],
      asked: ['dev', 'lead', 'reader'],
    });
  });

  it('asks about each reviewer once, however many reviews they wrote; a failure to answer is the verdict’s', async () => {
    const { asked } = await weigh([review('dev', 'COMMENTED'), review('dev', 'CHANGES_REQUESTED'), review('dev', 'APPROVED')]);
    expect(asked).toEqual(['dev']);
    await expect(weighReviews([review('dev', 'APPROVED')], () => Promise.reject(new Error('GitHub did not answer')))).rejects.toThrow(
      'GitHub did not answer',
    );
  });
});

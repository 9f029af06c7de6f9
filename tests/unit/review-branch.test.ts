// The branch a page is reviewed on, and back: a review found by its branch's name alone (a page not on the
// site's branch yet) is the review of exactly the page that name was made from.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { newReviewBranchNames, pageOfBranch, reviewBranch } from '../../src/studio/shared/review-branch.ts';

const pageFiles = (readdirSync('pages', { recursive: true }) as string[])
  .map((f) => f.split('\\').join('/'))
  .filter((f) => f.endsWith('.json') && !f.split('/').some((part) => part.startsWith('_')))
  .map((f) => `pages/${f}`);

describe('review branches', () => {
  it('lead back to the page each was named after, from its own name and the further ones', () => {
    expect(pageFiles.length).toBeGreaterThan(30);
    for (const file of [...pageFiles, 'pages/industries/hvac-seo-fresno.json', 'pages/services/local-seo.json'])
      for (const branch of newReviewBranchNames(file)) expect(pageOfBranch(branch), branch).toBe(file);
    expect(reviewBranch('pages/services/local-seo.json')).toBe('content/services.local-seo');
  });

  it('lead to no page from a branch of no page’s name', () => {
    for (const branch of ['main', 'content/', 'contents/about', 'content/a/b', 'feature/content/about'])
      expect(pageOfBranch(branch), branch).toBeUndefined();
  });
});

// The search preview's counts say the limit as a limit: the page cannot be saved outside the range, so
// the words never say "aim for" or "short of 50" about a field that must be 50 to 60 characters long.
import { describe, expect, it } from 'vitest';
import { countWords } from '../../src/studio/app/preview/Previews.tsx';

describe('the length of the search title and description, in words', () => {
  it.each([
    [0, 'Title: empty; it must be 50 to 60 characters.'],
    [9, 'Title: 9 characters; it must be 50 to 60: write 41 more.'],
    [57, 'Title: 57 characters, a good length (50 to 60).'],
    [68, 'Title: 68 characters; it must be 50 to 60: take out 8 (search results would cut it).'],
  ])('%i characters', (length, words) => {
    expect(countWords('Title', length, [50, 60])).toBe(words);
  });
});

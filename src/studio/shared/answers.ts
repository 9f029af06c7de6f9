// What both backends say to the editor when a save or a publish is refused, and the message a page is
// sent for review with: one set of words, so the two studios answer alike and their reviews read alike.
import { maxPhotoBytes } from '../../core/content/photos.ts';
import { byCount, plural } from '../../core/words.ts';

/**
 * Text an editor wrote (a keyphrase, a headline), as one line of a review's description: every line break
 * (and \\r, and Unicode's line and paragraph separators) becomes a space, so what an editor types can never
 * start a line of its own there, such as a "Publish on:" line the scheduled-publish workflow would read.
 */
export const oneLine = (text: string) => text.replace(/\s*[\r\n\u2028\u2029\u0085\v\f]+\s*/g, ' ');

/**
 * The commit message: what happened to which page, then what changed in the editor's words, then what it
 * does to the page's SEO (seoChange, when known); and the pull request's title (its first line) and
 * description (the rest). Each line of the summary is one line whatever the editor typed (oneLine); the
 * SEO section's lines are made so by seoChangeSection.
 */
export function reviewMessage(
  route: string,
  added: boolean,
  summary: string[] = [],
  seo?: string,
): { message: string; title: string; body: string } {
  const title = `${added ? 'Add' : 'Update'} the page ${oneLine(route)}`;
  const body = [summary.map((line) => `- ${oneLine(line)}`).join('\n'), seo].filter(Boolean).join('\n\n');
  return { message: `${title}\n${body ? `\n${body}\n` : ''}`, title, body };
}

/**
 * A save over a page that changed since the editor opened it (the 409 answer): nothing is written.
 * `where` says where it changed, for a backend that can say ("on disk").
 */
export const changedSinceOpened = (created: boolean, where?: string) =>
  created
    ? 'Another page was saved at this address since you created this one. Nothing was overwritten.'
    : `This page was changed${where ? ` ${where}` : ''} since you opened it${where ? ' (saved from another window or program)' : ''}. Nothing was overwritten.`;

/** A save refused by the checks. */
export const notSavedProblems = (count: number) => `Not saved: ${plural(count, 'problem')} to fix first.`;

/**
 * A publish refused because the saved page does not pass the checks: `why` it does not (when known), and
 * the first problem in the editor's words (when the screen does not list them).
 */
export const notSentProblems = (count: number, { why, first }: { why?: string; first?: string } = {}) =>
  `Nothing was sent: the saved page has ${plural(count, 'problem')}${why ? ` (${why})` : ''}. Open it, fix ${byCount(count, 'it', 'them')} and save, then publish.${first ? ` (${first})` : ''}`;

/** A publish with nothing new in it: the branch (or, before there is one, the published site) has it already. */
export const nothingNewToSend = (inReview: boolean) =>
  inReview
    ? 'This version of the page is already in review: there is nothing new to send.'
    : 'The saved page is the same as the published one: there is nothing new to send.';

/** The photo refusals: too large, not a photo, a photo that cannot be read. */
export const photoTooLarge = (limit = maxPhotoBytes) =>
  `This photo is larger than ${limit / 1024 / 1024} MB. Export it again at about 3000 px wide, then add it.`;
export const notAPhoto = 'This file is not a JPEG, PNG or WebP photo. Choose a photo in one of those formats.';
export const unreadablePhoto =
  'This file looks like a photo but cannot be read (it may be damaged). Export it again as a JPEG, then add it.';

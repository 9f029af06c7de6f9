// Publish at a time: the time a page goes live is written on its pull request, in the FIRST line of the
// pull request's description, which a person reads and the scheduled-publish workflow reads too:
//
//   Publish on: 2026-12-01T09:00:00Z (Monday 1 December, 09:00 Europe/London)
//
// The time itself is UTC (the workflow runs in no time zone); the words in brackets are the editor's, in
// the time zone they chose it in. Changing the time rewrites the line; cancelling removes it. Only the
// first line counts, and only in exactly this form: a line further down (inside an HTML comment GitHub
// hides, a code fence, or text an editor typed) is never a publish time. A first line that starts with
// "Publish on" but whose time cannot be read is told apart (the workflow says so rather than ignore it).
// The workflow's own comment on a pull request it did not merge starts with "Not published:" and carries a
// hidden mark, so it is written once per reason, time and commit, and the studio finds it again; only the
// workflow's own account's comments count (anyone can write a comment that looks like one).

const lineStart = 'Publish on: ';
/** The line exactly as scheduleLine writes it: the time in UTC to the second, then the editor's words in brackets. */
const linePattern = /^Publish on: (\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z) \([^()\n]+\)$/;
/** A first line that means to give a publish time, whether or not it can be read. */
const meantPattern = /^\s*publish\s*on\b/i;

/**
 * The account the scheduled-publish workflow comments as: GitHub Actions' GITHUB_TOKEN writes as
 * github-actions[bot]. Comments by any other account are never taken for the workflow's.
 */
export const workflowAccount = 'github-actions[bot]';

/** The longest a publish time may lie ahead (five years), and how long past it may be when it is chosen (an hour: the dialog was open). */
const furthestAhead = 5 * 366 * 24 * 60 * 60_000;
const latestPast = 60 * 60_000;
/** A time as the studio sends it: ISO in UTC, a four-digit year, to the second or millisecond (2026-12-01T09:00:00.000Z). */
const sentTimePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{3})?Z$/;

/** Whether `text` is a real moment written as toISOString writes it (no 30 February, no 24:00). */
const realTime = (text: string) => {
  const at = new Date(text);
  return !Number.isNaN(at.getTime()) && at.toISOString().replace(/\.\d{3}Z$/, 'Z') === text.replace(/\.\d{3}Z$/, 'Z');
};

/**
 * Why `at` cannot be a page's publish time, in words for the editor (undefined when it can): it must be a
 * time as the studio sends it (ISO, UTC), still to come (an hour's grace for a dialog left open) and not
 * more than five years ahead.
 */
export function publishTimeProblem(at: string, now: Date = new Date()): string | undefined {
  if (!sentTimePattern.test(at) || !realTime(at))
    return 'The publish time could not be read: the studio sends it as a date and time in UTC (2026-12-01T09:00:00.000Z). Choose the day and the time again.';
  const time = new Date(at).getTime();
  if (time < now.getTime() - latestPast) return 'The publish time has passed. Choose a time still to come.';
  if (time > now.getTime() + furthestAhead) return 'The publish time is more than five years ahead. Choose a nearer time.';
  return undefined;
}

/** A time in an editor's words: Monday 1 December, 09:00 (in `timeZone`, the editor's own unless told). */
export function timeInWords(at: Date, timeZone?: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      ...(timeZone ? { timeZone } : {}),
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  return `${parts.weekday} ${parts.day} ${parts.month}, ${parts.hour}:${parts.minute}`;
}

/** The editor's time zone, as the browser (or the machine) knows it: Europe/London. */
export const ownTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The line a pull request's description carries for a page to be published at `at`. */
export function scheduleLine(at: Date, timeZone: string = ownTimeZone()): string {
  return `${lineStart}${at.toISOString().replace(/\.\d{3}Z$/, 'Z')} (${timeInWords(at, timeZone)} ${timeZone})`;
}

/** A description's first line (a description edited on GitHub's website may end its lines with \\r\\n). */
const firstLine = (body: string | null | undefined) => (body ?? '').split('\n', 1)[0]!.replace(/\r$/, '');

/**
 * What a pull request's description says of its publish time, read from its first line only: the time
 * (`at`), or `unreadable` when that line starts with "Publish on" but is not the studio's line with a real
 * time (+01:00, a space for the T, lower case, no seconds, a year of five digits); undefined when it says none.
 */
export function readSchedule(body: string | null | undefined): { at: Date } | { unreadable: string } | undefined {
  const line = firstLine(body);
  if (!meantPattern.test(line)) return undefined;
  const match = linePattern.exec(line);
  if (!match || !realTime(match[1]!)) return { unreadable: line };
  return { at: new Date(match[1]!) };
}

/** The time a pull request's description says to publish it at (its first line); undefined when it says none or one that cannot be read. */
export function scheduledTime(body: string | null | undefined): Date | undefined {
  const said = readSchedule(body);
  return said && 'at' in said ? said.at : undefined;
}

/**
 * The time a commit message of the studio's says its page goes live at: the local studio writes the line
 * under the message's first line and the blank line after it (where a pull request's description starts).
 */
export function scheduledTimeInMessage(message: string | null | undefined): Date | undefined {
  return scheduledTime((message ?? '').split('\n').slice(2).join('\n'));
}

/** A description with its publish time set to `at` (the line written first), or removed when `at` is null. */
export function withSchedule(body: string | null | undefined, at: Date | null, timeZone?: string): string {
  const rest = (body ?? '')
    .split('\n')
    // The studio's line wherever it is, and a first line meant as one that could not be read.
    .filter((line, i) => !line.startsWith(lineStart) && !(i === 0 && meantPattern.test(line)))
    .join('\n')
    .replace(/^\n+/, '');
  return at ? `${scheduleLine(at, timeZone)}\n\n${rest}`.trimEnd() : rest.trimEnd();
}

/**
 * Why the workflow did not publish a pull request that was due: its checks, a conflict, no approval, GitHub
 * refusing; or it is not one the studio sent from this repository to the site's branch (not-from-studio,
 * other-branch), it changes files other than pages and photos (other-files), it was opened by an account
 * that may not change the site (no-write-access), or its publish time cannot be read (unreadable-time).
 */
export type NotPublishedReason =
  | 'checks-failed'
  | 'conflict'
  | 'not-approved'
  | 'not-mergeable'
  | 'merge-refused'
  | 'not-from-studio'
  | 'other-branch'
  | 'other-files'
  | 'no-write-access'
  | 'unreadable-time';

const markPattern = /<!-- scheduled-publish: ([a-z-]+) (\S+) (\S+) -->/;

/** The hidden mark of the workflow's comment: one comment per reason, publish time (- when it cannot be read) and commit. */
export const notPublishedMark = (reason: NotPublishedReason, at: Date | undefined, sha: string) =>
  `<!-- scheduled-publish: ${reason} ${at ? at.toISOString() : '-'} ${sha} -->`;

/**
 * The workflow's comment, if this is one: its reason, its words for the editor (the first line) and the
 * time it was about (none when the time could not be read). Only a comment written by `author` (the
 * workflow's account unless told) is one: a comment by anyone else is never read as the workflow's.
 */
export function readNotPublished(
  comment: string | null | undefined,
  by: string,
  author: string = workflowAccount,
): { reason: NotPublishedReason; words: string; at?: Date } | undefined {
  if (by !== author) return undefined;
  const mark = markPattern.exec(comment ?? '');
  if (!mark) return undefined;
  const words =
    (comment ?? '')
      .split('\n')
      .find((line) => line.startsWith('Not published:'))
      ?.trim() ?? 'Not published.';
  return { reason: mark[1] as NotPublishedReason, words, ...(mark[2] === '-' ? {} : { at: new Date(mark[2]!) }) };
}

// Publish at a time: the time a page goes live is written on its pull request, in one line of the pull
// request's description that a person reads and the scheduled-publish workflow reads too:
//
//   Publish on: 2026-12-01T09:00:00Z (Monday 1 December, 09:00 Europe/London)
//
// The time itself is UTC (the workflow runs in no time zone); the words in brackets are the editor's, in
// the time zone they chose it in. Changing the time rewrites the line; cancelling removes it. The
// workflow's own comment on a pull request it did not merge starts with "Not published:" and carries a
// hidden mark, so it is written once per reason, time and commit, and the studio finds it again.

const lineStart = 'Publish on: ';
const linePattern = /^Publish on: (\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?Z)\b.*$/m;

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

/** The time a pull request's description says to publish it at; undefined when it says none (or one that is not a time). */
export function scheduledTime(body: string | null | undefined): Date | undefined {
  const match = linePattern.exec(body ?? '');
  if (!match) return undefined;
  const at = new Date(match[1]!);
  return Number.isNaN(at.getTime()) ? undefined : at;
}

/** A description with its publish time set to `at` (the line written first), or removed when `at` is null. */
export function withSchedule(body: string | null | undefined, at: Date | null, timeZone?: string): string {
  const rest = (body ?? '')
    .split('\n')
    .filter((line) => !line.startsWith(lineStart))
    .join('\n')
    .replace(/^\n+/, '');
  return at ? `${scheduleLine(at, timeZone)}\n\n${rest}`.trimEnd() : rest.trimEnd();
}

/** Why the workflow did not publish a pull request that was due. */
export type NotPublishedReason = 'checks-failed' | 'conflict' | 'not-approved' | 'not-mergeable' | 'merge-refused';

const markPattern = /<!-- scheduled-publish: ([a-z-]+) (\S+) (\S+) -->/;

/** The hidden mark of the workflow's comment: one comment per reason, publish time and commit. */
export const notPublishedMark = (reason: NotPublishedReason, at: Date, sha: string) =>
  `<!-- scheduled-publish: ${reason} ${at.toISOString()} ${sha} -->`;

/** The workflow's comment, if this is one: its reason and its words for the editor (the first line). */
export function readNotPublished(comment: string | null | undefined): { reason: NotPublishedReason; words: string; at: Date } | undefined {
  const mark = markPattern.exec(comment ?? '');
  if (!mark) return undefined;
  const words =
    (comment ?? '')
      .split('\n')
      .find((line) => line.startsWith('Not published:'))
      ?.trim() ?? 'Not published.';
  return { reason: mark[1] as NotPublishedReason, words, at: new Date(mark[2]!) };
}

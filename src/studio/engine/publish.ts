// What a send for review would hold (publishPreview) and Send for review (publish), written once for both
// studios over the port's ReviewSender (port.ts): the summary in the editor's words (what changed, a
// rename's move and the links that go with it, the photos added, replaced and left behind), the check
// before sending, the review's message with its SEO section and its publish time, and every answer's
// words. The adapter reads the page (as saved, as last sent, as published) and writes the one commit on
// the page's review branch with its review opened or updated; its own guards (a page changed by hand, a
// change on the site's branch, another editor's version in review) answer through `ready`.
import type { NotSent, PublishAnswer, PublishPreview, PublishResult, PublishWhen } from '../backend.ts';
import { wordsFor } from '../backend.ts';
import { photoKeptLine, photoNames, photoRemovedLine, photosLeftBehind, type ShownWhere } from '../../core/photos/places.ts';
import { blockBuilds } from '../../generated/block-builds.ts';
import { notSentProblems, nothingNewToSend, reviewMessage } from '../shared/answers.ts';
import { pageData } from '../shared/page-data.ts';
import { listTitle } from '../shared/page-list.ts';
import { messageInWords } from '../shared/problem-words.ts';
import { summaryAfterRename } from '../shared/rename.ts';
import { fieldPlace } from '../shared/schema-helpers.ts';
import { publishTimeProblem, scheduledTime, scheduleLine, withSchedule } from '../shared/schedule.ts';
import { summarizeChanges } from './change-summary.ts';
import type { OtherPage, PageToSend, ReviewFile, ReviewSender } from './port.ts';
import { scheduleReview } from './schedule.ts';
import { seoChange } from './seo-change.ts';

/** A refusal in the editor's words, and its kind. */
export const refused = (why: NotSent['why'], message: string): { refused: NotSent } => ({ refused: { why, message } });

/** What a send of the page holds: the summary, the files that go with it, and the photos it deletes. */
async function contents(sender: ReviewSender, file: string, page: PageToSend) {
  const [before, after] = [pageData(page.sent), pageData(page.saved)];
  const edited = page.saved !== undefined && page.saved !== page.sent;
  let summary = edited ? summarizeChanges(before, after, sender.schema) : [];
  const renamed = await sender.companions(file, page);
  // The move is said when this send makes it (sent again at the same new address, its files go along unchanged).
  if (renamed && renamed.to !== page.sentRoute) summary = summaryAfterRename(summary, renamed);
  const along = page.saved === undefined ? [] : await sender.photosAlong(file, page.saved);
  for (const photo of along) {
    if (photo.change) summary.push(`Photo ${photo.change}: ${photo.name}`);
  }
  // The photos the edit leaves behind, as the repository has them: deleted in the same commit, unless another
  // page still shows one (live, in a review or saved), which is kept, and said so with the page. The other
  // pages are read only when the edit dropped a photo (most edits do not).
  const dropped = edited ? photosLeftBehind(blockBuilds, before, after, []) : [];
  const held = dropped.length ? await sender.photosGone(file, dropped) : [];
  const shown = held.length ? showingPages(await sender.otherPages(file)) : () => [];
  const gone = held.filter(({ name }) => !shown(name).length);
  const kept = held.map(({ name }) => ({ name, by: shown(name) })).filter(({ by }) => by.length);
  summary = [
    ...summary,
    ...gone.map(({ name }) => photoRemovedLine(name)),
    ...kept.map(({ name, by }) => photoKeptLine(name, by[0]!, by.length - 1)),
  ];
  const files: ReviewFile[] = [...along, ...(renamed?.files ?? []), ...gone].map(({ path, content }) => ({ path, content }));
  return { summary, files };
}

/**
 * The other pages that show a photo (by its name in the photos folder), each once with where it first
 * does: live, else in a review, else in its saved changes.
 */
function showingPages(others: OtherPage[]) {
  const byPhoto = new Map<string, { title: string; route: string; where: ShownWhere }[]>();
  for (const other of others) {
    const versions: [ShownWhere, string | undefined][] = [
      ['live', other.published],
      ...(other.inReview ?? []).map((text): [ShownWhere, string] => ['in-review', text]),
      ['saved', other.saved],
    ];
    const title = listTitle(pageData(other.saved ?? other.inReview?.[0] ?? other.published), other.route);
    const said = new Set<string>();
    for (const [where, text] of versions) {
      for (const name of text === undefined ? [] : photoNames(blockBuilds, pageData(text))) {
        if (said.has(name)) continue;
        said.add(name);
        byPhoto.set(name, [...(byPhoto.get(name) ?? []), { title, route: other.route, where }]);
      }
    }
  }
  return (name: string) => byPhoto.get(name) ?? [];
}

/** What Send for review would send for one page: its address, what changed since it was published or last sent, its time. */
export async function publishPreview(sender: ReviewSender, file: string): Promise<PublishPreview> {
  const page = await sender.page(file);
  const { summary } = await contents(sender, file, page);
  return {
    route: page.route,
    summary,
    inReview: page.inReview,
    ...(page.scheduled ? { scheduled: page.scheduled } : {}),
    ...(page.noSchedule ? { noSchedule: page.noSchedule } : {}),
  };
}

/**
 * Sends one saved page for review: its time checked, the adapter's guards, the page checked again as it is
 * now, then one commit with what goes with it on the page's review branch, its review opened or updated,
 * and its publish time set where the review carries it.
 */
export async function publish(sender: ReviewSender, file: string, when?: PublishWhen): Promise<PublishResult> {
  // Only a real time in the studio's own form, still to come and within five years: the workflow reads exactly that.
  const wrongTime = when?.at ? publishTimeProblem(when.at) : undefined;
  if (wrongTime) return refused('request', wrongTime);
  const ready = await sender.ready(file);
  if ('refused' in ready) return ready;
  const { text } = ready;
  const blocking = (await sender.check(file, text)).problems.filter((p) => !p.fixedElsewhere);
  if (blocking.length) {
    const said = sender.problemsBecause ? { why: sender.problemsBecause } : { first: messageInWords(blocking[0]!.message) };
    return refused('problems', notSentProblems(blocking.length, said));
  }
  const page = await sender.page(file);
  const { summary, files } = await contents(sender, file, { ...page, saved: text });
  // The page's SEO as published and as sent, each checked as the editor's check checks it.
  const seo = await seoChange((t) => sender.check(file, t), page.published, text, fieldPlace(sender.schema));
  let words = reviewMessage(page.route, page.sent === undefined, summary, seo);
  if (when?.at && page.timeGoesIn === 'message') {
    // The time it goes live, below the commit's first line (so it is known later from git) and first in the review's description.
    const at = new Date(when.at);
    words = {
      ...words,
      message: words.message.replace(/\n/, `\n\n${scheduleLine(at, when.timeZone)}\n`),
      body: withSchedule(words.body, at, when.timeZone),
    };
  }
  const outcome = await sender.sendForReview({ file, text, files, words });
  if ('refused' in outcome) return outcome;
  if ('nothingNew' in outcome) return refused('nothing-new', nothingNewToSend(outcome.nothingNew.inReview));
  if ('kept' in outcome) {
    const { branch, commit, failed } = outcome.kept;
    const kept = { local: true, branch, commit };
    return failed === undefined
      ? {
          sent: {
            ok: true,
            ...kept,
            message: `Kept on this computer, not sent: this copy of the site is not connected to the team's server. Ask a developer to send "${branch}" for review.`,
          },
        }
      : {
          refused: {
            why: 'not-sent',
            ...kept,
            message: `Not sent: the team's server could not be reached or refused it${failed ? ` (${failed})` : ''}. Your change is kept on this computer; check the network or your access, then publish again. Nothing is lost.`,
          },
        };
  }
  const { branch, commit, reviewUrl, updated, body } = outcome.sent;
  const again = updated ? 'Your changes were added to the review already open' : 'Sent for review';
  // The time it goes live, on its review: set, changed or cancelled as the dialog said.
  const timed =
    when && sender.reviews && page.timeGoesIn === 'review' && (scheduledTime(body)?.toISOString() ?? null) !== when.at
      ? await scheduleReview(await sender.reviews(), branch, when).catch((error: unknown): PublishAnswer => ({
          ok: false,
          message: wordsFor(error, 'Something went wrong in the studio. The time was not changed; try again.'),
        }))
      : undefined;
  // With a link, the studio shows it after these words: "Sent for review: open the review". Without
  // one, the team finds the change by its title, the first line of what was sent.
  const message = !reviewUrl
    ? `${again}: your team will find ${updated ? 'them' : 'it'} as the proposed change “${words.title}”. The page goes live once they accept it.`
    : !timed
      ? `${again}:`
      : timed.ok
        ? `${again}. ${timed.message}`
        : `${again}, but its publish time could not be set: ${timed.message} Choose the time again with Publish time…. Its review:`;
  return { sent: { ok: true, branch, commit, reviewUrl, updated, message } };
}

// "Send for review" for the open page: a dialog that says what will be sent (the page, and what changed
// in the editor's words) and when it goes live (once a developer accepts it, or on a date and time in the
// editor's time zone), and asks to confirm; the answer in plain words with the pull request's link. For a
// page already in review, "Publish time" (the same dialog, titled and worded for its purpose) changes or
// cancels its time; where no time can be set it says why, with nothing to press but Close. A day not yet
// chosen is asked for in plain words, never as an error before anything is typed. A send's typed result
// (sent, or refused with why) becomes the answer shown.
import { useEffect, useId, useRef, useState } from 'react';
import { wordsFor, type PublishAnswer, type PublishPreview, type PublishResult, type PublishWhen } from '../../backend.ts';
import { ownTimeZone, timeInWords } from '../../shared/schedule.ts';
import { useBackend } from '../shell/backend-context.tsx';

const two = (n: number) => String(n).padStart(2, '0');
/** A time as the date and time fields show it, in the editor's own time zone. */
const fieldsOf = (at: Date) => ({
  date: `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`,
  time: `${two(at.getHours())}:${two(at.getMinutes())}`,
});
/** The date and time fields as a time (read in the editor's own time zone); undefined until both are filled. */
const timeOf = (date: string, time: string): Date | undefined => {
  if (!date || !time) return undefined;
  const at = new Date(`${date}T${time}`);
  return Number.isNaN(at.getTime()) ? undefined : at;
};

/** A send's result as the dialog's answer: what was sent, or why not (with theirs, or the branch kept on this computer). */
const answerOf = (result: PublishResult): PublishAnswer => ('sent' in result ? result.sent : { ok: false, ...result.refused });

/** What the dialog is opened for: sending the page for review, or the publish time of a page in review. */
export type PublishPurpose = 'send' | 'time';

export function PublishDialog({
  file,
  purpose = 'send',
  onClose,
  onDone,
}: {
  file: string;
  purpose?: PublishPurpose;
  onClose: () => void;
  onDone: (answer: PublishAnswer) => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [preview, setPreview] = useState<PublishPreview | null>(null);
  const [sending, setSending] = useState(false);
  // Why what would be sent could not be told, in the backend's words: nothing can be sent then.
  const [problem, setProblem] = useState<string | null>(null);
  const [timed, setTimed] = useState(false);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('09:00');
  // A time still to come when the dialog opened (one that passes while it is open is published at the workflow's next run).
  const [openedAt] = useState(() => Date.now());
  const backend = useBackend();
  const ids = useId();
  const zone = ownTimeZone();
  useEffect(() => {
    dialog.current?.showModal();
    let current = true;
    void backend.publishPreview(file).then(
      (answer) => {
        if (!current) return;
        setPreview(answer);
        if (answer.scheduled) {
          const fields = fieldsOf(new Date(answer.scheduled));
          setTimed(true);
          setDate(fields.date);
          setTime(fields.time);
        }
      },
      (error: unknown) =>
        current &&
        setProblem(
          wordsFor(error, 'The studio could not tell what would be sent, so nothing was sent. Close this and try again in a moment.'),
        ),
    );
    return () => {
      current = false;
    };
  }, [backend, file]);

  const canTime = Boolean(preview && !preview.noSchedule);
  const at = timed ? timeOf(date, time) : undefined;
  // A day not chosen yet is asked for (and sending waits for it); a time already past is an error.
  const timeMissing = timed && !at;
  const timeProblem = timed && at && at.getTime() <= openedAt + 60_000 ? 'Choose a time still to come.' : '';
  const when: PublishWhen | undefined = canTime ? { at: timed && at ? at.toISOString() : null, timeZone: zone } : undefined;
  const changes = Boolean(preview?.summary.length);
  // A page in review with nothing new: only its time changes, when it differs from the one it has.
  const timeOnly = !changes && Boolean(preview?.inReview) && canTime;
  const forTime = purpose === 'time';
  const title = forTime ? 'Publish time' : 'Send for review';
  const timeChanged = (when?.at ?? null) !== (preview?.scheduled ? new Date(preview.scheduled).toISOString() : null);

  const send = async () => {
    setSending(true);
    try {
      onDone(timeOnly ? await backend.schedule(file, when!) : answerOf(await backend.publish(file, when)));
    } catch {
      onDone({
        ok: false,
        message: 'The studio did not answer, so nothing was sent. Is the studio still running? Your saved page is unchanged.',
      });
    }
    dialog.current?.close();
  };
  return (
    <dialog ref={dialog} className="studio-dialog" aria-labelledby="publish-title" onClose={onClose}>
      <h2 id="publish-title">{title}</h2>
      {problem ? (
        <p role="alert">{problem}</p>
      ) : !preview ? (
        <p role="status">Looking at what changed…</p>
      ) : (
        <>
          {forTime && !changes ? (
            <p>{`The page ${preview.route} is in review. Choose when it goes live once it is accepted.`}</p>
          ) : (
            <p>
              {preview.inReview
                ? `The page ${preview.route} is already in review. These changes will be added to the same review:`
                : `The page ${preview.route} will be sent to the team for review, with these changes:`}
            </p>
          )}
          {forTime && !changes ? null : changes ? (
            <ul className="studio-summary" aria-label="What will be sent">
              {preview.summary.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : (
            <p className="studio-description">No change since it was last sent.</p>
          )}
          {canTime ? (
            <fieldset>
              <legend>When it goes live</legend>
              <label className="studio-radio">
                <input type="radio" name={`${ids}-when`} checked={!timed} onChange={() => setTimed(false)} />
                Publish when approved
              </label>
              <label className="studio-radio">
                <input type="radio" name={`${ids}-when`} checked={timed} onChange={() => setTimed(true)} />
                Publish on a date and time
              </label>
              {timed && (
                <div className="studio-publish-time">
                  <label className="studio-field">
                    Publish date
                    <input type="date" value={date} onChange={(e) => setDate(e.target.value)} aria-describedby={`${ids}-zone`} />
                  </label>
                  <label className="studio-field">
                    Publish time
                    <input type="time" value={time} onChange={(e) => setTime(e.target.value)} aria-describedby={`${ids}-zone`} />
                  </label>
                </div>
              )}
              <p id={`${ids}-zone`} className="studio-description">
                {timed && at && !timeProblem
                  ? `It goes live on ${timeInWords(at)} (your time, ${zone}), if its checks pass.`
                  : timeMissing
                    ? `Choose the day it goes live. Times are in your time zone, ${zone}.`
                    : timed
                      ? `Times are in your time zone, ${zone}.`
                      : 'The page goes live once a developer accepts the review.'}
              </p>
              {timeProblem && (
                <p role="alert" className="studio-bad">
                  {timeProblem}
                </p>
              )}
            </fieldset>
          ) : (
            <>
              <p className="studio-description">The page goes live once a developer accepts the review.</p>
              {preview.noSchedule && <p className="studio-description">{preview.noSchedule}</p>}
            </>
          )}
        </>
      )}
      <div className="studio-dialog-buttons">
        <button type="button" onClick={() => dialog.current?.close()}>
          {forTime && preview && !timeOnly && !changes ? 'Close' : 'Cancel'}
        </button>
        {/* Nothing to press where nothing can be done: a publish time that cannot be set here says why above. */}
        {!(forTime && preview && !timeOnly && !changes) && (
          <button
            type="button"
            className="studio-primary"
            disabled={(timeOnly ? !timeChanged : !changes) || timeMissing || Boolean(timeProblem) || sending}
            onClick={() => void send()}
          >
            {sending ? 'Sending…' : timeOnly ? 'Save the publish time' : 'Send for review'}
          </button>
        )}
      </div>
    </dialog>
  );
}

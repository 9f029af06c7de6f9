// What the page editor says between its bar and the form: the unsaved edits kept from last time (with
// Discard them), the latest notice (useNotices.ts), the other reviews changing the page, a check that could
// not be made (with Check again), and a conflict with the file as it is now on disk.
import type { ChangedElsewhere } from '../../backend.ts';
import { ChangedElsewhereNotice } from '../review/ChangedElsewhere.tsx';
import { Banner, ConflictBanner } from './EditorParts.tsx';
import type { Conflict, Notice } from './page-state.ts';

interface Props {
  restored: boolean;
  onDiscard: () => void;
  notice: Notice | null;
  onDismiss: () => void;
  elsewhere: ChangedElsewhere[];
  onStartFrom: (change: ChangedElsewhere) => void;
  /** Why the last check could not be made. */
  checkProblem: string | null;
  onCheckAgain: () => void;
  conflict: Conflict | null;
  onLoadTheirs: () => void;
  onKeepMine: () => void;
}

export function EditorNotices({
  restored,
  onDiscard,
  notice,
  onDismiss,
  elsewhere,
  onStartFrom,
  checkProblem,
  onCheckAgain,
  ...rest
}: Props) {
  const { conflict, onLoadTheirs, onKeepMine } = rest;
  return (
    <>
      {restored && (
        <p className="studio-notice">
          Your unsaved edits from last time are back.{' '}
          <button type="button" onClick={onDiscard}>
            Discard them
          </button>
        </p>
      )}
      {notice && <Banner notice={notice} onDismiss={onDismiss} />}
      <ChangedElsewhereNotice changes={elsewhere} onStart={onStartFrom} />
      {checkProblem && (
        <div className="studio-notice studio-notice-bad" role="alert">
          <div className="studio-notice-body">
            <p>{checkProblem}</p>
            <button type="button" className="studio-notice-action" onClick={onCheckAgain}>
              Check again
            </button>
          </div>
        </div>
      )}
      {conflict && <ConflictBanner conflict={conflict} onLoadTheirs={onLoadTheirs} onKeepMine={onKeepMine} />}
    </>
  );
}

// The page editor's bar: the studio's toolbar, the page's name, address and review state, and the page's
// buttons: Undo, Redo, the preview's width, History, Duplicate this page, Publish time (behind More on a
// phone, see CompactBar.tsx), Save, Send for review, and on a phone or a tablet Form / Preview. Each button
// keeps its place as the page's state changes: what comes and goes (Unsaved changes) is last in the row, and
// what Save says has a width of its own (compact.css).
import { useState, type ComponentProps, type ReactNode } from 'react';
import type { ReviewState } from '../../backend.ts';
import { ReviewBadge } from '../review/ReviewStatus.tsx';
import { MoreButtons, ViewSwitch, type EditorView } from './CompactBar.tsx';
import { focusField } from './focus.ts';
import { SaveControls } from './SaveControls.tsx';

interface Props {
  toolbar: ReactNode;
  pageName: string;
  route: string;
  review?: ReviewState;
  dirty: boolean;
  undo: () => void;
  redo: () => void;
  canUndo: boolean;
  canRedo: boolean;
  width: number;
  setWidth: (width: number) => void;
  /** Each opens its dialog; History only for a page saved before, Duplicate when the studio can open a copy. */
  onHistory?: () => void;
  onDuplicate?: () => void;
  /** Opens the send dialog (Send for review), or the Publish time dialog of a page in review. */
  onPublish: (purpose: 'send' | 'time') => void;
  /** Whether a page in review's publish time can be changed here (false where the site's reviews cannot be read). */
  canSchedule?: boolean;
  save: ComponentProps<typeof SaveControls>;
  view: EditorView;
  setView: (view: EditorView) => void;
}

export function EditorBar({ toolbar, pageName, route, review, dirty, undo, redo, canUndo, canRedo, width, setWidth, ...rest }: Props) {
  const { onHistory, onDuplicate, onPublish, canSchedule = true, save, view, setView } = rest;
  const why = dirty
    ? 'Save first.'
    : review?.state === 'in-review'
      ? 'Already in review.'
      : review?.state === 'changed'
        ? ''
        : 'Nothing new to send.';
  // On a phone the reason is not on screen until Send for review is pressed while it cannot be used; it goes
  // once the reason changes (saved, sent).
  const [askedWhy, setAskedWhy] = useState<string | null>(null);
  // Another reason is not asked for yet (the same one coming back later is not either).
  if (askedWhy !== null && askedWhy !== why) setAskedWhy(null);
  return (
    <div className="studio-bar">
      {toolbar}
      <div className="studio-file">
        {/* The page's name as the start screen lists it (see listTitle); its address, from the latest check that could tell it, else as listed or planned. */}
        <h1 id="studio-page-heading">{pageName}</h1>
        <strong>{route}</strong>
        {review && <ReviewBadge review={review} />}
        {/* The address field waits in Advanced (it is rarely changed); this opens the group and focuses it. */}
        <button type="button" className="studio-change-address" onClick={() => focusField('/path')}>
          Change address
        </button>
      </div>
      <div className="studio-actions">
        <MoreButtons>
          <button type="button" onClick={undo} disabled={!canUndo} aria-keyshortcuts="Control+Z">
            Undo
          </button>
          <button type="button" onClick={redo} disabled={!canRedo} aria-keyshortcuts="Control+Shift+Z">
            Redo
          </button>
          <span role="group" aria-label="Preview width" className="studio-segmented">
            <button type="button" onClick={() => setWidth(375)} aria-pressed={width === 375}>
              Phone
            </button>
            <button type="button" onClick={() => setWidth(1280)} aria-pressed={width === 1280}>
              Desktop
            </button>
          </span>
          {/* The versions that went live, and Restore: only a page saved before has any. */}
          {onHistory && (
            <button type="button" onClick={onHistory} data-opens-dialog>
              History
            </button>
          )}
          {onDuplicate && (
            <button type="button" onClick={onDuplicate} data-opens-dialog>
              Duplicate this page…
            </button>
          )}
          {review?.state === 'in-review' && !dirty && canSchedule && (
            <button type="button" onClick={() => onPublish('time')} data-opens-dialog>
              Publish time…
            </button>
          )}
        </MoreButtons>
        <SaveControls {...save} />
        <button
          type="button"
          // Not disabled: a button that keeps focus when publishing ends, and says why it cannot be used now.
          aria-disabled={Boolean(why)}
          aria-describedby="studio-publish-why"
          onClick={() => (why ? setAskedWhy(why) : onPublish('send'))}
        >
          Send for review…
        </button>
        <span id="studio-publish-why" className="studio-description" data-asked={(why && askedWhy === why) || undefined}>
          {why}
        </span>
        <ViewSwitch view={view} onChange={setView} />
        {/* Last in the row: coming and going, it moves no button. */}
        {dirty && <span className="studio-badge studio-badge-unsaved">Unsaved changes</span>}
      </div>
    </div>
  );
}

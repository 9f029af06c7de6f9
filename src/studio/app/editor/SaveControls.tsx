// Save, and the sentence beside it that says whether the page can be saved. It is its own component so
// that starting to type (which only this needs to know) never re-renders the page editor or its form.
import { useCallback, useEffect, useRef, useState } from 'react';
import { plural } from '../../../core/words.ts';
import { flushEdits, useTyping } from '../form/fast-fields.tsx';
import { useSaveKey } from './page-state.ts';

interface Props {
  dirty: boolean;
  /** The check of the current text is not back yet. */
  checking: boolean;
  /** Problems that stop a save (the texts still to write among them). */
  blocking: number;
  /** Texts of a new page still to write: a checklist, not a problem. */
  toWrite?: number;
  /** The form is still taking in the last edit. */
  handingOver: boolean;
  saving: boolean;
  save: () => void;
  refuse: (text: string) => void;
}

export function SaveControls({ dirty, checking, blocking, toWrite = 0, handingOver, saving, save, refuse }: Props) {
  const problems = blocking - toWrite;
  const still = problems
    ? `fix ${plural(problems, 'problem')}${toWrite ? ` and write ${plural(toWrite, 'text')}` : ''}`
    : `${plural(toWrite, 'text')} still to write`;
  const typing = useTyping();
  // Save (the button or Ctrl+S) hands over what was typed, then saves once the form and the check have caught up.
  // The request is taken once, by the first timer that runs: the effects of a render React committed before
  // that timer ran can still run after it and set another timer, with the state from before the save.
  const [wanted, setWanted] = useState(false);
  const asked = useRef(false);
  const request = useCallback(() => {
    flushEdits();
    asked.current = true;
    setWanted(true);
  }, []);
  useSaveKey(request);
  useEffect(() => {
    if (!wanted || typing || handingOver || checking || saving) return;
    const timer = setTimeout(() => {
      if (!asked.current) return;
      asked.current = false;
      setWanted(false);
      if (!dirty) return;
      if (blocking) refuse(`Not saved: ${still}${problems ? ' first' : ''} (listed above the form).`);
      else save();
    }, 0);
    return () => clearTimeout(timer);
  }, [wanted, typing, handingOver, checking, saving, dirty, blocking, still, problems, save, refuse]);

  const busy = typing || handingOver;
  const status = busy
    ? 'Typing…'
    : saving
      ? 'Saving…'
      : !dirty
        ? 'No changes to save.'
        : checking
          ? 'Checking the page…'
          : problems
            ? `${still.charAt(0).toUpperCase()}${still.slice(1)} to save.`
            : toWrite
              ? `${still.charAt(0).toUpperCase()}${still.slice(1)}.`
              : 'Ready to save.';
  // While typing or checking, Save waits for the check and then saves (or says why not); it is unavailable only
  // with nothing to save, a problem to fix (and no text to write), or a save under way.
  // With texts still to write, Save stays available: pressing it lists every problem and marks each field to write.
  const unavailable = saving || (!busy && (!dirty || (!checking && blocking > 0 && !toWrite)));
  return (
    <span className="studio-save">
      <button
        type="button"
        className="studio-primary"
        // aria-disabled, not disabled: the button keeps focus after it saves (a disabled one drops it to the page's top).
        aria-disabled={unavailable}
        aria-describedby="studio-save-status"
        aria-keyshortcuts="Control+S"
        onClick={() => !unavailable && request()}
      >
        Save
      </button>
      <span id="studio-save-status" role="status" className={problems && dirty && !busy ? 'studio-bad' : 'studio-description'}>
        {status}
      </span>
    </span>
  );
}

// Sending the open page for review, and changing its publish time: which dialog is open (Send for review,
// or Publish time for a page in review), the other
// reviews changing the page (asked again as it opens), and the answer as the editor's notice. Another
// editor's version (from a review changing the page too, or from the answer) can be taken into the form.
import { useState, type Dispatch, type SetStateAction } from 'react';
import type { ChangedElsewhere, PublishAnswer } from '../../backend.ts';
import type { Notice, PageValue } from '../editor/page-state.ts';
import { useChangedElsewhere } from './ChangedElsewhere.tsx';
import type { PublishPurpose } from './Publish.tsx';

/** `setPage` puts a page in the form as an edit (Undo takes it back). */
export function usePublishing(
  file: string,
  setPage: (page: PageValue) => void,
  setNotice: Dispatch<SetStateAction<Notice | null>>,
  /** Called with the dialog's answer once it is in the notice. */
  onPublished: (answer: PublishAnswer) => void,
) {
  const [purpose, setPurpose] = useState<PublishPurpose | null>(null);
  const publishing = purpose !== null;
  // Other reviews changing this page: asked when it opens and again when the editor goes to send it.
  const elsewhere = useChangedElsewhere(file, publishing);
  // Another editor's version in the form, as an edit: Undo brings this editor's own back.
  const startFrom = (theirs: { text: string; by: string }) => {
    setPage(JSON.parse(theirs.text) as PageValue);
    setNotice({
      kind: 'good',
      text: `${theirs.by}’s version is in the form. Make your change on top of it, then Save and Send for review. Undo brings yours back.`,
    });
  };
  return {
    publishing,
    purpose,
    open: (what: PublishPurpose = 'send') => setPurpose(what),
    close: () => setPurpose(null),
    elsewhere,
    startFrom: (change: ChangedElsewhere) => change.text !== undefined && startFrom({ text: change.text, by: change.by }),
    /** The dialog's answer, in the notice; Start from their version when another review changed the page meanwhile. */
    done: (answer: PublishAnswer) => {
      const { theirs } = answer;
      setNotice({
        kind: answer.ok ? 'good' : 'bad',
        text: answer.message,
        ...(answer.reviewUrl ? { link: { href: answer.reviewUrl, label: 'open the review' } } : {}),
        ...(theirs ? { action: { label: `Start from ${theirs.by}’s version`, run: () => startFrom(theirs) } } : {}),
      });
      onPublished(answer);
    },
  };
}

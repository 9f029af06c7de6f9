// "Send for review" for the open page: a dialog that says what will be sent (the page, and what changed
// in the editor's words) and asks to confirm; the answer in plain words with the pull request's link.
import { useEffect, useRef, useState } from 'react';
import { wordsFor, type PublishAnswer, type PublishPreview } from '../backend.ts';
import { useBackend } from './backend-context.tsx';

export function PublishDialog({ file, onClose, onDone }: { file: string; onClose: () => void; onDone: (answer: PublishAnswer) => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [preview, setPreview] = useState<PublishPreview | null>(null);
  const [sending, setSending] = useState(false);
  // Why what would be sent could not be told, in the backend's words: nothing can be sent then.
  const [problem, setProblem] = useState<string | null>(null);
  const backend = useBackend();
  useEffect(() => {
    dialog.current?.showModal();
    let current = true;
    void backend.publishPreview(file).then(
      (answer) => current && setPreview(answer),
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
  const send = async () => {
    setSending(true);
    try {
      onDone((await backend.publish(file)).body);
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
      <h2 id="publish-title">Send for review</h2>
      {problem ? (
        <p role="alert">{problem}</p>
      ) : !preview ? (
        <p role="status">Looking at what changed…</p>
      ) : (
        <>
          <p>
            {preview.inReview
              ? `The page ${preview.route} is already in review. These changes will be added to the same review:`
              : `The page ${preview.route} will be sent to the team for review, with these changes:`}
          </p>
          {preview.summary.length ? (
            <ul className="studio-summary" aria-label="What will be sent">
              {preview.summary.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : (
            <p className="studio-description">No change since it was last sent.</p>
          )}
          <p className="studio-description">The page goes live once a developer accepts the review.</p>
        </>
      )}
      <div className="studio-dialog-buttons">
        <button type="button" onClick={() => dialog.current?.close()}>
          Cancel
        </button>
        <button type="button" className="studio-primary" disabled={!preview?.summary.length || sending} onClick={() => void send()}>
          {sending ? 'Sending…' : 'Send for review'}
        </button>
      </div>
    </dialog>
  );
}

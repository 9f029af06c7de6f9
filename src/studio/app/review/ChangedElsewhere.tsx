// The other reviews changing the page open in the editor (the backend asks where the site is reviewed, GitHub, for the other
// open pull requests that change its file): who is changing it, a link to their review, and their version
// to start from. Asked when the page opens and again before it is sent; it stays shown, and sending stays possible.
import { useEffect, useRef, useState } from 'react';
import type { ChangedElsewhere } from '../../backend.ts';
import { useBackend } from '../shell/backend-context.tsx';

/** The other reviews changing `file`: asked when it opens, and again each time `sending` turns true (the send dialog opens). */
export function useChangedElsewhere(file: string, sending: boolean): ChangedElsewhere[] {
  const backend = useBackend();
  const [changes, setChanges] = useState<ChangedElsewhere[]>([]);
  const asked = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!sending && asked.current === file) return;
    asked.current = file;
    let current = true;
    backend.changedElsewhere(file).then(
      (found) => current && setChanges(found),
      // When it cannot be asked, what was said last stands.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [backend, file, sending]);
  return changes;
}

export function ChangedElsewhereNotice({ changes, onStart }: { changes: ChangedElsewhere[]; onStart: (change: ChangedElsewhere) => void }) {
  if (!changes.length) return null;
  return (
    <div className="studio-notice" role="status" aria-label="Others changing this page">
      <div className="studio-notice-body">
        {changes.map((change) => (
          <div key={change.number}>
            <p>
              {change.by} is also changing this page, in another review:{' '}
              <a href={change.url} target="_blank" rel="noreferrer">
                {`“${change.title}” (#${change.number})`}
              </a>
              .{' '}
              {change.removes
                ? 'Their review deletes the page.'
                : 'Your version does not have their change. Start from theirs to build on it, or go on with yours: you can still send it.'}
            </p>
            {change.text !== undefined && (
              <button type="button" className="studio-notice-action" onClick={() => onStart(change)}>
                {`Start from ${change.by}’s version`}
              </button>
            )}
          </div>
        ))}
      </div>
    </div>
  );
}

// A page's history: every version that went live, newest first (its date in the editor's own time zone,
// who made it, and what it changed in the form's words), a page of them at a time with "Show more". A
// version opens beside the list: what differs from the page as it is now, field by field, and the version
// in the preview. "Restore this version" puts it in the form as an unsaved change, to check, save and send
// for review like any other.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Page } from '../../../render/Page.tsx';
import { SiteProvider } from '../../../site.tsx';
import { wordsFor, type Check, type PageVersion } from '../../backend.ts';
import { plural } from '../../../core/words.ts';
import { useBackend } from '../shell/backend-context.tsx';
import { Frame } from '../preview/Frame.tsx';
import type { PageValue } from '../editor/page-state.ts';
import { ScaledFrame } from '../preview/ScaledFrame.tsx';
import { fieldChanges, versionSummary, type FieldChange } from './version-diff.ts';

const parse = (text: string | undefined): unknown => {
  try {
    return text === undefined ? undefined : JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return undefined;
  }
};

/** A version's date and time as the editor's own clock and language write them. */
export const whenInWords = (iso: string) =>
  Number.isNaN(Date.parse(iso))
    ? iso
    : new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** A version's summary in the list: its first three lines, and how many more. */
const shortSummary = (lines: string[]) =>
  lines.length > 3 ? `${lines.slice(0, 3).join('; ')}; and ${plural(lines.length - 3, 'more change')}` : lines.join('; ');

/** One difference as the history shows it: where, and the words now and in this version. */
function Difference({ change }: { change: FieldChange }) {
  if (change.kind === 'moved')
    return (
      <li>
        <strong>{change.place}</strong> moved: it is {change.was} now, {change.now} in this version
      </li>
    );
  return (
    <li>
      <strong>
        {change.place}
        {change.kind === 'added' ? ' (only in this version)' : change.kind === 'removed' ? ' (not in this version)' : ''}
      </strong>
      <dl>
        {change.kind !== 'added' && (
          <>
            <dt>Now</dt>
            <dd>{change.was}</dd>
          </>
        )}
        {change.kind !== 'removed' && (
          <>
            <dt>In this version</dt>
            <dd>{change.now}</dd>
          </>
        )}
      </dl>
    </li>
  );
}

export function HistoryDialog({
  file,
  schema,
  current,
  onRestore,
  onClose,
}: {
  file: string;
  schema: Record<string, unknown>;
  /** The page as it is in the form now. */
  current: unknown;
  onRestore: (data: PageValue, said: string) => void;
  onClose: () => void;
}) {
  const backend = useBackend();
  const dialog = useRef<HTMLDialogElement>(null);
  const [versions, setVersions] = useState<PageVersion[]>([]);
  const [next, setNext] = useState<string | undefined>();
  const [loading, setLoading] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const [chosen, setChosen] = useState<PageVersion | null>(null);
  const [preview, setPreview] = useState<{ id: string; check: Check } | null>(null);
  const [restoring, setRestoring] = useState(false);
  const detail = useRef<HTMLHeadingElement>(null);

  /** Reads a page of versions (the first, or from `from`) and adds them to the list. */
  const read = useCallback(
    (from?: string) => {
      void backend.pageHistory(file, from).then(
        (answer) => {
          setVersions((shown) => [...shown, ...answer.versions]);
          setNext(answer.next);
          setLoading(false);
        },
        (error: unknown) => {
          setProblem(wordsFor(error, 'The history of this page could not be read. Close this and try again in a moment.'));
          setLoading(false);
        },
      );
    },
    [backend, file],
  );
  useEffect(() => {
    dialog.current?.showModal();
    read();
  }, [read]);
  const showMore = (from: string) => {
    setLoading(true);
    read(from);
  };

  // The chosen version in the preview, as the site would show it.
  useEffect(() => {
    if (!chosen) return;
    let still = true;
    void backend.check(file, chosen.text).then(
      (check) => still && setPreview({ id: chosen.id, check }),
      () => undefined,
    );
    return () => {
      still = false;
    };
  }, [backend, file, chosen]);

  const shown = preview && preview.id === chosen?.id ? preview.check : null;
  const summaries = useMemo(() => new Map(versions.map((v) => [v.id, versionSummary(v, schema)])), [versions, schema]);
  const differences = useMemo(() => (chosen ? fieldChanges(current, parse(chosen.text), schema) : []), [chosen, current, schema]);

  const open = (version: PageVersion) => {
    setChosen(version);
    requestAnimationFrame(() => detail.current?.focus());
  };
  const restore = async () => {
    if (!chosen) return;
    setRestoring(true);
    try {
      const answer = await backend.pageVersion(file, chosen.id);
      const data = parse(answer.text);
      if (answer.error || !data) throw new Error(answer.error);
      const photos = answer.photos?.length
        ? ` Its ${answer.photos.length === 1 ? 'photo' : 'photos'} deleted since ${answer.photos.length === 1 ? 'is' : 'are'} back too.`
        : '';
      onRestore(
        data as PageValue,
        `The version of ${whenInWords(chosen.date)} is in the form, as an unsaved change.${photos} Save it, then Send for review; Undo takes it back.`,
      );
      dialog.current?.close();
    } catch (error) {
      setProblem(wordsFor(error, 'This version could not be restored. Nothing was changed; try again.'));
      setRestoring(false);
    }
  };

  return (
    <dialog ref={dialog} className="studio-dialog studio-history" aria-labelledby="studio-history-title" onClose={onClose}>
      <div className="studio-history-head">
        <h2 id="studio-history-title">History of this page</h2>
        <button type="button" onClick={() => dialog.current?.close()}>
          Close
        </button>
      </div>
      {problem && <p role="alert">{problem}</p>}
      <div className="studio-history-columns">
        <section aria-labelledby="studio-history-list">
          <h3 id="studio-history-list">Versions that went live, newest first</h3>
          {!loading && !versions.length && !problem && <p className="studio-description">This page has no versions that went live yet.</p>}
          <ol className="studio-versions">
            {versions.map((version) => (
              <li key={version.id}>
                <button type="button" aria-pressed={chosen?.id === version.id} onClick={() => open(version)}>
                  <span className="studio-version-when">
                    <time dateTime={version.date}>{whenInWords(version.date)}</time> · {version.author}
                  </span>
                  <span className="studio-version-summary">{shortSummary(summaries.get(version.id)!)}</span>
                </button>
              </li>
            ))}
          </ol>
          {loading ? (
            <p role="status">Reading the history…</p>
          ) : (
            next && (
              <button type="button" onClick={() => showMore(next)}>
                Show more
              </button>
            )
          )}
        </section>
        {chosen && (
          <section className="studio-version" aria-labelledby="studio-version-title">
            <h3 id="studio-version-title" ref={detail} tabIndex={-1}>
              Version of {whenInWords(chosen.date)} by {chosen.author}
            </h3>
            <h4>Differences from the page as it is now</h4>
            {differences.length ? (
              <ul className="studio-differences">
                {differences.map((change, i) => (
                  <Difference key={i} change={change} />
                ))}
              </ul>
            ) : (
              <p className="studio-description">This version is the page as it is now.</p>
            )}
            <div className="studio-dialog-buttons">
              <button type="button" className="studio-primary" disabled={restoring || !differences.length} onClick={() => void restore()}>
                {restoring ? 'Restoring…' : 'Restore this version'}
              </button>
            </div>
            {shown?.page && shown.site && shown.path ? (
              <ScaledFrame width={1280} height="50vh">
                <Frame width={1280} onBlockClick={() => undefined} title="This version of the page">
                  <SiteProvider site={shown.site}>
                    <Page page={shown.page} path={shown.path} />
                  </SiteProvider>
                </Frame>
              </ScaledFrame>
            ) : (
              <p className="studio-description">{shown ? 'This version cannot be shown in the preview.' : 'Preparing the preview…'}</p>
            )}
          </section>
        )}
      </div>
    </dialog>
  );
}

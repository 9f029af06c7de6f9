// Which version of a page's headline test the preview shows: the page as written ("Original", the control)
// or a version, its texts in place (engine/headline-test.ts, shownVersion). A version is checked and
// rendered on its own, a moment after an edit, as the page is; the page's problems, its SEO report and
// saving stay the page's own. Words edited in the preview while a version shows are that version's
// (withVersionEdit), so the edit hands on the page with the version's texts changed, not the original's.
import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { controlName } from '../../../core/experiment.ts';
import type { Check } from '../../backend.ts';
import { shownVersion, withVersionEdit } from '../../engine/headline-test.ts';
import { pageText, type PageValue } from '../editor/page-state.ts';
import { useBackend } from '../shell/backend-context.tsx';

interface Options {
  file: string;
  data: PageValue;
  /** The page as last rendered, for what an edit builds on between renders. */
  current: RefObject<PageValue>;
  setPage: (page: PageValue) => void;
  step: (update: (page: PageValue) => PageValue) => void;
}

export function useVersionPreview({ file, data, current, setPage, step }: Options) {
  const [chosen, setVersion] = useState(controlName);
  // A version removed (Undo, the form, the test ended) leaves the page as written shown.
  const versions = useMemo(
    () => (data.experiment as { variants?: { id: string }[] } | undefined)?.variants?.map((v) => v.id) ?? [],
    [data],
  );
  const version = versions.includes(chosen) ? chosen : controlName;
  const showing = version !== controlName;
  const shown = useMemo(() => (showing ? shownVersion(data, version) : data), [data, version, showing]);

  const backend = useBackend();
  const [check, setCheck] = useState<(Check & { checkedText: string; version: string }) | null>(null);
  const latest = useRef(0);
  useEffect(() => {
    if (!showing) return;
    const id = ++latest.current;
    const text = pageText(shown);
    const timer = setTimeout(
      () =>
        void backend.check(file, text).then(
          (result) => id === latest.current && startTransition(() => setCheck({ ...result, checkedText: text, version })),
          () => undefined,
        ),
      250,
    );
    return () => clearTimeout(timer);
  }, [backend, file, shown, showing, version]);
  const [lastGood, setLastGood] = useState<Check | null>(null);
  const ours = check?.version === version ? check : null;
  if (ours?.page && ours.site && ours.path && ours !== lastGood) setLastGood(ours);

  const setShown = useCallback(
    (page: PageValue) => setPage(showing ? withVersionEdit(current.current, version, page) : page),
    [setPage, showing, current, version],
  );
  const stepShown = useCallback(
    (update: (page: PageValue) => PageValue) =>
      step(showing ? (page) => withVersionEdit(page, version, update(shownVersion(page, version))) : update),
    [step, showing, version],
  );
  return {
    versions,
    version,
    setVersion,
    showing,
    /** The page as the preview shows it. */
    shown,
    /** The version's check (only while a version shows), and the last of it that rendered. */
    check: ours,
    lastGood: showing && (lastGood as { version?: string } | null)?.version === version ? lastGood : null,
    setShown,
    stepShown,
  };
}

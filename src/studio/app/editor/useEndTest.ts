// Ending the page's headline test ("End the test, keep …" above the preview): one change (engine/headline-test.ts,
// endTest), said in a notice with its own Undo. The button pressed goes with the test, so the keyboard goes
// to that Undo. Once the test is back (that Undo, or the toolbar's), the notice goes too: it would say what
// is no longer so, and the keyboard, left on nothing, goes back to the test's own End button.
import { useCallback, useEffect, useRef, type Dispatch, type SetStateAction } from 'react';
import { controlName } from '../../../core/experiment.ts';
import { endTest } from '../../engine/headline-test.ts';
import { versionWords } from '../preview/VersionBar.tsx';
import type { Notice, PageValue } from './page-state.ts';

interface Options {
  data: PageValue;
  step: (update: (page: PageValue) => PageValue) => void;
  undo: () => void;
  /** Which version the preview shows. */
  showVersion: (version: string) => void;
  setNotice: Dispatch<SetStateAction<Notice | null>>;
}

export function useEndTest({ data, step, undo, showVersion, setNotice }: Options): (keep: string) => void {
  const ended = useRef<Notice | null>(null);
  const end = useCallback(
    (keep: string) => {
      step((now) => endTest(now, keep));
      showVersion(controlName);
      const notice: Notice = {
        kind: 'good',
        text: `The headline test ended: the page keeps ${versionWords(keep)}’s words. Save and send it for review to publish it; Undo brings the test back.`,
        action: { label: 'Undo', run: undo },
      };
      ended.current = notice;
      setNotice(notice);
      requestAnimationFrame(() => document.querySelector<HTMLElement>('.studio-notices .studio-notice-action')?.focus());
    },
    [step, showVersion, undo, setNotice],
  );
  useEffect(() => {
    const notice = ended.current;
    if (!notice || !data.experiment) return;
    ended.current = null;
    setNotice((shown) => (shown === notice ? null : shown));
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!active || active === document.body) document.querySelector<HTMLElement>('.studio-versions > button')?.focus();
    });
  }, [data, setNotice]);
  return end;
}

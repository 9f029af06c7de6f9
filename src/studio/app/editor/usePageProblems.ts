// The check's problems as the page editor shows them: listed above the form, each under its field (as
// rjsf's errorSchema), marked on the preview's sections, and counted for Save. A new page's problems show
// once it is touched, or all of them once Save was tried.
import type { ErrorSchema } from '@rjsf/utils';
import { useCallback, useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import { pointerToSegments } from '../../../core/json-pointer.ts';
import type { Problem } from '../../backend.ts';
import { messageUnderField } from '../../shared/problem-words.ts';
import type { Notice, PageValue, useLiveCheck } from './page-state.ts';
import { aboutTheEditorsWords, shownProblems } from './to-write.tsx';

/** The server's JSON-pointer problems as rjsf's errorSchema, so each message sits under its field. */
function errorSchemaFor(problems: Problem[]): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const problem of problems) {
    let node = root;
    for (const part of pointerToSegments(problem.pointer)) node = (node[part] ??= {}) as Record<string, unknown>;
    ((node.__errors ??= []) as string[]).push(messageUnderField(problem.message));
  }
  return root as ErrorSchema;
}

/**
 * `live` is the page's live check, `toWrite` a new page's texts still to write, `page` the page as opened.
 * `refuse` says why Save did not save, and from then on every problem shows.
 */
export function usePageProblems(
  live: ReturnType<typeof useLiveCheck>,
  toWrite: readonly string[],
  data: PageValue,
  page: { data: unknown; placeholders?: Record<string, string> },
  setNotice: Dispatch<SetStateAction<Notice | null>>,
) {
  // Why Save did not save, until nothing stops a save any more (the texts written, the problems fixed, or the
  // edit undone): then it goes, so it never contradicts "Ready to save." or "No changes to save." beside it.
  // While there is one, every problem and every text still to write is marked; a section or an item added
  // after it went starts unmarked again.
  const [refusal, setRefusal] = useState<Notice | null>(null);
  const saveTried = refusal !== null;
  // Shown against the page they were found on (see useShownProblems), on a new page once touched; Save counts them all.
  const { page: checkedPage } = live.shown;
  const problems = useMemo(
    () => shownProblems(aboutTheEditorsWords(live.shown.problems, toWrite), data, page.data, !page.placeholders || saveTried),
    [live.shown.problems, toWrite, data, page.data, page.placeholders, saveTried],
  );
  // A missing link to this page is fixed on another page, so it never stops this one being saved.
  const blocking = aboutTheEditorsWords(live.check?.problems ?? [], toWrite).filter((p) => !p.fixedElsewhere).length + toWrite.length;
  const extraErrors = useMemo(
    () =>
      errorSchemaFor(
        saveTried ? [...problems, ...toWrite.map((pointer) => ({ pointer, message: 'Still to write.' }) as Problem)] : problems,
      ),
    [problems, toWrite, saveTried],
  );
  const refuse = useCallback(
    (text: string) => {
      const notice: Notice = { kind: 'bad', text };
      setRefusal(notice);
      setNotice(notice);
    },
    [setNotice],
  );
  // Adjusted as this render finds it (the notices are the page editor's own state, as the refusal is).
  if (!blocking && refusal) {
    setRefusal(null);
    setNotice((shown) => (shown === refusal ? null : shown));
  }
  const problemBlocks = useMemo(
    () => new Set(problems.flatMap((p) => /^\/blocks\/(\d+)/.exec(p.pointer)?.[1] ?? []).map(Number)),
    [problems],
  );
  return { problems, checkedPage, blocking, extraErrors, refuse, problemBlocks };
}

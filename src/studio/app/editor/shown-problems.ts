// The last check's problems as the editor is shown them while it edits: against the page they were found
// on, none while the page's sections or items moved since, and none of a text that was empty and has words now.
import { useMemo } from 'react';
import type { Check, Problem } from '../../backend.ts';
import { valueAt } from '../preview/page-at-pointer.ts';
import type { PageValue } from './page-state.ts';

/** A page's structure: its sections and items, their kinds and fields, without the words (which move no pointer). */
export const shapeOf = (data: unknown) =>
  JSON.stringify(data, (key, value: unknown) => (typeof value === 'string' && key !== 'type' ? '' : value));

const noProblems: Problem[] = [];

/**
 * A problem found on a text that was empty when the page was checked and has words now: it was about the
 * missing words ("must not be empty"), so it goes once they are typed, not a moment later when the next
 * check answers (which says whether the words themselves will do).
 */
function filledSince(checked: unknown, data: unknown, pointer: string): boolean {
  const now = valueAt(data, pointer);
  return valueAt(checked, pointer) === '' && typeof now === 'string' && now !== '';
}

/** The problems of a check of `checked` that still stand for the page as it is now (`data`, of the same shape). */
export function standingProblems(problems: Problem[], checked: unknown, data: unknown): Problem[] {
  const standing = problems.filter((p) => !filledSince(checked, data, p.pointer));
  return standing.length === problems.length ? problems : standing;
}

/**
 * The problems of the last check, shown against the page they were found on: `page` is the page as
 * checked, to name their places from. While sections or items were added, removed or moved since, a
 * problem's place would name another section or item of the page as it is now: none are shown until the
 * check of the page as it is comes back (typing changes no place, so the list stays while it waits, but
 * for the problems of a text that was empty and has words now).
 */
export function useShownProblems(check: (Check & { checkedText: string }) | null, data: unknown) {
  const checked = useMemo(() => (check ? (JSON.parse(check.checkedText) as PageValue) : undefined), [check]);
  const checkedShape = useMemo(() => checked && shapeOf(checked), [checked]);
  const shape = useMemo(() => shapeOf(data), [data]);
  const problems = useMemo(
    () => (check && checkedShape === shape ? standingProblems(check.problems, checked, data) : noProblems),
    [check, checked, checkedShape, shape, data],
  );
  return { problems, page: (checked ?? data) as PageValue };
}

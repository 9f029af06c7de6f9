// The SEO panel beside the search preview: the page's score and the report's findings grouped by
// severity, each a button headed by the form's label of its field (the problem list's names, as the pull
// request gives them: findingInWords) that takes the editor to that field. The report is computed off the
// typing path: a moment after the check of the latest edit arrives, in its own worker (seo-runner.ts), so
// a key press never waits for it. A report of a page the latest check cannot render is not kept: its
// advice would be about words no longer there.
import { useEffect, useState } from 'react';
import type { Check } from '../../backend.ts';
import type { Finding, SeoReport, Severity } from '../../../core/seo/report.ts';
import { plural } from '../../../core/words.ts';
import { bandWords, findingInWords } from '../../engine/seo-change.ts';
import type { PlaceOf } from '../../shared/problem-words.ts';
import { seoReportOf } from './seo-runner.ts';

/** How long after the latest check the report is computed: typing on stops the one before. */
const settleMs = 400;

/**
 * The report of the page as last checked, or undefined until it has one; stale reports are kept while a new
 * one is computed, but not once the latest check cannot render the page (a required text emptied).
 */
export function useSeoReport(check: Check | null, written: unknown): SeoReport | undefined {
  const [report, setReport] = useState<SeoReport | undefined>();
  useEffect(() => {
    if (!check?.page || !check.seo) return;
    let stopped = false;
    const timer = setTimeout(() => {
      void seoReportOf('editor', check, written).then(
        (made) => !stopped && setReport(made),
        () => undefined,
      );
    }, settleMs);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [check, written]);
  return check && !check.page ? undefined : report;
}

const groups: { severity: Severity; heading: string }[] = [
  { severity: 'error', heading: 'Fix' },
  { severity: 'warning', heading: 'Improve' },
  { severity: 'info', heading: 'Worth knowing' },
  { severity: 'good', heading: 'Done well' },
];

export function SeoPanel({
  report,
  goTo,
  page,
  placeOf,
}: {
  report: SeoReport | undefined;
  goTo: (pointer: string) => void;
  /** The page as the report was made of it, and the form's names of its fields. */
  page: unknown;
  placeOf: PlaceOf;
}) {
  return (
    <section className="studio-seo" aria-labelledby="studio-seo-heading">
      <h3 id="studio-seo-heading">SEO</h3>
      {!report ? (
        <p className="studio-description">The SEO report appears once the page shows in the preview.</p>
      ) : (
        <>
          <p className="studio-seo-score" data-band={report.band}>
            <strong>{report.score}</strong>/100 · {bandWords[report.band]}
          </p>
          {groups.map(({ severity, heading }) => {
            const found = report.findings.filter((f) => f.severity === severity);
            if (!found.length) return null;
            const list = (
              <ul>
                {found.map((f: Finding) => (
                  <li key={`${f.id}:${f.message}`} data-severity={f.severity}>
                    <button type="button" className="studio-link" onClick={() => goTo(f.pointer)}>
                      {findingInWords(f, page, placeOf)}
                    </button>
                  </li>
                ))}
              </ul>
            );
            // What is done well is folded away: the editor reads what to do first.
            return severity === 'good' ? (
              <details key={severity}>
                <summary>
                  {heading} ({found.length})
                </summary>
                {list}
              </details>
            ) : (
              <div key={severity}>
                <h4>
                  {heading}: {plural(found.length, 'point')}
                </h4>
                {list}
              </div>
            );
          })}
        </>
      )}
    </section>
  );
}

// What a change does to the page's SEO, for the pull request both studios open: the score before (the
// page as on the site's main line; none for a new page) and after (as sent), then the findings the change
// fixed and those it brought, in the report's own words, each headed by the form's label of the field it
// points at (findingInWords), as the SEO panel heads it. Each report is the SEO panel's (seo-report.tsx)
// over the backend's own check of that text, so the review reads what the editor saw.
import type { Finding, SeoReport } from '../../core/seo/report.ts';
import { withoutBom } from '../../core/json-source.ts';
import type { Check } from '../backend.ts';
import { oneLine } from '../shared/answers.ts';
import type { PlaceOf } from '../shared/problem-words.ts';

/**
 * A finding in the studio's words: headed by the form's labels of the field it points at ("Hero › Headline:
 * The main headline does not contain…"), as the problem list heads a problem; one about the page as a
 * whole (no field) as it is.
 */
export function findingInWords(finding: Finding, page: unknown, placeOf: PlaceOf | undefined): string {
  return finding.pointer && placeOf ? `${placeOf(finding.pointer, page)}: ${finding.message}` : finding.message;
}

/** The score's band in words, wherever a score shows (the SEO panel, the start screen, a review). */
export const bandWords = { good: 'Good', ok: 'Needs work', poor: 'Poor' } as const;

/** The findings a review lists: what to fix and what to improve (what is done well and worth knowing are not). */
const listed = (report: SeoReport | undefined): Finding[] =>
  (report?.findings ?? []).filter((f) => f.severity === 'error' || f.severity === 'warning');
/** A finding as the same one before and after: its check and words, whatever figures they give (313 words, then 312). */
const said = (f: Finding) => `${f.id}\n${f.severity}\n${f.message.replace(/\d[\d,.]*/g, '#')}`;
const scoreWords = (r: SeoReport) => `${r.score} (${bandWords[r.band]})`;

/**
 * The review's SEO section as Markdown: "SEO score: 72 (Needs work) → 91 (Good)", then the findings fixed
 * and the new ones. Undefined when the page as sent has no report (it cannot be rendered).
 */
export function seoChangeSection(before: SeoReport | undefined, after: SeoReport | undefined): string | undefined {
  if (!after) return undefined;
  const was = new Set(listed(before).map(said));
  const now = new Set(listed(after).map(said));
  const fixed = listed(before).filter((f) => !now.has(said(f)));
  const added = listed(after).filter((f) => !was.has(said(f)));
  const lines = [before ? `SEO score: ${scoreWords(before)} → ${scoreWords(after)}` : `SEO score: ${scoreWords(after)} (a new page)`];
  // A finding quotes the editor's words (its keyphrase): each stays on its own line, a line break in them or not.
  if (fixed.length) lines.push('', 'Fixed:', ...fixed.map((f) => `- ${oneLine(f.message)}`));
  if (added.length) lines.push('', before ? 'New:' : 'To improve:', ...added.map((f) => `- ${oneLine(f.message)}`));
  if (before && !fixed.length && !added.length) lines.push('', 'No finding changed.');
  return lines.join('\n');
}

/**
 * The SEO section of a change from `before` (undefined for a new page) to `after`, each text checked by
 * `check` as the editor's check would check it, each finding headed by its field's place in the form
 * (`placeOf`, the problem list's names); undefined when the page as sent cannot be reported on (or the
 * report's code could not be loaded).
 */
export async function seoChange(
  check: (text: string) => Promise<Check>,
  before: string | undefined,
  after: string,
  placeOf?: PlaceOf,
): Promise<string | undefined> {
  // The review goes without its SEO section rather than not at all when the report's code cannot be loaded.
  const loaded = await import('./seo-report.tsx').catch(() => undefined);
  if (!loaded) return undefined;
  const { studioSeoReport } = loaded;
  const reportOf = async (text: string | undefined) => {
    if (text === undefined) return undefined;
    try {
      const clean = withoutBom(text);
      const page = JSON.parse(clean) as unknown;
      const report = studioSeoReport(await check(clean), page);
      return report && { ...report, findings: report.findings.map((f) => ({ ...f, message: findingInWords(f, page, placeOf) })) };
    } catch {
      return undefined;
    }
  };
  return seoChangeSection(await reportOf(before), await reportOf(after));
}

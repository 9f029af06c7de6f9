// Each page's SEO score for the start screen, in both studios: the page checked as the editor's check
// checks it, then the SEO panel's own report (seo-report.tsx), so the list and the panel never disagree.
// The list shows at once; the scores follow one page at a time when the browser is idle, from code loaded
// on first use (in the report's own worker), and are kept for as long as no page changes. Any page can
// change another's score (its links, a shared title or keyphrase, its card on an index): once one has
// changed, each page is checked again, and only a page whose check or words differ from those its score
// was made from gets a new report; the others keep theirs, the same score a new report would give.
import { useEffect, useState } from 'react';
import type { Band } from '../../../core/seo/report.ts';
import type { Check, PageEntry, StudioBackend } from '../../backend.ts';
import { seoReportOf, whenIdle } from '../seo/seo-runner.ts';

export interface PageScore {
  score: number;
  band: Band;
}

/** The scores made for the list as it last was, by its pages' fingerprints: each page's score by file. */
const kept = new Map<string, Map<string, PageScore | null>>();
const keptFor = (key: string) => {
  if (!kept.has(key)) {
    kept.clear();
    kept.set(key, new Map());
  }
  return kept.get(key)!;
};
const none: ReadonlyMap<string, PageScore | null> = new Map();

const listKey = (pages: readonly PageEntry[]) => pages.map((p) => `${p.file}\n${p.hash}`).join('\n');

/** Each page's last report's score, by file, with what the report was made from (see `reportInput`). */
const made = new Map<string, { input: string; score: PageScore }>();
/** All a page's report reads: the page as checked and rendered, what the check knows of the site and its other pages, and the words as written. */
const reportInput = (check: Check, text: string) => JSON.stringify([check.path, check.page, check.site, check.seo, text]);

/** One page's score, or null when it has none (it cannot be rendered, or the check failed). */
async function scoreOf(backend: StudioBackend, page: PageEntry): Promise<PageScore | null> {
  try {
    const check = await backend.check(page.file, page.text);
    const input = reportInput(check, page.text);
    const known = made.get(page.file);
    if (known?.input === input) return known.score;
    const report = await seoReportOf(`score ${page.file}`, check, JSON.parse(page.text) as unknown);
    if (!report) return null;
    const score = { score: report.score, band: report.band };
    made.set(page.file, { input, score });
    return score;
  } catch {
    return null;
  }
}

/**
 * The scores of the listed pages by file, filled in as they are made (a page not there yet is still being
 * scored; null: it has no score). Stops when the start screen goes.
 */
export function usePageScores(backend: StudioBackend, pages: readonly PageEntry[] | undefined): ReadonlyMap<string, PageScore | null> {
  const key = pages ? listKey(pages) : '';
  const [shown, setShown] = useState<{ key: string; scores: ReadonlyMap<string, PageScore | null> }>({ key: '', scores: none });
  useEffect(() => {
    if (!pages) return;
    const listed = new Set(pages.map((p) => p.file));
    for (const file of made.keys()) if (!listed.has(file)) made.delete(file);
    const scores = keptFor(key);
    const waiting = pages.filter((p) => !scores.has(p.file));
    let stopped = false;
    let cancel = () => {};
    // Those already made show at the first idle moment, then each page's as it is made.
    const next = () => {
      setShown({ key, scores: new Map(scores) });
      const page = waiting.shift();
      if (!page) return;
      cancel = whenIdle(() => {
        void scoreOf(backend, page).then((score) => {
          if (stopped) return;
          scores.set(page.file, score);
          next();
        });
      });
    };
    cancel = whenIdle(next);
    return () => {
      stopped = true;
      cancel();
    };
    // The list's fingerprints say when it changed; a new array of the same pages scores nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [backend, key]);
  return shown.key === key ? shown.scores : none;
}

// The SEO report of the site's pages on the command line and in validation: each page rendered to HTML as
// the build renders it (entry-server), then the core report (src/core/seo). Callers set NODE_ENV first.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createRenderer } from '../entry-server.tsx';
import type { SiteConfig } from '../generated/site.ts';
import type { PageData } from '../core/page-data.ts';
import type { Problem } from '../core/problem.ts';
import { JsonSource } from '../core/json-source.ts';
import { reportText, seoReport, seoSite, type SeoReport, type SeoSite } from '../core/seo/index.ts';
import { digest } from './build/inputs.ts';
import { RenderCache } from './build/render-cache.ts';

/** Renders and reports kept between runs (src/tooling/build/render-cache.ts), for the code with this key. */
export interface ReportCache {
  code: string;
  renders: RenderCache;
}

export interface PageReport {
  path: string;
  report: SeoReport;
}

/** A served file's size in the build folder, when the site has been built. */
export const builtFileBytes = (dist: string | undefined): ((src: string) => number | undefined) | undefined =>
  dist && existsSync(dist)
    ? (src) => {
        if (!src.startsWith('/')) return undefined;
        const file = path.join(dist, ...src.split('?')[0]!.split('/'));
        return existsSync(file) ? statSync(file).size : undefined;
      }
    : undefined;

/**
 * The report of every page in `only` (or every page), in the order of `rendered`. With a cache, a page is
 * rendered only when neither the build nor an earlier report rendered it as it is now, and a report is
 * made again only when the page, what the editor wrote or the site's facts changed (photo sizes from a
 * build folder are read each time).
 */
export async function siteReports(
  site: SiteConfig,
  rendered: ReadonlyMap<string, PageData>,
  written: ReadonlyMap<string, unknown>,
  {
    only,
    dist,
    facts = seoSite(site, rendered),
    cache,
    counts,
  }: { only?: readonly string[]; dist?: string; facts?: SeoSite; cache?: ReportCache; counts?: { rendered: number } } = {},
): Promise<PageReport[]> {
  const render = createRenderer(site, rendered);
  const photoBytes = builtFileBytes(dist);
  const out: PageReport[] = [];
  // A set: validation asks for every page by name, and a list searched once a page costs the square of the pages.
  const wanted = only ? new Set(only) : undefined;
  const siteKey = cache && RenderCache.siteKey(cache.code, JSON.stringify(site));
  const factsKey = cache && digest(JSON.stringify(facts));
  for (const [pagePath, page] of rendered) {
    if (wanted && !wanted.has(pagePath)) continue;
    const editorWrote = written.get(pagePath) ?? page;
    const key = cache && RenderCache.key(siteKey!, pagePath, JSON.stringify(page));
    const inputs = cache && !photoBytes ? digest(factsKey!, JSON.stringify(editorWrote)) : undefined;
    const kept = key && inputs ? cache.renders.report<SeoReport>(key, inputs) : undefined;
    if (kept) {
      out.push({ path: pagePath, report: kept });
      continue;
    }
    let html = key ? cache.renders.page(key) : undefined;
    if (html === undefined) {
      const result = await render(pagePath);
      if (result.kind !== 'html') continue;
      html = result.html;
      if (counts) counts.rendered++;
      if (key) cache.renders.keepRaw(key, html);
    }
    const report = seoReport({ path: pagePath, html, page, written: editorWrote, site: facts, photoBytes });
    if (key && inputs) cache.renders.keepReport(key, inputs, report);
    out.push({ path: pagePath, report });
  }
  return out;
}

/** `npm run seo [-- /path ...]`: every page's report (or the ones named), weakest first; the text to print and the exit code. */
export async function seoCommand(
  site: SiteConfig,
  rendered: ReadonlyMap<string, PageData>,
  written: ReadonlyMap<string, unknown>,
  { only, dist, all = false }: { only?: readonly string[]; dist?: string; all?: boolean },
): Promise<{ text: string; code: number }> {
  const unknown = (only ?? []).filter((p) => !rendered.has(p));
  if (unknown.length) return { text: `No page at ${unknown.join(', ')}. Give a page's address, for example /hvac-seo.`, code: 1 };
  const reports = await siteReports(site, rendered, written, { only, dist });
  reports.sort((a, b) => a.report.score - b.report.score || a.path.localeCompare(b.path));
  const text = reports
    .map(({ path: p, report }) =>
      reportText(
        p,
        all || only ? report : { ...report, findings: report.findings.filter((f) => f.severity === 'error' || f.severity === 'warning') },
      ),
    )
    .join('\n\n');
  const errors = reports.some((r) => r.report.findings.some((f) => f.severity === 'error'));
  const average = reports.length ? Math.round(reports.reduce((n, r) => n + r.report.score, 0) / reports.length) : 0;
  return { text: `${text}\n\n${reports.length} pages, average SEO score ${average}.`, code: errors ? 1 : 0 };
}

/**
 * The report's findings as validation's problems, on their line of the page file: errors stay errors, the
 * rest are warnings (good and info are not printed). Page files only: a case study's page is reported by
 * npm run seo.
 */
export async function seoValidation(
  site: SiteConfig,
  rendered: ReadonlyMap<string, PageData>,
  pages: readonly { file: string; path: string; page: unknown }[],
  { dist, display = (file: string) => file, cache }: { dist?: string; display?: (file: string) => string; cache?: ReportCache } = {},
): Promise<{ errors: Problem[]; warnings: Problem[]; rendered: number }> {
  const counts = { rendered: 0 };
  const files = new Map(pages.map((p) => [p.path, p]));
  const written = new Map(pages.map((p) => [p.path, p.page]));
  const reports = await siteReports(site, rendered, written, { only: [...files.keys()], dist, counts, ...(cache ? { cache } : {}) });
  const errors: Problem[] = [];
  const warnings: Problem[] = [];
  for (const { path: at, report } of reports) {
    const { file } = files.get(at)!;
    const source = new JsonSource(readFileSync(file, 'utf8'));
    for (const finding of report.findings) {
      if (finding.severity !== 'error' && finding.severity !== 'warning') continue;
      const problem = {
        file: display(file),
        ...source.locate(finding.pointer),
        pointer: finding.pointer,
        message: `SEO: ${finding.message}`,
      };
      (finding.severity === 'error' ? errors : warnings).push(problem);
    }
  }
  return { errors, warnings, rendered: counts.rendered };
}

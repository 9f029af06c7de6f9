// What the studio's SEO report of one page costs (npm run bench): the SEO panel's own code (seo-report.tsx:
// the page rendered as the build renders it, then the core report) over the editor's check of each page,
// the check made beforehand (the studio makes it for every edit anyway). Each page's figure is the median
// of its runs, by the clock and by the CPU time the process used (which other programs' load on the
// machine changes far less); the answer is the median over the pages and the worst page, beside the
// machine's load.
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { listPageFiles } from '../../../tooling/content/index.ts';
import { studioSeoReport } from '../../engine/seo-report.tsx';
import { checkEdit } from '../../engine/pages.ts';
import { checkerFor } from './checking.ts';
import { readPageFile } from './listing.ts';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const tenth = (ms: number) => Math.round(ms * 10) / 10;

export interface ReportTiming {
  /** The median over the pages of each page's median, in ms. */
  seoReportMs: number;
  /** The slowest page's median, in ms, and its address. */
  seoReportWorstMs: number;
  seoReportWorstPage: string;
  /** The same by CPU time: the median over the pages, and the worst page's. */
  seoReportCpuMs: number;
  seoReportCpuWorstMs: number;
  pagesTimed: number;
  /** The machine's load average over the last minute when it was measured (the figures are not from an idle machine). */
  load: number;
  cores: number;
}

/** Times the studio's report of every page in `dir` (or its first `limit` pages), `runs` times each after one run to warm up. */
export function timeStudioReports(dir: string, { runs = 9, limit = 60 }: { runs?: number; limit?: number } = {}): ReportTiming {
  const perPage: { path: string; ms: number; cpu: number }[] = [];
  for (const file of listPageFiles(dir).slice(0, limit)) {
    const { text, data, route } = readPageFile(dir, file);
    const check = checkEdit(checkerFor(dir), path.relative(dir, file), text);
    if (!studioSeoReport(check, data)) continue;
    const times: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      const used = process.cpuUsage();
      studioSeoReport(check, data);
      const { user, system } = process.cpuUsage(used);
      times.push(performance.now() - started);
      cpu.push((user + system) / 1000);
    }
    perPage.push({ path: route, ms: median(times), cpu: median(cpu) });
  }
  if (!perPage.length) throw new Error(`No page in ${dir} has an SEO report to time.`);
  return summariseReportTimes(perPage);
}

/** The figures over the pages from each page's own medians: the median page and the worst, by the clock and by CPU time. */
export function summariseReportTimes(perPage: { path: string; ms: number; cpu: number }[]): ReportTiming {
  const worst = perPage.reduce((a, b) => (b.ms > a.ms ? b : a));
  return {
    seoReportMs: tenth(median(perPage.map((p) => p.ms))),
    seoReportWorstMs: tenth(worst.ms),
    seoReportWorstPage: worst.path,
    seoReportCpuMs: tenth(median(perPage.map((p) => p.cpu))),
    seoReportCpuWorstMs: tenth(Math.max(...perPage.map((p) => p.cpu))),
    pagesTimed: perPage.length,
    load: Math.round(loadavg()[0]! * 100) / 100,
    cores: availableParallelism(),
  };
}

export const describeReportTiming = (t: ReportTiming) =>
  `SEO report in the studio (render + checks), ${t.pagesTimed} pages: median ${t.seoReportMs} ms a page, worst ${t.seoReportWorstMs} ms (${t.seoReportWorstPage}); CPU time median ${t.seoReportCpuMs} ms, worst ${t.seoReportCpuWorstMs} ms; load average ${t.load} on ${t.cores} cores`;

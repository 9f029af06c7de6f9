// npm run bench's figure for the studio's SEO report: every page timed with the SEO panel's own code, the
// median page and the worst by the clock and by CPU time, beside the machine's load (a measurement, not a timed test).
import { describe, expect, it } from 'vitest';
import { describeReportTiming, summariseReportTimes, timeStudioReports } from '../../src/studio/local/server/seo-timing.ts';
import { listPageFiles } from '../../src/tooling/content/index.ts';
import { fixturePagesDir } from './helpers.ts';

describe('the studio’s SEO report timing', () => {
  it('times every page that has a report and names the slowest, beside the load', () => {
    const timing = timeStudioReports(fixturePagesDir, { runs: 1 });
    expect(timing.pagesTimed).toBe(listPageFiles(fixturePagesDir).length);
    expect(timing.seoReportWorstPage).toMatch(/^\//);
    expect(describeReportTiming(timing)).toMatch(
      /median [\d.]+ ms a page, worst [\d.]+ ms \(\/.*\); CPU time .*; load average [\d.]+ on \d+ cores$/,
    );
  });

  it('takes the median page and the slowest page by the clock, and the median and worst by CPU time apart', () => {
    // The slowest by the clock (/b) is not the slowest by CPU time (/a): each figure is read on its own.
    const timing = summariseReportTimes([
      { path: '/a', ms: 1.04, cpu: 5 },
      { path: '/b', ms: 10.26, cpu: 2 },
      { path: '/c', ms: 3, cpu: 1 },
    ]);
    expect(timing).toMatchObject({
      seoReportMs: 3,
      seoReportWorstMs: 10.3,
      seoReportWorstPage: '/b',
      seoReportCpuMs: 2,
      seoReportCpuWorstMs: 5,
      pagesTimed: 3,
    });
  });
});

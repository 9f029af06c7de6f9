// npm run bench's figure for the studio's SEO report: every page timed with the SEO panel's own code, the
// median page and the worst by the clock and by CPU time, beside the machine's load (a measurement, not a timed test).
import { describe, expect, it } from 'vitest';
import { describeReportTiming, timeStudioReports } from '../../src/studio/local/server/seo-timing.ts';
import { listPageFiles } from '../../src/tooling/content/index.ts';
import { fixturePagesDir } from './helpers.ts';

describe('the studio’s SEO report timing', () => {
  it('times every page that has a report and names the slowest, beside the load', () => {
    const timing = timeStudioReports(fixturePagesDir, { runs: 1 });
    expect(timing.pagesTimed).toBe(listPageFiles(fixturePagesDir).length);
    expect(timing.seoReportWorstMs).toBeGreaterThanOrEqual(timing.seoReportMs);
    expect(timing.seoReportCpuWorstMs).toBeGreaterThanOrEqual(timing.seoReportCpuMs);
    expect(timing.seoReportWorstPage).toMatch(/^\//);
    expect(describeReportTiming(timing)).toMatch(
      /median [\d.]+ ms a page, worst [\d.]+ ms \(\/.*\); CPU time .*; load average [\d.]+ on \d+ cores$/,
    );
  });
});

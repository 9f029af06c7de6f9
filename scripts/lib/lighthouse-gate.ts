// The Lighthouse gate CI applies to the key routes: the median of the runs must reach these scores.

export const minimumScores: Record<string, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

export interface RouteMedians {
  route: string;
  median: Record<string, number>;
  failedAudits?: Record<string, string[]>;
}

/** Every route and category below its minimum, and every layout shift, as sentences saying what was lost. */
export function lighthouseFailures(results: RouteMedians[], minimums: Record<string, number> = minimumScores): string[] {
  const failures: string[] = [];
  for (const { route, median, failedAudits = {} } of results) {
    for (const [category, minimum] of Object.entries(minimums)) {
      const score = median[category];
      if (score === undefined) continue;
      if (score < minimum) {
        const lost = failedAudits[category]?.length ? ` (audits below full marks: ${failedAudits[category]!.join(', ')})` : '';
        failures.push(`${route}: ${category} ${score}, below ${minimum}${lost}.`);
      }
    }
    const { cls } = median;
    if (cls === undefined) continue;
    if (Number.isNaN(cls)) failures.push(`${route}: Lighthouse could not measure the page in most runs.`);
    else if (cls > 0) failures.push(`${route}: cumulative layout shift ${cls}; the budget is 0.`);
  }
  return failures;
}

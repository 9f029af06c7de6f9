// What the site's analytics needs to be known beyond the browser: where its tag loads from (for the
// Content-Security-Policy), and whether the site needs a visitor's consent (for resolving pages and the
// banner): for analytics, or for keeping a visit's campaigns for its leads (attribution.rememberVisit).
import type { SiteConfig } from '../generated/site.ts';

/**
 * What the analytics tag loads from and reports to. The Content-Security-Policy opens these origins
 * only on a site that configures an analytics id; without one, nothing of Google's is allowed at all.
 */
export const analyticsOrigins = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
} as const;

/**
 * Whether anything the site is configured to do needs a visitor's consent first: analytics, or keeping
 * the visit's first and last campaign for its leads. The banner, its script and the privacy policy's
 * cookie section all follow this.
 */
export function needsConsent(site: Pick<SiteConfig, 'analytics' | 'attribution'>): boolean {
  return Boolean(site.analytics?.id) || Boolean(site.attribution?.rememberVisit);
}

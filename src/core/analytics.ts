// What the site's analytics needs to be known beyond the browser: where its tag loads from (for the
// Content-Security-Policy) and whether it needs a visitor's consent (for resolving pages and the banner).
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
 * Whether anything the site is configured to load needs a visitor's consent first. Today that is
 * analytics alone; the banner, its script and the privacy policy's cookie section all follow this.
 */
export function needsConsent(site: Pick<SiteConfig, 'analytics'>): boolean {
  return Boolean(site.analytics?.id);
}

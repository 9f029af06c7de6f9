import type { SiteConfig } from '../generated/site.ts';

/**
 * Whether anything the site is configured to load needs a visitor's consent first. Today that is
 * analytics alone; the banner, its script and the privacy policy's cookie section all follow this.
 */
export function needsConsent(site: Pick<SiteConfig, 'analytics'>): boolean {
  return Boolean(site.analytics?.id);
}

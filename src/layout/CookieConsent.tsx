import type { SiteConfig } from '../generated/site.ts';
import { useSite } from '../site.tsx';
import { InlineText } from '../ui/InlineText.tsx';
import { needsConsent } from '../core/analytics.ts';
import { consentStorageKey } from './consent-choice.ts';

export { consentStorageKey };

/** A choice the banner's buttons make, in their data-choice attribute (consent.island.ts reads it). */
export type Choice = 'accepted' | 'rejected';

/**
 * The cookie banner's HTML, on a site that does something needing consent (see needsConsent); elsewhere
 * it renders nothing. It is rendered hidden, as the server cannot know the visitor's choice: its island
 * (consent.island.ts, plain DOM code, no framework) shows it when no choice is stored, as a fixed
 * overlay, so it never shifts the page, and answers its buttons. What the island needs beyond its texts
 * is in the HTML too: the analytics id it loads after Accept, and whether the site keeps the visit's
 * campaign for its leads (attribution.rememberVisit, src/forms/attribution.ts).
 */
export function CookieConsent() {
  const site = useSite();
  return needsConsent(site) ? <ConsentBanner site={site} /> : null;
}

function ConsentBanner({ site: { consent, analytics, attribution } }: { site: SiteConfig }) {
  return (
    <section
      hidden
      aria-label="Cookie consent"
      data-analytics-id={analytics?.id || undefined}
      data-remember-visit={attribution?.rememberVisit ? '' : undefined}
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-3xl rounded-2xl bg-ink-950 p-5 text-sm text-ink-100 shadow-2xl sm:flex sm:items-center sm:gap-6"
    >
      <p className="flex-1 [&_a]:text-white">
        <InlineText text={consent.message} />
      </p>
      <div className="mt-4 flex gap-3 sm:mt-0">
        <button type="button" className="btn-on-dark" data-choice={'rejected' satisfies Choice}>
          {consent.reject}
        </button>
        <button type="button" className="btn-accent" data-choice={'accepted' satisfies Choice}>
          {consent.accept}
        </button>
      </div>
    </section>
  );
}

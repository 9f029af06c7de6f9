import { useEffect, useState } from 'react';
import { useSite } from '../site.tsx';
import { InlineText } from '../ui/InlineText.tsx';
import { loadAnalytics, needsConsent } from './analytics.ts';

export const consentStorageKey = 'cookie-consent';
type Choice = 'accepted' | 'rejected';

function readChoice(): Choice | null {
  try {
    const value = localStorage.getItem(consentStorageKey);
    return value === 'accepted' || value === 'rejected' ? value : null;
  } catch {
    return null; // storage blocked: ask again, never fail
  }
}

/**
 * The cookie banner, on a site that loads something needing consent (see needsConsent); elsewhere it
 * renders nothing and runs nothing. It appears only after hydration (the server cannot know the
 * visitor's choice), as a fixed overlay, so it never shifts the page; the choice is remembered in localStorage.
 */
export function CookieConsent() {
  const site = useSite();
  return needsConsent(site) ? <ConsentBanner /> : null;
}

function ConsentBanner() {
  const { consent, analytics } = useSite();
  const [choice, setChoice] = useState<Choice | null | 'unknown'>('unknown');

  useEffect(() => setChoice(readChoice()), []);
  useEffect(() => {
    if (choice === 'accepted' && analytics?.id) loadAnalytics(analytics.id);
  }, [choice, analytics?.id]);

  if (choice !== null) return null;
  const decide = (value: Choice) => {
    try {
      localStorage.setItem(consentStorageKey, value);
    } catch {
      // Without storage the choice holds for this page view only.
    }
    setChoice(value);
  };
  return (
    <section
      aria-label="Cookie consent"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-3xl rounded-2xl bg-ink-950 p-5 text-sm text-ink-100 shadow-2xl sm:flex sm:items-center sm:gap-6"
    >
      <p className="flex-1 [&_a]:text-white">
        <InlineText text={consent.message} />
      </p>
      <div className="mt-4 flex gap-3 sm:mt-0">
        <button type="button" className="btn-on-dark" onClick={() => decide('rejected')}>
          {consent.reject}
        </button>
        <button type="button" className="btn-accent" onClick={() => decide('accepted')}>
          {consent.accept}
        </button>
      </div>
    </section>
  );
}

import { useEffect, useSyncExternalStore } from 'react';
import type { SiteConfig } from '../generated/site.ts';
import { useSite } from '../site.tsx';
import { InlineText } from '../ui/InlineText.tsx';
import { needsConsent } from '../core/analytics.ts';
import { forgetVisit, keepTouch } from '../forms/attribution.ts';
import { loadAnalytics } from './analytics.ts';
import { consentStorageKey, hasConsentCookie, writeConsentCookie } from './consent-choice.ts';

export { consentStorageKey };

/** What the banner reads from the site config: all its island is given in the browser (its props). */
export type ConsentSite = Pick<SiteConfig, 'consent' | 'analytics' | 'attribution'>;
export const consentIslandProps = ({ consent, analytics, attribution }: SiteConfig): { site: ConsentSite } => ({
  site: { consent, analytics, ...(attribution ? { attribution } : {}) },
});
type Choice = 'accepted' | 'rejected';

/** A choice made where storage is blocked: it holds for this page view only. */
let unsavedChoice: Choice | null = null;
const listeners = new Set<() => void>();

function readChoice(): Choice | null {
  try {
    const value = localStorage.getItem(consentStorageKey);
    return value === 'accepted' || value === 'rejected' ? value : null;
  } catch {
    return unsavedChoice; // storage blocked: ask again on the next page, never fail
  }
}

function saveChoice(value: Choice): void {
  try {
    localStorage.setItem(consentStorageKey, value);
  } catch {
    unsavedChoice = value;
  }
  // The cookie tells a request (the edge) of the choice; a rejection also forgets any visit kept before.
  writeConsentCookie(value === 'accepted');
  if (value === 'rejected') forgetVisit();
  for (const listener of listeners) listener();
}

/** The stored choice as React state: another tab's choice counts too (the storage event). */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** What the server renders and hydration first sees: the visitor's choice is not known there. */
const unknownOnServer = () => 'unknown' as const;

/**
 * The cookie banner, on a site that does something needing consent (see needsConsent); elsewhere it
 * renders nothing and runs nothing. It appears only after hydration (the server cannot know the
 * visitor's choice), as a fixed overlay, so it never shifts the page; the choice is remembered in
 * localStorage, and an acceptance also in the consent cookie (consent-choice.ts). Once the visitor
 * accepted, it loads analytics (with an id) and keeps this page view's campaign in the visit
 * (attribution.rememberVisit, src/forms/attribution.ts): it is on every page, as a landing can be any.
 */
export function CookieConsent() {
  const site = useSite();
  return needsConsent(site) ? <ConsentBanner /> : null;
}

function ConsentBanner() {
  const { consent, analytics, attribution } = useSite();
  const choice = useSyncExternalStore(subscribe, readChoice, unknownOnServer);
  const rememberVisit = Boolean(attribution?.rememberVisit);
  useEffect(() => {
    if (choice !== 'accepted') return;
    // A choice made before the cookie existed (or the cookie expired): the request learns it again.
    if (!hasConsentCookie()) writeConsentCookie(true);
    if (rememberVisit) keepTouch(location.href, document.referrer);
    if (analytics?.id) loadAnalytics(analytics.id);
  }, [choice, analytics?.id, rememberVisit]);

  if (choice !== null) return null;
  return (
    <section
      aria-label="Cookie consent"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-3xl rounded-2xl bg-ink-950 p-5 text-sm text-ink-100 shadow-2xl sm:flex sm:items-center sm:gap-6"
    >
      <p className="flex-1 [&_a]:text-white">
        <InlineText text={consent.message} />
      </p>
      <div className="mt-4 flex gap-3 sm:mt-0">
        <button type="button" className="btn-on-dark" onClick={() => saveChoice('rejected')}>
          {consent.reject}
        </button>
        <button type="button" className="btn-accent" onClick={() => saveChoice('accepted')}>
          {consent.accept}
        </button>
      </div>
    </section>
  );
}

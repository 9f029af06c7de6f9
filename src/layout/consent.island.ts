// The cookie banner's island: plain DOM code, no framework, as the lead forms'. The banner is the HTML
// CookieConsent.tsx rendered (hidden); this shows it when the visitor has not chosen yet, keeps the
// choice (localStorage, and the consent cookie a request reads, consent-choice.ts), and hides it once
// chosen, here and in the visitor's other tabs. Once the visitor accepted, on every page it runs, it
// keeps this page view's touch in the visit when the site remembers visits (src/forms/attribution.ts)
// and loads analytics when an id is configured. Both are files of their own, fetched only then (and
// the visit's on Reject, to forget it): a first visit loads this file alone, a few hundred bytes.
import { consentStorageKey, hasConsentCookie, pendingTouchKey, writeConsentCookie } from './consent-choice.ts';
import type { Choice } from './CookieConsent.tsx';

/** A choice made where storage is blocked: it holds for this page view only. */
let unsaved: Choice | null = null;

function storedChoice(): Choice | null {
  try {
    const value = localStorage.getItem(consentStorageKey);
    return value === 'accepted' || value === 'rejected' ? value : null;
  } catch {
    return unsaved; // storage blocked: ask again on the next page, never fail
  }
}

/** Settles once the banner has done what the choice asks (tests wait for it). */
export let settled: Promise<unknown> = Promise.resolve();

export function hydrate(element: HTMLElement): void {
  const banner = element.querySelector('section')!;
  let honoured = false;
  /** Shows the banner while no choice is stored; once one says Accept, does what consent allows (once a page view). */
  const follow = () => {
    const choice = storedChoice();
    banner.hidden = choice !== null;
    if (choice !== 'accepted' || honoured) return;
    honoured = true;
    // A choice made before the cookie existed (or the cookie expired): the request learns it again.
    if (!hasConsentCookie()) writeConsentCookie(true);
    const id = banner.dataset.analyticsId;
    settled = Promise.all([
      banner.hasAttribute('data-remember-visit') &&
        import('../forms/attribution.ts').then((visit) => visit.keepTouch(location.href, document.referrer)),
      id && import('./analytics.ts').then((analytics) => analytics.loadAnalytics(id)),
    ]);
  };
  banner.addEventListener('click', (event) => {
    const choice = (event.target as Element).closest('button')?.dataset.choice as Choice | undefined;
    if (!choice) return;
    try {
      localStorage.setItem(consentStorageKey, choice);
      // This page view's touch, noted at once: a link followed before the visit's code arrives keeps it.
      if (choice === 'accepted' && banner.hasAttribute('data-remember-visit'))
        localStorage.setItem(pendingTouchKey, JSON.stringify([location.href, document.referrer]));
    } catch {
      unsaved = choice;
    }
    // The cookie tells a request (the edge) of the choice; a rejection also forgets any visit kept before.
    writeConsentCookie(choice === 'accepted');
    if (choice === 'rejected') settled = import('../forms/attribution.ts').then((visit) => visit.forgetVisit());
    follow();
  });
  // Another tab's choice counts too.
  addEventListener('storage', follow);
  follow();
}

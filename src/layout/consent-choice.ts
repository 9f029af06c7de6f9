// The visitor's cookie choice where code without React reads it (the lead form), and the first-party
// cookie that tells a request about it: consent=granted once the visitor accepts, so code at the edge
// (which sees no localStorage) knows; it is cleared when the visitor rejects.
import { consentCookie } from '../core/consent-cookie.ts';

/** Where the banner keeps the visitor's choice ('accepted' or 'rejected'). */
export const consentStorageKey = 'cookie-consent';
const oneYear = 365 * 24 * 60 * 60;

/**
 * Where the banner notes, as the visitor accepts, the page view's address and referrer, at once: the
 * visitor may follow a link before the visit's code arrives, and the landing's campaign would be lost.
 * The visit's code folds it into the kept visit (pendingTouchKey of src/forms/attribution.ts).
 */
export const pendingTouchKey = 'lead-attribution-pending';

/** The consent cookie as document.cookie takes it: set for a year, or cleared. */
export function consentCookieText(granted: boolean, https: boolean): string {
  return `${consentCookie.name}=${granted ? consentCookie.value : ''}; Path=/; Max-Age=${granted ? oneYear : 0}; SameSite=Lax${https ? '; Secure' : ''}`;
}

/** Sets or clears the consent cookie in this browser. */
export function writeConsentCookie(granted: boolean): void {
  document.cookie = consentCookieText(granted, location.protocol === 'https:');
}

/** Whether this browser holds the consent cookie. */
export const hasConsentCookie = (): boolean => document.cookie.split(/;\s*/).includes(`${consentCookie.name}=${consentCookie.value}`);

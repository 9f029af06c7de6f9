// The visitor's cookie choice where code without React reads it (the lead form), and the first-party
// cookie that tells a request about it: consent=granted once the visitor accepts, so code at the edge
// (which sees no localStorage) knows; it is cleared when the visitor rejects.
import { consentCookie } from '../core/consent-cookie.ts';

/** Where the banner keeps the visitor's choice ('accepted' or 'rejected'). */
export const consentStorageKey = 'cookie-consent';
const oneYear = 365 * 24 * 60 * 60;

/** The consent cookie as document.cookie takes it: set for a year, or cleared. */
export function consentCookieText(granted: boolean, https: boolean): string {
  const secure = https ? '; Secure' : '';
  return granted
    ? `${consentCookie.name}=${consentCookie.value}; Path=/; Max-Age=${oneYear}; SameSite=Lax${secure}`
    : `${consentCookie.name}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}

/** Sets or clears the consent cookie in this browser. */
export function writeConsentCookie(granted: boolean): void {
  document.cookie = consentCookieText(granted, location.protocol === 'https:');
}

/** Whether this browser holds the consent cookie. */
export const hasConsentCookie = (): boolean => document.cookie.split(/;\s*/).includes(`${consentCookie.name}=${consentCookie.value}`);

// The visitor's cookie choice where code without React reads it (the lead form), and the first-party
// cookie that tells a request about it: consent=granted once the visitor accepts, so code at the edge
// (which sees no localStorage) knows; it is cleared when the visitor rejects.

/** Where the banner keeps the visitor's choice ('accepted' or 'rejected'). */
export const consentStorageKey = 'cookie-consent';
export const consentCookieName = 'consent';
const oneYear = 365 * 24 * 60 * 60;

/** The consent cookie's header value: set for a year, or cleared. */
export function consentCookie(granted: boolean, https: boolean): string {
  const secure = https ? '; Secure' : '';
  return granted
    ? `${consentCookieName}=granted; Path=/; Max-Age=${oneYear}; SameSite=Lax${secure}`
    : `${consentCookieName}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}

/** Sets or clears the consent cookie in this browser. */
export function writeConsentCookie(granted: boolean): void {
  document.cookie = consentCookie(granted, location.protocol === 'https:');
}

/** Whether this browser holds the consent cookie. */
export const hasConsentCookie = (): boolean => document.cookie.split(/;\s*/).includes(`${consentCookieName}=granted`);

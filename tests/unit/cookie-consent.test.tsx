// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../src/generated/site.ts';
import { needsConsent } from '../../src/core/analytics.ts';
import { CookieConsent, consentStorageKey } from '../../src/layout/CookieConsent.tsx';
import { consentCookie } from '../../src/layout/consent-choice.ts';
import { attributionStorageKey } from '../../src/forms/attribution.ts';
import { SiteProvider } from '../../src/site.tsx';
import { fixtureContent } from './helpers.ts';

const site = fixtureContent().site!;

function mount(config: SiteConfig) {
  return render(
    <SiteProvider site={config}>
      <CookieConsent />
    </SiteProvider>,
  );
}

const analyticsScripts = () => document.querySelectorAll('script[data-analytics]').length;

const clearCookies = () => {
  for (const cookie of document.cookie.split(/;\s*/).filter(Boolean)) document.cookie = `${cookie.split('=')[0]}=; Path=/; Max-Age=0`;
};

beforeEach(() => {
  localStorage.clear();
  clearCookies();
  window.history.replaceState(null, '', '/');
  document.head.querySelectorAll('script[data-analytics]').forEach((s) => s.remove());
});
afterEach(cleanup);

describe('cookie consent', () => {
  it('loads analytics only after the visitor accepts, and only when an id is configured', async () => {
    mount({ ...site, analytics: { id: 'G-TEST123' } });
    expect(analyticsScripts()).toBe(0);
    fireEvent.click(await screen.findByRole('button', { name: site.consent.accept }));
    expect(localStorage.getItem(consentStorageKey)).toBe('accepted');
    expect(document.querySelector<HTMLScriptElement>('script[data-analytics]')?.src).toContain('id=G-TEST123');
  });

  it('loads nothing when the visitor rejects', async () => {
    mount({ ...site, analytics: { id: 'G-TEST123' } });
    fireEvent.click(await screen.findByRole('button', { name: site.consent.reject }));
    expect(localStorage.getItem(consentStorageKey)).toBe('rejected');
    expect(analyticsScripts()).toBe(0);
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });

  it('shows no banner and loads nothing when nothing configured needs consent', async () => {
    localStorage.clear();
    const { container } = mount({ ...site, analytics: {} });
    await Promise.resolve();
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    expect(analyticsScripts()).toBe(0);
    // Nothing is read or written either: without a tracker there is no choice to remember.
    expect(localStorage.length).toBe(0);
  });

  it('the real site config tracks nothing, so its visitors never see the banner', () => {
    expect(needsConsent(site)).toBe(false);
    expect(needsConsent({ analytics: { id: 'G-TEST123' } })).toBe(true);
  });

  it('a site that remembers the visit asks for consent, and the switch is off by default', () => {
    expect(needsConsent({ attribution: { rememberVisit: true } })).toBe(true);
    expect(needsConsent({ attribution: {} })).toBe(false);
  });

  it("on Accept sets the consent cookie for a year and keeps the landing's campaign; on a later page, a page of ours changes nothing", async () => {
    window.history.replaceState(null, '', '/hvac-seo?utm_source=news&utm_campaign=fall&gclid=x');
    const view = mount({ ...site, attribution: { rememberVisit: true } });
    expect(localStorage.getItem(attributionStorageKey)).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: site.consent.accept }));
    expect(document.cookie).toBe('consent=granted');
    expect(JSON.parse(localStorage.getItem(attributionStorageKey)!)).toMatchObject({
      first: { landing_page: '/hvac-seo', utm_source: 'news', utm_campaign: 'fall', gclid: 'x' },
      last: { landing_page: '/hvac-seo', utm_source: 'news', utm_campaign: 'fall', gclid: 'x' },
    });
    view.unmount();
    const kept = localStorage.getItem(attributionStorageKey);
    window.history.replaceState(null, '', '/about');
    mount({ ...site, attribution: { rememberVisit: true } });
    await Promise.resolve();
    expect(localStorage.getItem(attributionStorageKey)).toBe(kept);
    expect(consentCookie(true, true)).toBe('consent=granted; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
    expect(consentCookie(false, false)).toBe('consent=; Path=/; Max-Age=0; SameSite=Lax');
  });

  it('on Reject clears the consent cookie and keeps nothing for attribution', async () => {
    window.history.replaceState(null, '', '/hvac-seo?utm_source=news');
    document.cookie = 'consent=granted; Path=/';
    localStorage.setItem(attributionStorageKey, '{}');
    mount({ ...site, attribution: { rememberVisit: true } });
    fireEvent.click(await screen.findByRole('button', { name: site.consent.reject }));
    expect(document.cookie).toBe('');
    expect(Object.keys(localStorage)).toEqual([consentStorageKey]);
    expect(sessionStorage.length).toBe(0);
  });

  it('keeps no campaign after Accept on a site that does not remember visits (analytics alone)', async () => {
    window.history.replaceState(null, '', '/hvac-seo?utm_source=news');
    mount({ ...site, analytics: { id: 'G-TEST123' } });
    fireEvent.click(await screen.findByRole('button', { name: site.consent.accept }));
    expect(document.cookie).toBe('consent=granted');
    expect(localStorage.getItem(attributionStorageKey)).toBeNull();
  });

  it('does not ask again once a choice is stored, and then honours it', async () => {
    localStorage.setItem(consentStorageKey, 'accepted');
    mount({ ...site, analytics: { id: 'G-TEST123' } });
    await Promise.resolve();
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    expect(analyticsScripts()).toBe(1);
  });
});

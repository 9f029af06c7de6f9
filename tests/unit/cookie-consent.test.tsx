// @vitest-environment jsdom
// The cookie banner: its HTML (src/layout/CookieConsent.tsx, rendered hidden) taken over by its island
// (src/layout/consent.island.ts, plain DOM code) as in the browser; the island's later work (the visit,
// analytics) is awaited through its `settled` promise.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../src/generated/site.ts';
import { needsConsent } from '../../src/core/analytics.ts';
import { CookieConsent, consentStorageKey } from '../../src/layout/CookieConsent.tsx';
import { consentCookieText, pendingTouchKey } from '../../src/layout/consent-choice.ts';
import { attributionStorageKey } from '../../src/forms/attribution.ts';
import * as island from '../../src/layout/consent.island.ts';
import { SiteProvider } from '../../src/site.tsx';
import { fixtureContent } from './helpers.ts';
import { renderToStaticMarkup } from 'react-dom/server';
import { loadContentAndForms } from '../../src/tooling/content/index.ts';
import { defaultPagesDir, publicDir } from '../../src/tooling/paths.ts';

const site = fixtureContent().site!;
const realSite = loadContentAndForms({ pagesDir: defaultPagesDir, publicDir }).site!;

/** The banner as the page holds it, woken by its island (as the loader would, when it renders one). */
function mount(config: SiteConfig) {
  const view = render(
    <SiteProvider site={config}>
      <CookieConsent />
    </SiteProvider>,
  );
  if (view.container.querySelector('section')) island.hydrate(view.container);
  return view;
}

/** Clicks a banner button and waits for what the choice set off (the visit's file, analytics'). */
async function choose(name: string) {
  fireEvent.click(await screen.findByRole('button', { name }));
  await island.settled;
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
    await choose(site.consent.accept);
    expect(localStorage.getItem(consentStorageKey)).toBe('accepted');
    expect(document.querySelector<HTMLScriptElement>('script[data-analytics]')?.src).toContain('id=G-TEST123');
  });

  it('loads nothing when the visitor rejects', async () => {
    mount({ ...site, analytics: { id: 'G-TEST123' } });
    await choose(site.consent.reject);
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

  it('the real site remembers visits, so its visitors are asked; the test fixtures track nothing', () => {
    expect(needsConsent(realSite)).toBe(true);
    expect(realSite.attribution?.rememberVisit).toBe(true);
    expect(needsConsent(site)).toBe(false);
    expect(needsConsent({ analytics: { id: 'G-TEST123' } })).toBe(true);
  });

  it('is in the HTML hidden (no banner without JavaScript), and shown once its island finds no choice', async () => {
    const html = renderToStaticMarkup(
      <SiteProvider site={{ ...site, attribution: { rememberVisit: true } }}>
        <CookieConsent />
      </SiteProvider>,
    );
    expect(html).toMatch(/^<section hidden="" aria-label="Cookie consent" data-remember-visit=""/);
    expect(html).not.toContain('data-analytics-id');
    const view = render(
      <SiteProvider site={{ ...site, analytics: { id: 'G-TEST123' } }}>
        <CookieConsent />
      </SiteProvider>,
    );
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    island.hydrate(view.container);
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeTruthy();
    // Another tab's choice hides it here too.
    localStorage.setItem(consentStorageKey, 'rejected');
    window.dispatchEvent(new StorageEvent('storage', { key: consentStorageKey }));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });

  it('a site that remembers the visit asks for consent, and the switch is off by default', () => {
    expect(needsConsent({ attribution: { rememberVisit: true } })).toBe(true);
    expect(needsConsent({ attribution: {} })).toBe(false);
  });

  it("on Accept sets the consent cookie for a year and keeps the landing's campaign; on a later page, a page of ours changes nothing", async () => {
    window.history.replaceState(null, '', '/hvac-seo?utm_source=news&utm_campaign=fall&gclid=x');
    const view = mount({ ...site, attribution: { rememberVisit: true } });
    expect(localStorage.getItem(attributionStorageKey)).toBeNull();
    await choose(site.consent.accept);
    expect(document.cookie).toBe('consent=granted');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    expect(JSON.parse(localStorage.getItem(attributionStorageKey)!)).toMatchObject({
      first: { landing_page: '/hvac-seo', utm_source: 'news', utm_campaign: 'fall', gclid: 'x' },
      last: { landing_page: '/hvac-seo', utm_source: 'news', utm_campaign: 'fall', gclid: 'x' },
    });
    view.unmount();
    const kept = localStorage.getItem(attributionStorageKey);
    window.history.replaceState(null, '', '/about');
    mount({ ...site, attribution: { rememberVisit: true } });
    await island.settled;
    expect(localStorage.getItem(attributionStorageKey)).toBe(kept);
    expect(consentCookieText(true, true)).toBe('consent=granted; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
    expect(consentCookieText(false, false)).toBe('consent=; Path=/; Max-Age=0; SameSite=Lax');
  });

  it('keeps the landing’s campaign when the visitor leaves the page before the visit’s code arrives', async () => {
    window.history.replaceState(null, '', '/hvac-seo?utm_source=news&utm_campaign=fall');
    const view = mount({ ...site, attribution: { rememberVisit: true } });
    // Accept, and away at once: the page is gone before its import of the visit's code settles.
    screen.getByRole('button', { name: site.consent.accept }).click();
    view.unmount();
    expect(JSON.parse(localStorage.getItem(pendingTouchKey)!)).toEqual([location.href, '']);
    window.history.replaceState(null, '', '/about');
    mount({ ...site, attribution: { rememberVisit: true } });
    await island.settled;
    const landing = { landing_page: '/hvac-seo', utm_source: 'news', utm_campaign: 'fall' };
    expect(JSON.parse(localStorage.getItem(attributionStorageKey)!)).toMatchObject({ first: landing, last: landing });
    expect(localStorage.getItem(pendingTouchKey)).toBeNull();
  });

  it('on Reject clears the consent cookie and keeps nothing for attribution', async () => {
    window.history.replaceState(null, '', '/hvac-seo?utm_source=news');
    document.cookie = 'consent=granted; Path=/';
    localStorage.setItem(attributionStorageKey, '{}');
    mount({ ...site, attribution: { rememberVisit: true } });
    await choose(site.consent.reject);
    expect(document.cookie).toBe('');
    expect(Object.keys(localStorage)).toEqual([consentStorageKey]);
    expect(sessionStorage.length).toBe(0);
  });

  it('keeps no campaign after Accept on a site that does not remember visits (analytics alone)', async () => {
    window.history.replaceState(null, '', '/hvac-seo?utm_source=news');
    mount({ ...site, analytics: { id: 'G-TEST123' } });
    await choose(site.consent.accept);
    expect(document.cookie).toBe('consent=granted');
    expect(localStorage.getItem(attributionStorageKey)).toBeNull();
  });

  it('does not ask again once a choice is stored, and then honours it', async () => {
    localStorage.setItem(consentStorageKey, 'accepted');
    mount({ ...site, analytics: { id: 'G-TEST123' } });
    await island.settled;
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    expect(analyticsScripts()).toBe(1);
  });
});

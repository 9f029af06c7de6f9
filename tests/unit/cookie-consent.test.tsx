// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../src/generated/site.ts';
import { needsConsent } from '../../src/core/analytics.ts';
import { CookieConsent, consentStorageKey } from '../../src/layout/CookieConsent.tsx';
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

beforeEach(() => {
  localStorage.clear();
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

  it('does not ask again once a choice is stored, and then honours it', async () => {
    localStorage.setItem(consentStorageKey, 'accepted');
    mount({ ...site, analytics: { id: 'G-TEST123' } });
    await Promise.resolve();
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    expect(analyticsScripts()).toBe(1);
  });
});

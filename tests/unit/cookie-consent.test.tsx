// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadContent } from '../../scripts/lib/content.ts';
import { defaultPagesDir, publicDir } from '../../scripts/lib/paths.ts';
import type { SiteConfig } from '../../src/generated/site.ts';
import { CookieConsent, consentStorageKey } from '../../src/layout/CookieConsent.tsx';
import { SiteProvider } from '../../src/site.tsx';

const site = loadContent({ pagesDir: defaultPagesDir, publicDir }).site!;

function mount(config: SiteConfig) {
  const router = createMemoryRouter([{ path: '*', element: <CookieConsent /> }]);
  return render(
    <SiteProvider site={config}>
      <RouterProvider router={router} />
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

  it('loads nothing without an id, even after accepting', async () => {
    mount({ ...site, analytics: {} });
    fireEvent.click(await screen.findByRole('button', { name: site.consent.accept }));
    expect(analyticsScripts()).toBe(0);
  });

  it('does not ask again once a choice is stored, and then honours it', async () => {
    localStorage.setItem(consentStorageKey, 'accepted');
    mount({ ...site, analytics: { id: 'G-TEST123' } });
    await Promise.resolve();
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    expect(analyticsScripts()).toBe(1);
  });
});

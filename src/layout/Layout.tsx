import type { ReactNode } from 'react';
import { IslandMarker } from '../islands/IslandMarker.tsx';
import { useSite } from '../site.tsx';
import { toastAreaId, ToastViewport } from '../ui/Toaster.tsx';
import { needsConsent } from '../core/analytics.ts';
import { CookieConsent } from './CookieConsent.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { Shared } from './drawn-once.tsx';

/**
 * Header, main area and footer around every route. Nothing here needs JavaScript except the cookie
 * banner, an island (plain DOM code, no props: it reads its HTML) only on a site that does something
 * needing consent.
 */
export function Layout({ children }: { children: ReactNode }) {
  const site = useSite();
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Shared part="header">
        <Header />
      </Shared>
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Shared part="footer">
        <Footer />
      </Shared>
      <div id={toastAreaId}>
        <ToastViewport />
      </div>
      {needsConsent(site) && (
        <IslandMarker type="consent" when="idle">
          <CookieConsent />
        </IslandMarker>
      )}
    </>
  );
}

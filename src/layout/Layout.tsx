import type { ReactNode } from 'react';
import { AuditDialogProvider } from '../forms/AuditDialog.tsx';
import { ToastProvider } from '../ui/Toaster.tsx';
import { CookieConsent } from './CookieConsent.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

/** Header, main area and footer around every route. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <ToastProvider>
      <AuditDialogProvider>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <Header />
        <main id="main" tabIndex={-1} className="outline-none">
          {children}
        </main>
        <Footer />
        <CookieConsent />
      </AuditDialogProvider>
    </ToastProvider>
  );
}

import { Outlet, ScrollRestoration } from 'react-router-dom';
import { AuditDialogProvider } from '../forms/AuditDialog.tsx';
import { ToastProvider } from '../ui/Toaster.tsx';
import { CookieConsent } from './CookieConsent.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

/** Header, main area and footer around every route. ScrollRestoration scrolls to the top on each new page. */
export function Layout() {
  return (
    <ToastProvider>
      <AuditDialogProvider>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <Header />
        <main id="main" tabIndex={-1} className="outline-none">
          <Outlet />
        </main>
        <Footer />
        <CookieConsent />
        <ScrollRestoration />
      </AuditDialogProvider>
    </ToastProvider>
  );
}

import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

/** Header, main area and footer around every route. ScrollRestoration scrolls to the top on each new page. */
export function Layout() {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </>
  );
}

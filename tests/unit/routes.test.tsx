// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { schemaDir } from '../../scripts/lib/paths.ts';
import { createRenderer } from '../../src/entry-server.tsx';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { dataUrl, isPagePath, normalisePath, pagePathPattern } from '../../src/routes/page-data.ts';
import { Layout } from '../../src/layout/Layout.tsx';
import { BrowsedPage } from '../../src/routes/BrowsedPage.tsx';
import { pageFrom } from '../../src/routes/page-lookup.ts';
import { SiteProvider } from '../../src/site.tsx';
import { fixtureContent } from './helpers.ts';

const content = fixtureContent();
const site = content.site!;
const pages = content.rendered;

/** The router's view from inside: where it is, and how to move, as a visitor's clicks and Back button would. */
const router = { pathname: '', navigate: (() => {}) as NavigateFunction };
function RouterProbe() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // Reported after each commit (act() flushes effects before a test reads them).
  useEffect(() => {
    router.pathname = pathname;
    router.navigate = navigate;
  });
  return null;
}

function mountAt(initialPath: string) {
  const loadPage = vi.fn(async (pathname: string) => pageFrom(pages, pathname));
  render(
    <SiteProvider site={site}>
      <MemoryRouter initialEntries={[initialPath]}>
        <Layout>
          <BrowsedPage initial={pageFrom(pages, initialPath)} loadPage={loadPage} />
        </Layout>
        <RouterProbe />
      </MemoryRouter>
    </SiteProvider>,
  );
  return { router, loadPage };
}

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(cleanup);

describe('routes in the browser', () => {
  it('renders a page found through the page source', async () => {
    mountAt('/hvac-seo');
    expect(await screen.findByRole('heading', { level: 1, name: 'HVAC SEO That Keeps Your Trucks Busy in Every Season' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(pages.get('/hvac-seo')!.meta.title));
  });

  it('follows a redirect from the site config without leaving the old address in the history', async () => {
    const { router } = mountAt('/hvac-seo');
    await screen.findByRole('heading', { level: 1 });
    await act(() => router.navigate('/pricing'));
    expect(router.pathname).toBe('/');
    await act(() => router.navigate(-1));
    expect(router.pathname).toBe('/hvac-seo');
  });

  it('shows the not-found page for an unknown path and logs the path', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mountAt('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeTruthy();
    expect(screen.getByText('Oops! Page not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: site.notFound.linkLabel }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(warn).toHaveBeenCalledWith('404: no page exists at /no-such-page'));
    warn.mockRestore();
  });

  it('scrolls to the top when the path changes', async () => {
    const { router } = mountAt('/');
    await screen.findByRole('heading', { level: 1 });
    vi.mocked(window.scrollTo).mockClear();
    fireEvent.click(screen.getByRole('link', { name: 'About Us' }));
    await waitFor(() => expect(router.pathname).toBe('/about'));
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 0));
    expect(document.activeElement?.id).toBe('main');
  });

  it('keeps the current page on screen until the next one has arrived', async () => {
    const { router, loadPage } = mountAt('/');
    await screen.findByRole('heading', { level: 1 });
    let deliver: () => void = () => {};
    loadPage.mockImplementationOnce((pathname) => new Promise((resolve) => (deliver = () => resolve(pageFrom(pages, pathname)))));
    await act(() => router.navigate('/about'));
    expect(document.querySelector('h1')!.textContent).toBe(
      pages
        .get('/')!
        .blocks.find((b) => b.type === 'hero')!
        .title.replace(/\*\*/g, ''),
    );
    await act(async () => deliver());
    expect(document.querySelector('h1')!.textContent).toBe(
      pages
        .get('/about')!
        .blocks.find((b) => b.type === 'hero')!
        .title.replace(/\*\*/g, ''),
    );
  });

  it('returns to the reading position on Back, without fetching the page again', async () => {
    const { router, loadPage } = mountAt('/hvac-seo');
    await screen.findByRole('heading', { level: 1 });
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 1234 });
    await act(() => router.navigate('/about'));
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 0));
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    vi.mocked(window.scrollTo).mockClear();
    await act(() => router.navigate(-1));
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 1234));
    expect(loadPage).toHaveBeenCalledTimes(1);
    expect(loadPage).toHaveBeenCalledWith('/about');
  });

  it('says so, with a reload link, when the next page cannot be fetched', async () => {
    const { router, loadPage } = mountAt('/');
    await screen.findByRole('heading', { level: 1 });
    loadPage.mockRejectedValueOnce(new Error('503 Service Unavailable'));
    await act(() => router.navigate('/about'));
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeTruthy();
    expect(screen.getByText('503 Service Unavailable')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reload the page' }).getAttribute('href')).toBe('/about');
  });
});

describe('routes while prerendering', () => {
  const renderRoute = createRenderer(site, pages);

  it('answers a redirect path with a 301 to its target', async () => {
    expect(await renderRoute('/pricing')).toEqual({ kind: 'redirect', status: 301, location: '/' });
  });

  it('renders an unknown path as the not-found page with status 404 and noindex', async () => {
    const result = await renderRoute('/no-such-page');
    if (result.kind !== 'html') throw new Error('expected HTML');
    expect(result.status).toBe(404);
    expect(result.html).toContain('Oops! Page not found');
    expect(result.html).toContain('<meta name="robots" content="noindex"/>');
  });
});

describe('page data files', () => {
  it('map paths to /_data/*.json and back', () => {
    expect(dataUrl('/')).toBe('/_data/index.json');
    expect(dataUrl('/services/local-seo')).toBe('/_data/services/local-seo.json');
    expect(normalisePath('/hvac-seo/')).toBe('/hvac-seo');
  });

  it('are looked up only for paths a page file may declare, by the same rule as the schema', () => {
    const defs = JSON.parse(readFileSync(path.join(schemaDir, 'defs.schema.json'), 'utf8'));
    expect(pagePathPattern.source).toBe(defs.$defs.routePath.pattern.replace(/\//g, '\\/'));
    expect(isPagePath('/services/local-seo')).toBe(true);
    expect(isPagePath('/Services')).toBe(false);
    expect(isPagePath('/_data/index')).toBe(false);
  });
});

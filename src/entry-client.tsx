import { StrictMode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { bootDataElementId, type BootData } from './boot-data.ts';
import { Document } from './Document.tsx';
import { Layout } from './layout/Layout.tsx';
import { BrowsedPage } from './routes/BrowsedPage.tsx';
import { dataUrl, isPagePath, type PageLoaderData } from './routes/page-data.ts';
import { notFoundAt } from './routes/page-lookup.ts';
import { SiteProvider } from './site.tsx';
import './styles.css';

const boot = JSON.parse(document.getElementById(bootDataElementId)?.textContent ?? 'null') as BootData | null;
if (!boot) throw new Error(`The page has no #${bootDataElementId} script: it was not produced by the prerenderer.`);

async function fetchPage(path: string): Promise<PageLoaderData> {
  if (!isPagePath(path)) return notFoundAt(path);
  const response = await fetch(dataUrl(path), { headers: { Accept: 'application/json' } });
  if (response.status === 404) return notFoundAt(path);
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  return { kind: 'page', path, page: await response.json() };
}

/** Marks the document once React has taken over, so styles and tests can tell a hydrated page from plain HTML. */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

hydrateRoot(
  document,
  <StrictMode>
    <Document lang={boot.site.language} themeColor={boot.site.themeColor}>
      <SiteProvider site={boot.site}>
        <BrowserRouter>
          <Layout>
            <BrowsedPage initial={boot.page} loadPage={fetchPage} />
          </Layout>
        </BrowserRouter>
        <HydrationMarker />
      </SiteProvider>
    </Document>
  </StrictMode>,
);

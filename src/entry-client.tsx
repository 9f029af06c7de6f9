import { StrictMode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { bootDataElementId, type BootData } from './boot-data.ts';
import { Document } from './Document.tsx';
import { createRoutes } from './routes/routes.tsx';
import { dataUrl, isPagePath, normalisePath, type PageLoaderData } from './routes/page-data.ts';
import { SiteProvider } from './site.tsx';
import './styles.css';

const boot = JSON.parse(document.getElementById(bootDataElementId)?.textContent ?? 'null') as BootData | null;
if (!boot) throw new Error(`The page has no #${bootDataElementId} script: it was not produced by the prerenderer.`);

async function fetchPage(pathname: string): Promise<PageLoaderData> {
  const path = normalisePath(pathname);
  if (!isPagePath(path)) return { kind: 'not-found', path };
  const response = await fetch(dataUrl(path), { headers: { Accept: 'application/json' } });
  if (response.status === 404) return { kind: 'not-found', path };
  if (!response.ok) throw new Response(null, { status: response.status, statusText: response.statusText });
  return { kind: 'page', path, page: await response.json() };
}

const router = createBrowserRouter(createRoutes(boot.site, fetchPage), {
  hydrationData: { loaderData: boot.loaderData },
});

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
        <RouterProvider router={router} />
        <HydrationMarker />
      </SiteProvider>
    </Document>
  </StrictMode>,
);

import { useLocation } from 'react-router-dom';

/** Shown when a page's data cannot be fetched (offline, server error): say so and offer a reload, never a blank screen. */
export function RouteError({ error }: { error: unknown }) {
  // A plain link: the reload goes to the server, which serves the prerendered page.
  const { pathname } = useLocation();
  const detail = error instanceof Error ? error.message : '';
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <title>Something went wrong</title>
      <h1 className="text-3xl font-bold text-ink-900">This page could not be loaded</h1>
      <p className="mt-4 text-ink-700">Please check your connection and try again.</p>
      {detail && <p className="mt-2 text-sm text-ink-500">{detail}</p>}
      <a href={pathname} className="btn-primary mt-8">
        Reload the page
      </a>
    </div>
  );
}

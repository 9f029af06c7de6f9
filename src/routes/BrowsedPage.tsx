import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { useSite } from '../site.tsx';
import { normalisePath, type PageLoaderData } from './page-data.ts';
import { RouteError } from './RouteError.tsx';
import { RouteView } from './RouteView.tsx';
import { redirectTarget, type PageSource } from './page-lookup.ts';
import { useScrollRestoration } from './scroll.ts';

type Shown = { path: string; data: PageLoaderData } | { path: string; error: unknown };

/**
 * The page for the address in the location bar, in the browser. It starts with the prerendered page
 * (hydration), and on each client-side navigation keeps showing the current page until the next one's
 * data has arrived, so nothing flashes blank. Pages already seen come from memory (Back is instant).
 */
export function BrowsedPage({ initial, loadPage }: { initial: PageLoaderData; loadPage: PageSource }) {
  const site = useSite();
  const location = useLocation();
  const navigate = useNavigate();
  const path = normalisePath(location.pathname);
  // The prerendered page belongs to the address it is served at (a 404 page answers many addresses).
  const [shown, setShown] = useState<Shown>(() => ({ path, data: initial }));
  const seen = useRef(new Map<string, PageLoaderData>([[path, initial]]));

  // Only a new path loads a page; a new search or hash on the same path keeps it. These read the latest
  // search, hash and loader when they run without making them reasons to run again.
  const redirectTo = useEffectEvent((target: string) => void navigate(`${target}${location.search}${location.hash}`, { replace: true }));
  const fetchPage = useEffectEvent((pathname: string) => loadPage(pathname));

  useEffect(() => {
    const target = redirectTarget(site, path);
    if (target) {
      redirectTo(target);
      return;
    }
    const known = seen.current.get(path);
    if (known) {
      setShown((current) => (current.path === path && 'data' in current && current.data === known ? current : { path, data: known }));
      return;
    }
    let wanted = true;
    fetchPage(path).then(
      (data) => {
        seen.current.set(path, data);
        if (wanted) setShown({ path, data });
      },
      (error: unknown) => {
        if (wanted) setShown({ path, error });
      },
    );
    return () => {
      wanted = false;
    };
  }, [path, site]);

  useScrollRestoration(shown.path === path, location, useNavigationType());

  return 'error' in shown ? <RouteError error={shown.error} /> : <RouteView data={shown.data} />;
}

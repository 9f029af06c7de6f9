import { useEffect, useLayoutEffect, useRef } from 'react';
import type { Location, NavigationType } from 'react-router-dom';

const storageKey = 'scroll-positions';

function readPositions(): Map<string, number> {
  try {
    return new Map(JSON.parse(sessionStorage.getItem(storageKey) ?? '[]') as [string, number][]);
  } catch {
    return new Map();
  }
}

/**
 * Where the window scrolls once a navigation's page is on screen: back to where the visitor was for
 * Back, Forward and reload; to the section named in the address for a link with a #hash; otherwise to
 * the top, with keyboard focus on the main area so screen readers start at the new page's content.
 */
export function useScrollRestoration(pageShown: boolean, location: Location, action: NavigationType): void {
  // Reading positions, history entry by history entry; kept across reloads in session storage.
  const stored = useRef<Map<string, number> | null>(null);
  const positions = () => (stored.current ??= readPositions());
  // The entry whose scroll position was last settled; none yet means the document just loaded.
  const settled = useRef<string | null>(null);
  const entry = `${location.key}${location.pathname}`;
  // The entry on screen, for the pagehide handler, which is bound once.
  const current = useRef(entry);
  useLayoutEffect(() => {
    current.current = entry;
  }, [entry]);

  useEffect(() => {
    history.scrollRestoration = 'manual';
    const save = () => {
      try {
        positions().set(current.current, window.scrollY);
        sessionStorage.setItem(storageKey, JSON.stringify([...positions()].slice(-50)));
      } catch {
        // Storage can be full or blocked: restoring after a reload is a nicety.
      }
    };
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, []);

  // Leaving a history entry records how far down it was read, before the next page replaces it.
  useLayoutEffect(
    () => () => {
      positions().set(entry, window.scrollY);
    },
    [entry],
  );

  useLayoutEffect(() => {
    if (!pageShown || settled.current === entry) return;
    const initialLoad = settled.current === null;
    settled.current = entry;
    const saved = action === 'POP' ? positions().get(entry) : undefined;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    // A freshly loaded document is where the browser put it (top, or its own #hash handling).
    if (initialLoad) return;
    window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pageShown, entry, location.hash, action]);
}

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
  const positions = useRef<Map<string, number> | null>(null);
  const settledKey = useRef<string | null>(null);
  const first = useRef(true);

  const entry = `${location.key}${location.pathname}`;

  useEffect(() => {
    positions.current ??= readPositions();
    history.scrollRestoration = 'manual';
    const save = () => {
      try {
        positions.current!.set(entry, window.scrollY);
        sessionStorage.setItem(storageKey, JSON.stringify([...positions.current!].slice(-50)));
      } catch {
        // Storage can be full or blocked: restoring after a reload is a nicety.
      }
    };
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, [entry]);

  // Leaving a history entry records how far down it was read, before the next page replaces it.
  useLayoutEffect(
    () => () => {
      positions.current?.set(entry, window.scrollY);
    },
    [entry],
  );

  useLayoutEffect(() => {
    if (!pageShown || settledKey.current === entry) return;
    settledKey.current = entry;
    positions.current ??= readPositions();
    const saved = action === 'POP' ? positions.current.get(entry) : undefined;
    const initialLoad = first.current;
    first.current = false;
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

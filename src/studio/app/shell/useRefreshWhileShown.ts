// The pages' states asked again while the studio is in sight, in both studios: every minute while its tab
// is shown (a reviewer's approval, a review closed or merged shows without a reload), at once when the tab
// is shown again, never while it is hidden, and never two at a time: the next minute counts from the last
// answer.
import { useEffect, useRef } from 'react';

/** How long the studio waits between two asks while its tab is shown. */
export const refreshInterval = 60_000;

/** Runs `refresh` every `interval` ms while the document is visible, at once when it becomes visible again, one at a time. */
export function useRefreshWhileShown(refresh: () => Promise<unknown>, interval = refreshInterval): void {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  }, [refresh]);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let running = false;
    let stopped = false;
    const shown = () => document.visibilityState === 'visible';
    const stopWaiting = () => {
      clearTimeout(timer);
      timer = undefined;
    };
    const waitThenRun = () => {
      stopWaiting();
      if (shown() && !stopped) timer = setTimeout(() => void run(), interval);
    };
    async function run() {
      stopWaiting();
      if (running || stopped || !shown()) return;
      running = true;
      try {
        await latest.current();
      } catch {
        // A failed ask changes nothing shown: the next one is asked a minute later.
      } finally {
        running = false;
      }
      waitThenRun();
    }
    // Shown again: asked at once (or, while an ask is still out, a minute after its answer).
    const onVisibility = () => (shown() ? void run() : stopWaiting());
    waitThenRun();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      stopWaiting();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [interval]);
}

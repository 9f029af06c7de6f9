// The island loader: a few hundred bytes, no framework. It finds each island marker in the page, and
// when the island's moment comes (at once, when it nears the viewport, when the browser is idle, or as
// soon as the visitor focuses or touches it) imports that island's code, which hydrates it.
import { islandAttribute, propsAttribute, whenAttribute, type IslandProps, type IslandWhen } from './markers.ts';

export type IslandImporter = () => Promise<{ hydrate: (element: HTMLElement, props: IslandProps) => void }>;

/** What wakes an island, besides its moment: a visitor who reaches it first never waits for the schedule. */
const wakingEvents = ['focusin', 'pointerdown', 'pointerenter', 'touchstart'] as const;

export function startIslands(importers: Record<string, IslandImporter>, root: ParentNode = document): HTMLElement[] {
  const islands = [...root.querySelectorAll<HTMLElement>(`[${islandAttribute}]`)];
  for (const element of islands) {
    const type = element.getAttribute(islandAttribute)!;
    const when = (element.getAttribute(whenAttribute) ?? 'load') as IslandWhen;
    const importer = importers[type];
    if (!importer) continue;
    let started = false;
    const cleanups: (() => void)[] = [];
    const start = () => {
      if (started) return;
      started = true;
      cleanups.forEach((cleanup) => cleanup());
      const json = element.previousElementSibling?.matches(`script[${propsAttribute}]`) ? element.previousElementSibling.textContent : null;
      const props = JSON.parse(json ?? 'null') as IslandProps;
      void importer().then(({ hydrate }) => hydrate(element, props));
    };
    for (const event of wakingEvents) {
      element.addEventListener(event, start, { once: true, passive: true });
      cleanups.push(() => element.removeEventListener(event, start));
    }
    if (when === 'load') start();
    else if (when === 'idle' && 'requestIdleCallback' in window) {
      const id = requestIdleCallback(start, { timeout: 2000 });
      cleanups.push(() => cancelIdleCallback(id));
    } else {
      // display: contents has no box of its own, so the block's first element is what is watched.
      const watched = (element.firstElementChild as HTMLElement | null) ?? element;
      const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), { rootMargin: '200px' });
      observer.observe(watched);
      cleanups.push(() => observer.disconnect());
    }
  }
  return islands;
}

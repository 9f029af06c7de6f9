// The island loader: no framework, a few hundred bytes. It finds each island in the page, and when its
// moment comes (at once, when it nears the viewport, when the browser is idle, or as soon as the visitor
// focuses or touches it) imports that island's code, which hydrates it.
import { islandAttribute, propsAttribute, stateAttribute, whenAttribute, type IslandModule, type IslandWhen } from './markers.ts';

export type IslandImporter = () => Promise<IslandModule>;

/** What wakes an island before its moment: a visitor who reaches it first never waits for the schedule. */
const wakingEvents = ['focusin', 'pointerdown', 'pointerenter', 'touchstart'] as const;

/**
 * A button pressed while its island's code is still on its way would do nothing (its handler is not
 * attached yet). The press is remembered and repeated once the island hydrates; React replays it to
 * the hydrated button. Only plain buttons: a link or a checkbox already did its own thing.
 */
function rememberPress(element: HTMLElement): () => HTMLElement | null {
  let pressed: HTMLElement | null = null;
  const onClick = (event: Event) => {
    pressed = (event.target as Element).closest<HTMLElement>('button[type="button"], [role="tab"]') ?? pressed;
  };
  element.addEventListener('click', onClick, true);
  return () => {
    element.removeEventListener('click', onClick, true);
    return pressed;
  };
}

function wake(element: HTMLElement, importer: IslandImporter): void {
  element.setAttribute(stateAttribute, 'waking');
  const script = element.previousElementSibling;
  const props: unknown = script?.matches(`script[${propsAttribute}]`) ? JSON.parse(script.textContent || 'null') : null;
  const takePress = rememberPress(element);
  void importer().then(({ hydrate }) => {
    hydrate(element, props);
    const pressed = takePress();
    if (pressed?.isConnected) pressed.click();
  });
}

export function startIslands(importers: Record<string, IslandImporter>, root: ParentNode = document): HTMLElement[] {
  const islands = [...root.querySelectorAll<HTMLElement>(`[${islandAttribute}]`)];
  for (const element of islands) {
    const importer = importers[element.getAttribute(islandAttribute)!];
    if (!importer) continue;
    const when = (element.getAttribute(whenAttribute) ?? 'load') as IslandWhen;
    const cleanups: (() => void)[] = [];
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      cleanups.forEach((cleanup) => cleanup());
      wake(element, importer);
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
      // display: contents has no box of its own, so the island's elements are what is watched.
      const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), { rootMargin: '200px' });
      for (const child of element.children) observer.observe(child);
      cleanups.push(() => observer.disconnect());
    }
  }
  return islands;
}

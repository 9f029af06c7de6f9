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
 * the hydrated button. A press made once hydration has begun is the island's own, never repeated. Only plain buttons: a link or a checkbox already did its own thing.
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

/** A form sent before its island woke: held, and sent again once the island's code has taken it over. */
interface HeldSubmit {
  form: HTMLFormElement;
  submitter: HTMLElement | null;
}
const heldSubmits = new WeakMap<HTMLElement, HeldSubmit>();
const woken = new WeakSet<HTMLElement>();
/** The form whose held submit is being sent again (the submit event is dispatched synchronously). */
let replaying: HTMLFormElement | null = null;

function replay({ form, submitter }: HeldSubmit): void {
  if (!form.isConnected) return;
  replaying = form;
  try {
    form.requestSubmit(submitter?.matches('[type="submit"]') && submitter.closest('form') === form ? submitter : null);
  } finally {
    replaying = null;
  }
}

function wake(element: HTMLElement, importer: IslandImporter): void {
  if (woken.has(element)) return;
  woken.add(element);
  element.setAttribute(stateAttribute, 'waking');
  const script = element.previousElementSibling;
  const props: unknown = script?.matches(`script[${propsAttribute}]`) ? JSON.parse(script.textContent || 'null') : null;
  const takePress = rememberPress(element);
  void importer()
    .then(({ hydrate }) => {
      const settled = hydrate(element, props);
      // From here the island answers a press itself (Preact attaches its handlers as it hydrates; React
      // replays a press made while it hydrates): only one made before is the loader's to repeat.
      const pressed = takePress();
      return Promise.resolve(settled).then(() => pressed);
    })
    .then(
      (pressed) => {
        element.setAttribute(stateAttribute, 'hydrated');
        if (pressed?.isConnected) pressed.click();
        const held = heldSubmits.get(element);
        heldSubmits.delete(element);
        if (held) replay(held);
      },
      (error: unknown) => {
        // The island's code did not arrive: a held form goes the way it goes without JavaScript, as a
        // plain post that brings the visitor back to the site's thank-you page.
        const held = heldSubmits.get(element);
        if (held?.form.isConnected) held.form.submit();
        console.error(error);
      },
    );
}

/**
 * Holds the submit of a form whose island has not woken yet (the browser would post it as plain HTML
 * and leave the site), wakes that island at once, and sends the form again once it has taken over.
 * Listens on the document from the moment the loader runs, before any island is started.
 */
export function holdEarlySubmits(importers: Record<string, IslandImporter>, root: Document = document): () => void {
  const hold = (event: Event) => {
    const form = event.target as HTMLFormElement;
    const element = form.closest<HTMLElement>(`[${islandAttribute}]`);
    const importer = element && importers[element.getAttribute(islandAttribute)!];
    if (!element || !importer || form === replaying || element.getAttribute(stateAttribute) === 'hydrated') return;
    event.preventDefault();
    heldSubmits.set(element, { form, submitter: (event as SubmitEvent).submitter });
    wake(element, importer);
  };
  root.addEventListener('submit', hold, true);
  return () => root.removeEventListener('submit', hold, true);
}

export function startIslands(importers: Record<string, IslandImporter>, root: ParentNode = document): HTMLElement[] {
  const islands = [...root.querySelectorAll<HTMLElement>(`[${islandAttribute}]`)];
  for (const element of islands) {
    const importer = importers[element.getAttribute(islandAttribute)!];
    if (!importer || woken.has(element)) continue;
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

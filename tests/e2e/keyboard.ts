import type { Page } from '@playwright/test';

/**
 * Installs the page side of the walk (inside the page, not through eval: the site's CSP forbids that):
 * it marks every control a keyboard user must be able to reach, records how each looks unfocused, and
 * from then on notes after each Tab whether focus changed something visible on the control it reached
 * (an outline no ancestor clips away, a ring, border, colours, underline or position).
 */
function installHelpers(): void {
  // A card-sized link may draw its focus ring on its ::after box, which covers the card.
  const pseudos = [null, '::before', '::after'] as const;
  const outlineOf = (s: CSSStyleDeclaration): string =>
    // An outline that draws nothing (no style, no width or a transparent colour) is no outline, whatever its offset.
    s.outlineStyle === 'none' || parseFloat(s.outlineWidth) === 0 || /rgba\(.*, 0\)|transparent/.test(s.outlineColor)
      ? 'none'
      : [s.outlineStyle, s.outlineWidth, s.outlineColor, s.outlineOffset].join(' ');
  const restOf = (s: CSSStyleDeclaration): string =>
    [s.boxShadow, s.borderColor, s.backgroundColor, s.color, s.textDecorationLine, s.transform].join('|');
  const lookOf = (el: Element): Look => {
    const styles = pseudos.map((pseudo) => getComputedStyle(el, pseudo));
    return { outlines: styles.map(outlineOf), rest: styles.map(restOf).join(' / ') };
  };
  /**
   * Whether the outline of the element (or of its absolutely placed pseudo-element, which covers its
   * containing block) lies wholly outside an ancestor that clips overflow, so no pixel of it shows.
   */
  const outlineClipped = (el: HTMLElement, pseudo: (typeof pseudos)[number]): boolean => {
    const s = getComputedStyle(el, pseudo);
    let box: Element | null = el;
    if (pseudo && s.position === 'absolute') {
      box = el;
      while (box && getComputedStyle(box).position === 'static') box = box.parentElement;
    }
    if (!box) return false;
    const offset = parseFloat(s.outlineOffset);
    if (offset < 0) return false;
    const r = box.getBoundingClientRect();
    const inner = { left: r.left - offset, top: r.top - offset, right: r.right + offset, bottom: r.bottom + offset };
    // A positioned pseudo-element is clipped by its own containing block too.
    for (let a: Element | null = box === el ? el.parentElement : box; a && a !== document.documentElement; a = a.parentElement) {
      const as = getComputedStyle(a);
      if (as.overflowX === 'visible' && as.overflowY === 'visible') continue;
      const c = a.getBoundingClientRect();
      if (inner.left <= c.left && inner.top <= c.top && inner.right >= c.right && inner.bottom >= c.bottom) return true;
    }
    return false;
  };
  /** Whether focus changed something a sighted keyboard user can see. */
  const focusShows = (el: HTMLElement, before: Look): boolean => {
    const now = lookOf(el);
    if (now.rest !== before.rest) return true;
    return pseudos.some((pseudo, i) => now.outlines[i] !== before.outlines[i] && now.outlines[i] !== 'none' && !outlineClipped(el, pseudo));
  };
  const markControls = (): Record<string, Look> => {
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      // A closed <details> hides everything but its summary (checkVisibility sees that), as do closed menus and dialogs.
      return (
        box.width > 0 &&
        box.height > 0 &&
        el.checkVisibility({ visibilityProperty: true }) &&
        !el.closest('[inert], [hidden], dialog:not([open])')
      );
    };
    const controls = [
      ...document.querySelectorAll<HTMLElement>('a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]'),
    ].filter((el) => el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled && shown(el));
    // Only one radio button of a group is a tab stop; the arrow keys move within it.
    const groups = new Set<string>();
    const stops = controls.filter((el) => {
      if (!(el instanceof HTMLInputElement) || el.type !== 'radio') return true;
      if (groups.has(el.name)) return false;
      groups.add(el.name);
      return true;
    });
    return Object.fromEntries(
      stops.map((el, i) => {
        el.dataset.keyboardStop = String(i);
        return [String(i), lookOf(el)];
      }),
    );
  };
  /** How a report names a control: its tag and its accessible label or text. */
  const nameOf = (el: Element): string =>
    `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
  /**
   * Marks the controls, then notes where each Tab leaves focus, as its key comes up (the Tab's keydown
   * has moved focus by then, so this is what the page shows a keyboard user after that press): the stop
   * reached, its name and whether its focus shows (computed then, so :focus-visible styles apply). Null
   * when focus is on nothing (the body), past the page's last control. A keyup that does not follow a
   * keydown means the presses arrived out of order, and the walk fails rather than misreport.
   */
  const startWalk = (): number => {
    const unfocused = markControls();
    const seen: (Stop | null | 'out of order')[] = [];
    let last = 'keyup';
    const onTab = (e: KeyboardEvent) => {
      if (e.key !== 'Tab') return;
      const follows = last;
      last = e.type;
      if (e.type === 'keydown') return;
      if (follows !== 'keydown') {
        seen.push('out of order');
        return;
      }
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) {
        seen.push(null);
        return;
      }
      const radio =
        el instanceof HTMLInputElement && el.type === 'radio'
          ? document.querySelector<HTMLElement>(`input[type="radio"][name="${el.name}"][data-keyboard-stop]`)
          : null;
      const stop = (radio ?? el).dataset.keyboardStop ?? null;
      const look = stop === null ? undefined : unfocused[stop];
      seen.push({ stop, name: nameOf(el), shows: look ? focusShows(el, look) : true });
    };
    window.addEventListener('keydown', onTab, true);
    window.addEventListener('keyup', onTab, true);
    Object.assign(window, { keyboardWalkSeen: seen });
    return Object.keys(unfocused).length;
  };
  Object.assign(window, { keyboardHelpers: { nameOf, startWalk } });
}

interface Look {
  outlines: string[];
  rest: string;
}

interface Helpers {
  nameOf(el: Element): string;
  startWalk(): number;
}

interface Stop {
  stop: string | null;
  name: string;
  shows: boolean;
}
/**
 * Tabs through the whole page like a keyboard user, from the top. Returns the controls never reached,
 * and those reached without a visible change (outline, ring, border, colours, underline or position).
 */
export async function keyboardWalk(page: Page): Promise<{ stops: number; unreached: string[]; invisible: string[] }> {
  await page.evaluate(installHelpers);
  const stops = await page.evaluate(() => {
    window.scrollTo(0, 0);
    (document.activeElement as HTMLElement | null)?.blur();
    return (window as unknown as { keyboardHelpers: Helpers }).keyboardHelpers.startWalk();
  });
  const reached = new Set<string>();
  const invisible: string[] = [];
  // Tab is pressed in batches, and where each press left focus is read once a batch: first one press
  // more than there are stops (enough to reach them all and see focus leave the last), then five more at
  // a time while focus stays on the page, up to 20 past the stops. Presses after the walk ended are not
  // read. A batch's key events go to the browser in one go, in order (a press's keydown, then its keyup),
  // over the protocol rather than page.keyboard: a round trip per key, and the trace's page snapshots
  // around each, cost 40 to 110 ms a press; a batch of 50 costs about as much as one such press.
  const cdp = await page.context().newCDPSession(page);
  const tab = { key: 'Tab', code: 'Tab', windowsVirtualKeyCode: 9 };
  let pressed = 0;
  let read = 0;
  let done = false;
  try {
    while (!done && pressed < stops + 20) {
      const batch = Math.min(pressed === 0 ? stops + 1 : 5, stops + 20 - pressed);
      await Promise.all(
        Array.from({ length: batch }, () => [
          cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...tab }),
          cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...tab }),
        ]).flat(),
      );
      pressed += batch;
      const seen = await page.evaluate(
        (from) => (window as unknown as { keyboardWalkSeen: (Stop | null | 'out of order')[] }).keyboardWalkSeen.slice(from),
        read,
      );
      read += seen.length;
      for (const focused of seen) {
        if (focused === 'out of order') throw new Error('Tab presses reached the page out of order');
        if (!focused || (focused.stop !== null && reached.has(focused.stop))) {
          done = true;
          break;
        }
        if (focused.stop !== null) {
          reached.add(focused.stop);
          if (!focused.shows) invisible.push(focused.name);
        }
      }
    }
  } finally {
    await cdp.detach();
  }
  const unreached = await page.evaluate(
    (seen) =>
      [...document.querySelectorAll<HTMLElement>('[data-keyboard-stop]')]
        .filter((el) => !seen.includes(el.dataset.keyboardStop!))
        .map((window as unknown as { keyboardHelpers: Helpers }).keyboardHelpers.nameOf),
    [...reached],
  );
  return { stops, unreached, invisible };
}

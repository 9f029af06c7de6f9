import type { Page } from '@playwright/test';

/**
 * Installs two page helpers (inside the page, not through eval: the site's CSP forbids that): one
 * marks every control a keyboard user must be able to reach and records how each looks unfocused; the
 * other tells whether focus changed something visible (an outline no ancestor clips away, a ring,
 * border, colours, underline or position).
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
  Object.assign(window, { keyboardHelpers: { focusShows, markControls, nameOf } });
}

interface Look {
  outlines: string[];
  rest: string;
}

interface Helpers {
  focusShows(el: HTMLElement, before: Look): boolean;
  markControls(): Record<string, Look>;
  nameOf(el: Element): string;
}
/**
 * Tabs through the whole page like a keyboard user, from the top. Returns the controls never reached,
 * and those reached without a visible change (outline, ring, border, colours, underline or position).
 */
export async function keyboardWalk(page: Page): Promise<{ stops: number; unreached: string[]; invisible: string[] }> {
  await page.evaluate(installHelpers);
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    (document.activeElement as HTMLElement | null)?.blur();
  });
  const unfocused = await page.evaluate(() => (window as unknown as { keyboardHelpers: Helpers }).keyboardHelpers.markControls());
  const stops = Object.keys(unfocused).length;
  const reached = new Set<string>();
  const invisible: string[] = [];
  for (let i = 0; i < stops + 20; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate((before) => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const radio =
        el instanceof HTMLInputElement && el.type === 'radio'
          ? document.querySelector<HTMLElement>(`input[type="radio"][name="${el.name}"][data-keyboard-stop]`)
          : null;
      const stop = (radio ?? el).dataset.keyboardStop ?? null;
      const look = stop === null ? undefined : before[stop];
      const { focusShows, nameOf } = (window as unknown as { keyboardHelpers: Helpers }).keyboardHelpers;
      return { stop, name: nameOf(el), shows: look ? focusShows(el, look) : true };
    }, unfocused);
    if (!focused) break;
    if (focused.stop !== null && reached.has(focused.stop)) break;
    if (focused.stop !== null) {
      reached.add(focused.stop);
      if (!focused.shows) invisible.push(focused.name);
    }
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

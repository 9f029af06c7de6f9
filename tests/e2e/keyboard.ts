import type { Page } from '@playwright/test';

/**
 * Installs two page helpers (inside the page, not through eval: the site's CSP forbids that):
 * one marks every control a keyboard user must be able to reach, the other captures the styles a
 * focus indicator can change, so each control's look with focus can be compared with its look without.
 */
function installHelpers(): void {
  // A card-sized link may draw its focus ring on its ::after box, which covers the card.
  const lookOf = (el: Element): string => [null, '::before', '::after'].map((pseudo) => lookOfBox(getComputedStyle(el, pseudo))).join(' / ');
  const lookOfBox = (s: CSSStyleDeclaration): string => {
    // An outline that draws nothing (no style, no width or a transparent colour) is no outline, whatever its offset.
    const outline = s.outlineStyle === 'none' || parseFloat(s.outlineWidth) === 0 || /rgba\(.*, 0\)|transparent/.test(s.outlineColor) ? 'none' : [s.outlineStyle, s.outlineWidth, s.outlineColor, s.outlineOffset].join(' ');
    return [outline, s.boxShadow, s.borderColor, s.backgroundColor, s.color, s.textDecorationLine, s.transform].join('|');
  };
  const markControls = (): Record<string, string> => {
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      // A closed <details> hides everything but its summary (checkVisibility sees that), as do closed menus and dialogs.
      return box.width > 0 && box.height > 0 && el.checkVisibility({ visibilityProperty: true }) && !el.closest('[inert], [hidden], dialog:not([open])');
    };
    const controls = [...document.querySelectorAll<HTMLElement>('a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]')].filter(
      (el) => el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled && shown(el),
    );
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
  Object.assign(window, { keyboardHelpers: { lookOf, markControls } });
}

interface Helpers {
  lookOf(el: Element): string;
  markControls(): Record<string, string>;
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
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const radio = el instanceof HTMLInputElement && el.type === 'radio' ? document.querySelector<HTMLElement>(`input[type="radio"][name="${el.name}"][data-keyboard-stop]`) : null;
      const stop = (radio ?? el).dataset.keyboardStop ?? null;
      const name = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? el.getAttribute('name') ?? '').trim().slice(0, 40)}"`;
      return { stop, name, look: (window as unknown as { keyboardHelpers: Helpers }).keyboardHelpers.lookOf(el) };
    });
    if (!focused) break;
    if (focused.stop !== null && reached.has(focused.stop)) break;
    if (focused.stop !== null) {
      reached.add(focused.stop);
      if (unfocused[focused.stop] === focused.look) invisible.push(focused.name);
    }
  }
  const unreached = await page.evaluate(
    (seen) => [...document.querySelectorAll<HTMLElement>('[data-keyboard-stop]')].filter((el) => !seen.includes(el.dataset.keyboardStop!)).map((el) => `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`),
    [...reached],
  );
  return { stops, unreached, invisible };
}

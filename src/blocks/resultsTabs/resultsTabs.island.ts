// The results tabs in the browser, without React: every panel is already in the HTML, so choosing a tab
// only moves the selection (WAI-ARIA tabs with automatic activation: click, arrows, Home and End).
import { tabClassName } from './tab-styles.ts';

export function hydrate(element: HTMLElement): void {
  const list = element.querySelector<HTMLElement>('[role="tablist"]');
  const tabs = [...element.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const select = (next: number, focus: boolean) => {
    tabs.forEach((tab, i) => {
      const selected = i === next;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
      tab.className = tabClassName(selected);
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      if (panel) panel.hidden = !selected;
    });
    if (focus) tabs[next]?.focus();
  };
  list?.addEventListener('click', (event) => {
    const tab = (event.target as Element).closest<HTMLButtonElement>('[role="tab"]');
    if (tab) select(tabs.indexOf(tab), false);
  });
  list?.addEventListener('keydown', (event) => {
    const current = tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true');
    const moves: Record<string, number> = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select((target + tabs.length) % tabs.length, true);
  });
}

// How the studio's start screen lists a page, in both studios: its group (as the site's menus group
// pages) and its title (the card's, else the first thing a visitor reads, else the page title).
import type { PageFile } from '../../generated/page.ts';
import type { PageEntry } from '../backend.ts';

/** How the start screen groups pages: as the site's menus do. */
export const pageGroups = ['Home', 'Services', 'Industries', 'Case studies', 'Other'] as const;
export function pageGroup(route: string, page: Partial<PageFile> | undefined): (typeof pageGroups)[number] {
  if (route === '/') return 'Home';
  if (page?.card?.group === 'services' || route === '/services' || route.startsWith('/services/')) return 'Services';
  if (page?.card?.group === 'industries' || route === '/seo') return 'Industries';
  if (route === '/case-studies' || route.startsWith('/case-studies/')) return 'Case studies';
  return 'Other';
}

/** A page as the start screen lists it, before its state for review is read from git. */
export type PageListEntry = Omit<PageEntry, 'review' | 'group'> & { group: (typeof pageGroups)[number] };

/** The first block's title: what a visitor reads first on the page. */
export function headline(page: Partial<PageFile> | undefined): string | undefined {
  const first = page?.blocks?.[0] as { title?: unknown } | undefined;
  return typeof first?.title === 'string' ? first.title : undefined;
}

/** The title the start screen and link lists show for a page. */
export const listTitle = (page: Partial<PageFile> | undefined, route: string) =>
  page?.card?.title ?? headline(page) ?? page?.meta?.title ?? route;

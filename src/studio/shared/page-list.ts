// How the studio's start screen (its list: engine/pages.ts) shows a page: its group (as the site's menus
// group pages) and its name (the card's title, else a short name from its place on the site).
import type { PageFile } from '../../generated/page.ts';

/** How the start screen groups pages: as the site's menus do. */
export const pageGroups = ['Home', 'Services', 'Industries', 'Case studies', 'Other'] as const;
export function pageGroup(route: string, page: Partial<PageFile> | undefined): (typeof pageGroups)[number] {
  if (route === '/') return 'Home';
  if (page?.card?.group === 'services' || route === '/services' || route.startsWith('/services/')) return 'Services';
  if (page?.card?.group === 'industries' || route === '/seo') return 'Industries';
  if (route === '/case-studies' || route.startsWith('/case-studies/')) return 'Case studies';
  return 'Other';
}

/** The first block's title: what a visitor reads first on the page. */
export function headline(page: Partial<PageFile> | undefined): string | undefined {
  const first = page?.blocks?.[0] as { title?: unknown } | undefined;
  return typeof first?.title === 'string' ? first.title : undefined;
}

/** The pages that head a group of the site's menus, by the group's name. */
const groupPages: Record<string, string> = { '/': 'Home', '/services': 'Services', '/seo': 'Industries', '/case-studies': 'Case studies' };

/**
 * A short name from a page's address: its last part in words ("/about" is "About"), each word written as
 * the page's own title writes it when that is in capitals ("SEO" in "The Technical SEO Checklist").
 */
function nameFromAddress(route: string, page: Partial<PageFile> | undefined): string {
  const last = route.split('/').filter(Boolean).at(-1) ?? '';
  const written = `${page?.meta?.title ?? ''} ${headline(page) ?? ''}`
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => w.length > 1 && w === w.toUpperCase());
  const words = decodeURIComponent(last)
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) => written.find((w) => w.toLowerCase() === word.toLowerCase()) ?? word.toLowerCase());
  const name = words.join(' ');
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * The name the start screen, the page editor's heading and the link lists give a page: the name an editor
 * knows it by, never its headline. Its menu card's title (an industry or service page), else the group
 * it heads ("Industries" for /seo), else a short name from its address ("About").
 */
export const listTitle = (page: Partial<PageFile> | undefined, route: string): string =>
  page?.card?.title || groupPages[route] || nameFromAddress(route, page) || route;

// The site config's own rules beyond its schema: menus and footer columns, and redirects.
import type { Redirect, SiteConfig } from '../../generated/site.ts';
import { closest } from '../suggest.ts';
import type { LoadedPage } from './page-file.ts';
import type { ParsedFile } from './load.ts';
import type { Located, ProblemCollector } from './problems.ts';

/** Menu entries and footer columns are links or page lists, and every page list has pages. */
export function checkMenus(
  siteFile: ParsedFile,
  site: SiteConfig,
  pages: LoadedPage[],
  problems: ProblemCollector,
  at: (file: string) => Located,
): void {
  site.header.nav.forEach((item, i) => {
    if (Boolean(item.href) === Boolean(item.items || item.pages)) {
      problems.add(
        siteFile,
        `/header/nav/${i}`,
        'A menu entry has either an href (a plain link) or items or pages (a dropdown group), not both and not neither.',
      );
    }
  });
  site.footer.groups.forEach((group, i) => {
    if (!group.links && !group.pages) problems.add(siteFile, `/footer/groups/${i}`, 'A footer column needs "links", "pages" or both.');
  });
  const groupsUsed: [string, string, string][] = [
    ...site.header.nav.flatMap((item, i) =>
      item.pages ? [[siteFile.file, `/header/nav/${i}/pages/group`, item.pages.group] as [string, string, string]] : [],
    ),
    ...site.footer.groups.flatMap((group, i) =>
      group.pages ? [[siteFile.file, `/footer/groups/${i}/pages/group`, group.pages.group] as [string, string, string]] : [],
    ),
    ...pages.flatMap((p) =>
      p.page.blocks.flatMap((b, i) =>
        b.type === 'pageIndex' ? [[p.file, `/blocks/${i}/group`, b.group] as [string, string, string]] : [],
      ),
    ),
  ];
  // One pass over the pages, whatever the number of lists that ask.
  const groupsWithCards = new Set<string>(pages.flatMap((p) => (p.page.card ? [p.page.card.group] : [])));
  for (const [file, pointer, group] of groupsUsed) {
    if (!groupsWithCards.has(group)) problems.add(file === siteFile.file ? siteFile : at(file), pointer, emptyGroupMessage(group));
  }
}

export const emptyGroupMessage = (group: string) =>
  `No page has a card in the group "${group}", so this list would be empty. Give the group's pages a "card" with "group": "${group}".`;

/** A redirect with where it is written: an entry of the site config's list, or a redirect file of its own. */
export interface PlacedRedirect {
  redirect: Redirect;
  file: ParsedFile;
  /** Where in the file: /redirects/3 in the site config, the whole file ('') for a redirect file. */
  pointer: string;
}

/** Each old address redirects once (in the site config and the redirect files together), is not a page, and leads straight to a page. */
export function checkRedirects(
  redirects: readonly PlacedRedirect[],
  byPath: ReadonlyMap<string, string>,
  routes: ReadonlySet<string>,
  problems: ProblemCollector,
): void {
  const redirectFrom = new Set(redirects.map((r) => r.redirect.from));
  const seenFrom = new Map<string, PlacedRedirect>();
  for (const placed of redirects) {
    const { redirect: r, file, pointer } = placed;
    const first = seenFrom.get(r.from);
    if (first)
      problems.add(
        file,
        `${pointer}/from`,
        first.file === file
          ? `${r.from} is redirected twice. Keep one entry.`
          : `${r.from} is redirected twice (also in ${problems.name(first.file.file)}). Keep one.`,
      );
    else seenFrom.set(r.from, placed);
    if (byPath.has(r.from))
      problems.add(
        file,
        `${pointer}/from`,
        `${r.from} is a page (${problems.name(byPath.get(r.from)!)}), so it cannot also redirect. Remove the redirect or the page.`,
      );
    if (!routes.has(r.to)) {
      const guess = closest(r.to, routes);
      problems.add(
        file,
        `${pointer}/to`,
        `The redirect target ${r.to} is not a page${redirectFrom.has(r.to) ? ' (it is another redirect: point straight at the final page)' : ''}.${guess ? ` Did you mean ${guess}?` : ''}`,
      );
    }
  }
}

// The studio's check of one edit, without reloading the site: an index of the whole site is built once
// (the same load, check and build as npm run validate) and kept in memory until a file changes on disk;
// each edit is then checked on its own (its file, its path, its links and images, its SEO rules) and
// against the index for what involves the other pages (paths taken, titles shared, who links to it and
// how many clicks it is from the home page). What it reports for the edited file is what a whole-site
// check of the site with that file saved would report for it; a test holds the two to that. Whoever holds
// the checker drops the index when the files change (the local studio watches the folder; the studio on
// the web reads the repository again).
import type { SiteConfig } from '../../generated/site.ts';
import { JsonSource } from '../json-source.ts';
import type { PageData } from '../page-data.ts';
import { renderPages, resolveSite } from '../resolve.ts';
import {
  clickDepths,
  everywhereLinks,
  legalLinks,
  linkResolver,
  maxClicks,
  notLinkedMessage,
  pageRules,
  sameDescriptionMessage,
  sameTitleMessage,
  tooDeepMessage,
} from '../seo-rules.ts';
import { buildContent } from './build.ts';
import { checkContent, checkPageFile, checkSeo } from './check.ts';
import type { PageFileCheck } from './page-file.ts';
import { referenceChecker } from './links.ts';
import { pathMessages, reservedPath } from './paths.ts';
import { emptyGroupMessage } from './site-config.ts';
import { overlaySource, type ContentSource } from './load.ts';
import { checkPhotos, photoFileReader } from './photos.ts';
import { ProblemCollector, type Problem } from './problems.ts';
import { buildIndex, push, type LoadedPageFile, type SiteIndex } from './site-index.ts';
import { phraseKey, type SeoSite, type SeoSitePage } from '../seo/report.ts';
import { collectReferences } from '../references.ts';
import { normalisePath } from '../page-paths.ts';

/** The check of one edit, as the studio's API answers it. */
export interface EditCheck {
  /** The edited file's problems, as validation would report them once it is saved. */
  problems: Problem[];
  /** The path the edited page would be served at, when it has one. */
  path?: string;
  /** The page as the build renders it. */
  page?: PageData;
  /** The site config as the build renders it (menus filled in), with the edit's card in its menus. */
  site?: SiteConfig;
  /** For a page with a card: the index of its group (/seo, /services) as rendered with the edit's card in it, its index sections only. */
  cardIndex?: { path: string; page: PageData };
  /** What the SEO report needs to know of the other pages for this one (seoFacts): the same answers as the whole site's. */
  seo?: SeoSite;
}

/** The file that asks for `route` first in file order, other than `file`; it keeps the path. */
const firstOther = (files: string[] | undefined, file: string) => files?.find((f) => f !== file);

/** A site's index, kept until invalidate() says its files changed; each edit is then checked against it. */
export class EditChecker {
  private index: SiteIndex | undefined;

  constructor(
    private readonly files: ContentSource,
    private readonly publicDir: string,
    private readonly photosDir: string,
    /** Whether the index also keeps the whole site's problems (siteProblems()), from the same load. */
    private readonly keepSiteProblems = false,
  ) {}

  /** Every problem of the whole site, as validation reports them (SEO rules included), from the index's own load. */
  siteProblems(): Problem[] {
    const { problems } = this.current();
    if (!problems) throw new Error('This checker was made without keepSiteProblems.');
    return problems;
  }

  /** The pages folder. */
  get dir(): string {
    return this.files.dir;
  }

  /** Drops the index, so the next check reads the files again. */
  invalidate(): void {
    this.index = undefined;
  }

  /** Called before the index is built, so a change made while it is being built still drops it. */
  protected beforeIndex(): void {}

  /** Called once the index is built. */
  protected afterIndex(): void {}

  private current(): SiteIndex {
    if (!this.index) {
      this.beforeIndex();
      this.index = buildIndex(this.files, this.publicDir, this.photosDir, this.keepSiteProblems);
      this.afterIndex();
    }
    return this.index;
  }

  /** Checks `text` as if it were saved as `file` (absolute, inside the folder; it may not exist yet). */
  check(file: string, text: string): EditCheck {
    const index = this.current();
    const { host, blocks } = this.files.core;
    const problems = new ProblemCollector(host);
    const at = { file, source: new JsonSource(text) };
    const source: ContentSource = { ...this.files, read: (f) => (f === file ? text : this.files.read(f)) };
    const own: PageFileCheck = checkPageFile(file, source, index.schemas);
    problems.items.push(...own.problems);
    const route = own.route;
    const done = (extra: Omit<EditCheck, 'problems'> = {}): EditCheck => {
      problems.sort();
      // A page that cannot be rendered yet leaves the menus as the other pages make them.
      const site =
        extra.site ??
        (index.site &&
          resolveSite(
            index.site,
            index.cardPages.filter((p) => p.file !== file),
          ));
      return { problems: problems.items, ...extra, site };
    };
    if (route === undefined || !own.page) return done();

    // The path: not reserved, not a case study's, not taken by a file earlier in order.
    const reserved = reservedPath(route);
    if (reserved) {
      problems.add(at, own.explicitPath ? '/path' : '', reserved);
      return done();
    }
    if (index.studyPaths.has(route)) {
      problems.add(at, own.explicitPath ? '/path' : '', pathMessages.caseStudy(route));
      return done();
    }
    const holder = firstOther(index.claims.get(route), file);
    if (holder !== undefined && holder < file) {
      problems.add(at, own.explicitPath ? '/path' : '', pathMessages.taken(route, problems.name(holder)));
      return done();
    }

    // The page's card among the others' in the menus and indexes, in file order; its indexes list a group
    // with cards. A later file that had this path loses it to this one, and its card with it.
    const displaced = index.fileAt.get(route);
    const cardPages = index.cardPages.filter((p) => p.file !== file && p.file !== displaced);
    if (own.page.card) {
      const place = cardPages.findIndex((p) => p.file > file);
      cardPages.splice(place === -1 ? cardPages.length : place, 0, { file, path: route, page: own.page });
    }
    if (index.site) {
      const groups = new Set<string>(cardPages.map((p) => p.page.card!.group));
      own.page.blocks.forEach((block, i) => {
        if (block.type === 'pageIndex' && !groups.has(block.group)) problems.add(at, `/blocks/${i}/group`, emptyGroupMessage(block.group));
      });
    }

    // Links and images: the other pages' paths, this page's new one, never its old one.
    const oldPath = index.pathOf.get(file);
    const claimed = (r: string) => r === route || index.studyPaths.has(r) || firstOther(index.claims.get(r), file) !== undefined;
    const isRoute = (r: string) => claimed(r) || (index.pending.has(r) && r !== oldPath);
    const allRoutes = () => [...index.claims.keys(), ...index.studyPaths.keys(), route].filter(claimed);
    referenceChecker(
      host,
      { isRoute, allRoutes, redirectFrom: index.redirectFrom, publicDir: this.publicDir },
      problems,
      () => at,
    )(file, own.refs);
    // Read afresh for each check: the editor may have just added the photo.
    checkPhotos(blocks, () => at, own.page.blocks, photoFileReader(host, this.photosDir), problems);
    if (!index.site) return done({ path: route });

    const site = resolveSite(index.site, cardPages);
    const hasPath = (p: string) => p === route || (p !== oldPath && index.fileAt.has(p));
    const page = renderPages(blocks, site, [{ path: route, page: own.page }], index.caseStudies, {
      cardPages,
      hasPath,
      studyPages: false,
    }).get(route)!;

    const report = (_path: string, pointer: string, message: string, fixedElsewhere?: true) =>
      problems.add(at, pointer, message, undefined, fixedElsewhere);
    pageRules(blocks, route, page, own.page, report);
    const sameTitle = firstOther(index.titles.get(page.meta.title), file);
    if (sameTitle !== undefined && sameTitle < file) report(route, '/meta/title', sameTitleMessage(index.pathOf.get(sameTitle)!));
    const sameDescription = firstOther(index.descriptions.get(page.meta.description), file);
    if (sameDescription !== undefined && sameDescription < file)
      report(route, '/meta/description', sameDescriptionMessage(index.pathOf.get(sameDescription)!));

    if (route !== '/' && !page.meta.noindex) {
      const resolve = linkResolver(site);
      const everywhere = everywhereLinks(site, resolve);
      const others = (from: string) => from !== route && from !== oldPath;
      const linkers = [
        ...[...(index.linkedFrom.get(route) ?? [])].filter(others),
        ...(own.page.card ? [...(index.indexPages.get(own.page.card.group) ?? [])].filter(others) : []),
      ];
      if (!everywhere.includes(route) && !linkers.length) report(route, '', notLinkedMessage(route), true);
      else {
        const depths = this.depthsWithout(index, oldPath ?? route, route, everywhere);
        const clicks = Math.min(everywhere.includes(route) ? 1 : Infinity, ...linkers.map((from) => (depths.get(from) ?? Infinity) + 1));
        if (clicks > maxClicks) report(route, '', tooDeepMessage(route, Number.isFinite(clicks) ? clicks : undefined), true);
      }
    }
    const seo = this.seoFacts(index, file, route, oldPath, page, own.page.card?.group, site, isRoute);
    // Where the page's card appears besides the menus: its group's index, rendered with this edit's card.
    let cardIndex: EditCheck['cardIndex'];
    const home = own.page.card && index.groupIndex.get(own.page.card.group);
    if (home && home.file !== file) {
      const group = own.page.card!.group;
      const [first, ...rest] = home.page.blocks.filter((b) => b.type === 'pageIndex' && b.group === group);
      const only = { ...home.page, blocks: [first!, ...rest] as LoadedPageFile['blocks'] };
      const rendered = renderPages(blocks, site, [{ path: home.path, page: only }], index.caseStudies, {
        cardPages,
        hasPath,
        studyPages: false,
      }).get(home.path);
      // The card with a few neighbours either side: what the editor needs to see, whatever the group's size.
      const near = <T extends { href: string }>(cards: T[]): T[] => {
        const at = Math.max(
          0,
          cards.findIndex((card) => card.href === route),
        );
        return cards.slice(Math.max(0, at - 3), at + 4);
      };
      if (rendered)
        cardIndex = {
          path: home.path,
          page: {
            ...rendered,
            blocks: rendered.blocks.map((b) => (b.type === 'pageIndex' ? { ...b, cards: near(b.cards) } : b)),
          },
        };
    }
    return done({ path: route, page, site, cardIndex, seo });
  }

  /**
   * The other pages as far as the SEO report asks about them for this page: those sharing its title,
   * description or keyphrase, those linking to it, and those it links to; the redirects and the menus'
   * links. A few pages, whatever the site's size, where the command line passes every page (seoSite):
   * the report reads the same from both (a test holds them to it).
   */
  private seoFacts(
    index: SiteIndex,
    file: string,
    route: string,
    oldPath: string | undefined,
    page: PageData,
    group: string | undefined,
    site: SiteConfig,
    isRoute: (path: string) => boolean,
  ): SeoSite {
    const pages = new Map<string, SeoSitePage>();
    const entry = (path: string) => pages.get(path) ?? pages.set(path, { path, links: [] }).get(path)!;
    const others = (files: string[] | undefined) =>
      (files ?? []).flatMap((f) => (f === file ? [] : [index.pathOf.get(f)].filter((p): p is string => p !== undefined && p !== oldPath)));
    for (const p of others(index.titles.get(page.meta.title))) entry(p).title = page.meta.title;
    for (const p of others(index.descriptions.get(page.meta.description))) entry(p).description = page.meta.description;
    if (page.meta.keyphrase)
      for (const p of others(index.keyphrases.get(phraseKey(page.meta.keyphrase)))) entry(p).keyphrase = page.meta.keyphrase;
    const linkers = [...(index.linkedFrom.get(route) ?? []), ...(group ? (index.indexPages.get(group) ?? []) : [])];
    for (const from of linkers) if (from !== route && from !== oldPath) entry(from).links = [route];
    for (const ref of collectReferences(page.blocks))
      if (ref.kind === 'link' && ref.value.startsWith('/')) {
        const to = normalisePath(ref.value.replace(/[?#].*$/, '') || '/');
        if (to !== route && isRoute(to)) entry(to);
      }
    const resolve = linkResolver(site);
    return {
      baseUrl: site.baseUrl,
      pages: [...pages.values(), { path: route, title: page.meta.title, description: page.meta.description, links: [] }],
      redirects: Object.fromEntries(site.redirects.map((rule) => [rule.from, rule.to])),
      everywhere: everywhereLinks(site, resolve),
      legal: legalLinks(site, resolve),
    };
  }

  /**
   * Clicks from the home page to every page of the index but the edited one (at its old and new path): the
   * shortest way to a page never passes through the page itself, so its own depth is one more than that
   * of the nearest page linking to it. Kept per edited page while the menus stay as they are.
   */
  private depthsWithout(index: SiteIndex, oldPath: string, route: string, everywhere: string[]): Map<string, number> {
    const key = `${oldPath}\n${route}\n${everywhere.join('\n')}`;
    let depths = index.depths.get(key);
    if (!depths) {
      const members = new Map<string, string[]>();
      for (const p of index.cardPages) if (p.path !== oldPath) push(members, p.page.card!.group, p.path);
      depths = clickDepths(
        everywhere,
        function* (from) {
          const own = index.links.get(from);
          if (!own) return;
          yield* own.links;
          for (const group of own.indexGroups) yield* members.get(group) ?? [];
        },
        (to) => to !== oldPath && to !== route && index.links.has(to),
      );
      // One entry per page being edited; an editor works on a few at a time.
      if (index.depths.size > 16) index.depths.clear();
      index.depths.set(key, depths);
    }
    return depths;
  }
}

/** Every problem a whole-site check finds in `file` with `text` saved there; the reference the edit check is held to. */
export function wholeSiteProblems(files: ContentSource, publicDir: string, photosDir: string, file: string, text: string): Problem[] {
  const checked = checkContent(overlaySource(files, new Map([[file, text]])), { publicDir, photosDir });
  const built = buildContent(files.core.blocks, checked.site, checked.pages, checked.caseStudies);
  checkSeo(checked, built);
  checked.problems.sort();
  return checked.problems.items.filter((p) => p.file === files.core.host.displayPath(file));
}

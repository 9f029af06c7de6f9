// The site's own technical-SEO checklist, as far as a machine can check it from the page data: head
// tags, one h1, described images, and a link structure in which every page is reachable from the home
// page in at most three clicks and linked from somewhere.
import type { SiteConfig } from '../generated/site.ts';
import type { PageData } from './page-data.ts';
import { toPointer, walkJson } from './json-pointer.ts';
import { normalisePath } from './page-paths.ts';
import { buildOf, type BlockBuilds } from './block-build.ts';
import { collectReferences } from './references.ts';

export interface SeoSource {
  /** The file the page comes from, and the JSON pointer of the page inside it ('' for a page file). */
  file: string;
  base: string;
  /** What the editor wrote there (the page file, or the case study's entry). */
  data: unknown;
}

export interface SeoProblem {
  file: string;
  pointer: string;
  message: string;
  /** Nothing links to the page: the fix is a link on another page. */
  fixedElsewhere?: true;
}

export { descriptionRange, titleRange } from './seo-limits.ts';
import { descriptionRange, titleRange } from './seo-limits.ts';
export const maxClicks = 3;

/** Every internal link target in a value (href fields and [label](/path) in text). */
const internalLinks = (root: unknown): string[] =>
  collectReferences(root).flatMap((r) => (r.kind === 'link' && r.value.startsWith('/') ? [r.value] : []));

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Button words that say nothing about where they lead (Lighthouse's "descriptive link text" check). */
export const vagueLabels = new Set(['learn more', 'read more', 'click here', 'here', 'more', 'continue', 'go', 'start', 'this', 'link']);

/**
 * In one walk of a value (every page's every value is visited): its buttons (actions) whose label is
 * vague and that carry no "context", and its images (an object with src and alt), each with its pointer.
 */
function buttonsAndImages(root: unknown): { vague: string[]; images: { pointer: string; alt: unknown }[] } {
  const vague: string[] = [];
  const images: { pointer: string; alt: unknown }[] = [];
  walkJson(root, (value, path) => {
    if (!isRecord(value)) return;
    if (typeof value.label === 'string' && typeof value.href === 'string' && !value.context) {
      // A list item is named by its list: each entry of "actions" is an action.
      const key = path.findLast((k) => typeof k === 'string') ?? '';
      if (actionKeys.includes(key) && vagueLabels.has(value.label.trim().toLowerCase())) vague.push(toPointer(path));
    }
    if (typeof value.src === 'string' && /\.(svg|png|jpe?g|webp|avif)$/.test(value.src))
      images.push({ pointer: toPointer(path), alt: value.alt });
  });
  return { vague, images };
}

const actionKeys: readonly (string | number)[] = ['primary', 'secondary', 'action', 'actions', 'cta'];

const h1Count = (blocks: BlockBuilds, page: PageData) => page.blocks.filter((b) => buildOf(blocks, b.type)?.rendersH1).length;

export type Report = (path: string, pointer: string, message: string, fixedElsewhere?: true) => void;

export function seoProblems(
  blocks: BlockBuilds,
  site: SiteConfig,
  pages: ReadonlyMap<string, PageData>,
  sources: ReadonlyMap<string, SeoSource>,
): SeoProblem[] {
  const problems: SeoProblem[] = [];
  const add: Report = (path, pointer, message, fixedElsewhere) => {
    const source = sources.get(path);
    if (source)
      problems.push({ file: source.file, pointer: `${source.base}${pointer}`, message, ...(fixedElsewhere ? { fixedElsewhere } : {}) });
  };
  checkPages(blocks, pages, sources, add);
  checkLinkGraph(linkGraph(site, pages), pages, add);
  return problems;
}

/** Each page's own rules: head tags, one h1, buttons that say where they lead, described images; and no two pages sharing a title or description. */
function checkPages(blocks: BlockBuilds, pages: ReadonlyMap<string, PageData>, sources: ReadonlyMap<string, SeoSource>, add: Report): void {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const [path, page] of pages) {
    pageRules(blocks, path, page, sources.get(path)?.data, add);
    const { title, description } = page.meta;
    const sameTitle = titles.get(title);
    if (sameTitle) add(path, '/meta/title', sameTitleMessage(sameTitle));
    else titles.set(title, path);
    const sameDescription = descriptions.get(description);
    if (sameDescription) add(path, '/meta/description', sameDescriptionMessage(sameDescription));
    else descriptions.set(description, path);
  }
}

export const sameTitleMessage = (other: string) => `The title is the same as ${other}'s. Every page needs its own.`;
export const sameDescriptionMessage = (other: string) => `The description is the same as ${other}'s. Every page needs its own.`;

/** The rules one page meets on its own, whatever the other pages say; `written` is what the editor wrote. */
export function pageRules(blocks: BlockBuilds, path: string, page: PageData, written: unknown, add: Report): void {
  const { title, description } = page.meta;
  if (title.length < titleRange[0] || title.length > titleRange[1]) {
    add(
      path,
      '/meta/title',
      `The title is ${title.length} characters; it must be ${titleRange[0]} to ${titleRange[1]}, the length search results show whole. ${title.length < titleRange[0] ? 'Say more about the page' : 'Shorten it'}.`,
    );
  }
  if (description.length < descriptionRange[0] || description.length > descriptionRange[1]) {
    add(
      path,
      '/meta/description',
      `The description is ${description.length} characters; it must be ${descriptionRange[0]} to ${descriptionRange[1]}, the length search results show whole. ${description.length < descriptionRange[0] ? 'Add a detail' : 'Shorten it'}.`,
    );
  }
  const h1s = h1Count(blocks, page);
  if (h1s !== 1)
    add(
      path,
      '/blocks',
      h1s === 0
        ? 'The page has no main headline (h1): start it with a "hero" block.'
        : `The page has ${h1s} main headlines (h1), one per "hero" block. Keep one hero.`,
    );

  const { vague, images } = buttonsAndImages(written);
  for (const where of vague) {
    add(
      path,
      where,
      'This button\'s words do not say where it leads. Add "context", for example "context": "about our SEO services", which screen readers and search engines read after the label.',
    );
  }
  // Width and height are required by the image schema, so only the alt text needs checking here.
  for (const image of images) {
    if (typeof image.alt !== 'string' || image.alt.trim() === '')
      add(
        path,
        image.pointer,
        'This image has no alt text. Describe what it shows, for visitors who cannot see it and for search engines.',
      );
  }
}

/** Where a link leads once the redirects are followed (the route table's answer, without building one). */
export function linkResolver(site: SiteConfig): (href: string) => string {
  const redirects = new Map(site.redirects.map((rule) => [rule.from, rule.to]));
  return (href) => {
    const path = normalisePath(href.replace(/[?#].*$/, '') || '/');
    return redirects.get(path) ?? path;
  };
}

/** The internal links menus and footer put on every page, resolved. */
export const everywhereLinks = (site: SiteConfig, resolve: (href: string) => string): string[] => [
  ...new Set(internalLinks({ header: site.header, footer: site.footer }).map(resolve)),
];

/** The pages the footer's legal links lead to (privacy policy, terms), resolved. */
export const legalLinks = (site: SiteConfig, resolve: (href: string) => string): string[] => [
  ...new Set(site.footer.legal.flatMap((link) => (link.href.startsWith('/') ? [resolve(link.href)] : []))),
];

/** A page's links, resolved; an index's cards apart, since they change whenever a page's card does. */
export function pageLinks(page: PageData, resolve: (href: string) => string): { links: Set<string>; indexGroups: Set<string> } {
  const indexGroups = new Set<string>();
  const written = page.blocks.map((block) => {
    if (block.type !== 'pageIndex') return block;
    indexGroups.add(block.group);
    const { cards: _, ...rest } = block;
    return rest;
  });
  return { links: new Set(internalLinks(written).map(resolve)), indexGroups };
}

export interface LinkGraph {
  /** Links on every page (menus, footer). */
  everywhere: string[];
  /** Each page's own links, resolved. */
  links: Map<string, Set<string>>;
}

/** Every page's resolved links, index cards included. */
export function linkGraph(site: SiteConfig, pages: ReadonlyMap<string, PageData>): LinkGraph {
  // Menus and footer appear on every page; a link to a redirect counts as one to its target.
  const resolve = linkResolver(site);
  const links = new Map<string, Set<string>>();
  for (const [path, page] of pages) links.set(path, new Set(internalLinks(page.blocks).map(resolve)));
  return { everywhere: everywhereLinks(site, resolve), links };
}

/** Clicks from the home page to each page reached within `limit` clicks, by breadth-first search. */
export function clickDepths(
  everywhere: readonly string[],
  linksOf: (path: string) => Iterable<string>,
  isPage: (path: string) => boolean,
  limit = Infinity,
): Map<string, number> {
  const depth = new Map<string, number>([['/', 0]]);
  const queue = ['/'];
  // An index instead of shift(): shifting a long array moves every entry, once per page.
  for (let next = 0; next < queue.length; next++) {
    const from = queue[next]!;
    const clicks = depth.get(from)! + 1;
    if (clicks > limit) break;
    for (const targets of [everywhere, linksOf(from)])
      for (const to of targets) {
        if (!depth.has(to) && isPage(to)) {
          depth.set(to, clicks);
          queue.push(to);
        }
      }
  }
  return depth;
}

export const notLinkedMessage = (path: string) =>
  `No page links to ${path}, so visitors and search engines cannot find it. Link to it from a related page or a menu.`;
export const tooDeepMessage = (path: string, clicks: number | undefined) =>
  `${path} is ${clicks === undefined ? 'not reachable' : `${clicks} clicks`} from the home page${clicks === undefined ? ' through links' : ''}; keep every page within ${maxClicks}. Link to it from a page closer to the home page.`;

/** Every page linked from somewhere and within a few clicks of the home page. */
function checkLinkGraph({ everywhere, links }: LinkGraph, pages: ReadonlyMap<string, PageData>, add: Report): void {
  const depth = clickDepths(
    everywhere,
    (from) => links.get(from) ?? [],
    (to) => pages.has(to),
  );
  const linkedTo = new Set(everywhere);
  for (const [from, targets] of links) for (const to of targets) if (to !== from) linkedTo.add(to);
  for (const path of pages.keys()) {
    if (path === '/' || pages.get(path)!.meta.noindex) continue;
    if (!linkedTo.has(path)) add(path, '', notLinkedMessage(path), true);
    else if ((depth.get(path) ?? Infinity) > maxClicks) add(path, '', tooDeepMessage(path, depth.get(path)), true);
  }
}

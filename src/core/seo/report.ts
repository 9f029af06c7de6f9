// The SEO report of one page: some thirty checks an SEO professional makes, run on the page as the build
// renders it (its HTML), each with a severity, plain words that say what to do, and the field of the page
// file it concerns. One implementation for the local studio, the studio on the web, `npm run seo` and
// validation, so the words and the score are the same everywhere. AUTHORING.md explains every check and
// gives the score's calibration. A point never names a field in words of its own: the studio heads it
// with the form's label of the field it points at (a text field, never a section as a whole), and its
// limits are those the form's counters count to (seo-limits.ts).
import type { PageData } from '../page-data.ts';
import { toPointer, walkJson } from '../json-pointer.ts';
import { plural } from '../words.ts';
import { descriptionRange, titleRange } from '../seo-limits.ts';
import { elements, parseHtml, textOf, type HtmlElement } from './html.ts';
import { fleschReadingEase, sentencesOf, wordsOf } from './readability.ts';
import { descriptionFont, textWidth, titleFont } from './text-width.ts';

export type Severity = 'error' | 'warning' | 'good' | 'info';
export type Band = 'good' | 'ok' | 'poor';

export interface Finding {
  /** The check's name, the same in every finding it makes (see checkIds). */
  id: string;
  severity: Severity;
  /** Plain words: what is wrong (or right) and what to do. */
  message: string;
  /** The field of the page file it is about (a JSON pointer); '' for the page as a whole. */
  pointer: string;
}

export interface SeoReport {
  score: number;
  band: Band;
  findings: Finding[];
}

/** What the report knows of another page of the site. */
export interface SeoSitePage {
  path: string;
  /** Left out where it does not matter (the studio's check sends only what this page's report asks about). */
  title?: string;
  description?: string;
  keyphrase?: string;
  /** Its own internal links (menus and footer apart), redirects followed. */
  links: readonly string[];
  noindex?: boolean;
}

export interface SeoSite {
  baseUrl: string;
  /** Every page of the site (this one may be among them: it is skipped by its path). */
  pages: readonly SeoSitePage[];
  /** Old address to new one (a plain object, so a studio's server can send it). */
  redirects: Readonly<Record<string, string>>;
  /** Links the menus and footer put on every page. */
  everywhere: readonly string[];
  /** The pages the footer's legal links lead to (privacy policy, terms): read on the site, not searched for. */
  legal?: readonly string[];
}

export interface SeoInput {
  path: string;
  /** The page as the build renders it: the whole document, or the page's own markup. */
  html: string;
  /** The page as it renders (meta, blocks). */
  page: PageData;
  /** What the editor wrote (the page file), where findings point. */
  written: unknown;
  site: SeoSite;
  /** A served photo's size in bytes, where known (the build's files); unknown photos are not weighed. */
  photoBytes?: (src: string) => number | undefined;
}

/** The lengths the checks hold a page to (AUTHORING.md gives the same figures). */
export const seoLimits = {
  titleMinPx: 300,
  titleMaxPx: titleFont.limit,
  descriptionMinPx: 430,
  descriptionMaxPx: descriptionFont.limit,
  densityMin: 0.5,
  densityMax: 3,
  /** Words a page of each kind needs to cover its subject. */
  words: { service: 600, industry: 600, article: 900, home: 400, other: 250 },
  sectionWords: 30,
  paragraphWords: 150,
  sentenceWords: 20,
  longSentenceShare: 25,
  readingEase: 30,
  photoBytes: 250_000,
} as const;

/** The kind of page as the report sorts pages (not the kinds an editor can start, src/core/page-kinds.ts). */
export type SeoPageKind = keyof typeof seoLimits.words;

/** Every check, in the order the report runs them. */
export const checkIds = [
  'keyphrase-set',
  'keyphrase-title',
  'keyphrase-title-start',
  'keyphrase-h1',
  'keyphrase-intro',
  'keyphrase-description',
  'keyphrase-address',
  'keyphrase-subheading',
  'keyphrase-image-alt',
  'keyphrase-density',
  'keyphrase-unique',
  'title-width',
  'description-width',
  'title-unique',
  'description-unique',
  'one-h1',
  'heading-order',
  'section-words',
  'word-count',
  'paragraph-length',
  'sentence-length',
  'reading-ease',
  'links-in',
  'links-out',
  'link-words',
  'outbound-links',
  'redirect-links',
  'broken-links',
  'image-alt',
  'image-alt-file-name',
  'photo-weight',
  'data-faq',
  'data-service',
  'data-organization',
  'data-breadcrumbs',
  'data-readable',
] as const;
export type CheckId = (typeof checkIds)[number];

/** Link words that say nothing about where they lead. */
const vagueWords = new Set(['learn more', 'read more', 'click here', 'here', 'more', 'continue', 'go', 'start', 'this', 'link', 'details']);

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

// ---- Reading the rendered page ------------------------------------------------------------------

interface Rendered {
  title: string;
  description: string;
  /** The page's own content: <main> when the document has one, else everything outside <head>. */
  main: HtmlElement;
  headings: { level: number; text: string; element: HtmlElement }[];
  paragraphs: string[];
  /** The opening text: the first paragraph under the main headline (a label or a countdown above it is not), else the first. */
  intro: string;
  links: { href: string; text: string }[];
  images: { src: string; alt: string | undefined }[];
  data: unknown[];
  /** JSON-LD that does not read as JSON. */
  unreadable: number;
  text: string;
}

function read(html: string, page: PageData): Rendered {
  const root = parseHtml(html);
  let main: HtmlElement | undefined;
  let title: string | undefined;
  let description: string | undefined;
  const data: unknown[] = [];
  let unreadable = 0;
  for (const el of elements(root)) {
    if (el.tag === 'main' && !main) main = el;
    else if (el.tag === 'title' && title === undefined) title = el.children.join('').replace(/\s+/g, ' ').trim();
    else if (el.tag === 'meta' && el.attrs.name === 'description' && description === undefined) description = el.attrs.content ?? '';
    else if (el.tag === 'script' && el.attrs.type === 'application/ld+json') {
      try {
        data.push(JSON.parse(el.children.join('')));
      } catch {
        unreadable++;
      }
    }
  }
  const body = main ?? root;
  const headings: Rendered['headings'] = [];
  const paragraphs: string[] = [];
  const links: Rendered['links'] = [];
  const images: Rendered['images'] = [];
  let afterH1: number | undefined;
  for (const el of elements(body)) {
    if (/^h[1-6]$/.test(el.tag)) {
      headings.push({ level: Number(el.tag[1]), text: textOf(el), element: el });
      if (el.tag === 'h1' && afterH1 === undefined) afterH1 = paragraphs.length;
    } else if (el.tag === 'p') {
      const t = textOf(el);
      if (t) paragraphs.push(t);
    } else if (el.tag === 'a' && el.attrs.href !== undefined)
      links.push({ href: el.attrs.href, text: textOf(el) || (el.attrs['aria-label'] ?? '') });
    else if (el.tag === 'img') images.push({ src: el.attrs.src ?? '', alt: el.attrs.alt });
  }
  return {
    title: title ?? page.meta.title,
    description: description ?? page.meta.description,
    main: body,
    headings,
    paragraphs,
    intro: paragraphs[afterH1 ?? 0] ?? paragraphs[0] ?? '',
    links,
    images,
    data,
    unreadable,
    text: textOf(body),
  };
}

// ---- Matching the keyphrase ---------------------------------------------------------------------

const norm = (word: string) => word.toLowerCase().replace(/['’]s$/, '');
/** A word matches another if they are the same, or one is the other's plural (s, es, y to ies). */
const ies = (plural: string, single: string) =>
  plural.endsWith('ies') && single.endsWith('y') && plural === `${single.slice(0, -1)}ies` && !/[aeiou]y$/.test(single);
const same = (a: string, b: string) =>
  a === b || a === `${b}s` || b === `${a}s` || a === `${b}es` || b === `${a}es` || ies(a, b) || ies(b, a);

/** Where the phrase's words first appear together, in order, among `words` (an index), or -1. */
function findPhrase(words: readonly string[], phrase: readonly string[]): number {
  if (!phrase.length) return -1;
  outer: for (let i = 0; i + phrase.length <= words.length; i++) {
    for (let j = 0; j < phrase.length; j++) if (!same(words[i + j]!, phrase[j]!)) continue outer;
    return i;
  }
  return -1;
}
const countPhrase = (words: readonly string[], phrase: readonly string[]): number => {
  let n = 0;
  for (let i = 0; i + phrase.length <= words.length; i++) {
    let all = true;
    for (let j = 0; j < phrase.length && all; j++) all = same(words[i + j]!, phrase[j]!);
    if (all) {
      n++;
      i += phrase.length - 1;
    }
  }
  return n;
};

const wordList = (text: string) => wordsOf(text).map(norm);

/** Whether a text uses the page's focus keyphrase (or one of its synonyms), as the report's keyphrase checks match it. */
export function usesKeyphrase(text: string, meta: { keyphrase?: string; synonyms?: readonly string[] }): boolean {
  const words = wordList(text);
  return [meta.keyphrase, ...(meta.synonyms ?? [])]
    .filter((p): p is string => Boolean(p?.trim()))
    .some((p) => findPhrase(words, wordList(p)) >= 0);
}

// ---- Where findings point -----------------------------------------------------------------------

/** A text as fields are compared by it: Markdown's bold and links read as their words, spaces collapsed, lower case. */
const plain = (text: string) => {
  let found = plainTexts.get(text);
  if (found === undefined) {
    found = text
      .replace(/\*\*([^*]+)\*\*/g, '$1')
      .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
      .replace(/\s+/g, ' ')
      .trim()
      .toLowerCase();
    // Every finding that points at a text reads every field of the page: each field's text is made once.
    if (plainTexts.size >= 5000) plainTexts.clear();
    plainTexts.set(text, found);
  }
  return found;
};
const plainTexts = new Map<string, string>();

/** The pointer of the first text field of `written` that reads `text` (or contains it), else `fallback`. */
function pointerOfText(written: unknown, text: string, fallback = ''): string {
  const wanted = plain(text);
  if (!wanted) return fallback;
  let exact: string | undefined;
  let partial: string | undefined;
  walkJson(written, (value, path) => {
    if (exact !== undefined) return false;
    if (typeof value !== 'string') return;
    const have = plain(value);
    if (have === wanted) exact = toPointer(path);
    else if (partial === undefined && (have.includes(wanted) || (have.length > 20 && wanted.includes(have)))) partial = toPointer(path);
  });
  return exact ?? partial ?? fallback;
}

/** The pointer of the first field of `written` whose value is `value` exactly (a link's address, a photo's file). */
function pointerOfValue(written: unknown, test: (value: string) => boolean, fallback = ''): string {
  let found: string | undefined;
  walkJson(written, (value, path) => {
    if (found !== undefined) return false;
    if (typeof value === 'string' && test(value)) found = toPointer(path);
  });
  return found ?? fallback;
}

const heroPointer = (written: unknown): string => {
  const blocks = isRecord(written) && Array.isArray(written.blocks) ? written.blocks : [];
  const i = blocks.findIndex((b) => isRecord(b) && b.type === 'hero');
  return i < 0 ? '/blocks' : `/blocks/${i}/title`;
};

// ---- The checks ---------------------------------------------------------------------------------

/** The kind of page, for how many words it needs: from its card's group, its article dates, its address. */
export function pageKind(path: string, page: PageData, written: unknown): SeoPageKind {
  const group = isRecord(written) && isRecord(written.card) ? written.card.group : undefined;
  if (path === '/') return 'home';
  if (page.meta.article) return 'article';
  if (group === 'services' && path.startsWith('/services/')) return 'service';
  if (group === 'industries') return 'industry';
  if (group === 'services') return 'service';
  return 'other';
}

const typesOf = (data: readonly unknown[]): Map<string, Record<string, unknown>[]> => {
  const found = new Map<string, Record<string, unknown>[]>();
  const visit = (thing: unknown) => {
    if (Array.isArray(thing)) return thing.forEach(visit);
    if (!isRecord(thing)) return;
    const types = Array.isArray(thing['@type']) ? thing['@type'] : [thing['@type']];
    for (const t of types) if (typeof t === 'string') found.set(t, [...(found.get(t) ?? []), thing]);
    if (Array.isArray(thing['@graph'])) thing['@graph'].forEach(visit);
  };
  data.forEach(visit);
  return found;
};

/** The address part of a link: its path if it is on this site ('/…' or the site's own address), else undefined. */
function internalPath(href: string, baseUrl: string): string | undefined {
  let path: string | undefined;
  if (href.startsWith('/') && !href.startsWith('//')) path = href;
  else if (baseUrl && (href === baseUrl || href.startsWith(`${baseUrl}/`))) path = href.slice(baseUrl.length) || '/';
  if (path === undefined) return undefined;
  path = path.replace(/[?#].*$/, '') || '/';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

const quote = (text: string) => `“${text}”`;

/** A keyphrase as pages are compared by it: its words, lower case. */
export const phraseKey = (phrase: string) => wordList(phrase).join(' ');

interface SiteIndex {
  paths: Set<string>;
  byTitle: Map<string, SeoSitePage[]>;
  byDescription: Map<string, SeoSitePage[]>;
  byKeyphrase: Map<string, SeoSitePage[]>;
  linkedFrom: Map<string, string[]>;
}
/** The site's pages by title, description, keyphrase and link, made once per site: a report then costs the same on a site of any size. */
const indexes = new WeakMap<SeoSite, SiteIndex>();
function siteIndex(site: SeoSite): SiteIndex {
  const known = indexes.get(site);
  if (known) return known;
  const group = (key: (p: SeoSitePage) => string | undefined) => {
    const map = new Map<string, SeoSitePage[]>();
    for (const p of site.pages) {
      const k = key(p);
      if (k !== undefined) (map.get(k) ?? map.set(k, []).get(k)!).push(p);
    }
    return map;
  };
  const linkedFrom = new Map<string, string[]>();
  for (const p of site.pages) for (const to of new Set(p.links)) (linkedFrom.get(to) ?? linkedFrom.set(to, []).get(to)!).push(p.path);
  const made: SiteIndex = {
    paths: new Set(site.pages.map((p) => p.path)),
    byTitle: group((p) => p.title),
    byDescription: group((p) => p.description),
    byKeyphrase: group((p) => (p.keyphrase && !p.noindex ? phraseKey(p.keyphrase) : undefined)),
    linkedFrom,
  };
  indexes.set(site, made);
  return made;
}

/** The SEO report of one page. */
export function seoReport(input: SeoInput): SeoReport {
  const { path, page, written, site } = input;
  const r = read(input.html, page);
  const findings: Finding[] = [];
  const add = (id: CheckId, severity: Severity, message: string, pointer = '') => findings.push({ id, severity, message, pointer });
  const kind = pageKind(path, page, written);
  const hidden = Boolean(page.meta.noindex);
  const index = siteIndex(site);
  const other = (list: readonly SeoSitePage[] | undefined) => list?.find((p) => p.path !== path);

  // Keyphrase.
  const keyphrase = page.meta.keyphrase?.trim();
  const phrases = [keyphrase, ...(page.meta.synonyms ?? [])].filter((p): p is string => Boolean(p?.trim())).map(wordList);
  const has = (text: string) => {
    const words = wordList(text);
    return phrases.some((p) => findPhrase(words, p) >= 0);
  };
  if (hidden) {
    add(
      'keyphrase-set',
      'info',
      'The page is hidden from search engines, so it needs no keyphrase and is not scored on its words.',
      '/meta/noindex',
    );
  } else if (!keyphrase && page.blocks.some((b) => b.type === 'caseStudy')) {
    // A case study's page is made from the case studies' data, which has no keyphrase to give.
    add('keyphrase-set', 'info', 'A case study’s page takes no focus keyphrase; its title and headline carry the client’s industry.', '');
  } else if (!keyphrase && site.legal?.includes(path)) {
    // Nobody searches for a privacy policy or terms by their subject: people reach them from the site's footer.
    add(
      'keyphrase-set',
      'info',
      'A legal page (linked from the footer’s legal links) needs no focus keyphrase: people reach it from the site, not by searching for its subject.',
      '',
    );
  } else if (!keyphrase) {
    add(
      'keyphrase-set',
      'warning',
      'The page has no focus keyphrase. Write in “Focus keyphrase” the words people search for to find a page like this one, so the report can check the page uses them.',
      '/meta/keyphrase',
    );
  } else {
    add('keyphrase-set', 'good', `The focus keyphrase is ${quote(keyphrase)}.`, '/meta/keyphrase');
    const titleWords = wordList(r.title);
    const at = Math.min(
      ...phrases.map((p) => {
        const i = findPhrase(titleWords, p);
        return i < 0 ? Infinity : i;
      }),
    );
    if (at === Infinity) {
      add(
        'keyphrase-title',
        'warning',
        `The title does not contain the focus keyphrase ${quote(keyphrase)}. Put it in the title: it is the strongest sign of what the page is about.`,
        '/meta/title',
      );
      add('keyphrase-title-start', 'warning', 'Start the title with the focus keyphrase, where searchers read first.', '/meta/title');
    } else {
      add('keyphrase-title', 'good', 'The title contains the focus keyphrase.', '/meta/title');
      if (at > 2 && at / titleWords.length > 0.3)
        add(
          'keyphrase-title-start',
          'warning',
          `The focus keyphrase comes late in the title (word ${at + 1}). Move it to the start, where searchers read first.`,
          '/meta/title',
        );
      else add('keyphrase-title-start', 'good', 'The title starts with the focus keyphrase.', '/meta/title');
    }
    const h1 = r.headings.find((h) => h.level === 1);
    if (h1 && has(h1.text)) add('keyphrase-h1', 'good', 'The main headline contains the focus keyphrase.', heroPointer(written));
    else
      add(
        'keyphrase-h1',
        'warning',
        `The main headline does not contain the focus keyphrase ${quote(keyphrase)}. Work it into the headline.`,
        heroPointer(written),
      );
    const intro = r.intro;
    const introPointer = pointerOfText(written, intro, heroPointer(written));
    if (has(intro)) add('keyphrase-intro', 'good', 'The first paragraph under the headline uses the focus keyphrase.', introPointer);
    else
      add(
        'keyphrase-intro',
        'warning',
        `The first paragraph under the headline does not use the focus keyphrase ${quote(keyphrase)}. Use it there, so readers and search engines see at once what the page is about.`,
        introPointer,
      );
    if (has(r.description)) add('keyphrase-description', 'good', 'The description contains the focus keyphrase.', '/meta/description');
    else
      add(
        'keyphrase-description',
        'warning',
        `The description does not contain the focus keyphrase ${quote(keyphrase)}. Search results show it in bold when it matches the search.`,
        '/meta/description',
      );
    // Hyphens aside, as addresses and keyphrases write them either way: on-page and onpage, e-commerce and ecommerce.
    const slug = path.toLowerCase().replace(/[^a-z0-9]+/g, '');
    const content = (p: string[]) => p.filter((w) => !stopWords.has(w)).map((w) => w.replace(/[^\p{L}\p{N}]+/gu, ''));
    // As Yoast's slug check: a keyphrase of one or two words all in the address; a longer one, more than half of its words.
    const inAddress = (p: string[]) => {
      const words = content(p);
      const found = words.filter((w) => slug.includes(w) || slug.includes(w.replace(/s$/, ''))).length;
      return words.length > 2 ? found * 2 > words.length : found === words.length;
    };
    if (path === '/') add('keyphrase-address', 'info', 'The home page’s address is the site’s own: the keyphrase need not be in it.', '');
    else if (phrases.some(inAddress))
      add('keyphrase-address', 'good', 'The address contains the focus keyphrase (or most of a long one).', '/path');
    else
      add(
        'keyphrase-address',
        'warning',
        `The address ${path} does not contain the words of the focus keyphrase. For a new page, choose an address with them (an old address keeps its links: change it only with a redirect).`,
        '/path',
      );
    const sub = r.headings.filter((h) => h.level >= 2);
    if (sub.some((h) => has(h.text))) add('keyphrase-subheading', 'good', 'A section heading uses the focus keyphrase.', '/blocks');
    else
      add(
        'keyphrase-subheading',
        'warning',
        `No section heading uses the focus keyphrase ${quote(keyphrase)} or its other words. Use it in at least one section heading.`,
        pointerOfText(written, sub[0]?.text ?? '', '/blocks'),
      );
    // A client logo's alt text is the client's name, and a decorative image has none: neither can carry the keyphrase.
    const blocks = isRecord(written) && Array.isArray(written.blocks) ? written.blocks : [];
    const logoTexts = new Set<string>();
    for (const block of blocks)
      if (isRecord(block) && block.type === 'logos')
        walkJson(block, (value) => {
          if (typeof value === 'string') logoTexts.add(value.trim());
        });
    const photos = r.images.filter((img) => img.alt && !logoTexts.has(img.alt.trim()));
    if (!photos.length)
      add(
        'keyphrase-image-alt',
        'info',
        r.images.length
          ? 'The page’s only images are client logos or decoration, whose alt text cannot carry the focus keyphrase.'
          : 'The page has no photos, so no alt text can carry the focus keyphrase.',
        '/blocks',
      );
    else if (photos.some((img) => img.alt && has(img.alt)))
      add('keyphrase-image-alt', 'good', 'A photo’s alt text uses the focus keyphrase.', '/blocks');
    else
      add(
        'keyphrase-image-alt',
        'warning',
        `No photo’s alt text uses the focus keyphrase ${quote(keyphrase)}. Where a photo shows it, say so in its alt text.`,
        pointerOfValue(written, (v) => photos.some((img) => img.alt === v), '/blocks'),
      );
    const words = wordList(r.text);
    const count = phrases.reduce((n, p) => n + countPhrase(words, p), 0);
    const density = words.length ? (count * 100) / words.length : 0;
    const shown = `${density.toFixed(1)}%`;
    // Judged as shown: 0.5% is in the range AUTHORING gives, whatever the digits after the one shown.
    const rounded = Number(density.toFixed(1));
    if (!count)
      add(
        'keyphrase-density',
        'warning',
        `The focus keyphrase appears nowhere in the page's ${plural(words.length, 'word')}. Use it or its other words about once every 100 to 200 words.`,
        '/blocks',
      );
    else if (rounded < seoLimits.densityMin)
      add(
        'keyphrase-density',
        'warning',
        `The focus keyphrase appears ${plural(count, 'time')} in ${plural(words.length, 'word')} (${shown}). Use it or its other words a little more, about once every 100 to 200 words.`,
        '/blocks',
      );
    else if (rounded > seoLimits.densityMax)
      add(
        'keyphrase-density',
        'warning',
        `The focus keyphrase appears ${plural(count, 'time')} in ${plural(words.length, 'word')} (${shown}): that reads as stuffing. Use it less, and other words for the rest.`,
        '/blocks',
      );
    else
      add(
        'keyphrase-density',
        'good',
        `The focus keyphrase appears ${plural(count, 'time')} in ${plural(words.length, 'word')} (${shown}).`,
        '/blocks',
      );
    const rival = other(index.byKeyphrase.get(phraseKey(keyphrase)));
    if (rival)
      add(
        'keyphrase-unique',
        'warning',
        `${rival.path} has the same focus keyphrase, so the two pages compete in search. Give each page its own keyphrase.`,
        '/meta/keyphrase',
      );
    else add('keyphrase-unique', 'good', 'No other page has this focus keyphrase.', '/meta/keyphrase');
  }

  // Title and description as search results show them. The form counts characters (titleRange,
  // descriptionRange): a text within its count is never told to be shortened or lengthened; where its
  // letters still measure past what results show, that is worth knowing, not a point off.
  const titlePx = textWidth(r.title, titleFont.size);
  const [titleMin, titleMax] = titleRange;
  if (!r.title.trim())
    add('title-width', 'warning', `The page has no title. Write one of ${titleMin} to ${titleMax} characters.`, '/meta/title');
  else if (titlePx > seoLimits.titleMaxPx && r.title.length > titleMax)
    add(
      'title-width',
      'warning',
      `The title is ${titlePx} px wide in search results; they cut it at about ${seoLimits.titleMaxPx} px. Shorten it to ${titleMax} characters or fewer.`,
      '/meta/title',
    );
  else if (titlePx < seoLimits.titleMinPx && r.title.length < titleMin)
    add(
      'title-width',
      'warning',
      `The title is ${titlePx} px wide in search results, short of the ${seoLimits.titleMaxPx} px they show. Say more about the page, in ${titleMin} to ${titleMax} characters.`,
      '/meta/title',
    );
  else if (titlePx > seoLimits.titleMaxPx)
    add(
      'title-width',
      'info',
      `The title has ${r.title.length} characters, within the ${titleMin} to ${titleMax} asked, but its wide letters measure ${titlePx} px: search results may cut its end.`,
      '/meta/title',
    );
  else add('title-width', 'good', `The title fits search results (${titlePx} of ${seoLimits.titleMaxPx} px).`, '/meta/title');
  const descriptionPx = textWidth(r.description, descriptionFont.size);
  const [descriptionMin, descriptionMax] = descriptionRange;
  if (!r.description.trim())
    add(
      'description-width',
      'warning',
      `The page has no description. Write one of ${descriptionMin} to ${descriptionMax} characters: search results show it under the title.`,
      '/meta/description',
    );
  else if (descriptionPx > seoLimits.descriptionMaxPx && r.description.length > descriptionMax)
    add(
      'description-width',
      'warning',
      `The description is ${descriptionPx} px wide in search results; they cut it at about ${seoLimits.descriptionMaxPx} px. Shorten it to ${descriptionMax} characters or fewer.`,
      '/meta/description',
    );
  else if (descriptionPx < seoLimits.descriptionMinPx && r.description.length < descriptionMin)
    add(
      'description-width',
      'warning',
      `The description is ${descriptionPx} px wide in search results, room for more. Add a detail that makes searchers click (${descriptionMin} to ${descriptionMax} characters).`,
      '/meta/description',
    );
  else if (descriptionPx > seoLimits.descriptionMaxPx)
    add(
      'description-width',
      'info',
      `The description has ${r.description.length} characters, within the ${descriptionMin} to ${descriptionMax} asked, but its wide letters measure ${descriptionPx} px: search results may cut its end.`,
      '/meta/description',
    );
  else
    add(
      'description-width',
      'good',
      `The description fits search results (${descriptionPx} of ${seoLimits.descriptionMaxPx} px).`,
      '/meta/description',
    );
  const sameTitle = other(index.byTitle.get(r.title));
  if (sameTitle) add('title-unique', 'error', `The title is the same as ${sameTitle.path}'s. Every page needs its own.`, '/meta/title');
  else add('title-unique', 'good', 'No other page has this title.', '/meta/title');
  const sameDescription = other(index.byDescription.get(r.description));
  if (sameDescription)
    add(
      'description-unique',
      'error',
      `The description is the same as ${sameDescription.path}'s. Every page needs its own.`,
      '/meta/description',
    );
  else add('description-unique', 'good', 'No other page has this description.', '/meta/description');

  // Structure.
  const h1s = r.headings.filter((h) => h.level === 1).length;
  if (h1s === 1) add('one-h1', 'good', 'The page has one main headline.', heroPointer(written));
  else
    add(
      'one-h1',
      'error',
      h1s
        ? `The page has ${h1s} main headlines (h1). Keep one hero section.`
        : 'The page has no main headline (h1): start it with a hero section.',
      '/blocks',
    );
  let last = 0;
  const skipped = r.headings.find((h) => {
    const wrong = last > 0 && h.level > last + 1;
    last = h.level;
    return wrong;
  });
  if (skipped)
    add(
      'heading-order',
      'warning',
      `The heading ${quote(skipped.text)} skips a level (h${skipped.level} after a higher one). Headings go in order, like chapters and their sections.`,
      pointerOfText(written, skipped.text, '/blocks'),
    );
  else add('heading-order', 'good', 'The headings are in order.', '/blocks');

  if (!hidden) {
    // A call to action or a row of client logos is short by design: only sections that explain are held to it.
    // A section that leaves its heading out shows the standard wording (the default call to action): its
    // heading is in no field, so a heading found nowhere is such a section's, when the page has one.
    const shortKinds = ['cta', 'logos', 'form', 'countdown'];
    const shortByDesign = (heading: string) => {
      const at = /^\/blocks\/(\d+)/.exec(pointerOfText(written, heading))?.[1];
      const blocks = isRecord(written) && Array.isArray(written.blocks) ? written.blocks : [];
      if (at === undefined) return blocks.some((b) => isRecord(b) && shortKinds.includes(String(b.type)) && !b.title);
      const block = blocks[Number(at)];
      return isRecord(block) && shortKinds.includes(String(block.type));
    };
    const thin = sectionsWords(r).find((s) => s.words < seoLimits.sectionWords && !shortByDesign(s.heading));
    if (thin)
      add(
        'section-words',
        'warning',
        `The section ${quote(thin.heading)} has ${plural(thin.words, 'word')} under its heading. Write at least ${seoLimits.sectionWords}, or join it with the next section.`,
        pointerOfText(written, thin.heading, '/blocks'),
      );
    else add('section-words', 'good', 'Every section has enough words under its heading.', '/blocks');
    const count = wordsOf(r.text).length;
    const needed = seoLimits.words[kind];
    const kindWords = {
      service: 'A service page',
      industry: 'An industry page',
      article: 'An article',
      home: 'The home page',
      other: 'A page',
    }[kind];
    if (count < needed)
      add(
        'word-count',
        'warning',
        `The page has ${plural(count, 'word')}. ${kindWords} needs at least ${needed} to cover its subject: add a section that answers a question buyers ask.`,
        '/blocks',
      );
    else add('word-count', 'good', `The page has ${plural(count, 'word')} (${kindWords.toLowerCase()} needs ${needed}).`, '/blocks');
    const long = r.paragraphs.find((p) => wordsOf(p).length > seoLimits.paragraphWords);
    if (long)
      add(
        'paragraph-length',
        'warning',
        `A paragraph has ${plural(wordsOf(long).length, 'word')}. Split it: keep paragraphs under ${seoLimits.paragraphWords} words.`,
        pointerOfText(written, long, '/blocks'),
      );
    else add('paragraph-length', 'good', `Every paragraph is under ${seoLimits.paragraphWords} words.`, '/blocks');
    // A paragraph ends its last sentence, full stop or not: a checklist point's title, a label, a line of a list
    // does not run into the paragraph after it.
    const prose = r.paragraphs.map((p) => (/[.!?…]["'”’)]*$/u.test(p) ? p : `${p}.`)).join(' ');
    const sentences = r.paragraphs.flatMap(sentencesOf);
    const longSentences = sentences.filter((s) => wordsOf(s).length > seoLimits.sentenceWords);
    const share = sentences.length ? Math.round((longSentences.length * 100) / sentences.length) : 0;
    if (share > seoLimits.longSentenceShare)
      add(
        'sentence-length',
        'warning',
        `${share}% of the sentences have more than ${seoLimits.sentenceWords} words. Keep that under ${seoLimits.longSentenceShare}%: split the long ones.`,
        pointerOfText(written, longSentences[0] ?? '', '/blocks'),
      );
    else
      add(
        'sentence-length',
        'good',
        `${share}% of the sentences are long (over ${seoLimits.sentenceWords} words); under ${seoLimits.longSentenceShare}% reads well.`,
        '/blocks',
      );
    const ease = fleschReadingEase(prose);
    if (ease === undefined) add('reading-ease', 'info', 'The page has no paragraphs to score for reading ease.', '/blocks');
    else if (ease < seoLimits.readingEase)
      add(
        'reading-ease',
        'warning',
        `The text is hard to read (Flesch reading ease ${Math.round(ease)}; aim for ${seoLimits.readingEase} or more). Use shorter sentences and plainer words.`,
        '/blocks',
      );
    else add('reading-ease', 'good', `The text reads easily enough (Flesch reading ease ${Math.round(ease)}).`, '/blocks');
  }

  // Links.
  const known = index.paths;
  const resolved = r.links.map((l) => ({ ...l, path: internalPath(l.href, site.baseUrl) }));
  if (!hidden && path !== '/') {
    const from = (index.linkedFrom.get(path) ?? []).filter((p) => p !== path);
    if (site.everywhere.includes(path)) add('links-in', 'good', 'The menus link to this page.', '');
    else if (from.length) add('links-in', 'good', `${plural(from.length, 'page')} link to this page.`, '');
    else
      add(
        'links-in',
        'warning',
        `No page links to ${path}, so visitors and search engines hardly find it. Link to it from a related page.`,
        '',
      );
  }
  const own = new Set(resolved.flatMap((l) => (l.path && l.path !== path ? [site.redirects[l.path] ?? l.path] : [])));
  if (!hidden) {
    if (own.size) add('links-out', 'good', `The page links to ${plural(own.size, 'other page')} of the site.`, '/blocks');
    else
      add(
        'links-out',
        'warning',
        'The page links to no other page of the site. Link to a related service or case study in the text.',
        '/blocks',
      );
  }
  const vague = r.links.find((l) =>
    vagueWords.has(
      l.text
        .trim()
        .toLowerCase()
        .replace(/[.!›»→]+$/, '')
        .trim(),
    ),
  );
  if (vague)
    add(
      'link-words',
      'warning',
      `A link says only ${quote(vague.text)}. Say where it leads (for example “See our local SEO services”), or give its button a “context”.`,
      pointerOfText(written, vague.text, '/blocks'),
    );
  else add('link-words', 'good', 'Every link says where it leads.', '/blocks');
  if (!hidden) {
    const outbound = resolved.filter((l) => !l.path && /^https?:\/\//.test(l.href));
    if (outbound.length) add('outbound-links', 'good', `The page links to ${plural(outbound.length, 'source')} on other sites.`, '/blocks');
    // An article cites its sources; a service page need not send its visitors away.
    else
      add(
        'outbound-links',
        kind === 'article' ? 'warning' : 'info',
        'The page links to no other site. Where you cite a figure or a study, link to its source.',
        '/blocks',
      );
  }
  const toRedirect = resolved.find((l) => l.path && Object.hasOwn(site.redirects, l.path));
  if (toRedirect)
    add(
      'redirect-links',
      'warning',
      `A link goes to ${toRedirect.path}, which forwards to ${site.redirects[toRedirect.path!]}. Link to ${site.redirects[toRedirect.path!]} directly.`,
      pointerOfValue(written, (v) => v === toRedirect.href, '/blocks'),
    );
  else add('redirect-links', 'good', 'No link goes through a redirect.', '/blocks');
  const broken = resolved.find(
    (l) => l.path && !known.has(l.path) && !Object.hasOwn(site.redirects, l.path) && !/\.\w+$/.test(l.path) && l.path !== path,
  );
  if (broken)
    add(
      'broken-links',
      'error',
      `A link goes to ${broken.path}, which is no page of the site. Correct the address or remove the link.`,
      pointerOfValue(written, (v) => v === broken.href, '/blocks'),
    );
  else add('broken-links', 'good', 'Every link leads to a page.', '/blocks');

  // Images.
  const photos = r.images.filter((img) => img.src && !img.src.startsWith('data:'));
  const pointerOfImage = (img: { src: string; alt: string | undefined }) =>
    img.alt
      ? pointerOfValue(written, (v) => v === img.alt, '/blocks')
      : pointerOfValue(written, (v) => fileName(img.src).startsWith(fileStem(v)), '/blocks');
  const noAlt = photos.find((img) => img.alt === undefined || (img.alt.trim() === '' && img.alt !== ''));
  if (noAlt)
    add(
      'image-alt',
      'error',
      'A photo has no alt text. Describe what it shows, for visitors who cannot see it and for search engines.',
      pointerOfImage(noAlt),
    );
  else if (photos.length) add('image-alt', 'good', 'Every photo has alt text.', '/blocks');
  const asFile = photos.find(
    (img) => img.alt && /^[\w-]+\.(jpe?g|png|webp|avif|gif|svg)$|^(img|image|photo|dsc|pxl)[_-]?\d+$/i.test(img.alt.trim()),
  );
  if (asFile)
    add(
      'image-alt-file-name',
      'warning',
      `A photo’s alt text is a file name (${quote(asFile.alt!)}). Describe what the photo shows instead.`,
      pointerOfImage(asFile),
    );
  else if (photos.length) add('image-alt-file-name', 'good', 'No alt text is a file name.', '/blocks');
  // Weighed where the served files are known (a build); a photo whose size is unknown is not judged.
  const weighed = input.photoBytes
    ? photos.flatMap((img) => {
        const bytes = input.photoBytes!(img.src);
        return bytes === undefined ? [] : [{ img, bytes }];
      })
    : [];
  if (weighed.length) {
    const heavy = weighed.find((p) => p.bytes > seoLimits.photoBytes);
    if (heavy)
      add(
        'photo-weight',
        'warning',
        `A photo weighs ${Math.round(heavy.bytes / 1000)} KB as served; keep each under ${seoLimits.photoBytes / 1000} KB so the page loads fast. Use a smaller photo or crop it.`,
        pointerOfImage(heavy.img),
      );
    else add('photo-weight', 'good', `Every photo weighs under ${seoLimits.photoBytes / 1000} KB as served.`, '/blocks');
  }

  // Structured data.
  const types = typesOf(r.data);
  const blocks = isRecord(written) && Array.isArray(written.blocks) ? written.blocks : page.blocks;
  const faqAt = blocks.findIndex((b) => isRecord(b) && b.type === 'faq');
  if (faqAt >= 0) {
    const faq = types.get('FAQPage')?.[0];
    const questions = Array.isArray(faq?.mainEntity) ? faq.mainEntity.length : 0;
    if (questions)
      add('data-faq', 'good', `Search engines get the FAQ's ${plural(questions, 'question')} as FAQ data.`, `/blocks/${faqAt}`);
    else
      add(
        'data-faq',
        'warning',
        'The FAQ section reaches search engines without FAQ data (FAQPage). Give it at least one question with an answer.',
        `/blocks/${faqAt}`,
      );
  }
  if (kind === 'service') {
    const svc = types.get('Service')?.[0];
    if (svc && svc.name && svc.provider)
      add('data-service', 'good', 'Search engines get the page as a service the agency provides.', '/card');
    else
      add(
        'data-service',
        'warning',
        'The service page carries no Service data for search engines. Give it a card in the services group.',
        '/card',
      );
  }
  if (path === '/') {
    const org = [...(types.get('Organization') ?? []), ...(types.get('ProfessionalService') ?? [])].find((o) => o.name && o.url);
    const missing = org ? ['telephone', 'email', 'address', 'logo'].filter((key) => !org[key]) : [];
    if (!org)
      add(
        'data-organization',
        'warning',
        'The home page does not tell search engines who the agency is (Organization data). Fill in the site settings’ brand and contact.',
        '',
      );
    else if (missing.length)
      add(
        'data-organization',
        'warning',
        `The agency’s data lacks its ${missing.join(', ')}. Fill them in under the site settings’ contact.`,
        '',
      );
    else add('data-organization', 'good', 'Search engines get the agency’s name, logo and contact facts.', '');
  }
  if (path.split('/').filter(Boolean).length > 1) {
    const crumbs = types.get('BreadcrumbList')?.[0];
    if (crumbs && Array.isArray(crumbs.itemListElement) && crumbs.itemListElement.length > 1)
      add('data-breadcrumbs', 'good', 'Search engines get the page’s place in the site (breadcrumbs).', '');
    else add('data-breadcrumbs', 'warning', 'The page sits under a section but carries no breadcrumbs for search engines.', '');
  }
  if (r.unreadable)
    add(
      'data-readable',
      'error',
      `${plural(r.unreadable, 'block')} of structured data cannot be read. Check the section that adds it.`,
      '/blocks',
    );
  else if (r.data.length) add('data-readable', 'good', 'Search engines can read all of the page’s structured data.', '');

  // Each point leads to a text field: one about a section, or about the page's sections as a whole, to
  // the longest text written there (never a section's card, whose first control is its drag handle).
  for (const f of findings)
    if (f.severity !== 'good' && /^\/blocks(\/\d+)?$/.test(f.pointer)) f.pointer = longestText(written, f.pointer) ?? f.pointer;
  return { ...scoreOf(findings), findings };
}

/** The pointer of the longest text of words (a space in it: no address, file or choice) under `under` in `written`. */
function longestText(written: unknown, under: string): string | undefined {
  let best: { pointer: string; length: number } | undefined;
  walkJson(written, (value, path) => {
    if (typeof value !== 'string' || !value.trim().includes(' ')) return;
    const pointer = toPointer(path);
    if (!pointer.startsWith(`${under}/`)) return;
    if (!best || value.length > best.length) best = { pointer, length: value.length };
  });
  return best?.pointer;
}

const stopWords = new Set([
  'a',
  'an',
  'and',
  'the',
  'for',
  'of',
  'in',
  'on',
  'to',
  'with',
  'by',
  'at',
  'or',
  'your',
  'our',
  'services',
  'service',
]);
const fileName = (src: string) => src.split('/').pop() ?? src;
const fileStem = (src: string) => fileName(src).replace(/\.\w+$/, '');

/** Each section heading (h2) and the words under it, up to the next heading of its level or higher. */
function sectionsWords(r: Rendered): { heading: string; words: number }[] {
  const out: { heading: string; words: number }[] = [];
  let current: { heading: string; words: number } | undefined;
  const walk = (node: HtmlElement) => {
    for (const child of node.children) {
      if (typeof child === 'string') {
        if (current) current.words += wordsOf(child).length;
        continue;
      }
      if (child.tag === 'script' || child.tag === 'style') continue;
      if (/^h[12]$/.test(child.tag)) {
        current = child.tag === 'h2' ? { heading: textOf(child), words: 0 } : undefined;
        if (current) out.push(current);
        continue;
      }
      walk(child);
    }
  };
  walk(r.main);
  return out;
}

/** What a check that is not passed keeps of the score: a warning about the keyphrase, another warning, an error. */
export const scoreFactors = { keyphraseWarning: 0.85, warning: 0.9, error: 0.7 } as const;
/** The bands, as AUTHORING gives them: good from 80, needs work from 50, poor below. */
export const scoreBands = { good: 80, ok: 50 } as const;

/**
 * The score, 0 to 100: 100 for a page that passes every check, each check it does not pass keeping a share
 * of it (scoreFactors: a keyphrase check weighs most, the keyphrase being what the page is to be found
 * by), worst finding of each check counted once and what is only worth knowing not at all. So a page with
 * one point to improve stays good, and a page that never uses its keyphrase (eight keyphrase warnings)
 * scores 27. AUTHORING.md's calibration table gives pages scored so.
 */
export function scoreOf(findings: readonly Finding[]): { score: number; band: Band } {
  const worst = new Map<string, Severity>();
  const rank: Record<Severity, number> = { good: 0, info: 0, warning: 1, error: 2 };
  for (const f of findings) if (rank[f.severity] > rank[worst.get(f.id) ?? 'good']) worst.set(f.id, f.severity);
  let kept = 1;
  for (const [id, severity] of worst)
    kept *= severity === 'error' ? scoreFactors.error : id.startsWith('keyphrase-') ? scoreFactors.keyphraseWarning : scoreFactors.warning;
  const score = Math.round(kept * 100);
  return { score, band: score >= scoreBands.good ? 'good' : score >= scoreBands.ok ? 'ok' : 'poor' };
}

/** The report as text, the same on the command line, in validation and in a pull request. */
export function reportText(path: string, report: SeoReport): string {
  const order: Severity[] = ['error', 'warning', 'info', 'good'];
  const lines = [`${path}: SEO score ${report.score} (${report.band})`];
  for (const severity of order)
    for (const f of report.findings) if (f.severity === severity) lines.push(`  ${severity.padEnd(7)} ${f.message}`);
  return lines.join('\n');
}

// A live page's address changed: the old address must keep working. The site config gains a permanent
// redirect from the old address to the new one (the site's one redirect list, pages/_site.json), any
// redirect that led to the old address now leads straight to the new one (never a chain), and a redirect
// from the new address goes (a page lives there now). Links to the old address on other pages can be
// rewritten to the new one. Everything here is pure: it computes texts; the server writes them.
import path from 'node:path';
import type { Redirect } from '../../../generated/site.ts';
import { walkJson, type JsonKey } from '../../../core/json-pointer.ts';
import { inlineMarkup } from '../../../core/inline-markup.ts';
import { pathFromFile } from '../../../core/content/load.ts';
import { readSitePath } from '../../../core/site-path.ts';
import { formatLike } from './files.ts';

/** The address a page file's data is served at: its own path, or the one its file name gives. */
export function routeOf(dir: string, file: string, data: unknown): string | undefined {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return undefined;
  const own = (data as { path?: unknown }).path;
  return typeof own === 'string' ? own : pathFromFile(dir, file);
}

/**
 * The redirect list after a page moved from `from` to `to`: redirects to the old address are re-pointed
 * to the new one, one from the new address is dropped, and the old address redirects to the new one.
 * Order is kept; the new entry goes last.
 */
export function redirectsAfterRename(redirects: readonly Redirect[], from: string, to: string): Redirect[] {
  if (from === to) return [...redirects];
  const kept = redirects
    .filter((r) => r.from !== to && r.from !== from)
    .map((r) => (r.to === from ? { ...r, to } : r))
    // Re-pointing may make an entry lead to itself (it was the way back): it has no use.
    .filter((r) => r.from !== r.to);
  return [...kept, { from, to }];
}

/**
 * The site config's text after the rename, changed as little as possible (a few lines): its redirects, and
 * its menu and footer links to the old address leading to the new one (a link through a redirect costs the
 * visitor a round trip).
 */
export function siteTextAfterRename(siteText: string, from: string, to: string): { text: string; links: number } {
  const site = JSON.parse(siteText.replace(/^\uFEFF/, '')) as { redirects?: Redirect[] };
  const { data, count } = rewriteLinks({ ...site, redirects: undefined }, from, to);
  return {
    text: formatLike(siteText, { ...(data as object), redirects: redirectsAfterRename(site.redirects ?? [], from, to) }),
    links: count,
  };
}

/** Whether a link written on a page leads to `route` (its path, before any ?query or #part). */
export function linksTo(href: string, route: string): boolean {
  if (!href.startsWith('/')) return false;
  const read = readSitePath(href);
  return read.ok && read.path === route;
}

/** The link with its path replaced, its ?query and #part kept. */
const relink = (href: string, to: string) => `${to}${/[?#][\s\S]*$/.exec(href)?.[0] ?? ''}`;

/**
 * The page's data with every link to `from` (href fields, and [text](target) in text) leading to `to`
 * instead, and how many links changed. The data given is not modified.
 */
export function rewriteLinks(data: unknown, from: string, to: string): { data: unknown; count: number } {
  const copy = structuredClone(data);
  let count = 0;
  const edits: { path: JsonKey[]; value: string }[] = [];
  walkJson(copy, (value, at) => {
    if (typeof value !== 'string' || !at.length) return;
    if (at[at.length - 1] === 'href') {
      if (linksTo(value, from)) {
        edits.push({ path: [...at], value: relink(value, to) });
        count++;
      }
    } else if (value.includes('](')) {
      const next = value.replace(inlineMarkup, (match, _bold, text: string | undefined, target: string | undefined) => {
        if (text === undefined || target === undefined || !linksTo(target, from)) return match;
        count++;
        return `[${text}](${relink(target, to)})`;
      });
      if (next !== value) edits.push({ path: [...at], value: next });
    }
  });
  for (const edit of edits) {
    let node = copy as Record<JsonKey, unknown>;
    for (const key of edit.path.slice(0, -1)) node = node[key] as Record<JsonKey, unknown>;
    node[edit.path.at(-1)!] = edit.value;
  }
  return { data: copy, count };
}

/** A page file's text with its links to `from` leading to `to`, every other line as it was; undefined when it has none or does not parse. */
export function pageTextWithLinks(text: string, from: string, to: string): string | undefined {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return undefined;
  }
  const rewritten = rewriteLinks(data, from, to);
  return rewritten.count ? formatLike(text, rewritten.data) : undefined;
}

/** The page file name (relative, with /) of an absolute file inside `dir`. */
export const relativeName = (dir: string, file: string) => path.relative(dir, file).split(path.sep).join('/');

// A live page's address changed: the old address must keep working. A permanent redirect from the old
// address to the new one is written as a file of its own (pages/_redirects/<old-address>.json), so two
// renames made apart, each in its own review, never edit the same lines; any redirect that led to the old
// address (in the site config's list or a redirect file) now leads straight to the new one (never a
// chain), and a redirect from the new address goes (a page lives there now). Links to the old address on
// other pages can be rewritten to the new one. Everything here is pure: it computes texts, for both
// studios (the local one writes them to disk on Save; the one on the web commits them with the page).
// Files are named as the content core names them (absolute, with /).
import type { Redirect } from '../../generated/site.ts';
import { walkJson, type JsonKey } from '../../core/json-pointer.ts';
import { inlineMarkup } from '../../core/inline-markup.ts';
import { pathFromFile, redirectFileFor } from '../../core/content/load.ts';
import * as path from '../../core/posix-path.ts';
import { readSitePath } from '../../core/site-path.ts';
import { plural } from '../../core/words.ts';
import { formatLike } from './format-like.ts';

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
 * The site config's text after the rename, changed as little as possible: its menu and footer links to
 * the old address lead to the new one (a link through a redirect costs the visitor a round trip), and its
 * own list's redirects to the old address to the new one, one from the new address dropped. The new
 * redirect is not added here (it gets a file of its own): most renames leave the site config as it is.
 */
export function siteTextAfterRename(siteText: string, from: string, to: string): { text: string; links: number } {
  const site = JSON.parse(siteText.replace(/^\uFEFF/, '')) as { redirects?: Redirect[] };
  const { data, count } = rewriteLinks({ ...site, redirects: undefined }, from, to);
  const redirects = redirectsAfterRename(site.redirects ?? [], from, to).slice(0, -1);
  const after = { ...(data as object), redirects };
  return { text: JSON.stringify(after) === JSON.stringify(site) ? siteText : formatLike(siteText, after), links: count };
}

/** The "$schema" of a redirect file: one folder deeper than the site config's. */
const redirectSchemaPath = (siteSchema: unknown) =>
  `../${path.dirname(typeof siteSchema === 'string' ? siteSchema : '../schema/site.schema.json')}/redirect.schema.json`;

/** A redirect file's text. */
export const redirectFileText = (siteSchema: unknown, redirect: Redirect) =>
  `${JSON.stringify({ $schema: redirectSchemaPath(siteSchema), from: redirect.from, to: redirect.to }, null, 2)}\n`;

/** Every file a rename changes besides the page: the site config (when it changes) and the redirect files (null: deleted). */
export interface RenameRedirects {
  files: Map<string, string | null>;
  /** The site config's menu and footer links that now lead to the new address. */
  links: number;
}

/**
 * What the rename from `from` to `to` changes in the site's redirects: a redirect file from the old address
 * to the new one; each redirect file that led to the old address now leads to the new one; one from the
 * new address is deleted; the site config changes only where its own links or list name the old address
 * (or its list the new one). `redirectFiles` are the redirect files there are now, with their texts.
 */
export function redirectsForRename(
  dir: string,
  siteText: string,
  redirectFiles: ReadonlyMap<string, string>,
  from: string,
  to: string,
): RenameRedirects {
  const files = new Map<string, string | null>();
  const siteFile = path.join(dir, '_site.json');
  const site = siteTextAfterRename(siteText, from, to);
  if (site.text !== siteText) files.set(siteFile, site.text);
  const siteSchema = (JSON.parse(siteText.replace(/^\uFEFF/, '')) as { $schema?: unknown }).$schema;
  for (const [file, text] of redirectFiles) {
    let redirect: Partial<Redirect>;
    try {
      redirect = JSON.parse(text.replace(/^\uFEFF/, '')) as Partial<Redirect>;
    } catch {
      continue;
    }
    if (redirect.from === to || redirect.from === from) files.set(file, null);
    else if (redirect.to === from) files.set(file, redirect.from === to ? null : formatLike(text, { ...redirect, to }));
  }
  // Two old addresses can give the same name (/a/b and /a-b): the second one's file is numbered.
  const taken = (file: string) => files.get(file) !== null && redirectFiles.has(file);
  let file = redirectFileFor(dir, from);
  for (let n = 2; taken(file); n++) file = redirectFileFor(dir, from).replace(/\.json$/, `-${n}.json`);
  files.set(file, redirectFileText(siteSchema, { from, to }));
  return { files, links: site.links };
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

/**
 * A review's change list for a page sent at a new address: the move said first, in full (the summary's own
 * "Address changed" goes), then the rest, the other pages whose links go with it, and those whose updated
 * link does not, by name.
 */
export function summaryAfterRename(
  summary: readonly string[],
  { from, to, relinked, waiting }: { from: string; to: string; relinked: number; waiting: readonly string[] },
): string[] {
  return [
    `Address changed: ${from} → ${to} (old address redirects)`,
    ...summary.filter((line) => !/^Address (added|removed|changed)$/.test(line)),
    ...(relinked ? [`Links updated to the new address on ${plural(relinked, 'other page')}`] : []),
    ...waiting.map((page) => `Not sent with it: the updated link on ${page}`),
  ];
}

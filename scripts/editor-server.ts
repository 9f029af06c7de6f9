// The page studio's server side, for the Vite dev server only (npm run editor; never part of a build). It
// answers with the very code the CLI runs: the page schema for the form; for each edit the problems
// npm run validate prints and the page as the build renders it; new pages planned by npm run new-page's
// code; saves into pages/ only when that check passes; and publishing saved pages for review with git.
import { readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Connect, ViteDevServer } from 'vite';
import type { PageFile } from '../src/generated/page.ts';
import { listPageFiles, loadContent, pathFromFile } from './lib/content/index.ts';
import { EditChecker } from './lib/content/edit-check.ts';
import { withoutBom } from './lib/json-source.ts';
import { displayPath, pagesDir, publicDir, schemaDir } from './lib/paths.ts';
import { fingerprint, formatLike, pageFileTarget, readIfThere, UnsafePathError, writePageFile } from './lib/studio/files.ts';
import { refusal } from './lib/studio/guard.ts';
import { publishForReview } from './lib/studio/publish.ts';
import { planPage } from './new-page.ts';

type Schema = Record<string, unknown>;

/** Every schema file as one document: each file under $defs, every $ref rewritten to point inside it. */
export function bundledPageSchema(): Schema {
  const files = readdirSync(schemaDir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.schema.json') && !f.startsWith('forms'));
  const key = (file: string) => file.replace(/\.schema\.json$/, '').replace(/[^A-Za-z0-9]+/g, '_');
  const defs: Record<string, Schema> = {};
  const rewrite = (node: unknown, from: string): unknown => {
    if (Array.isArray(node)) return node.map((n) => rewrite(n, from));
    if (!node || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) {
      // Editor-only annotations and the discriminator hint are not for the form library.
      if (k === 'patternErrorMessage' || k === 'errorMessage' || k === 'discriminator' || k === '$schema' || k === 'typeName') continue;
      if (k === '$ref' && typeof v === 'string') {
        const [target = '', pointer = ''] = v.split('#');
        const file = target ? path.posix.normalize(path.posix.join(path.posix.dirname(from), target)) : from;
        out.$ref = `#/$defs/${key(file)}${pointer}`;
      } else out[k] = rewrite(v, from);
    }
    return out;
  };
  for (const file of files)
    defs[key(file)] = rewrite(JSON.parse(readFileSync(path.join(schemaDir, file), 'utf8')), file.split(path.sep).join('/')) as Schema;
  return { $ref: '#/$defs/page', $defs: defs };
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.statusCode = status;
  response.setHeader('Content-Type', 'application/json');
  response.setHeader('Cache-Control', 'no-store');
  response.end(JSON.stringify(body));
}

const maxBody = 2 * 1024 * 1024;

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) {
    body += chunk;
    if (body.length > maxBody) throw new UnsafePathError('The request is too large.');
  }
  return body;
}

/** One edit checker per pages folder, kept for as long as the studio runs. */
const checkers = new Map<string, EditChecker>();
const checkerFor = (dir: string) => checkers.get(dir) ?? checkers.set(dir, new EditChecker(dir, publicDir)).get(dir)!;

/**
 * Checks an edited page as if it were saved over `file` (or added as a new file), as npm run validate
 * would check it: its own rules against an index of the rest of the site, kept in memory and read again
 * only when a file in the folder changes, so an edit costs the same with 40 pages as with 10,000.
 */
export function checkEdit(file: string | undefined, text: string, source = pagesDir()) {
  const relative = file ?? 'new-page-draft.json';
  const shown = relative.split(path.sep).join('/');
  const result = checkerFor(source).check(path.join(source, relative), text);
  return { ...result, problems: result.problems.map((p) => ({ ...p, file: `pages/${shown}` })) };
}

/** How the start screen groups pages: as the site's menus do. */
export const pageGroups = ['Home', 'Services', 'Industries', 'Case studies', 'Other'] as const;
export function pageGroup(route: string, page: Partial<PageFile> | undefined): (typeof pageGroups)[number] {
  if (route === '/') return 'Home';
  if (page?.card?.group === 'services' || route === '/services' || route.startsWith('/services/')) return 'Services';
  if (page?.card?.group === 'industries' || route === '/seo') return 'Industries';
  if (route === '/case-studies' || route.startsWith('/case-studies/')) return 'Case studies';
  return 'Other';
}

export interface PageListEntry {
  file: string;
  path: string;
  title: string;
  group: (typeof pageGroups)[number];
  problems: number;
  hash: string;
  text: string;
}

/** The first block's title: what a visitor reads first on the page. */
function headline(page: Partial<PageFile> | undefined): string | undefined {
  const first = page?.blocks?.[0] as { title?: unknown } | undefined;
  return typeof first?.title === 'string' ? first.title : undefined;
}

/** A page file's text (without a byte-order mark, as validation reads it), its data if it parses, and its address. */
function readPageFile(dir: string, file: string) {
  const raw = readFileSync(file, 'utf8');
  const text = withoutBom(raw);
  let data: Partial<PageFile> | undefined;
  try {
    data = JSON.parse(text) as Partial<PageFile>;
  } catch {
    data = undefined;
  }
  return { raw, text, data, route: data?.path ?? pathFromFile(dir, file) };
}

/** Every page file with its group, title and problem count from one whole-site check. */
export function listPages(dir = pagesDir()): PageListEntry[] {
  const content = loadContent({ pagesDir: dir, publicDir });
  const counts = new Map<string, number>();
  for (const problem of content.problems) counts.set(problem.file, (counts.get(problem.file) ?? 0) + 1);
  return listPageFiles(dir).map((file) => {
    // Without the byte-order mark, so the browser's JSON.parse accepts the text too.
    const { raw, text, data, route } = readPageFile(dir, file);
    return {
      file: path.relative(dir, file).split(path.sep).join('/'),
      path: route,
      title: data?.card?.title ?? headline(data) ?? data?.meta?.title ?? route,
      group: pageGroup(route, data),
      problems: counts.get(displayPath(file)) ?? 0,
      hash: fingerprint(raw),
      text,
    };
  });
}

/** The files saved by the studio since they were last published, per pages folder. */
const savedFiles = new Map<string, Set<string>>();
const savedIn = (dir: string) => savedFiles.get(dir) ?? savedFiles.set(dir, new Set()).get(dir)!;

export interface SaveRequest {
  file: string;
  /** The edited page. */
  data: unknown;
  /** The fingerprint of the file when it was opened; null for a page that is new. */
  base: string | null;
}

/** Saves an edited page if it is safe, current and valid; the answer says why not otherwise. */
export function savePage(request: SaveRequest, dir = pagesDir()): { status: number; body: Record<string, unknown> } {
  const target = pageFileTarget(dir, request.file);
  const onDisk = readIfThere(target);
  if ((onDisk === undefined ? null : fingerprint(onDisk)) !== request.base) {
    return {
      status: 409,
      body: {
        conflict: true,
        hash: onDisk === undefined ? null : fingerprint(onDisk),
        text: onDisk === undefined ? undefined : withoutBom(onDisk),
        error:
          onDisk === undefined
            ? `pages/${request.file} was deleted since you opened it.`
            : request.base === null
              ? `pages/${request.file} already exists: another page was saved there since you created this one.`
              : `pages/${request.file} changed on disk since you opened it. Nothing was overwritten.`,
      },
    };
  }
  const text = formatLike(onDisk, request.data);
  const { problems } = checkEdit(request.file, text, dir);
  // A page nobody links to yet can be saved: the link belongs on another page, which can only link to a saved one.
  const blocking = problems.filter((p) => !p.fixedElsewhere);
  if (blocking.length) {
    return {
      status: 422,
      body: { problems, error: `Not saved: ${blocking.length} problem${blocking.length === 1 ? '' : 's'} to fix first.` },
    };
  }
  writePageFile(target, text);
  // The folder is watched too; this keeps the next check from racing the notice of the change.
  checkerFor(dir).invalidate();
  savedIn(dir).add(target);
  const saved = [...savedIn(dir)].map((f) => path.relative(dir, f));
  return { status: 200, body: { hash: fingerprint(text), saved, linkNeeded: problems.length > 0 } };
}

/** Publishes the files saved in this folder; they stay listed for a next try when it fails. */
export async function publishSaved(dir = pagesDir(), cwd = dir) {
  const files = [...savedIn(dir)];
  const routes = files.map((file) => readPageFile(dir, file).route);
  const result = await publishForReview(files, routes, { cwd });
  if (result.ok) savedIn(dir).clear();
  return result;
}

/** The studio's page and its API, as dev-server middleware (loaded only when the dev server starts). */
export function editorMiddleware(server: ViteDevServer): Connect.NextHandleFunction {
  return async (request, response, next) => {
    const url = new URL(request.url ?? '/', 'http://local');
    if (!url.pathname.startsWith('/_editor')) return next();
    try {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        const refused = refusal(request);
        if (refused) return send(response, 403, { error: refused });
      }
      const dir = pagesDir();
      if (url.pathname === '/_editor' || url.pathname === '/_editor/') {
        const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Page studio</title><link rel="icon" href="data:,"></head><body><div id="editor"></div><script type="module" src="/src/editor/main.tsx"></script></body></html>`;
        response.setHeader('Content-Type', 'text/html');
        response.end(await server.transformIndexHtml(url.pathname, html));
      } else if (url.pathname === '/_editor/api/pages') {
        send(response, 200, { pages: listPages(dir), groups: pageGroups, saved: [...savedIn(dir)].map((f) => path.relative(dir, f)) });
      } else if (url.pathname === '/_editor/api/schema') {
        send(response, 200, bundledPageSchema());
      } else if (url.pathname === '/_editor/api/new-page') {
        const plan = planPage(url.searchParams.get('kind') ?? '', url.searchParams.get('slug') ?? '', dir);
        if ('error' in plan) return send(response, 200, { error: plan.error.replace(displayPath(dir), 'pages') });
        send(response, 200, { file: path.relative(dir, plan.file).split(path.sep).join('/'), path: plan.path, page: plan.page });
      } else if (url.pathname === '/_editor/api/check' && request.method === 'POST') {
        const { file, text } = JSON.parse(await readBody(request)) as { file?: string; text: string };
        if (file !== undefined) pageFileTarget(dir, file);
        send(response, 200, checkEdit(file, text, dir));
      } else if (url.pathname === '/_editor/api/save' && request.method === 'POST') {
        const { status, body } = savePage(JSON.parse(await readBody(request)) as SaveRequest, dir);
        send(response, status, body);
      } else if (url.pathname === '/_editor/api/publish' && request.method === 'POST') {
        const result = await publishSaved(dir);
        send(response, result.ok ? 200 : 409, result);
      } else send(response, 404, { error: 'No such studio request.' });
    } catch (error) {
      if (error instanceof UnsafePathError) return send(response, 400, { error: error.message });
      send(response, 500, { error: String(error) });
    }
  };
}

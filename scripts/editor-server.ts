// The visual page editor's server side, for the Vite dev server only (never part of a build). It answers
// with the very code the CLI runs: the page schema for the form, and for each edit the same problems
// npm run validate prints, plus the page exactly as the build would render it.
import { readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Connect, ViteDevServer } from 'vite';
import { folderSource, listPageFiles, loadContent, overlaySource, pathFromFile } from './lib/content/index.ts';
import { withoutBom } from './lib/json-source.ts';
import { displayPath, pagesDir, publicDir, schemaDir } from './lib/paths.ts';

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
      if (k === 'patternErrorMessage' || k === 'errorMessage' || k === 'discriminator' || k === '$schema') continue;
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
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body;
}

/**
 * Checks an edited page as if it were saved over `file` (or added as a new file): the edit overrides that
 * one file's text in memory, and the whole site is checked as npm run validate checks it.
 */
export function checkEdit(file: string | undefined, text: string, source = pagesDir()) {
  const relative = file ?? 'new-page-draft.json';
  const target = path.join(source, relative);
  const files = overlaySource(folderSource(source), new Map([[target, text]]));
  const content = loadContent({ pagesDir: source, source: files, publicDir });
  const own = content.pages.find((p) => p.file === target);
  const shown = relative.split(path.sep).join('/');
  const problems = content.problems.filter((p) => p.file === displayPath(target)).map((p) => ({ ...p, file: `pages/${shown}` }));
  return { problems, path: own?.path, page: own ? content.rendered.get(own.path) : undefined, site: content.site };
}

/** The editor's page and its API, as dev-server middleware (loaded only when the dev server starts). */
export function editorMiddleware(server: ViteDevServer): Connect.NextHandleFunction {
  return async (request, response, next) => {
    const url = new URL(request.url ?? '/', 'http://local');
    try {
      if (url.pathname === '/_editor' || url.pathname === '/_editor/') {
        const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Page editor</title></head><body><div id="editor"></div><script type="module" src="/src/editor/main.tsx"></script></body></html>`;
        response.setHeader('Content-Type', 'text/html');
        response.end(await server.transformIndexHtml(url.pathname, html));
      } else if (url.pathname === '/_editor/api/pages') {
        const dir = pagesDir();
        // A byte-order mark is dropped here as validation drops it, so the browser's JSON.parse accepts the text too.
        const read = (f: string) => withoutBom(readFileSync(f, 'utf8'));
        send(
          response,
          200,
          listPageFiles(dir).map((f) => ({
            file: path.relative(dir, f),
            path: JSON.parse(read(f)).path ?? pathFromFile(dir, f),
            text: read(f),
          })),
        );
      } else if (url.pathname === '/_editor/api/schema') {
        send(response, 200, bundledPageSchema());
      } else if (url.pathname === '/_editor/api/check' && request.method === 'POST') {
        const { file, text } = JSON.parse(await readBody(request)) as { file?: string; text: string };
        if (file && (file.includes('..') || path.isAbsolute(file))) return send(response, 400, { error: 'bad file' });
        send(response, 200, checkEdit(file, text));
      } else next();
    } catch (error) {
      send(response, 500, { error: String(error) });
    }
  };
}

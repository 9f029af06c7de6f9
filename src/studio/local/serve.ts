// npm run studio: the page studio for editors. It builds the studio's browser code for production (fast
// typing needs React's production build; the dev server, npm run studio:dev, is for developing the studio
// itself), then serves it with the studio's API on 127.0.0.1. Usage: npm run studio -- [--port N]
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import path from 'node:path';
import { answeredMisdirected } from './server/guard.ts';
import { releaseChecker } from './server/checking.ts';
import { editorMiddleware } from './server/middleware.ts';
import { publicDir, root } from '../../tooling/paths.ts';
import { buildStudioPage } from '../build/vite-build.ts';

/**
 * Where the built studio goes: in this checkout's folder of build outputs, never in the site's dist/, and
 * never in node_modules (which two checkouts may share: one's build would then be served by the other's tests).
 */
export const studioOut = path.join(root, '.build', 'page-studio');

export async function buildStudio(outDir = studioOut): Promise<void> {
  await buildStudioPage({ base: '/_editor/', page: 'src/studio/local/index.html', outDir });
}

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
};

/** A built asset by its plain name (they all sit in one folder, named by their content), or nothing. */
function sendAsset(outDir: string, name: string, response: ServerResponse): boolean {
  if (!/^[\w.-]+$/.test(name)) return false;
  return sendFile(path.join(outDir, 'assets', name), response, 'public, max-age=31536000, immutable');
}

const publicRoot = realpathSync(publicDir);

/** A file of public/ (the pictures the preview shows), only inside it and never through a link out of it. */
function sendPublic(pathname: string, response: ServerResponse): boolean {
  let name: string;
  try {
    name = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  const file = path.join(publicRoot, name);
  if (!file.startsWith(`${publicRoot}${path.sep}`) || !existsSync(file) || realpathSync(file) !== file || !statSync(file).isFile())
    return false;
  return sendFile(file, response, 'no-cache');
}

function sendFile(file: string, response: ServerResponse, cache: string): boolean {
  if (!existsSync(file)) return false;
  response.setHeader('Content-Type', types[path.extname(file)] ?? 'application/octet-stream');
  response.setHeader('Cache-Control', cache);
  response.end(readFileSync(file));
  return true;
}

/**
 * The studio's server: its built page and its API, over `pagesDir` when given (else PAGES_DIR's, or the site's
 * own pages). `settled()` answers once no API request is still being worked on (a request goes on after its
 * browser has gone): the tests remove a studio's folder only then.
 */
export function studioServer(outDir = studioOut, { pagesDir }: { pagesDir?: string } = {}) {
  const page = readFileSync(path.join(outDir, 'src', 'studio', 'local', 'index.html'), 'utf8');
  const api = editorMiddleware({ html: () => page, ...(pagesDir ? { pagesDir: () => pagesDir } : {}) });
  const inFlight = new Set<Promise<void>>();
  const server = createServer((request, response) => {
    // Every answer (page, assets, API, photos, public files) only under this server's loopback name, with the site's framing policy.
    if (answeredMisdirected(request, response)) return;
    const pathname = new URL(request.url ?? '/', 'http://local').pathname;
    const notFound = () => {
      response.statusCode = 404;
      response.setHeader('Content-Type', 'text/plain; charset=utf-8');
      response.end('Not found. The studio is at /_editor');
    };
    if (pathname === '/') {
      response.statusCode = 302;
      response.setHeader('Location', '/_editor');
      return response.end();
    }
    if (pathname.startsWith('/_editor/assets/')) {
      if (!sendAsset(outDir, pathname.slice('/_editor/assets/'.length), response)) notFound();
      return;
    }
    if (!pathname.startsWith('/_editor') && (request.method === 'GET' || request.method === 'HEAD')) {
      if (!sendPublic(pathname, response)) notFound();
      return;
    }
    const working = api(request, response, notFound).finally(() => inFlight.delete(working));
    inFlight.add(working);
  });
  // A studio over a folder of its own lets that folder's checker go when it stops (the tests start one per test).
  if (pagesDir) server.on('close', () => releaseChecker(pagesDir));
  return Object.assign(server, {
    async settled(): Promise<void> {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
  });
}

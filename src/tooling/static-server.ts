// The local server's answers, as the static hosts give them (Netlify, Vercel, Cloudflare Pages): GET and
// HEAD only (405 with Allow otherwise); 301s from the one redirect list and for a trailing slash or a
// .html name, the query string kept; a 404 status with the right not-found page, also for /404 itself;
// brotli or gzip when the browser accepts it (the copy made at build time, or for a page, which has none,
// compressed when first sent and kept in memory); ETag, Last-Modified, 304s and byte ranges. A path no
// file can have (a malformed escape, a NUL, a segment longer than a file name may be) is answered like any
// missing path, never with a 500, and nothing is logged per request.
// An experimenting page's address runs the split the host runs at the edge (src/core/edge-split.ts, the
// same code): a counted visitor gets its copy from the build's rules, anyone else the page's file, which
// then varies on Cookie too.
import { createReadStream, readFileSync, statSync, type Stats } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { acceptedEncodings, createSplit, type SplitOptions, type SplitPage } from '../core/edge-split.ts';
import { asSent, compressedAtBuild, compressible, encodings } from './precompress.ts';

export interface ServeConfig {
  handler: {
    public: string;
    redirects: { source: string; destination: string; type: number }[];
    headers: { source: string; headers: { key: string; value: string }[] }[];
  };
  /** Missing paths under a prefix get that section's own not-found page. */
  notFound: { prefix: string; file: string }[];
  /** The header policy, on every response. */
  headers: Record<string, string>;
  assetCache: { path: string; value: string };
  /**
   * Headers of every address in a section (its prefix, or any address under it), over the policy above;
   * `remove` takes some of the policy's away (the page studio on the web has a policy of its own).
   */
  sections?: { prefix: string; headers: Record<string, string>; remove?: string[] }[];
  /** The experimenting pages' counted copies, split as the host's Edge Function splits them. */
  experiments?: SplitPage[];
}

/** Whether an address is a section's (its prefix itself, or an address under it). */
export const inSection = (pathname: string, prefix: string) =>
  pathname === prefix.replace(/\/$/, '') || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
};

export const allowedMethods = 'GET, HEAD';
/** The longest file name the file systems allow, in bytes; a longer segment names no file. */
const maxSegmentBytes = 255;
/** Files the hosts read as their configuration and never serve. */
const hostFiles = new Set(['/_redirects', '/_headers', '/vercel.json']);
const compressedSuffix = new RegExp(`(${encodings.map((e) => e.suffix.replace('.', '\\.')).join('|')})$`);

/**
 * The decoded pathname of a request target (its origin form, /about?x, or its absolute form,
 * http://host/about), or undefined when it cannot be a path: a malformed escape, a NUL.
 */
function decodedPath(target: string): string | undefined {
  try {
    const raw = target.startsWith('/') ? target.replace(/[?#][\s\S]*$/, '') : new URL(target).pathname;
    const decoded = decodeURIComponent(raw);
    return decoded.includes('\0') ? undefined : decoded;
  } catch {
    return undefined;
  }
}

const queryOf = (target: string) => /\?[^#]*/.exec(target)?.[0] ?? '';

function fileAt(file: string): Stats | undefined {
  try {
    const stats = statSync(file);
    return stats.isFile() ? stats : undefined;
  } catch {
    // ENOENT, ENOTDIR, ENAMETOOLONG: no such file, whatever the reason.
    return undefined;
  }
}

interface Representation {
  file: string;
  stats: Stats;
  encoding?: string;
  /** A copy compressed as it was sent (a page), instead of a file of the build. */
  body?: Buffer;
}

/**
 * Pages compressed as they were sent, by file and encoding, with the version of the file they were made
 * from: the least recently sent go first when they would hold more than `limit` bytes. A copy that would
 * not be smaller is kept as `undefined` (the file itself is sent, as for a build's file).
 */
export class CompressedPages {
  private readonly copies = new Map<string, { version: string; body: Buffer | undefined }>();
  private bytes = 0;
  constructor(private readonly limit = 64 * 1024 * 1024) {}

  get(file: string, stats: Stats, encoding: (typeof encodings)[number]['name']): Buffer | undefined {
    const key = `${encoding}\0${file}`;
    const version = `${stats.size}-${stats.mtimeMs}`;
    const kept = this.copies.get(key);
    if (kept) this.drop(key, kept.body);
    if (kept?.version === version) {
      this.keep(key, kept);
      return kept.body;
    }
    let raw: Buffer;
    try {
      raw = readFileSync(file);
    } catch {
      return undefined;
    }
    const copy = asSent(raw, file, encoding);
    const body = copy.length < raw.length ? copy : undefined;
    this.keep(key, { version, body });
    return body;
  }

  private keep(key: string, entry: { version: string; body: Buffer | undefined }): void {
    this.copies.set(key, entry);
    this.bytes += entry.body?.length ?? 0;
    for (const [oldest, { body }] of this.copies) {
      if (this.bytes <= this.limit) break;
      this.drop(oldest, body);
    }
  }

  private drop(key: string, body: Buffer | undefined): void {
    this.copies.delete(key);
    this.bytes -= body?.length ?? 0;
  }
}

/**
 * The file itself, or its brotli or gzip copy when the browser accepts it: the build's copy when it is up to
 * date, or for a page (which the build does not compress) the copy made as it is sent.
 */
function represent(file: string, stats: Stats, acceptEncoding: string | undefined, pages: CompressedPages): Representation {
  const ok = acceptedEncodings(acceptEncoding);
  const atBuild = compressedAtBuild(file);
  for (const { name, suffix } of encodings) {
    if (!ok.has(name)) continue;
    if (!atBuild) {
      const body = pages.get(file, stats, name);
      if (body) return { file, stats, encoding: name, body };
      continue;
    }
    const copy = fileAt(`${file}${suffix}`);
    if (copy && copy.mtimeMs >= stats.mtimeMs) return { file: `${file}${suffix}`, stats: copy, encoding: name };
  }
  return { file, stats };
}

const sizeOf = (r: Representation) => r.body?.length ?? r.stats.size;

/** A strong validator per file version and encoding: size and modification time. */
const etagOf = (r: Representation) =>
  `"${sizeOf(r).toString(36)}-${Math.floor(r.stats.mtimeMs).toString(36)}${r.encoding ? `-${r.encoding}` : ''}"`;

function notModified(request: http.IncomingMessage, etag: string, modified: Date): boolean {
  const match = request.headers['if-none-match'];
  if (match !== undefined) return match.trim() === '*' || match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(modified.getTime() / 1000) * 1000 <= since;
}

type Range = { start: number; end: number } | 'unsatisfiable' | undefined;

/** One byte range of `size` bytes (several, or a malformed header, mean the whole file, as RFC 9110 allows). */
function rangeOf(header: string | undefined, size: number): Range {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (!match[1] && !match[2])) return undefined;
  if (!match[1]) {
    const suffix = Number(match[2]);
    return suffix === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  if (match[2] && Number(match[2]) < start) return undefined;
  return start >= size ? 'unsatisfiable' : { start, end };
}

/** `split` sets the split's clock and dice (tests); the real ones by default. */
export function createStaticHandler(
  config: ServeConfig,
  split: Omit<SplitOptions, 'headers'> = {},
): (request: http.IncomingMessage, response: http.ServerResponse) => void {
  const root = path.resolve(config.handler.public);
  const redirects = new Map(config.handler.redirects.map((r) => [r.source, r]));
  const extraHeaders = new Map(config.handler.headers.map((h) => [h.source, h.headers]));
  const notFoundFiles = new Set(['/404.html', ...config.notFound.map((rule) => rule.file)]);
  const experimenting = new Set((config.experiments ?? []).map((page) => page.path));
  const splitter = createSplit(config.experiments ?? [], split);
  const compressedPages = new CompressedPages();

  /** The split's answer to a request for an experimenting page, written out; false when the page's file is served. */
  function splitAnswer(request: http.IncomingMessage, response: http.ServerResponse): boolean {
    const secure = 'encrypted' in request.socket && request.socket.encrypted;
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers))
      if (value !== undefined && !name.startsWith(':'))
        headers.set(name, Array.isArray(value) ? value.join(name === 'cookie' ? '; ' : ', ') : value);
    const answer = splitter(
      new Request(`${secure ? 'https' : 'http'}://${request.headers.host ?? '127.0.0.1'}${request.url ?? '/'}`, {
        method: request.method ?? 'GET',
        headers,
      }),
    );
    if (!answer) {
      response.setHeader('Vary', 'Cookie');
      return false;
    }
    for (const [name, value] of answer.headers) if (name !== 'set-cookie') response.setHeader(name, value);
    const cookies = answer.headers.getSetCookie();
    if (cookies.length) response.setHeader('Set-Cookie', cookies);
    response.writeHead(answer.status);
    if (!answer.body) response.end();
    else void answer.arrayBuffer().then((body) => response.end(Buffer.from(body)));
    return true;
  }

  /** The file a decoded path names, as a host with clean URLs finds it, or undefined. */
  function lookup(pathname: string): { file: string; stats: Stats; name: string } | undefined {
    const segments = pathname.split('/');
    if (segments.some((s) => s.startsWith('.') || Buffer.byteLength(s) > maxSegmentBytes)) return undefined;
    if (hostFiles.has(pathname) || compressedSuffix.test(pathname)) return undefined;
    const base = pathname.replace(/\/+$/, '');
    for (const name of path.extname(base) ? [base] : [`${base}/index.html`, `${base}.html`]) {
      const file = path.join(root, name);
      if (!file.startsWith(`${root}${path.sep}`)) return undefined;
      const stats = fileAt(file);
      if (stats) return { file, stats, name };
    }
    return undefined;
  }

  function send(
    request: http.IncomingMessage,
    response: http.ServerResponse,
    found: { file: string; stats: Stats; name: string },
    status: number,
  ): void {
    const type = types[path.extname(found.file)] ?? 'application/octet-stream';
    // Compressed by the same rule as the build's copies (text, by the file's name).
    const textual = compressible.test(found.file);
    const chosen: Representation = textual
      ? represent(found.file, found.stats, request.headers['accept-encoding'], compressedPages)
      : found;
    response.setHeader('Content-Type', type);
    if (textual) response.setHeader('Vary', [response.getHeader('Vary'), 'Accept-Encoding'].filter(Boolean).join(', '));
    if (chosen.encoding) response.setHeader('Content-Encoding', chosen.encoding);
    for (const { key, value } of extraHeaders.get(found.name) ?? []) response.setHeader(key, value);
    if (status === 404) {
      response.setHeader('Cache-Control', 'no-cache');
      response.writeHead(404, { 'Content-Length': sizeOf(chosen) });
      if (request.method === 'HEAD') response.end();
      else if (chosen.body) response.end(chosen.body);
      else
        createReadStream(chosen.file)
          .on('error', () => response.destroy())
          .pipe(response);
      return;
    }
    const etag = etagOf(chosen);
    const modified = found.stats.mtime;
    response.setHeader('ETag', etag);
    response.setHeader('Last-Modified', modified.toUTCString());
    response.setHeader('Accept-Ranges', 'bytes');
    if (notModified(request, etag, modified)) {
      response.writeHead(304);
      response.end();
      return;
    }
    const size = sizeOf(chosen);
    const ifRange = request.headers['if-range'];
    const range = ifRange === undefined || ifRange === etag ? rangeOf(request.headers.range, size) : undefined;
    if (range === 'unsatisfiable') {
      response.removeHeader('Content-Type');
      response.writeHead(416, { 'Content-Range': `bytes */${size}`, 'Content-Length': 0 });
      response.end();
      return;
    }
    const { start, end } = range ?? { start: 0, end: size - 1 };
    if (range) response.setHeader('Content-Range', `bytes ${start}-${end}/${size}`);
    response.writeHead(range ? 206 : status, { 'Content-Length': Math.max(0, end - start + 1) });
    if (request.method === 'HEAD' || size === 0) response.end();
    else if (chosen.body) response.end(chosen.body.subarray(start, end + 1));
    else
      createReadStream(chosen.file, { start, end })
        .on('error', () => response.destroy())
        .pipe(response);
  }

  function notFound(request: http.IncomingMessage, response: http.ServerResponse, pathname: string): void {
    const rule = config.notFound.find((r) => pathname.startsWith(r.prefix));
    const name = rule?.file ?? '/404.html';
    const file = path.join(root, name);
    const stats = fileAt(file);
    if (!stats) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      response.end(request.method === 'HEAD' ? undefined : 'Not found.\n');
      return;
    }
    send(request, response, { file, stats, name }, 404);
  }

  function redirect(request: http.IncomingMessage, response: http.ServerResponse, location: string): void {
    // One leading slash: //example.com would send the visitor to another site.
    const local = encodeURI(location).replace(/^\/+/, '/');
    response.writeHead(301, { Location: `${local}${queryOf(request.url ?? '')}`, 'Cache-Control': 'no-cache' });
    response.end();
  }

  return (request, response) => {
    for (const [name, value] of Object.entries(config.headers)) response.setHeader(name, value);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: allowedMethods, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      response.end('Method Not Allowed: this site only answers GET and HEAD.\n');
      return;
    }
    const target = request.url ?? '/';
    const pathname = decodedPath(target);
    if (pathname === undefined) {
      response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      response.end(request.method === 'HEAD' ? undefined : 'Bad Request: this address is not valid.\n');
      return;
    }
    for (const section of config.sections ?? []) {
      if (!inSection(pathname, section.prefix)) continue;
      for (const name of section.remove ?? []) response.removeHeader(name);
      for (const [name, value] of Object.entries(section.headers)) response.setHeader(name, value);
    }
    const rule = redirects.get(pathname) ?? redirects.get(pathname.replace(/\/+$/, ''));
    if (rule) return redirect(request, response, rule.destination);
    if (pathname.length > 1 && pathname.endsWith('/')) return redirect(request, response, pathname.replace(/\/+$/, '') || '/');
    if (pathname.startsWith(config.assetCache.path)) response.setHeader('Cache-Control', config.assetCache.value);
    if (notFoundFiles.has(pathname) || notFoundFiles.has(`${pathname}.html`)) return notFound(request, response, pathname);
    // Clean URLs: /about.html and /about/index.html are /about.
    const clean = /^(.*?)(\/index)?\.html$/.exec(pathname);
    if (clean && lookup(pathname)) return redirect(request, response, clean[1] || '/');
    if (experimenting.has(pathname) && splitAnswer(request, response)) return;
    const found = lookup(pathname);
    if (found) return send(request, response, found, 200);
    notFound(request, response, pathname);
  };
}

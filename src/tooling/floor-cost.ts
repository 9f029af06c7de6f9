// What a page's scripts cost a first visit, against its zero-JavaScript floor: the same HTML without a
// single script (JSON-LD stays, being data for search engines) and without module preloads. Everything
// the page sends because of its scripts counts, as the local server sends it (scripts/serve.ts: the
// brotli copy of each file, and each response's status line and headers): the script files it loads at
// once (the code of each island that wakes without the visitor scrolling, and everything those import),
// the bytes its scripts (the island loader is inline) and their JSON add to the compressed document, and
// one set of headers per extra request.
//
// Deterministic: no browser, no timing. Which islands wake at once is read from the HTML (an island that
// wakes on load or when the browser is idle) and, for an island that wakes when it comes into view, from
// the list of islands a target names as in the first screen. The floor counted is the document, its
// stylesheets, the icon, the speculation rules the server's header names, and the page's first images
// (as many as the target says load without scrolling: lazy images near the first screen load at once).
// A browser test (tests/e2e/engine.spec.ts) checks both of each target's lists against what Chromium loads.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { carriesLoader, islandChunkKey, readManifest, type Manifest } from './manifest.ts';
import { asSent } from './precompress.ts';
import { createStaticHandler, type ServeConfig } from './static-server.ts';

/** A page gated against its floor: its route, the highest ratio allowed, and its islands in the first screen. */
export interface FloorTarget {
  route: string;
  /** Transfer of the page over transfer of its floor. */
  ratio: number;
  /** Islands (by data-island name) that wake when in view and are in the first screen of a phone. */
  inView: string[];
  /** How many of the page's images (in document order, each address once) load without scrolling. */
  imagesInView: number;
}

export interface ScriptCost {
  /** The script's address. */
  url: string;
  /** Its brotli body and its response's status line and headers, as served. */
  bytes: number;
}

export interface FloorCost {
  route: string;
  /** Bytes of the document as served, with its scripts and without (the floor's). */
  document: { page: number; floor: number };
  /** Each resource both load (stylesheets, icon, speculation rules), as served. */
  shared: ScriptCost[];
  /** The script files the page loads at once, as served. */
  scripts: ScriptCost[];
  /** Requests the floor does not make. */
  extraRequests: number;
  /** Everything the page sends because of its scripts: scripts plus the document's difference. */
  scriptBytes: number;
  floorBytes: number;
  pageBytes: number;
  /** pageBytes / floorBytes, rounded to 3 decimals. */
  ratio: number;
  /** The islands counted as waking at once. */
  islands: string[];
}

/** The page's HTML without any script but JSON-LD and without module preloads: the zero-JavaScript floor. */
export function floorHtml(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, (tag) => (tag.includes('application/ld+json') ? tag : ''))
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
}

/** The islands of a page that wake without the visitor scrolling or touching anything. */
export function islandsAtLoad(html: string, inView: readonly string[]): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<div ([^>]*\bdata-island="[^"]+"[^>]*)>/g)) {
    const attributes = Object.fromEntries([...match[1]!.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
    const name = attributes['data-island']!;
    const when = attributes['data-island-when'] ?? 'load';
    if (when === 'load' || when === 'idle' || inView.includes(name)) found.push(name);
  }
  return found;
}

/** The first `count` images of a page, in document order, each address once. */
export function firstImages(html: string, count: number): string[] {
  return [...new Set([...html.matchAll(/<img\b[^>]*?\ssrc="([^"]+)"/g)].map((m) => m[1]!))].slice(0, count);
}

/** The file of an island's code (its <name>.island.ts or .tsx, or the lead-form chunk that holds it). */
function islandChunk(manifest: Manifest, name: string): string {
  const key = islandChunkKey(manifest, name);
  if (!key) throw new Error(`The page has an island "${name}", but the build has no ${name}.island.ts(x).`);
  return `/${manifest[key]!.file}`;
}

/** A set of script addresses with every module they import statically (which the browser fetches with them). */
export function withImports(manifest: Manifest, urls: string[]): string[] {
  const byFile = new Map(Object.values(manifest).map((chunk) => [`/${chunk.file}`, chunk]));
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    for (const key of byFile.get(url)?.imports ?? []) visit(`/${manifest[key]!.file}`);
  };
  urls.forEach(visit);
  return [...seen];
}

interface Served {
  status: number;
  headerBytes: number;
  bodyBytes: number;
  headers: http.IncomingHttpHeaders;
}

/** The local server's answer to a browser's GET, sized: status line and headers as written, and the body. */
function get(port: number, url: string): Promise<Served> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: url, headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } },
      (response) => {
        let bodyBytes = 0;
        response.on('data', (chunk: Buffer) => (bodyBytes += chunk.length));
        response.on('end', () => {
          const lines = [`HTTP/${response.httpVersion} ${response.statusCode} ${response.statusMessage}`];
          for (let i = 0; i < response.rawHeaders.length; i += 2) lines.push(`${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}`);
          const headerBytes = Buffer.byteLength(`${lines.join('\r\n')}\r\n\r\n`);
          resolve({ status: response.statusCode ?? 0, headerBytes, bodyBytes, headers: response.headers });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

/** Measures each target page of a build folder against its floor; `serveConfig` is the local server's config of that build. */
export async function measureFloors(dist: string, serveConfig: ServeConfig, targets: readonly FloorTarget[]): Promise<FloorCost[]> {
  const { manifest } = readManifest(dist);
  const server = http.createServer(createStaticHandler({ ...serveConfig, handler: { ...serveConfig.handler, public: dist } }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const cache = new Map<string, Promise<Served>>();
  const served = (url: string) => cache.get(url) ?? cache.set(url, get(port, url)).get(url)!;
  const size = async (url: string): Promise<ScriptCost> => {
    const answer = await served(url);
    if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}: the build is incomplete.`);
    return { url, bytes: answer.headerBytes + answer.bodyBytes };
  };
  try {
    const costs: FloorCost[] = [];
    for (const { route, inView, imagesInView } of targets) {
      const file = path.join(dist, route, 'index.html');
      const html = readFileSync(file, 'utf8');
      const document = await served(route);
      if (document.status !== 200) throw new Error(`${route} answered ${document.status}: it is not a page of this build.`);
      // The floor's document is sent as the page's is: the same headers (but its length) and the build's brotli.
      const floorBody = asSent(Buffer.from(floorHtml(html)), file).length;
      const floorDocument = document.headerBytes - String(document.bodyBytes).length + String(floorBody).length + floorBody;
      const pageDocument = document.headerBytes + document.bodyBytes;

      // What the floor loads too: the stylesheets, the icon, the rules file the Speculation-Rules header
      // names, and the images of the first screen.
      const sharedUrls = [
        ...[...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!),
        ...[...html.matchAll(/<link rel="icon" href="([^"]+)"/g)].slice(0, 1).map((m) => m[1]!),
        ...[String(document.headers['speculation-rules'] ?? '').replace(/^"|"$/g, '')].filter(Boolean),
        ...firstImages(html, imagesInView),
      ];
      const shared = await Promise.all(sharedUrls.map(size));

      const islands = islandsAtLoad(html, inView);
      const tags = [...html.matchAll(/<script[^>]* src="([^"]+)"|<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1] ?? m[2]!);
      if (islands.length && !carriesLoader(html)) throw new Error(`${route} has islands but does not carry the island loader.`);
      const scriptUrls = withImports(manifest, [...tags, ...new Set(islands.map((name) => islandChunk(manifest, name)))]);
      const scripts = await Promise.all(scriptUrls.map(size));

      const sharedBytes = shared.reduce((total, s) => total + s.bytes, 0);
      const scriptBytes = scripts.reduce((total, s) => total + s.bytes, 0) + pageDocument - floorDocument;
      const floorBytes = floorDocument + sharedBytes;
      costs.push({
        route,
        document: { page: pageDocument, floor: floorDocument },
        shared,
        scripts,
        extraRequests: scripts.length,
        scriptBytes,
        floorBytes,
        pageBytes: floorBytes + scriptBytes,
        ratio: Math.round(((floorBytes + scriptBytes) / floorBytes) * 1000) / 1000,
        islands,
      });
    }
    return costs;
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

/** Every target a measured page misses, as sentences. */
export function floorFailures(costs: readonly FloorCost[], targets: readonly FloorTarget[]): string[] {
  return costs.flatMap((cost) => {
    const target = targets.find((t) => t.route === cost.route);
    if (!target || cost.ratio <= target.ratio) return [];
    const allowed = Math.floor(cost.floorBytes * (target.ratio - 1));
    return [
      `${cost.route}: sends ${cost.ratio}x the bytes of the same page without scripts; the target is ${target.ratio}x. ` +
        `Its scripts add ${cost.scriptBytes} bytes (${cost.extraRequests} request(s): ${cost.scripts.map((s) => `${s.url} ${s.bytes}`).join(', ')}; ` +
        `document +${cost.document.page - cost.document.floor}); at most ${allowed} fit.`,
    ];
  });
}

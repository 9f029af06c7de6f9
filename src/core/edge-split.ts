// The split at the edge: a Web-standard handler (Request in, Response out, nothing of Node) that serves an
// experimenting page's counted copies at the page's own address. Netlify runs it as an Edge Function in
// Deno (the build writes netlify/edge-functions/experiments.ts around it), and npm run serve runs the same
// code in Node (src/tooling/static-server.ts), so the suite tests what the host runs.
//
// A GET or HEAD of an experimenting page, while its experiment runs, from a visitor who accepted cookies
// (the first-party cookie consent=granted) and is not a crawler, is counted: the visitor keeps the copy its
// cookie exp_<id> names, or gets one picked by the shares (crypto.getRandomValues) and the cookie (Path=/,
// SameSite=Lax, Secure over https, until the experiment's last day ends). Every other request answers
// undefined: the host serves the plain page, the same for everyone, and sets no cookie.
// A counted answer is private and never stored (Cache-Control: private, no-store; Vary: Cookie), its ETag
// is its own copy's (and encoding's), and HEAD and If-None-Match answer as for a file. A copy is sent as
// brotli or gzip where the build gave those copies and the request accepts them, as the host sends its files.

import { consentCookie } from './consent-cookie.ts';
import { experimentCookie } from './experiment-cookie.ts';

/** What the split knows of an experimenting page (the build writes it; src/core/experiment-pages.ts makes it). */
export interface SplitPage {
  path: string;
  id: string;
  /** The first moment it runs and the first it no longer does (ms, UTC). */
  from: number;
  until: number;
  /**
   * The control first, then each variant: its name, its share in percent and its HTML, with the HTML's
   * brotli and gzip copies (base64) where the build made them.
   */
  arms: { variant: string; weight: number; html: string; encoded?: Partial<Record<Encoding, string>> }[];
}

/** The compressed copies a counted copy may be sent as, in order of preference. */
const encodingsByPreference = ['br', 'gzip'] as const;
export type Encoding = (typeof encodingsByPreference)[number];

/**
 * The encodings an Accept-Encoding header accepts (a q-value of 0 refuses one; none accepted without the
 * header): the split's and the local server's (src/tooling/static-server.ts) alike.
 */
export function acceptedEncodings(header: string | null | undefined): Set<string> {
  const names = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name && (q === undefined || Number(q) > 0)) names.add(name);
  }
  if (names.has('*')) for (const name of encodingsByPreference) names.add(name);
  return names;
}

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

export interface SplitOptions {
  /** The site's header policy (CSP and the rest), which a host applies to its files but not to a function's answer. */
  headers?: Record<string, string>;
  /** The time now, in ms; the clock by default. */
  now?: () => number;
  /** A number in [0, 1); crypto.getRandomValues by default. */
  random?: () => number;
}

/** A request's answer, or undefined when the host serves the plain page. */
export type Split = (request: Request) => Response | undefined;

/** User agents that are crawlers or other bots: they always get the plain page and are never counted. */
export const crawlerPattern =
  /bot\b|bot\/|crawl|spider|slurp|googlebot|bingbot|duckduckgo|baiduspider|yandex|facebookexternalhit|embedly|lighthouse|curl\/|wget\//i;

function cookies(header: string | null): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) jar.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return jar;
}

function randomFraction(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32;
}

/** A short digest of a copy's HTML (FNV-1a), for its ETag. */
function digest(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

/** Whether an If-None-Match header names this ETag. */
function matches(header: string | null, etag: string): boolean {
  if (header === null) return false;
  return header.trim() === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** The split over these pages. */
export function createSplit(pages: readonly SplitPage[], options: SplitOptions = {}): Split {
  const { headers = {}, now = Date.now, random = randomFraction } = options;
  const encoder = new TextEncoder();
  const byPath = new Map(
    pages.map((page) => [
      page.path,
      {
        page,
        arms: page.arms.map((arm) => {
          const etag = `${page.id}-${arm.variant}-${digest(arm.html)}`;
          // Each representation its own body and validator: the HTML itself, and each compressed copy.
          const representations = [
            ...encodingsByPreference.flatMap((encoding) => {
              const copy = arm.encoded?.[encoding];
              return copy ? [{ encoding: encoding as Encoding | undefined, body: fromBase64(copy), etag: `"${etag}-${encoding}"` }] : [];
            }),
            { encoding: undefined, body: encoder.encode(arm.html), etag: `"${etag}"` },
          ];
          return { ...arm, representations };
        }),
      },
    ]),
  );
  return (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    const found = byPath.get(new URL(request.url).pathname);
    if (!found) return undefined;
    const { page, arms } = found;
    const jar = cookies(request.headers.get('cookie'));
    if (jar.get(consentCookie.name) !== consentCookie.value) return undefined;
    if (crawlerPattern.test(request.headers.get('user-agent') ?? '')) return undefined;
    const at = now();
    if (at < page.from || at >= page.until) return undefined;
    const name = experimentCookie(page.id);
    let arm = arms.find((a) => a.variant === jar.get(name));
    const picked = !arm;
    if (!arm) {
      const total = arms.reduce((sum, a) => sum + a.weight, 0);
      let point = random() * total;
      arm = arms.find((a) => (point -= a.weight) < 0) ?? arms.at(-1)!;
    }
    // Compressed where the visitor accepts it, as the host sends its files.
    const accepted = acceptedEncodings(request.headers.get('accept-encoding'));
    const sent = arm.representations.find((r) => r.encoding === undefined || accepted.has(r.encoding))!;
    const answer = new Headers(headers);
    answer.set('Content-Type', 'text/html; charset=utf-8');
    answer.set('Cache-Control', 'private, no-store');
    answer.set('Vary', arm.representations.length > 1 ? 'Cookie, Accept-Encoding' : 'Cookie');
    if (sent.encoding) answer.set('Content-Encoding', sent.encoding);
    answer.set('ETag', sent.etag);
    if (picked) {
      const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
      answer.append('Set-Cookie', `${name}=${arm.variant}; Path=/; Expires=${new Date(page.until).toUTCString()}; SameSite=Lax${secure}`);
    }
    if (matches(request.headers.get('if-none-match'), sent.etag)) return new Response(null, { status: 304, headers: answer });
    answer.set('Content-Length', String(sent.body.byteLength));
    return new Response(request.method === 'HEAD' ? null : sent.body, { status: 200, headers: answer });
  };
}

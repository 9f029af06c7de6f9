// Everything a static host needs besides the pages, generated from the one redirect list in the site
// config and the one header policy below: Netlify/Cloudflare Pages (_redirects, _headers), Vercel
// (vercel.json), the local server, robots.txt, the web manifest, and an HTML stub at each old address
// for hosts that honour no rules at all.
import { createHash } from 'node:crypto';
import { previewFrameStyle } from '../studio/shared/preview-frame-style.ts';
import type { SiteConfig } from '../generated/site.ts';
import { analyticsOrigins } from '../core/analytics.ts';
import { caseStudiesPath } from '../core/page-paths.ts';
import { githubApi } from '../studio/github/sign-in/session.ts';
import { studioPath } from '../core/page-paths.ts';

/** Paths under a prefix that no page answers get that section's own not-found page. */
export const sectionNotFound = [{ prefix: `${caseStudiesPath}/`, file: `${caseStudiesPath}/404.html` }];

/**
 * Speculation Rules: the browser prerenders a page of the site when a visitor hovers over a link to it,
 * or presses it ("moderate"), so the full page load that follows is instant. The rules live in a file
 * named by a response header, not in an inline script, so the CSP keeps script-src 'self'.
 */
export const speculationRules = {
  path: '/speculation-rules.json',
  contentType: 'application/speculationrules+json',
  rules: {
    prerender: [
      {
        source: 'document',
        where: {
          and: [
            { href_matches: '/*' },
            // Files (sitemap.xml, images) and links that open elsewhere are not pages to prerender.
            { not: { href_matches: '/*.*' } },
            { not: { selector_matches: '[target=_blank], [rel~=nofollow], [download]' } },
          ],
        },
        eagerness: 'moderate',
      },
    ],
  },
} as const;

const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * Who may frame a page, whether a browser may guess a file's type, and what a link tells the next site:
 * the part of the policy below that the page studio's own server (src/studio/local/) sends on every answer
 * too, with a Content-Security-Policy of only frame-ancestors (its page is built for it, not for the site).
 */
export const framingPolicy = {
  frameAncestors: "frame-ancestors 'none'",
  headers: {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
  },
} as const;

/**
 * The one header policy, for every response. `inlineScripts` are the texts of the build's inline scripts
 * (the island loader), each allowed by its hash: no other inline code runs.
 */
export function securityHeaders(
  site: Pick<SiteConfig, 'forms' | 'analytics'>,
  inlineScripts: readonly string[] = [],
): Record<string, string> {
  const formService = new URL(site.forms.endpoint).origin;
  // Analytics' origins are allowed only on a site that configures it (and then loads it only after consent).
  const tracker = (kind: keyof typeof analyticsOrigins) => (site.analytics?.id ? analyticsOrigins[kind].map((o) => ` ${o}`).join('') : '');
  const csp = [
    "default-src 'self'",
    `script-src 'self'${inlineScripts.map((code) => ` ${sha256Source(code)}`).join('')}${tracker('script')}`,
    "style-src 'self'",
    `img-src 'self' data:${tracker('img')}`,
    "font-src 'self'",
    `connect-src 'self' ${formService}${tracker('connect')}`,
    // Without JavaScript the lead forms post straight to the form service.
    `form-action 'self' ${formService}`,
    "manifest-src 'self'",
    "object-src 'none'",
    framingPolicy.frameAncestors,
    "base-uri 'self'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': framingPolicy.headers['X-Content-Type-Options'],
    'Referrer-Policy': framingPolicy.headers['Referrer-Policy'],
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Frame-Options': framingPolicy.headers['X-Frame-Options'],
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Speculation-Rules': `"${speculationRules.path}"`,
  };
}

/** Built assets carry a content hash in their names, so they may be cached for a year. */
export const assetCacheHeader = { path: '/assets/', value: 'public, max-age=31536000, immutable' };

/**
 * The policy's headers that govern a document (what it may load and run, who may frame or open it,
 * what it prerenders) and mean nothing on a script, stylesheet, font or picture. Built assets (/assets/)
 * go without them: about 900 bytes less on every script a page loads, which is most of what a request
 * costs a lead page. An asset keeps X-Content-Type-Options (a script is run only when served as one),
 * HSTS, and Referrer-Policy (a module's imports take their referrer policy from its response). Nothing
 * under /assets/ is a document: the build refuses one there (`documentsAmongAssets`).
 */
export const documentOnlyHeaders = [
  'Content-Security-Policy',
  'Permissions-Policy',
  'X-Frame-Options',
  'Cross-Origin-Opener-Policy',
  'Speculation-Rules',
];

/** Files a browser would open as a document (and so would need the page policy): none may sit under /assets/. */
export const documentsAmongAssets = (files: string[]) => files.filter((file) => /\.(html?|xhtml|svg|xml|pdf)$/i.test(file));

/** The page studio on the web: its page at /studio/, its own assets (hashed names too) under it. */
export const studioAssetsPath = `${studioPath}/assets/`;

/** The site's headers that the studio must not have: its own policy replaces the first; the second prerenders site pages. */
export const notForStudio = ['Content-Security-Policy', 'Speculation-Rules'];

/**
 * The page studio on the web (/studio/ and everything under it): the site's headers with a policy of its
 * own, and out of search results. Its scripts and stylesheets are its own files; the one inline style, the
 * preview's outlines, is allowed by its hash. It talks to GitHub's API only (`apiOrigins`; the tests' local
 * server adds its stand-in, see scripts/serve.ts). Nothing compiles code at runtime (no 'unsafe-eval'), no
 * form is ever submitted (the token is read by script, never posted), and no other site may frame it.
 */
export function studioHeaders(site: Pick<SiteConfig, 'forms' | 'analytics'>, apiOrigins: string[] = [githubApi]): Record<string, string> {
  const kept = Object.entries(securityHeaders(site)).filter(([name]) => !notForStudio.includes(name));
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' ${sha256Source(previewFrameStyle)}`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self' ${apiOrigins.join(' ')}`,
    "form-action 'none'",
    "object-src 'none'",
    framingPolicy.frameAncestors,
    "base-uri 'none'",
  ].join('; ');
  return { ...Object.fromEntries(kept), 'Content-Security-Policy': csp, 'X-Robots-Tag': 'noindex' };
}

/**
 * The local server's sections (src/tooling/static-server.ts): the page studio with its own policy, and
 * built assets without the document-only headers.
 */
export function serveSections(site: Pick<SiteConfig, 'forms' | 'analytics'>) {
  return [
    { prefix: studioPath, headers: studioHeaders(site), remove: notForStudio },
    { prefix: studioAssetsPath, headers: { 'Cache-Control': assetCacheHeader.value } },
    { prefix: assetCacheHeader.path, headers: {}, remove: documentOnlyHeaders },
  ];
}

/** A policy whose connect-src also allows `origin` (the tests' GitHub API stand-in, in the local server only). */
export function allowConnectTo(csp: string, origin: string): string {
  return csp
    .split('; ')
    .map((directive) =>
      directive.startsWith('connect-src ') && !directive.split(' ').includes(origin) ? `${directive} ${origin}` : directive,
    )
    .join('; ');
}

/**
 * robots.txt lets crawlers read everything. The page studio (/studio/) stays out of search results by its
 * noindex (header and meta), which a crawler only sees if it may fetch the page: a Disallow would keep
 * it from ever seeing that, and a disallowed address can still be listed from links alone.
 */
export function robotsTxt(baseUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${baseUrl}/sitemap.xml\n`;
}

export function webManifest(site: SiteConfig): string {
  return `${JSON.stringify(
    {
      name: site.brand.name,
      short_name: site.brand.name,
      description: site.brand.blurb,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      lang: site.language,
      theme_color: site.themeColor,
      background_color: '#ffffff',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    null,
    2,
  )}\n`;
}

/** Netlify and Cloudflare Pages: explicit 301s, then the sections' own not-found pages. */
export function redirectsFile(site: SiteConfig): string {
  const lines = site.redirects.map((r) => `${r.from} ${r.to} 301`);
  for (const rule of sectionNotFound) lines.push(`${rule.prefix}* ${rule.file} 404`);
  return `${lines.join('\n')}\n`;
}

/**
 * Netlify and Cloudflare Pages: the header policy on every path, long caching for hashed assets, and the
 * studio's own headers after them. A path matches both /* and the studio's rules: Netlify lets the later
 * rule's value of a header replace the earlier one's; Cloudflare Pages would join the two policies (and
 * enforce both), so a "! Name" line first detaches the site's value there (Netlify skips a line without a
 * colon). The same lines take the document-only headers off built assets on Cloudflare Pages; Netlify
 * cannot take a header away, so its assets keep them (harmless, a few hundred bytes).
 */
export function headersFile(site: SiteConfig, inlineScripts: readonly string[] = []): string {
  const all = Object.entries(securityHeaders(site, inlineScripts)).map(([k, v]) => `  ${k}: ${v}`);
  const studio = [
    ...notForStudio.map((name) => `  ! ${name}`),
    ...Object.entries(studioHeaders(site))
      .filter(([name, value]) => securityHeaders(site)[name] !== value)
      .map(([k, v]) => `  ${k}: ${v}`),
  ].join('\n');
  return [
    `/*\n${all.join('\n')}`,
    `${assetCacheHeader.path}*\n${documentOnlyHeaders.map((name) => `  ! ${name}\n`).join('')}  Cache-Control: ${assetCacheHeader.value}`,
    `${speculationRules.path}\n  Content-Type: ${speculationRules.contentType}`,
    '# The page studio on the web: its own policy, and kept out of search results.',
    `${studioPath}/*\n${studio}`,
    `${studioAssetsPath}*\n  Cache-Control: ${assetCacheHeader.value}`,
  ]
    .join('\n')
    .concat('\n');
}

/** Vercel's list of headers: those of `headers` whose name `keep` accepts. */
const headerList = (headers: Record<string, string>, keep: (name: string) => boolean) =>
  Object.entries(headers)
    .filter(([name]) => keep(name))
    .map(([key, value]) => ({ key, value }));

/**
 * Vercel, deploying dist/ as the project: the same redirects (as 301, not Vercel's default 308) and
 * headers, the document-only ones on every path but built assets'. Vercel has no per-folder 404 page, so
 * an unknown case study gets the site-wide one there. It cannot take a header away, so the studio there
 * also gets the site's Speculation-Rules (its one link to a page that is not its own, Sign in with
 * GitHub, is rel=nofollow, which the rules leave alone).
 */
export function vercelConfig(site: SiteConfig, inlineScripts: readonly string[] = []): string {
  const policy = securityHeaders(site, inlineScripts);
  return `${JSON.stringify(
    {
      cleanUrls: true,
      trailingSlash: false,
      redirects: site.redirects.map((r) => ({ source: r.from, destination: r.to, statusCode: 301 })),
      headers: [
        { source: '/(.*)', headers: headerList(policy, (name) => !documentOnlyHeaders.includes(name)) },
        {
          source: `/((?!${assetCacheHeader.path.slice(1)}).*)`,
          headers: headerList(policy, (name) => documentOnlyHeaders.includes(name)),
        },
        { source: `${assetCacheHeader.path}(.*)`, headers: [{ key: 'Cache-Control', value: assetCacheHeader.value }] },
        { source: speculationRules.path, headers: [{ key: 'Content-Type', value: speculationRules.contentType }] },
        // The page studio on the web, after the rule for every path: a later rule's value of a header wins.
        { source: `${studioPath}/:path*`, headers: Object.entries(studioHeaders(site)).map(([key, value]) => ({ key, value })) },
        { source: `${studioAssetsPath}(.*)`, headers: [{ key: 'Cache-Control', value: assetCacheHeader.value }] },
      ],
    },
    null,
    2,
  )}\n`;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** For hosts without redirect rules: an instant refresh to the new address, which search engines treat as a redirect. */
export function redirectStub(site: SiteConfig, to: string): string {
  const target = escapeAttribute(`${site.baseUrl}${to === '/' ? '/' : to}`);
  return `<!doctype html><html lang="${site.language}"><head><meta charset="utf-8"><title>Moved to ${escapeAttribute(to)}</title><meta name="robots" content="noindex"><link rel="canonical" href="${target}"><meta http-equiv="refresh" content="0; url=${escapeAttribute(to)}"></head><body><p>This page has moved to <a href="${escapeAttribute(to)}">${target}</a>.</p></body></html>\n`;
}

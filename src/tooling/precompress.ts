// Brotli and gzip copies of a build's shared text files (stylesheet, scripts, icons, sitemap), made once by
// the build beside each file (site.webmanifest.br, .gz; src/tooling/build/store.ts keeps them by content),
// and the settings the local server compresses a page with when it sends it. The server sends a copy as it
// is, as the hosts send what they compressed once, instead of compressing every response again.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Files worth compressing: text. Pictures and fonts are compressed already. */
export const compressible = /\.(html|css|js|mjs|json|xml|txt|svg|webmanifest)$/;

/**
 * Whether the build makes a file's compressed copies. Pages (HTML) get none. No host the site deploys to
 * reads them: Netlify, Cloudflare Pages and Vercel compress what they send, and the GitHub Actions build
 * keeps a zip. At 10,000 pages they cost a full build 12 of its 34 CPU-seconds and 20,000 of its files.
 * The local server compresses a page the first time it sends it, with the same settings (`effort`), and
 * keeps that copy in memory (src/tooling/static-server.ts).
 */
export const compressedAtBuild = (file: string): boolean => compressible.test(file) && !file.endsWith('.html');

/** The encodings, in the server's order of preference, and the suffix of each copy. */
export const encodings = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/**
 * How hard to compress a file. The few shared assets (stylesheet, scripts, icons) are compressed at the
 * best settings: every visitor downloads them. Pages are compressed fast: the best settings cost 25 ms of
 * CPU a page against 1 ms, for copies about a tenth smaller, and a site of 10,000 pages would spend
 * minutes of every build on them.
 */
export const effort = (file: string): Effort => (file.endsWith('.html') ? 'fast' : 'best');

export type Effort = 'fast' | 'best';

/**
 * A file of this name as the local server sends it in an encoding (brotli unless told): its build's copy, or
 * for a page, the copy made as it is sent; also an experiment's copy as the edge split sends it.
 */
export function asSent(bytes: Buffer, file: string, encoding: (typeof encodings)[number]['name'] = 'br'): Buffer {
  return compress(bytes, encoding, effort(file));
}

/** One compressed copy of a file's bytes. Fast brotli is quality 5: 0.47 ms a page against 0.74 ms at 6, for copies 0.6% larger. */
export function compress(bytes: Buffer, encoding: (typeof encodings)[number]['name'], level: Effort): Buffer {
  if (encoding === 'br')
    return brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: level === 'best' ? constants.BROTLI_MAX_QUALITY : 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
  return gzipSync(bytes, { level: level === 'best' ? constants.Z_BEST_COMPRESSION : 6 });
}

/**
 * Writes the compressed copies of one file; a copy that would not be smaller is not written (and an old
 * one removed), so the server sends the file itself. `level` overrides how hard (the page studio on the
 * web, which visitors never download, is compressed fast).
 */
export async function precompressFile(
  file: string,
  level: Effort = effort(file),
): Promise<{ bytes: number; compressed: Record<string, number> }> {
  const bytes = readFileSync(file);
  const compressed: Record<string, number> = {};
  for (const { name, suffix } of encodings) {
    const copy = compress(bytes, name, level);
    if (copy.length < bytes.length) {
      writeFileSync(`${file}${suffix}`, copy);
      compressed[name] = copy.length;
    } else rmSync(`${file}${suffix}`, { force: true });
  }
  return { bytes: bytes.length, compressed };
}

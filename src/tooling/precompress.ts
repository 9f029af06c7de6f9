// Brotli and gzip copies of every text file of a build, made once after prerendering, beside each file
// (index.html.br, index.html.gz). The local server sends them as they are, as the hosts send what they
// compressed once, instead of compressing every response again.
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Files worth compressing: text. Pictures and fonts are compressed already. */
export const compressible = /\.(html|css|js|mjs|json|xml|txt|svg|webmanifest)$/;

/** The encodings, in the server's order of preference, and the suffix of each copy. */
export const encodings = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * How hard to compress a file. The few shared assets (stylesheet, scripts, icons) are compressed at the
 * best settings: every visitor downloads them. Pages are compressed fast: the best settings cost 25 ms of
 * CPU a page against 1 ms, for copies about a tenth smaller, and a site of 10,000 pages would spend
 * minutes of every build on them.
 */
const effort = (file: string) => (file.endsWith('.html') ? 'fast' : 'best');

/** The brotli copy a file of this name gets at build time (the bytes the server sends when the browser accepts brotli). */
export async function brotliAsBuilt(bytes: Buffer, file: string): Promise<Buffer> {
  return compress(bytes, 'br', effort(file));
}

async function compress(bytes: Buffer, encoding: (typeof encodings)[number]['name'], level: 'fast' | 'best'): Promise<Buffer> {
  if (encoding === 'br')
    return brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: level === 'best' ? constants.BROTLI_MAX_QUALITY : 6,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
  return gz(bytes, { level: level === 'best' ? constants.Z_BEST_COMPRESSION : 6 });
}

/**
 * Writes the compressed copies of one file; a copy that would not be smaller is not written (and an old
 * one removed), so the server sends the file itself. `level` overrides how hard (the page studio on the
 * web, which visitors never download, is compressed fast).
 */
export async function precompressFile(
  file: string,
  level: 'fast' | 'best' = effort(file),
): Promise<{ bytes: number; compressed: Record<string, number> }> {
  const bytes = readFileSync(file);
  const compressed: Record<string, number> = {};
  for (const { name, suffix } of encodings) {
    const copy = await compress(bytes, name, level);
    if (copy.length < bytes.length) {
      writeFileSync(`${file}${suffix}`, copy);
      compressed[name] = copy.length;
    } else rmSync(`${file}${suffix}`, { force: true });
  }
  return { bytes: bytes.length, compressed };
}

/** Every text file of a build folder, compressed: how many, and their sizes before and after. */
export async function precompressBuild(dist: string): Promise<{ files: number; bytes: number; br: number; gzip: number }> {
  const files = (readdirSync(dist, { recursive: true }) as string[])
    .filter((f) => compressible.test(f) && statSync(path.join(dist, f)).isFile())
    .map((f) => path.join(dist, f));
  const totals = { files: files.length, bytes: 0, br: 0, gzip: 0 };
  // A few at a time: brotli at its best quality is the slow part of the step.
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const { bytes, compressed } = await precompressFile(file);
      totals.bytes += bytes;
      totals.br += compressed.br ?? bytes;
      totals.gzip += compressed.gzip ?? bytes;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return totals;
}

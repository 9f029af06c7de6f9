// The photo step's cost, for npm run bench: 20 camera-sized photos (3000x2000 JPEGs of about 2 MB, each a
// different picture), each the hero of its own page, encoded by the build's own step with an empty cache
// (a cold build, as on a fresh clone or CI without its cache) and again with the cache it left (warm).
// Alone: tsx src/tooling/photo-bench.ts
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PageData } from '../core/page-data.ts';
import { attachPhotos } from './photos/attach.ts';
import { photoUrlPrefix } from './photos/folders.ts';
import { cameraJpeg } from './photos/sample.ts';

export interface PhotoBuildFigure {
  photos: number;
  /** Total size of the sources, in MB. */
  sourceMb: number;
  /** The photo step with an empty cache, then with the cache the first run left, in ms. */
  coldMs: number;
  warmMs: number;
  files: number;
}

export async function measurePhotoBuild(count = 20): Promise<PhotoBuildFigure> {
  const work = mkdtempSync(path.join(tmpdir(), 'photo-bench-'));
  try {
    const names = Array.from({ length: count }, (_, i) => `photo-${String(i + 1).padStart(2, '0')}.jpg`);
    for (const [i, name] of names.entries()) await cameraJpeg(path.join(work, name), { variant: i + 1 });
    const sourceMb = names.reduce((sum, name) => sum + statSync(path.join(work, name)).size, 0) / 1024 / 1024;
    const pages = (): PageData[] =>
      names.map((src) => ({
        meta: { title: src, description: src },
        blocks: [{ type: 'hero', title: src, image: { src, alt: `Photo ${src}` } }],
      }));
    const run = async (outDir: string) => {
      const started = performance.now();
      const report = await attachPhotos(pages(), {
        photosDir: work,
        cacheDir: path.join(work, 'cache'),
        outDir,
        urlPrefix: photoUrlPrefix,
      });
      return { ms: Math.round(performance.now() - started), report };
    };
    const cold = await run(path.join(work, 'cold'));
    const warm = await run(path.join(work, 'warm'));
    if (cold.report.encoded !== count || warm.report.fromCache !== count)
      throw new Error(`Expected ${count} photos encoded then ${count} from the cache: ${JSON.stringify([cold.report, warm.report])}`);
    return { photos: count, sourceMb: Math.round(sourceMb * 10) / 10, coldMs: cold.ms, warmMs: warm.ms, files: cold.report.files };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export const describePhotoBuild = (f: PhotoBuildFigure) =>
  `Photo step, ${f.photos} hero photos (3000x2000 JPEG, ${f.sourceMb} MB in all, ${f.files} files out): cold cache ${(f.coldMs / 1000).toFixed(1)} s (${(f.coldMs / f.photos / 1000).toFixed(2)} s a photo), warm cache ${f.warmMs} ms`;

if (import.meta.url === `file://${process.argv[1]}`) console.log(describePhotoBuild(await measurePhotoBuild()));

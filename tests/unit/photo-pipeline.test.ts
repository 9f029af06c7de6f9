// The build's photo step on real files: what it writes for a camera-sized JPEG (widths, formats, bytes a
// phone and a desktop receive), that an unchanged photo is not encoded again, and that a crop keeps the
// focal point in view.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { attachPhotos } from '../../src/tooling/photos/attach.ts';
import { cropBox, encodePhoto } from '../../src/tooling/photos/encode.ts';
import { cameraJpeg } from '../../src/tooling/photos/sample.ts';
import { photoSlots } from '../../src/core/photos/slots.ts';
import type { TestimonialsBlock } from '../../src/generated/page.ts';
import type { PageData } from '../../src/core/page-data.ts';
import type { RenderedPhoto } from '../../src/ui/photo.ts';

const root = path.resolve(import.meta.dirname, '../..');
const work = mkdtempSync(path.join(tmpdir(), 'photo-pipeline-'));
const hero = path.join(work, 'hero.jpg');
const options = (name: string) => ({ cacheDir: path.join(work, 'cache'), outDir: path.join(work, name), urlPrefix: '/assets/photos/' });

beforeAll(() => cameraJpeg(hero), 60_000);

const kb = (file: string) => statSync(file).size / 1024;

describe('a 3000x2000 camera JPEG as a hero photo', () => {
  // Encoding 12 files of up to 1920 px takes seconds on a busy two-core machine.
  it(
    'becomes AVIF, WebP and JPEG at 400, 800, 1280 and 1920 px, 3:2, small enough for phones and desktops',
    { timeout: 120_000 },
    async () => {
      expect(statSync(hero).size / 1024 / 1024).toBeGreaterThan(1.5);
      expect(statSync(hero).size / 1024 / 1024).toBeLessThan(2.8);
      const { rendition, cached, files } = await encodePhoto(hero, photoSlots.hero, undefined, options('out'));
      expect(cached).toBe(false);
      expect(files).toHaveLength(12);
      for (const name of files) {
        const [, width, ext] = name.match(/^hero-[0-9a-f]{12}-(\d+)\.(avif|webp|jpg)$/)!;
        const meta = await sharp(path.join(work, 'out', name)).metadata();
        expect(meta.width).toBe(Number(width));
        expect(meta.height).toBe(Math.round(Number(width) / 1.5));
        expect(meta.format).toBe({ avif: 'heif', webp: 'webp', jpg: 'jpeg' }[ext!]);
        if (ext === 'avif') expect(meta.compression).toBe('av1');
      }
      expect(rendition).toMatchObject({ width: 1920, height: 1280, sizes: photoSlots.hero.sizes });
      expect(rendition.srcset.avif.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['400w', '800w', '1280w', '1920w']);
      expect(rendition.src).toMatch(/^\/assets\/photos\/hero-[0-9a-f]{12}-800\.jpg$/);
      const phone = kb(
        path.join(
          work,
          'out',
          files.find((f) => f.endsWith('-400.avif'))!,
        ),
      );
      const desktop = kb(
        path.join(
          work,
          'out',
          files.find((f) => f.endsWith('-1280.avif'))!,
        ),
      );
      console.log(
        `3000x2000 JPEG of ${(statSync(hero).size / 1024).toFixed(0)} KB: 400w AVIF ${phone.toFixed(1)} KB, 1280w AVIF ${desktop.toFixed(1)} KB`,
      );
      expect(phone).toBeLessThanOrEqual(45);
      expect(desktop).toBeLessThanOrEqual(120);
    },
  );

  it('is copied from the cache when unchanged, and encoded again when a setting changes', { timeout: 120_000 }, async () => {
    const first = await encodePhoto(hero, photoSlots.hero, undefined, options('out'));
    const cacheEntries = readdirSync(path.join(work, 'cache'));
    const again = await encodePhoto(hero, photoSlots.hero, undefined, options('again'));
    expect(again.cached).toBe(true);
    expect(again.rendition).toEqual(first.rendition);
    expect(readdirSync(path.join(work, 'again')).sort()).toEqual(first.files);
    expect(readdirSync(path.join(work, 'cache'))).toEqual(cacheEntries);
    // Another focal point is another crop: new files under a new name.
    const moved = await encodePhoto(hero, photoSlots.card, { x: 10, y: 50 }, options('again'));
    expect(moved.cached).toBe(false);
    expect(moved.rendition.src).not.toBe(first.rendition.src);
  });

  // Nearly every build finds all its photos in the cache: loading sharp and its image library would cost it
  // a tenth of a second for nothing.
  it('is copied from the cache without loading sharp', { timeout: 60_000 }, async () => {
    const first = await encodePhoto(hero, photoSlots.hero, undefined, options('out'));
    const script =
      "const { encodePhoto } = await import('./src/tooling/photos/encode.ts');" +
      "const { photoSlots } = await import('./src/core/photos/slots.ts');" +
      `const { cached, rendition } = await encodePhoto(${JSON.stringify(hero)}, photoSlots.hero, undefined, ${JSON.stringify(options('child'))});` +
      'const libraries = process.report.getReport().sharedObjects.filter((file) => /sharp|vips/.test(file));' +
      'console.log(JSON.stringify({ cached, rendition, libraries }));';
    const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toEqual({ cached: true, rendition: first.rendition, libraries: [] });
  });
});

describe('cropping to a place around the focal point', () => {
  it('keeps the focal point as central as the edges allow', () => {
    // A square to 3:2 keeps the full width and two thirds of the height.
    expect(cropBox(1200, 1200, 1.5)).toEqual({ left: 0, top: 200, width: 1200, height: 800 });
    expect(cropBox(1200, 1200, 1.5, { x: 50, y: 0 })).toEqual({ left: 0, top: 0, width: 1200, height: 800 });
    expect(cropBox(1200, 1200, 1.5, { x: 50, y: 90 })).toEqual({ left: 0, top: 400, width: 1200, height: 800 });
    // A panorama to 3:2 keeps the full height; the focal point near the right edge keeps the right part.
    expect(cropBox(3000, 1000, 1.5, { x: 85, y: 50 })).toEqual({ left: 1500, top: 0, width: 1500, height: 1000 });
  });

  it('shows the part of the photo around the focal point', { timeout: 60_000 }, async () => {
    // A square photo, red above and blue below: a 3:2 crop can show only one of them in full.
    const square = path.join(work, 'halves.png');
    const halves = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200"><rect width="1200" height="600" fill="#ff0000"/><rect y="600" width="1200" height="600" fill="#0000ff"/></svg>`;
    await sharp(Buffer.from(halves)).png().toFile(square);
    const colourOf = async (focus: { x: number; y: number }) => {
      const { rendition } = await encodePhoto(square, photoSlots.card, focus, options('halves'));
      const file = path.join(work, 'halves', path.basename(rendition.src));
      const { channels } = await sharp(file).stats();
      return { red: channels[0]!.mean, blue: channels[2]!.mean };
    };
    // The crop is two thirds of the height: three quarters of it from the half with the focal point (a
    // mean of 191), where a crop about the centre would show half of each (128).
    const top = await colourOf({ x: 50, y: 0 });
    const bottom = await colourOf({ x: 50, y: 100 });
    expect(top.red).toBeGreaterThan(180);
    expect(top.blue).toBeLessThan(75);
    expect(bottom.blue).toBeGreaterThan(180);
    expect(bottom.red).toBeLessThan(75);
  });

  it('never enlarges: a source narrower than the widest file is encoded up to its own width', { timeout: 60_000 }, async () => {
    const narrow = path.join(work, 'narrow.jpg');
    await sharp({ create: { width: 600, height: 400, channels: 3, background: '#22c56b' } })
      .jpeg()
      .toFile(narrow);
    const { rendition, files } = await encodePhoto(narrow, photoSlots.card, undefined, options('narrow'));
    expect(files.map((f) => f.replace(/-[0-9a-f]{12}-/, '-'))).toEqual(['narrow-400.avif', 'narrow-400.jpg', 'narrow-400.webp']);
    expect(rendition).toMatchObject({ width: 400, height: 267 });
  });
});

describe('the build step over pages', () => {
  it('gives each photo its files once however many pages show it, leaving the page files as written', { timeout: 60_000 }, async () => {
    const photo = { src: 'narrow.jpg', alt: 'A green wall' };
    const heroBlock = () => ({ type: 'hero' as const, title: 'Hi', image: photo });
    const pages: PageData[] = [heroBlock(), heroBlock()].map((block) => ({ meta: { title: 'T', description: 'D' }, blocks: [block] }));
    const report = await attachPhotos(pages, { ...options('pages'), photosDir: work });
    expect(report).toMatchObject({ photos: 1, files: 3 });
    for (const page of pages) {
      const shown = (page.blocks[0] as { image: RenderedPhoto }).image;
      expect(shown.alt).toBe('A green wall');
      expect(shown.rendition?.srcset.avif).toMatch(/^\/assets\/photos\/narrow-[0-9a-f]{12}-400\.avif 400w$/);
    }
    expect(photo).toEqual({ src: 'narrow.jpg', alt: 'A green wall' });
  });

  it('cuts a testimonial portrait square, at the widths a 56 px circle needs', { timeout: 60_000 }, async () => {
    const block: TestimonialsBlock = {
      type: 'testimonials',
      title: 'What clients say',
      items: [{ name: 'Ana Ruiz', position: 'Owner', rating: 5, text: 'Busy all winter.', photo: { src: 'narrow.jpg', alt: 'Ana Ruiz' } }],
    };
    await attachPhotos([{ meta: { title: 'T', description: 'D' }, blocks: [block] }], { ...options('portraits'), photosDir: work });
    const { rendition } = block.items[0]!.photo as RenderedPhoto;
    expect(rendition).toMatchObject({ width: 168, height: 168, sizes: '56px' });
    expect(rendition!.srcset.webp.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['56w', '112w', '168w']);
    const largest = await sharp(
      path.join(work, 'portraits', path.basename(rendition!.srcset.avif.split(', ')[2]!.split(' ')[0]!)),
    ).metadata();
    expect([largest.width, largest.height]).toEqual([168, 168]);
  });
});

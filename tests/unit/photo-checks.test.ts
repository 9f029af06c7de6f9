// The photo rules as an editor meets them: each problem names the file, the line of the photo's field and
// what to do, and a good photo passes.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContentAndForms } from '../../src/tooling/content/index.ts';
import { altSaysNothing, maxPhotoBytes } from '../../src/core/content/photos.ts';
import { readPhotoHeader } from '../../src/core/photos/dimensions.ts';
import { publicDir } from '../../src/tooling/paths.ts';
import { photoFilesIn, unusedPhotoMessage, unusedPhotos } from '../../src/tooling/photos/unused.ts';
import { fixturePage, writePages } from './helpers.ts';

const photosDir = mkdtempSync(path.join(tmpdir(), 'photos-'));
const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#3b76f6' } });

beforeAll(async () => {
  mkdirSync(path.join(photosDir, 'team'), { recursive: true });
  await solid(1600, 1067)
    .jpeg()
    .toFile(path.join(photosDir, 'team', 'workshop.jpg'));
  await solid(640, 427).jpeg().toFile(path.join(photosDir, 'small.jpg'));
  await solid(900, 600).webp().toFile(path.join(photosDir, 'card.webp'));
  writeFileSync(path.join(photosDir, 'broken.png'), 'not a picture');
});

/** A page whose hero (or, with `card`, a cards block) shows this photo. */
function pageWithPhoto(image: object, card = false): string {
  const page = JSON.parse(fixturePage('about'));
  if (card) page.blocks.push({ type: 'cards', items: [{ image, title: 'Office', description: 'Where the team works.' }] });
  else page.blocks[0].image = image;
  return `${JSON.stringify(page, null, 2)}\n`;
}

function problemsWith(image: object, card = false) {
  const dir = writePages({ 'about.json': pageWithPhoto(image, card) });
  const problems = loadContentAndForms({ pagesDir: dir, publicDir, photosDir, seoRules: false }).problems.filter(
    (p) => !p.message.includes('accessKey'),
  );
  return { problems, text: readFileSync(path.join(dir, 'about.json'), 'utf8') };
}

/** The 1-based line of the first occurrence of `needle` in the file. */
const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length;

describe('a photo in a page file', () => {
  it('passes when the file is there, large enough and described', () => {
    expect(problemsWith({ src: 'team/workshop.jpg', alt: 'Three strategists at a whiteboard' }).problems).toEqual([]);
    expect(problemsWith({ src: 'card.webp', alt: 'The office kitchen at lunch time' }, true).problems).toEqual([]);
  });

  it('a photo of a size the studios would not take: the same words, naming the file', () => {
    // A PNG's signature and IHDR chunk are all validation reads of it.
    const header = (width: number, height: number) => {
      const bytes = Buffer.alloc(33);
      bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
      bytes.writeUInt32BE(width, 16);
      bytes.writeUInt32BE(height, 20);
      return bytes;
    };
    writeFileSync(path.join(photosDir, 'strip.png'), header(1, 60_000));
    writeFileSync(path.join(photosDir, 'huge.png'), header(20_000, 20_000));
    const strip = problemsWith({ src: 'strip.png', alt: 'The skyline at night' }).problems;
    expect(strip.map((p) => [p.pointer, p.message])).toEqual([
      [
        '/blocks/0/image/src',
        'The photo strip.png is 1 × 60,000 px; a photo may be at most 20,000 px on each side. Export it again at about 3000 px wide.',
      ],
    ]);
    const huge = problemsWith({ src: 'huge.png', alt: 'The skyline at night' }).problems;
    expect(huge.map((p) => p.message)).toEqual([
      'The photo huge.png is 20,000 × 20,000 px, 400 megapixels; a photo may have at most 100. Export it again at about 3000 px wide.',
    ]);
  });

  it('a missing file: names it, where it should be, at the line of src', () => {
    const { problems, text } = problemsWith({ src: 'team/wrokshop.jpg', alt: 'Three strategists at a whiteboard' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: expect.stringMatching(/about\.json$/), pointer: '/blocks/0/image/src' });
    expect(problems[0]!.line).toBe(lineOf(text, '"src": "team/wrokshop.jpg"'));
    expect(problems[0]!.message).toBe(
      'The photo team/wrokshop.jpg does not exist. Put the file in photos/team/wrokshop.jpg or fix the name.',
    );
  });

  it('a source narrower than a hero needs: says how wide it is and how wide it must be', () => {
    const { problems } = problemsWith({ src: 'small.jpg', alt: 'Three strategists at a whiteboard' });
    expect(problems.map((p) => p.message)).toEqual([
      'The photo small.jpg is 640 px wide; a hero photo needs at least 800 px to look sharp. Use a larger file.',
    ]);
    // The same file is wide enough for a card.
    expect(problemsWith({ src: 'small.jpg', alt: 'Three strategists at a whiteboard' }, true).problems).toEqual([]);
  });

  it('a portrait narrower than 112 px is refused at the line of its photo', async () => {
    await solid(100, 100).jpeg().toFile(path.join(photosDir, 'tiny-face.jpg'));
    const page = JSON.parse(fixturePage('about'));
    page.blocks.push({
      type: 'testimonials',
      title: 'What clients say',
      items: [
        {
          name: 'Ana Ruiz',
          position: 'Owner',
          rating: 5,
          text: 'Busy all winter.',
          photo: { src: 'tiny-face.jpg', alt: 'Ana Ruiz smiling' },
        },
      ],
    });
    const dir = writePages({ 'about.json': `${JSON.stringify(page, null, 2)}\n` });
    const problems = loadContentAndForms({ pagesDir: dir, publicDir, photosDir, seoRules: false }).problems.filter(
      (p) => !p.message.includes('accessKey'),
    );
    expect(problems.map((p) => [p.pointer, p.message])).toEqual([
      [
        '/blocks/1/items/0/photo/src',
        'The photo tiny-face.jpg is 100 px wide; a portrait needs at least 112 px to look sharp. Use a larger file.',
      ],
    ]);
  });

  it('alternative text that is the file name or a word like "photo" is refused at the line of alt', () => {
    for (const alt of ['workshop', 'workshop.jpg', 'team/workshop.jpg', 'Photo', 'image']) {
      const { problems, text } = problemsWith({ src: 'team/workshop.jpg', alt });
      expect(problems, alt).toHaveLength(1);
      expect(problems[0]).toMatchObject({ pointer: '/blocks/0/image/alt', line: lineOf(text, '"alt"') });
      expect(problems[0]!.message).toContain('does not say what the photo shows');
    }
  });

  it('a file that is no picture, and a file over 20 MB, are refused', () => {
    expect(problemsWith({ src: 'broken.png', alt: 'Three strategists at a whiteboard' }).problems[0]!.message).toBe(
      'The file broken.png is not a JPEG, PNG or WebP picture that can be read. Export it again as a JPEG.',
    );
    writeFileSync(path.join(photosDir, 'huge.jpg'), Buffer.alloc(maxPhotoBytes + 1));
    expect(problemsWith({ src: 'huge.jpg', alt: 'Three strategists at a whiteboard' }).problems[0]!.message).toBe(
      'The photo huge.jpg is 20.0 MB, more than the 20.0 MB allowed. Export it again at about 3000 px wide.',
    );
  });

  it('the schema refuses a photo without alternative text, and a hero with both a photo and a form', () => {
    expect(problemsWith({ src: 'team/workshop.jpg' }).problems[0]!.message).toMatch(/^What the photo shows is required\./);
    const page = JSON.parse(pageWithPhoto({ src: 'team/workshop.jpg', alt: 'Three strategists at a whiteboard' }));
    page.blocks[0].form = { form: 'audit', id: 'audit-form', jumpLabel: 'Get the audit' };
    const dir = writePages({ 'about.json': `${JSON.stringify(page, null, 2)}\n` });
    const messages = loadContentAndForms({ pagesDir: dir, publicDir, photosDir, seoRules: false }).problems.map((p) => p.message);
    expect(messages).toContain(
      'A hero shows either a photo or a form beside the headline, not both. Move the photo to a cards block further down.',
    );
  });
});

describe('alternative text that says nothing', () => {
  it('is the file name in any spelling, or a generic word; a description is fine', () => {
    expect(altSaysNothing('Team workshop', 'about/team-workshop.jpg')).toBe(true);
    expect(altSaysNothing('team_workshop.JPG', 'about/team-workshop.jpg')).toBe(true);
    expect(altSaysNothing('Picture', 'about/team-workshop.jpg')).toBe(true);
    expect(altSaysNothing('The team planning a client workshop', 'about/team-workshop.jpg')).toBe(false);
  });
});

describe('the size read from the file header', () => {
  it('matches what the image library decodes, for JPEG, PNG and WebP, and turns with EXIF orientation', async () => {
    const source = solid(1234, 567);
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const header = readPhotoHeader(await source.clone().toFormat(format).toBuffer());
      expect(header).toEqual({ format, width: 1234, height: 567 });
    }
    const lossless = readPhotoHeader(await source.clone().webp({ lossless: true }).toBuffer());
    expect(lossless).toEqual({ format: 'webp', width: 1234, height: 567 });
    // A phone's portrait photo: stored landscape, with orientation 6 (turn a quarter clockwise).
    const portrait = await source.clone().jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(readPhotoHeader(portrait)).toEqual({ format: 'jpeg', width: 567, height: 1234 });
    expect(readPhotoHeader(Buffer.from('GIF89a'))).toBeUndefined();
  });
});

describe('photos no page shows', () => {
  it('are named by their path in the folder, with every photo a page shows left out', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'photos-unused-'));
    mkdirSync(path.join(folder, 'team'));
    for (const name of ['team/workshop.jpg', 'card.webp', 'small.jpg', 'old.PNG']) writeFileSync(path.join(folder, name), 'bytes');
    // Not a photo: never named.
    writeFileSync(path.join(folder, 'notes.txt'), 'shoot list');
    const about = JSON.parse(pageWithPhoto({ src: 'team/workshop.jpg', alt: 'Three strategists at a whiteboard' }));
    const cards = JSON.parse(pageWithPhoto({ src: 'card.webp', alt: 'The office kitchen at lunch time' }, true));
    expect(photoFilesIn(folder)).toEqual(['card.webp', 'old.PNG', 'small.jpg', 'team/workshop.jpg']);
    expect(unusedPhotos(folder, [about, cards])).toEqual(['old.PNG', 'small.jpg']);
    expect(unusedPhotos(folder, [])).toHaveLength(4);
    expect(unusedPhotoMessage('small.jpg')).toMatch(/^No page shows the photo small\.jpg: .* Delete it, or show it on a page\.$/);
  });

  it('a missing folder has none', () => {
    expect(unusedPhotos(path.join(photosDir, 'nowhere'), [])).toEqual([]);
  });
});

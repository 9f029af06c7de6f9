// One rule for a photo's size in pixels (src/core/photos/limits.ts), met alike in both studios: the local
// one's server (decoding with sharp) and the one on the web (decoding in the browser), and in validation.
// The same file gets the same verdict, in the same words, from each.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readPhotoHeader } from '../../src/core/photos/dimensions.ts';
import { photoLimits, photoSizeProblem } from '../../src/core/photos/limits.ts';
import { storePhoto } from '../../src/studio/local/server/photo-upload.ts';
import { photoOperations } from '../../src/studio/github/backend/photos.ts';

/** A PNG of a signature, an IHDR chunk saying `width` × `height` and an IEND chunk: a size, and no pixels. */
function pngHeader(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter method, not interlaced
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

type Verdict = { width: number; height: number } | { error: string };

/** The local studio's verdict: the photo stored, at its stored size, or the words it was refused with. */
async function localVerdict(bytes: Buffer): Promise<Verdict> {
  try {
    const { width, height } = await storePhoto(
      { bytes, name: 'photo.jpg', pageFile: 'about.json' },
      mkdtempSync(path.join(tmpdir(), 'limits-')),
    );
    return { width, height };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/**
 * The web studio's verdict, with the browser's decoder stood in for: it decodes any picture at the size its
 * header gives (as a browser decodes a valid one), and the canvas writes the bytes it was given.
 */
async function webVerdict(bytes: Buffer): Promise<Verdict> {
  vi.stubGlobal('createImageBitmap', async (blob: Blob) => {
    const header = readPhotoHeader(new Uint8Array(await blob.arrayBuffer()));
    if (!header) throw new Error('The source image cannot be decoded.');
    return { width: header.width, height: header.height, close: () => undefined };
  });
  vi.stubGlobal(
    'OffscreenCanvas',
    class {
      getContext = () => ({ drawImage: () => undefined });
      convertToBlob = async ({ type }: { type: string }) => new Blob([new Uint8Array(bytes)], { type });
    },
  );
  const saved = new Map<string, Uint8Array>();
  const operations = photoOperations({ loaded: async () => ({ photos: new Map() }), photoFacts: new Map() } as never, {
    client: {} as never,
    drafts: {
      photos: async () => [...saved.keys()],
      photo: async (name: string) => saved.get(name),
      savePhoto: async (name: string, data: Uint8Array) => void saved.set(name, data),
    } as never,
  });
  const answer = await operations.uploadPhoto('about.json', Object.assign(new Blob([new Uint8Array(bytes)]), { name: 'photo.jpg' }));
  return 'error' in answer && answer.error ? { error: answer.error } : { width: answer.width!, height: answer.height! };
}

describe('a photo size, in both studios', () => {
  let jpeg: Buffer;
  beforeAll(async () => {
    jpeg = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#3b76f6' } })
      .jpeg()
      .toBuffer();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a 20000 × 20000 PNG: refused alike for its pixels, naming them and the limit, not called damaged', async () => {
    const bytes = pngHeader(20_000, 20_000);
    const words = 'This photo is 20,000 × 20,000 px, 400 megapixels; a photo may have at most 100. Export it again at about 3000 px wide.';
    expect(await localVerdict(bytes)).toEqual({ error: words });
    expect(await webVerdict(bytes)).toEqual({ error: words });
  });

  it('a 1 × 60000 PNG: refused alike for its length, not stored because only its width is narrowed', async () => {
    const bytes = pngHeader(1, 60_000);
    const words = 'This photo is 1 × 60,000 px; a photo may be at most 20,000 px on each side. Export it again at about 3000 px wide.';
    expect(await localVerdict(bytes)).toEqual({ error: words });
    expect(await webVerdict(bytes)).toEqual({ error: words });
  });

  it('a 12000 × 2000 PNG: refused alike as a strip the page would crop away', async () => {
    const bytes = pngHeader(12_000, 2_000);
    const words =
      'This photo is 12,000 × 2,000 px, more than 4 times as wide as it is tall; its place on the page would crop most of it away. Crop it closer to what it shows (at most 4:1).';
    expect(await localVerdict(bytes)).toEqual({ error: words });
    expect(await webVerdict(bytes)).toEqual({ error: words });
  });

  it("a phone's 4000 × 3000 JPEG: taken alike, narrowed to 2,560 px", async () => {
    expect(await localVerdict(jpeg)).toEqual({ width: 2560, height: 1920 });
    expect(await webVerdict(jpeg)).toEqual({ width: 2560, height: 1920 });
  });
});

describe('the size rule', () => {
  it.each([
    ['a 50-megapixel phone', 8160, 6120],
    ['a 61-megapixel full-frame camera, upright', 6336, 9504],
    ['a 100-megapixel medium-format camera', 11_648, 8_584],
    ['a 4:1 panorama', 16_000, 4_000],
  ])('takes %s (%i × %i)', (_camera, width, height) => {
    expect(photoSizeProblem({ width, height })).toBeUndefined();
  });

  it('refuses past each limit, naming the photo it was given', () => {
    expect(photoSizeProblem({ width: photoLimits.maxSide + 1, height: 5000 }, 'The photo a/b.png')).toMatch(
      /^The photo a\/b\.png is 20,001 × 5,000 px; .*each side/,
    );
    expect(photoSizeProblem({ width: 10_001, height: 10_000 })).toMatch(/100 megapixels; a photo may have at most 100\./);
    expect(photoSizeProblem({ width: 1000, height: 4001 })).toMatch(/more than 4 times as tall as it is wide/);
    expect(photoSizeProblem({ width: 0, height: 0 })).toMatch(/which no picture is/);
  });
});

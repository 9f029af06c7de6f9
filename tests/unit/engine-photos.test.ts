// A photo added to a page, in the engine (engine/photos.ts), over a shelf in memory: what is taken, the
// names it is kept under, and each refusal in the editor's words. Each studio's shelf is tested against its
// own place: the photos folder in studio-photo.test.ts, this browser's drafts in photo-limits.test.ts.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { maxPhotoBytes } from '../../src/core/content/photos.ts';
import { addPhoto, photoStem, type PhotoShelf, type ShelfAnswer } from '../../src/studio/engine/photos.ts';
import { notAPhoto, photoTooLarge, unreadablePhoto } from '../../src/studio/shared/answers.ts';

/** A shelf in memory: the photos by name; `prepare` keeps the bytes and reads the size from sharp's header. */
function memoryShelf(refuse?: string) {
  const photos = new Map<string, Uint8Array>();
  const shelf: PhotoShelf = {
    prepare: async (bytes) => {
      const { width, height } = await sharp(bytes).metadata();
      return { bytes, width: width!, height: height! };
    },
    put: async (src, bytes): Promise<ShelfAnswer> => {
      if (refuse) return { refused: refuse };
      const there = photos.get(src);
      if (there) return Buffer.from(there).equals(Buffer.from(bytes)) ? 'same' : 'taken';
      photos.set(src, bytes);
      return 'added';
    },
  };
  return { shelf, photos };
}

let jpeg: Buffer;
let other: Buffer;
beforeAll(async () => {
  jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#1f5ae6' } })
    .jpeg()
    .toBuffer();
  other = await sharp({ create: { width: 901, height: 600, channels: 3, background: '#f5a524' } })
    .jpeg()
    .toBuffer();
});

describe('a photo added to a page', () => {
  it('is kept under the page’s folder with its file’s clean name, -2 for another photo of that name, its own name again for the same photo', async () => {
    const { shelf, photos } = memoryShelf();
    const add = (bytes: Buffer, name = 'Office (Final).JPG') => addPhoto(shelf, { bytes, name, pageFile: 'about.json' });
    expect(await add(jpeg)).toMatchObject({ src: 'about/office-final.jpg', width: 900, height: 600, kind: 'jpeg', added: true });
    expect(await add(other)).toMatchObject({ src: 'about/office-final-2.jpg', width: 901, added: true });
    expect(await add(jpeg)).toMatchObject({ src: 'about/office-final.jpg', added: false });
    expect([...photos.keys()]).toEqual(['about/office-final.jpg', 'about/office-final-2.jpg']);
  });

  it('is named after its page when its file’s name has no usable letters', () => {
    expect(photoStem('写真.jpg', 'about.json')).toBe('about-photo');
    expect(photoStem('写真.jpg', 'industries/hvac-seo.json')).toBe('hvac-seo-photo');
    expect(photoStem('写真.jpg', 'index.json')).toBe('home-photo');
    expect(photoStem('Team.png', 'index.json')).toBe('team');
  });

  it('is refused, in the editor’s words, when empty, too large, not a photo, unreadable or not kept', async () => {
    const { shelf } = memoryShelf();
    const add = (bytes: Uint8Array, on = shelf) => addPhoto(on, { bytes, name: 'x.jpg', pageFile: 'about.json' });
    expect(await add(new Uint8Array())).toMatchObject({ refusal: 'empty', error: 'The studio received no photo. Choose the file again.' });
    expect(await add(new Uint8Array(maxPhotoBytes + 1))).toEqual({ refusal: 'too-large', error: photoTooLarge() });
    expect(await add(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toEqual({ refusal: 'not-a-photo', error: notAPhoto });
    expect(await add(jpeg.subarray(0, 200))).toEqual({ refusal: 'unreadable', error: unreadablePhoto });
    const full = memoryShelf('This browser could not keep the photo.').shelf;
    expect(await add(jpeg, full)).toEqual({ refusal: 'not-kept', error: 'This browser could not keep the photo.' });
  });

  it('stops after 999 names taken, saying so', async () => {
    const taken: PhotoShelf = { prepare: memoryShelf().shelf.prepare, put: async () => 'taken' };
    expect(await addPhoto(taken, { bytes: jpeg, name: 'office.jpg', pageFile: 'about.json' })).toEqual({
      refusal: 'names-used',
      error: 'There are already too many photos named office. Rename the file, then add it.',
    });
  });
});

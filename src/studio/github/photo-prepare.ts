// A photo made ready to commit in the studio on the web, on a canvas in the browser, as the local studio's
// server makes it with sharp (preparePhoto in src/studio/local/server/photo-upload.ts): upright (the
// camera's orientation applied), its camera data dropped (location included: the picture is drawn again,
// so nothing else is kept), at most maxStoredWidth wide, in its own format.
import { maxStoredWidth, type PhotoKind } from '../../core/photos/naming.ts';
import type { PreparedPhoto } from '../shared/prepared-photo.ts';

const types: Record<PhotoKind, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export async function preparePhotoInBrowser(bytes: Uint8Array, kind: PhotoKind): Promise<PreparedPhoto> {
  const bitmap = await createImageBitmap(new Blob([bytes as BlobPart], { type: types[kind] }), { imageOrientation: 'from-image' });
  try {
    const scale = Math.min(1, maxStoredWidth / bitmap.width);
    const width = Math.round(bitmap.width * scale);
    const height = Math.round(bitmap.height * scale);
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No canvas');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await canvas.convertToBlob({ type: types[kind], quality: 0.88 });
    // A browser that cannot write the format (WebP in some) answers PNG: kept as what it is.
    if (blob.type !== types[kind]) throw new Error(`The browser wrote ${blob.type}`);
    return { bytes: new Uint8Array(await blob.arrayBuffer()), width, height };
  } finally {
    bitmap.close();
  }
}

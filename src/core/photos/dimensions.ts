// A photo's size in pixels and kind, read from the first bytes of the file without decoding it, so
// validation stays synchronous and quick and never loads the image library.
export interface PhotoHeader {
  format: 'jpeg' | 'png' | 'webp';
  width: number;
  height: number;
}

/** The size as a viewer shows it: JPEG's EXIF orientation 5 to 8 turns the picture a quarter. */
export function readPhotoHeader(bytes: Uint8Array): PhotoHeader | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length >= 24 && view.getUint32(0) === 0x89504e47 && view.getUint32(12) === 0x49484452)
    return { format: 'png', width: view.getUint32(16), height: view.getUint32(20) };
  if (bytes.length >= 30 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return webp(bytes, view);
  if (bytes.length >= 4 && view.getUint16(0) === 0xffd8) return jpeg(bytes, view);
  return undefined;
}

const ascii = (bytes: Uint8Array, at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length));

function webp(bytes: Uint8Array, view: DataView): PhotoHeader | undefined {
  const chunk = ascii(bytes, 12, 4);
  const u24 = (at: number) => view.getUint8(at) | (view.getUint8(at + 1) << 8) | (view.getUint8(at + 2) << 16);
  if (chunk === 'VP8X') return { format: 'webp', width: u24(24) + 1, height: u24(27) + 1 };
  if (chunk === 'VP8 ') return { format: 'webp', width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = view.getUint32(21, true);
    return { format: 'webp', width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return undefined;
}

function jpeg(bytes: Uint8Array, view: DataView): PhotoHeader | undefined {
  let at = 2;
  let turned = false;
  while (at + 9 < bytes.length) {
    if (view.getUint8(at) !== 0xff) return undefined;
    const marker = view.getUint8(at + 1);
    // Fill bytes and markers without a length.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = view.getUint16(at + 2);
    if (marker === 0xe1 && ascii(bytes, at + 4, 4) === 'Exif') turned = exifTurnsQuarter(view, at + 10);
    // Start of frame: every SOFn but DHT (c4), JPG (c8) and DAC (cc).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const height = view.getUint16(at + 5);
      const width = view.getUint16(at + 7);
      return turned ? { format: 'jpeg', width: height, height: width } : { format: 'jpeg', width, height };
    }
    at += 2 + length;
  }
  return undefined;
}

/** Whether the EXIF block starting at `tiff` says the picture is shown turned by 90 or 270 degrees. */
function exifTurnsQuarter(view: DataView, tiff: number): boolean {
  try {
    const little = view.getUint16(tiff) === 0x4949;
    const first = tiff + view.getUint32(tiff + 4, little);
    const entries = view.getUint16(first, little);
    for (let i = 0; i < entries; i++) {
      const entry = first + 2 + i * 12;
      if (view.getUint16(entry, little) === 0x0112) return view.getUint16(entry + 8, little) >= 5;
    }
  } catch {
    // A damaged EXIF block: the frame's own size stands.
  }
  return false;
}

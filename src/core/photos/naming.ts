// How a photo an editor adds is told and named, in both studios: its kind by its bytes (never its name),
// a clean file name in the photos folder, and the folder of the page it was added for.
import { basename } from '../posix-path.ts';

/** The widest file the build makes from a photo is narrower than this: anything wider only slows builds and the repository. */
export const maxStoredWidth = 2560;

export type PhotoKind = 'jpeg' | 'png' | 'webp';

/** The kind of picture the bytes are, by their signature; undefined for anything else, whatever its name says. */
export function photoKind(bytes: Uint8Array): PhotoKind | undefined {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (bytes.length >= 3 && starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (bytes.length >= 8 && starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (bytes.length >= 12 && starts(0x52, 0x49, 0x46, 0x46) && String.fromCharCode(...bytes.subarray(8, 12)) === 'WEBP') return 'webp';
  return undefined;
}

/** The file name ending each kind is stored with. */
export const photoExtensions: Record<PhotoKind, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

/** A photo's file name, by its extension (any case): what the photos folder may hold. */
export const photoFileName = /\.(jpe?g|png|webp)$/i;

/** A file name in the photos folder's style: "Team Photo (Final).JPG" is team-photo-final; empty when nothing usable is left. */
export function cleanPhotoName(name: string): string {
  return basename(name.replace(/\\/g, '/'))
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/** The folder a page's photos go in: pages/about.json's in about/, an industry page's in industries/, the home page's in home/. */
export function photoFolderFor(pageFile: string): string {
  const first =
    pageFile
      .replace(/\\/g, '/')
      .replace(/\.json$/, '')
      .split('/')[0] ?? '';
  const folder = cleanPhotoName(first);
  return !folder || folder === 'index' ? 'home' : folder;
}

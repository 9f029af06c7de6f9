// Where editors' photos live and where the pipeline keeps its work between builds.
import path from 'node:path';
import { root } from '../paths.ts';

/** Source photos, as editors add them (any size): a photo's "src" is its path inside this folder. */
export const photosDir = path.join(root, 'photos');

/** Encoded files from earlier builds, by content and settings, so an unchanged photo is never encoded twice. */
export const photoCacheDir = path.join(root, '.cache', 'photos');

/** Encoded files are served from here; the hosts cache everything under /assets/ for a year, as the names carry a hash. */
export const photoUrlPrefix = '/assets/photos/';

/**
 * The local server's rules for the photo files: its media-type table predates AVIF and would send the
 * files without a type (the static hosts know it).
 */
export const photoServeHeaders = [{ source: '**/*.avif', headers: [{ key: 'Content-Type', value: 'image/avif' }] }];

/**
 * The photos folder beside a pages folder (the project's photos/ for its pages/), so a studio over another
 * copy of the site stores and checks that copy's photos.
 */
export const photosFor = (dir: string) => path.join(path.dirname(path.resolve(dir)), 'photos');

// The photo rules a schema cannot express: the file is there, is a JPEG, PNG or WebP no larger than the
// build accepts, of a size in pixels the one rule allows (../photos/limits.ts, as the studios apply it when
// a photo is added), is wide enough for its place, and its alternative text describes it.
import { basename } from '../posix-path.ts';
import { photoPlaces } from '../photos/places.ts';
import { photoSlots } from '../photos/slots.ts';
import { photoSizeProblem } from '../photos/limits.ts';
import type { BlockBuilds } from '../block-build.ts';
import type { ContentHost, PhotoFile } from './host.ts';
import type { Located, ProblemCollector } from './problems.ts';

/** A camera's full-size JPEG is 5 to 15 MB; beyond this a file is more likely a scan or an export mistake that slows every build. */
export const maxPhotoBytes = 20 * 1024 * 1024;

/** Words that say a picture is there without saying what it shows. */
const emptyAlts = new Set(['image', 'photo', 'picture', 'img', 'pic', 'photograph', 'graphic', 'banner', 'hero']);

/** Reads each photo once per validation run however many pages show it. */
export function photoFileReader(host: Pick<ContentHost, 'readPhoto'>, photosDir: string): (src: string) => PhotoFile {
  const seen = new Map<string, PhotoFile>();
  return (src) => {
    const known = seen.get(src);
    if (known) return known;
    const result = host.readPhoto(photosDir, src);
    seen.set(src, result);
    return result;
  };
}

/** Whether an alternative text only repeats the file's name or a word like "photo". */
export function altSaysNothing(alt: string, src: string): boolean {
  const words = (text: string) =>
    text
      .toLowerCase()
      .replace(/\.(jpe?g|png|webp)$/, '')
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  const said = words(alt);
  const name = basename(src);
  return emptyAlts.has(said) || said === words(name) || said === words(src);
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The problem of a photo file in a place (undefined when there is none): the same for every page that puts it there. */
function fileProblem(file: PhotoFile, src: string, slot: keyof typeof photoSlots, folderName: string): string | undefined {
  if (file.missing) return `The photo ${src} does not exist. Put the file in ${folderName}/${src} or fix the name.`;
  if (file.bytes > maxPhotoBytes)
    return `The photo ${src} is ${megabytes(file.bytes)}, more than the ${megabytes(maxPhotoBytes)} allowed. Export it again at about 3000 px wide.`;
  if (!file.header) return `The file ${src} is not a JPEG, PNG or WebP picture that can be read. Export it again as a JPEG.`;
  const sizeProblem = photoSizeProblem(file.header, `The photo ${src}`);
  if (sizeProblem) return sizeProblem;
  const place = photoSlots[slot];
  if (file.header.width < place.minWidth)
    return `The photo ${src} is ${file.header.width} px wide; ${place.name} needs at least ${place.minWidth} px to look sharp. Use a larger file.`;
  return undefined;
}

/** What is known of each photo in one run, however many pages show it: its file, and each rule's answer. */
const answersOf = new WeakMap<(src: string) => PhotoFile, { files: Map<string, string | undefined>; alts: Map<string, boolean> }>();

/** Every photo rule, for the blocks of one file, with problems at each photo's line. */
export function checkPhotos(
  builds: BlockBuilds,
  locate: () => Located,
  blocks: readonly { type: string }[],
  readFile: (src: string) => PhotoFile,
  problems: ProblemCollector,
  folderName = 'photos',
): void {
  // Most pages have no photo: their file is located (read again) only for a problem in one.
  const add = (pointer: string, message: string) => problems.add(locate(), pointer, message);
  const answers = answersOf.get(readFile) ?? answersOf.set(readFile, { files: new Map(), alts: new Map() }).get(readFile)!;
  for (const { photo, slot, pointer } of photoPlaces(builds, blocks)) {
    const altKey = `${photo.alt}\0${photo.src}`;
    let emptyAlt = answers.alts.get(altKey);
    if (emptyAlt === undefined) answers.alts.set(altKey, (emptyAlt = altSaysNothing(photo.alt, photo.src)));
    if (emptyAlt)
      add(
        `${pointer}/alt`,
        `The alternative text "${photo.alt}" does not say what the photo shows. Describe it in a few words, for example "Two strategists reviewing a keyword map".`,
      );
    const fileKey = `${slot}\0${folderName}\0${photo.src}`;
    let problem = answers.files.get(fileKey);
    if (!answers.files.has(fileKey)) answers.files.set(fileKey, (problem = fileProblem(readFile(photo.src), photo.src, slot, folderName)));
    if (problem) add(`${pointer}/src`, problem);
  }
}

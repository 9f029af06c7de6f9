// Photos in the studio on the web: each read from GitHub (or from this browser, where it was added) the
// first time the photo field or the preview asks for it, and a photo added to a page, made ready and kept
// in this browser until the page is published.
import { readPhotoHeader } from '../../../core/photos/dimensions.ts';
import { cleanPhotoName, photoExtensions, photoFolderFor, photoKind } from '../../../core/photos/naming.ts';
import { maxPhotoBytes } from '../../../core/content/photos.ts';
import { photoFileSizeProblem } from '../../../core/photos/limits.ts';
import type { PhotoAnswer, StudioBackend } from '../../backend.ts';
import { notAPhoto, photoTooLarge, unreadablePhoto } from '../../shared/answers.ts';
import type { PreparedPhoto } from '../../shared/prepared-photo.ts';
import { gitBlobSha, type GitHubClient } from '../client.ts';
import type { DraftStore } from '../drafts.ts';
import { preparePhotoInBrowser } from '../photo-prepare.ts';
import type { Repository } from './repository.ts';

/** A transparent pixel, shown where a photo is still on its way. */
const blankPicture = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

export function photoOperations(
  repo: Repository,
  { client, drafts }: { client: GitHubClient; drafts: DraftStore },
): Pick<StudioBackend, 'photoUrl' | 'onPhotoReady' | 'uploadPhoto'> {
  // Photos are read from GitHub the first time the photo field or the preview asks for one, and kept for the tab.
  const photoUrls = new Map<string, string>();
  const photoListeners = new Set<() => void>();
  /** A photo's bytes made the ones the checks and the preview use for its name. */
  function showPhoto(src: string, bytes: Uint8Array, kind?: string): void {
    const header = readPhotoHeader(bytes);
    repo.photoFacts.set(src, { bytes: bytes.length, ...header });
    const known = photoUrls.get(src);
    if (known?.startsWith('blob:')) URL.revokeObjectURL(known);
    photoUrls.set(src, URL.createObjectURL(new Blob([bytes as BlobPart], { type: `image/${header?.format ?? kind ?? 'jpeg'}` })));
    for (const listener of photoListeners) listener();
  }

  async function fetchPhoto(src: string): Promise<void> {
    const now = await repo.loaded();
    const kept = await drafts.photo(`photos/${src}`);
    if (kept) return showPhoto(src, kept);
    const sha = now.photos.get(src);
    if (sha) showPhoto(src, await client.blobBytes(sha));
  }

  return {
    photoUrl(src: string): string {
      const known = photoUrls.get(src);
      if (known !== undefined) return known;
      // Nothing to show until it arrives: an empty picture, never a broken one.
      photoUrls.set(src, blankPicture);
      void fetchPhoto(src).catch(() => undefined);
      return blankPicture;
    },

    onPhotoReady(listener: () => void) {
      photoListeners.add(listener);
      return () => photoListeners.delete(listener);
    },

    async uploadPhoto(page: string, file: Blob & { name: string }): Promise<PhotoAnswer> {
      const now = await repo.loaded();
      if (file.size > maxPhotoBytes) return { error: photoTooLarge() };
      const original = new Uint8Array(await file.arrayBuffer());
      const kind = photoKind(original);
      if (!kind) return { error: notAPhoto };
      // The one size rule, as the local studio applies it, before the browser decodes anything.
      const sizeProblem = photoFileSizeProblem(original);
      if (sizeProblem) return { error: sizeProblem };
      let prepared: PreparedPhoto;
      try {
        prepared = await preparePhotoInBrowser(original, kind);
      } catch {
        return { error: unreadablePhoto };
      }
      // Under the page's folder, named after the file; -2, -3… when another photo has that name. The same photo added twice keeps its one name.
      const folder = photoFolderFor(page);
      const stem =
        cleanPhotoName(file.name) ||
        cleanPhotoName(
          page
            .replace(/\.json$/, '')
            .split('/')
            .pop() ?? '',
        ) ||
        'photo';
      const sha = await gitBlobSha(prepared.bytes);
      const kept = new Set(await drafts.photos());
      const taken = async (name: string) => {
        const inRepo = now.photos.get(name);
        const inBrowser = kept.has(`photos/${name}`) ? await drafts.photo(`photos/${name}`) : undefined;
        if (!inRepo && !inBrowser) return false;
        return !(inRepo === sha || (inBrowser && (await gitBlobSha(inBrowser)) === sha));
      };
      let n = 1;
      const nameFor = (at: number) => `${folder}/${stem}${at === 1 ? '' : `-${at}`}.${photoExtensions[kind]}`;
      while (await taken(nameFor(n))) n++;
      const src = nameFor(n);
      try {
        await drafts.savePhoto(`photos/${src}`, prepared.bytes);
      } catch {
        return { error: 'This browser could not keep the photo. Send the pages you saved for review, then add it again.' };
      }
      showPhoto(src, prepared.bytes, kind);
      return { src, width: prepared.width, height: prepared.height };
    },
  };
}

// Photos in the studio on the web: each read from GitHub (or from this browser, where it was added) the
// first time the photo field or the preview asks for it, and a photo added to a page (the engine's
// addPhoto, engine/photos.ts), made ready with the browser's canvas and kept in this browser until the
// page is published.
import { readPhotoHeader } from '../../../core/photos/dimensions.ts';
import { maxPhotoBytes } from '../../../core/content/photos.ts';
import type { PhotoAnswer, StudioBackend } from '../../backend.ts';
import { addPhoto, type PhotoShelf } from '../../engine/photos.ts';
import { photoTooLarge } from '../../shared/answers.ts';
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
      // Refused before the browser reads a file the rule will refuse anyway.
      if (file.size > maxPhotoBytes) return { error: photoTooLarge() };
      const kept = new Set(await drafts.photos());
      // This browser's drafts as the engine's shelf: a name is taken by the site's photo or a kept one.
      const shelf: PhotoShelf = {
        prepare: preparePhotoInBrowser,
        async put(src, bytes) {
          const sha = await gitBlobSha(bytes);
          const inRepo = now.photos.get(src);
          const inBrowser = kept.has(`photos/${src}`) ? await drafts.photo(`photos/${src}`) : undefined;
          if (inRepo || inBrowser) return inRepo === sha || (inBrowser && (await gitBlobSha(inBrowser)) === sha) ? 'same' : 'taken';
          try {
            await drafts.savePhoto(`photos/${src}`, bytes);
          } catch {
            return { refused: 'This browser could not keep the photo. Send the pages you saved for review, then add it again.' };
          }
          return 'added';
        },
      };
      const added = await addPhoto(shelf, { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name, pageFile: page });
      if ('error' in added) return { error: added.error };
      showPhoto(added.src, added.bytes, added.kind);
      return { src: added.src, width: added.width, height: added.height };
    },
  };
}

// The pages' snapshot for the studio on the web: every file of the pages folder as this build saw it, one
// file each, named by the blob sha GitHub gives it (/studio/pages-snapshot/<sha>.json). The studio reads the
// repository's tree first and fetches from here each page by its sha, so it asks GitHub only for the pages
// changed since the site was built (usually none). The site build makes them beside the site's other files:
// a build after an edit adds the edited page's file and keeps the others, as a full build would have them.
// Each sha is kept by the file's status (file-digests.ts), so an unchanged page is not read again.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { studioPath } from '../../core/page-paths.ts';
import { FileDigests } from '../file-digests.ts';

/** The folder of the snapshot in the build folder, beside the studio's page. */
export const snapshotFolder = `${studioPath.slice(1)}/pages-snapshot`;

/** The sha git (and so GitHub) gives a file with these bytes, as the studio computes it (gitBlobSha). */
export const blobSha = (bytes: Buffer | string): string => {
  const data = typeof bytes === 'string' ? Buffer.from(bytes) : bytes;
  return createHash('sha1').update(`blob ${data.length}\0`).update(data).digest('hex');
};

/**
 * The snapshot's files of the pages folder `dir`, by their path in the build folder: `made(file)` gives the
 * output of one the last build made (undefined: it is made again, from `put` with the file's text). The
 * shas are kept in `index` between builds.
 */
export function pagesSnapshot<T>(
  dir: string,
  index: string,
  made: (file: string) => T | undefined,
  put: (text: string) => T,
): Record<string, T> {
  const shas = new FileDigests(index, blobSha);
  const files = readdirSync(dir, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith('.json'))
    .map((name) => path.join(dir, name));
  const snapshot: Record<string, T> = {};
  for (const file of files) {
    const name = `${snapshotFolder}/${shas.of(file)}.json`;
    snapshot[name] ??= made(name) ?? put(readFileSync(file, 'utf8'));
  }
  shas.save(new Set(files));
  return snapshot;
}

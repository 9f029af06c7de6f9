// Saving and updating links on this computer: the engine's (engine/save.ts) over the pages folder, and its
// answer as the studio's API gives it (POST /_editor/api/save and /update-links). The page files here are
// the folder's: a page is written only as a page file inside it, the site config only as pages/_site.json
// and a redirect only as a file in pages/_redirects/, never through a link (files.ts), each through a
// temporary file and only if unchanged; after a write the checks read the folder again, what the studio
// wrote is remembered for publishing (written.ts), and the photos a saved page no longer shows that were
// brought back with an old version go (photos.ts).
import path from 'node:path';
import { realpathSync } from 'node:fs';
import { redirectsFolderName } from '../../../core/content/load.ts';
import { pagesDir } from '../../../tooling/paths.ts';
import type { LinkUpdateRequest, SaveRequest } from '../../backend.ts';
import { linkUpdateAnswerOf, saveAnswerOf } from '../api-answers.ts';
import type { PageFiles } from '../../engine/port.ts';
import { savePage, updateLinks } from '../../engine/save.ts';
import { checkEdit } from '../../engine/pages.ts';
import { checkerFor, problemsWith } from './checking.ts';
import {
  fileWithoutLinks,
  fingerprint,
  pageFileTarget,
  readIfThere,
  redirectFilesIn,
  replaceAllIfUnchanged,
  siteFileTarget,
  UnsafePathError,
} from './files.ts';
import { pagesLinkingTo } from './listing.ts';
import { removeUnsavedPhotos } from './photos.ts';
import { written } from './written.ts';

/** Whether a name in the pages folder is a redirect file's: one .json file right in pages/_redirects/. */
const isRedirectName = (name: string) => new RegExp(`^${redirectsFolderName}/[^/]+\\.json$`).test(name) && !name.includes('..');

/**
 * Where a file a save writes is: a page file, the site config or a redirect file, each only where its
 * guard lets it be written (never through a link, never outside pages/); anything else is refused.
 */
function targetOf(dir: string, name: string): string {
  if (name === '_site.json') return siteFileTarget(dir);
  if (name.startsWith(`${redirectsFolderName}/`)) {
    if (!isRedirectName(name)) throw new UnsafePathError(`"pages/${name}" is not a redirect file.`);
    return fileWithoutLinks(realpathSync(dir), name.split('/'), `pages/${name}`);
  }
  return pageFileTarget(dir, name);
}

/** The pages folder `dir` as the engine's page files. */
export function checkoutPageFiles(dir: string): PageFiles {
  const root = () => realpathSync(dir);
  return {
    async read(file) {
      const text = readIfThere(pageFileTarget(dir, file));
      return text === undefined ? undefined : { text, hash: fingerprint(text) };
    },
    fingerprint: async (text) => fingerprint(text),
    changedWhere: 'elsewhere',
    check: async (file, text) => checkEdit(checkerFor(dir), file, text).problems,
    async writeAll(writes, saved) {
      const targets = writes.map((write) => ({ ...write, file: targetOf(dir, write.file) }));
      const changed = replaceAllIfUnchanged(targets);
      if (changed) return writes[targets.findIndex((t) => t.file === changed)]!.file;
      // The folder is watched too; this keeps the next check from racing the notice of the change.
      checkerFor(dir).invalidate();
      if (saved === undefined) {
        for (const write of targets) if (write.text !== null) written.set(write.file, fingerprint(write.text));
      } else {
        const page = targets[writes.findIndex((write) => write.file === saved)]!;
        written.set(page.file, fingerprint(page.text!));
        removeUnsavedPhotos(saved, dir);
      }
      return undefined;
    },
    renames: {
      async siteFiles() {
        const site = readIfThere(siteFileTarget(dir))!;
        const redirects = new Map(
          [...redirectFilesIn(dir)].map(([file, text]) => [path.relative(root(), file).split(path.sep).join('/'), text]),
        );
        return { site, redirects };
      },
      problemsWith: async (texts) => problemsWith(dir, new Map([...texts].map(([name, text]) => [path.join(dir, name), text]))),
      linkingTo: async (route, except) => pagesLinkingTo(route, dir, except),
    },
  };
}

/** POST /_editor/api/save, answered. */
export async function answerSave(request: SaveRequest, dir = pagesDir()): Promise<ReturnType<typeof saveAnswerOf>> {
  return saveAnswerOf(await savePage(checkoutPageFiles(dir), request.file, request.data, request.base));
}

/** POST /_editor/api/update-links, answered. */
export async function answerLinkUpdate(request: LinkUpdateRequest, dir = pagesDir()): Promise<ReturnType<typeof linkUpdateAnswerOf>> {
  return linkUpdateAnswerOf(await updateLinks(checkoutPageFiles(dir), request.from, request.to, request.pages));
}

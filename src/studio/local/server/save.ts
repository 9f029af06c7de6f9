// Saving a page from the studio: only a page that is safe to write, unchanged on disk since the editor
// opened it, and valid; a page whose address changed is saved with the old address's redirect.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { withoutBom } from '../../../core/json-source.ts';
import { pagesDir } from '../../../tooling/paths.ts';
import type { SaveRequest } from '../../backend.ts';
import { messageInWords } from '../../shared/problem-words.ts';
import { changedSinceOpened, notSavedProblems } from '../../shared/answers.ts';
import type { Answer } from './answer.ts';
import { checkEdit, checkerFor, problemsWith } from './checking.ts';
import {
  fingerprint,
  formatLike,
  pageFileTarget,
  readIfThere,
  redirectFilesIn,
  replaceAllIfUnchanged,
  replaceIfUnchanged,
  siteFileTarget,
  type PlannedWrite,
} from './files.ts';
import { pagesLinkingTo } from './listing.ts';
import { pageData } from '../../shared/page-data.ts';
import { redirectsForRename, routeOf } from '../../shared/rename.ts';
import { removeUnsavedPhotos } from './photos.ts';
import { written } from './written.ts';

/** The file changed (or appeared, or went) on disk since the editor opened it: nothing is written, and the editor chooses. */
function conflict(request: SaveRequest, onDisk: string | undefined): Answer {
  return {
    status: 409,
    body: {
      conflict: true,
      hash: onDisk === undefined ? null : fingerprint(onDisk),
      text: onDisk === undefined ? undefined : withoutBom(onDisk),
      error: onDisk === undefined ? 'This page was deleted since you opened it.' : changedSinceOpened(request.base === null, 'elsewhere'),
    },
  };
}

/**
 * Saves an edited page if it is safe, current and valid; the answer says why not otherwise. The file's
 * fingerprint is compared again right before the write replaces it (the check in between takes time),
 * and the studio runs one save at a time (this function never waits), so no change is lost.
 *
 * When the page was saved before and its address changed, the same save adds the old address's
 * permanent redirect to the site config (both files checked together, written together, neither when
 * either changed on disk), and the answer lists the pages that still link to the old address.
 */
export function savePage(request: SaveRequest, dir = pagesDir(), check: typeof checkEdit = checkEdit): Answer {
  const target = pageFileTarget(dir, request.file);
  const onDisk = readIfThere(target);
  if ((onDisk === undefined ? null : fingerprint(onDisk)) !== request.base) return conflict(request, onDisk);
  const text = formatLike(onDisk, request.data);
  const { problems } = check(request.file, text, dir);
  // A page nobody links to yet can be saved: the link belongs on another page, which can only link to a saved one.
  const blocking = problems.filter((p) => !p.fixedElsewhere);
  if (blocking.length) {
    return { status: 422, body: { problems, error: notSavedProblems(blocking.length) } };
  }
  const inDir = path.join(dir, request.file);
  // A page saved for the first time has no old address to keep.
  const from = onDisk === undefined ? undefined : routeOf(dir, inDir, pageData(onDisk));
  const to = routeOf(dir, inDir, request.data);
  if (from !== undefined && to !== undefined && from !== to) return saveRenamed(request, dir, { target, text, from, to, problems });

  if (!replaceIfUnchanged(target, text, request.base)) return conflict(request, readIfThere(target));
  // The folder is watched too; this keeps the next check from racing the notice of the change.
  checkerFor(dir).invalidate();
  written.set(target, fingerprint(text));
  removeUnsavedPhotos(request.file, dir);
  return { status: 200, body: { hash: fingerprint(text), linkNeeded: problems.length > 0 } };
}

function saveRenamed(
  request: SaveRequest,
  dir: string,
  { target, text, from, to, problems }: { target: string; text: string; from: string; to: string; problems: unknown[] },
): Answer {
  const siteTarget = siteFileTarget(dir);
  const siteText = readFileSync(siteTarget, 'utf8');
  const redirectFiles = redirectFilesIn(dir);
  let changes: Map<string, string | null>;
  let menuLinks: number;
  try {
    ({ files: changes, links: menuLinks } = redirectsForRename(path.dirname(siteTarget), siteText, redirectFiles, from, to));
  } catch {
    return {
      status: 422,
      body: {
        error: 'Not saved: the site settings file cannot be read, so the old address cannot be redirected. Ask a developer to repair it.',
      },
    };
  }
  const inDir = (file: string) => path.join(dir, path.relative(path.dirname(siteTarget), file));
  const siteProblems = problemsWith(
    dir,
    new Map([[path.join(dir, request.file), text] as const, ...[...changes].map(([file, after]) => [inDir(file), after] as const)]),
  );
  if (siteProblems.length) {
    return {
      status: 422,
      body: {
        problems: siteProblems.filter((p) => p.file === `pages/${request.file}`),
        error: `Not saved: the old address ${from} cannot be sent on to ${to} (${messageInWords(siteProblems[0]!.message).replace(/\.$/, '')}). Nothing was changed.`,
      },
    };
  }
  const before = new Map([[siteTarget, siteText], ...redirectFiles]);
  const writes: PlannedWrite[] = [
    { file: target, text, expected: request.base },
    ...[...changes].map(([file, after]) => {
      const was = before.get(file);
      return { file, text: after, expected: was === undefined ? null : fingerprint(was) };
    }),
  ];
  const changed = replaceAllIfUnchanged(writes);
  if (changed === target) return conflict(request, readIfThere(target));
  if (changed) {
    return {
      status: 409,
      body: {
        conflict: false,
        error:
          'Not saved: the site settings or its redirects were changed elsewhere while this page was being saved, so nothing was written. Save again.',
      },
    };
  }
  checkerFor(dir).invalidate();
  written.set(target, fingerprint(text));
  removeUnsavedPhotos(request.file, dir);
  return {
    status: 200,
    body: {
      hash: fingerprint(text),
      linkNeeded: problems.length > 0,
      redirect: { from, to },
      menuLinks,
      linking: pagesLinkingTo(from, dir, request.file),
    },
  };
}

// Updating the links to a renamed page's old address on the pages that still have them, as one change.
import { withoutBom } from '../../../core/json-source.ts';
import { pagesDir } from '../../../tooling/paths.ts';
import type { LinkUpdateRequest } from '../../backend.ts';
import type { Answer } from './answer.ts';
import { checkEdit, checkerFor } from './checking.ts';
import { fingerprint, pageFileTarget, readIfThere, replaceAllIfUnchanged, type PlannedWrite } from './files.ts';
import { pageTextWithLinks } from '../../shared/rename.ts';
import { RequestError } from './request.ts';
import { written } from './written.ts';

/**
 * Rewrites the links to an old address on the pages listed, as one change: each page must be as it was
 * when listed, and pass the checks with its new links; otherwise nothing is written.
 */
export function updateLinks(request: LinkUpdateRequest, dir = pagesDir()): Answer {
  const { from, to, pages } = request;
  if (typeof from !== 'string' || typeof to !== 'string' || !Array.isArray(pages) || !pages.length)
    throw new RequestError(400, 'The studio sent no pages to update. Reload the page and try again.');
  // Each page once: two writes of one file would trip over each other.
  const listed = new Set<string>();
  for (const { file } of pages) {
    const target = pageFileTarget(dir, file);
    if (listed.has(target))
      throw new RequestError(400, `The studio listed the page ${file} twice to update its links. Reload the page and try again.`);
    listed.add(target);
  }
  const writes: PlannedWrite[] = [];
  for (const { file, hash } of pages) {
    const target = pageFileTarget(dir, file);
    const text = readIfThere(target);
    if (text === undefined || fingerprint(text) !== hash) {
      return {
        status: 409,
        body: {
          error: `Nothing was updated: the page ${file} was changed elsewhere since it was listed. Open it and update its links there.`,
        },
      };
    }
    const after = pageTextWithLinks(text, from, to);
    if (after === undefined) continue;
    const blocking = checkEdit(file, withoutBom(after), dir).problems.filter((p) => !p.fixedElsewhere);
    if (blocking.length) {
      return {
        status: 422,
        body: { error: `Nothing was updated: the page ${file} has a problem to fix first. Open it and update its links there.` },
      };
    }
    writes.push({ file: target, text: after, expected: hash });
  }
  const changed = replaceAllIfUnchanged(writes);
  if (changed) return { status: 409, body: { error: 'Nothing was updated: a page was changed elsewhere meanwhile. Try again.' } };
  checkerFor(dir).invalidate();
  for (const write of writes) if (write.text !== null) written.set(write.file, fingerprint(write.text));
  return { status: 200, body: { updated: writes.length } };
}

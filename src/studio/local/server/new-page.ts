// A new page planned by npm run new-page's code: its file, address and starting sections, or why not.
import path from 'node:path';
import { planPage } from '../../../tooling/new-page.ts';
import { displayPath } from '../../../tooling/paths.ts';

/** The new page of `kind` at `slug`, as the studio's New page screen asks for it (paths inside the pages folder). */
export function newPage(kind: string, slug: string, dir: string) {
  const plan = planPage(kind, slug, dir);
  if ('error' in plan) return { error: plan.error.replace(displayPath(dir), 'pages') };
  return { file: path.relative(dir, plan.file).split(path.sep).join('/'), path: plan.path, page: plan.page };
}

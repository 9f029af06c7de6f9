// The site's content as the build sees it, loaded once per test worker for every spec that needs it.
import { loadContentAndForms } from '../../src/tooling/content/index.ts';
import { defaultPagesDir, publicDir } from '../../src/tooling/paths.ts';

const content = loadContentAndForms({ pagesDir: defaultPagesDir, publicDir });
export const { pages, rendered, caseStudies } = content;
export const site = content.site!;

/** The h1 a page's hero gives it. */
export function heroTitle(path: string): string {
  const hero = rendered.get(path)?.blocks.find((b) => b.type === 'hero');
  return hero?.type === 'hero' ? hero.title : '';
}

// npm run seo: the SEO report of every page, weakest first (problems only), or of the pages named in full
// (npm run seo -- /hvac-seo). --all shows every finding. The same words as the studio's SEO panel
// (src/core/seo, rendered by src/tooling/seo.ts). Exit code 1 when a page has an error.
import { distDir, pagesDir, publicDir } from '../src/tooling/paths.ts';
import { formatProblem } from '../src/tooling/report.ts';

process.env.NODE_ENV = 'production';
const { loadContentAndForms } = await import('../src/tooling/content/index.ts');
const { seoCommand } = await import('../src/tooling/seo.ts');

const args = process.argv.slice(2);
const only = args.filter((a) => a.startsWith('/'));
const content = loadContentAndForms({ pagesDir: pagesDir(), publicDir });
if (content.problems.length || !content.site) {
  for (const problem of content.problems) console.error(`${formatProblem(problem)}\n`);
  console.error('Fix the problems above first (npm run validate), then run the SEO report again.');
  process.exit(1);
}
const written = new Map(content.pages.map((p) => [p.path, p.page as unknown]));
const { text, code } = await seoCommand(content.site, content.rendered, written, {
  only: only.length ? only : undefined,
  dist: distDir(),
  all: args.includes('--all'),
});
console.log(text);
await new Promise<void>((resolve) => process.stdout.write('', () => resolve()));
process.exit(code);

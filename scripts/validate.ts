// Checks the site config and every page file against the schemas and the site's own rules
// (src/tooling/validate-run.ts). Exit code 1 when anything is wrong, so CI stops a bad page before it ships.
import { pagesDir } from '../src/tooling/paths.ts';

// React's production build, as npm run build renders with it: the SEO report's renders are the build's.
process.env.NODE_ENV = 'production';
const { validateSite } = await import('../src/tooling/validate-run.ts');

const code = await validateSite({
  pagesDir: pagesDir(),
  env: process.env,
  print: (text) => console.log(text),
  color: Boolean(process.stdout.isTTY) && !process.env.NO_COLOR,
  keepChecks: true,
});
// Exits once everything printed is written. To a pipe (CI's log, `| cat`) Node writes in the background,
// and exiting at once cut the output off after 64 KB: most problems and the summary line were lost.
await new Promise<void>((resolve) => process.stdout.write('', () => resolve()));
process.exit(code);

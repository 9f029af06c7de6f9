// The scaling gate: the pipeline's cost must grow with the number of pages, not faster. Validation, the
// prerender, the studio's index of the site and its check of one edit each run on a small and a ten-times larger generated site
// in this one process; the gate fails when the larger costs more than `maxRatio` times the smaller
// (linear growth is 10x, and the fixed costs every run pays keep it lower). A ratio of two sizes measured
// side by side holds on a slow or busy machine, where an absolute time limit would not.
import { mkdtempSync, rmSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generatePages } from '../src/tooling/generate-pages.ts';
import { distDir, publicDir } from '../src/tooling/paths.ts';

// React's production build, as the prerender uses it.
process.env.NODE_ENV = 'production';
const { loadContentAndForms } = await import('../src/tooling/content/index.ts');
const { prerenderSite } = await import('../src/tooling/prerender-site.ts');
const { checkEdit, releaseChecker } = await import('../src/studio/local/server/checking.ts');
const { siteReports } = await import('../src/tooling/seo.ts');

const sizes = [100, 1000] as const;
const maxRatio = 15;
const workDir = mkdtempSync(path.join(tmpdir(), 'scaling-'));

/** The fastest of `runs` (noise on a shared machine only ever adds time). */
async function fastest(runs: number, task: () => unknown): Promise<number> {
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await task();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

type Step = 'validate' | 'prerender' | 'studio index' | 'studio check' | 'seo report';
const times = new Map<Step, number[]>();
const record = (step: Step, ms: number) => times.set(step, [...(times.get(step) ?? []), ms]);

try {
  const dirs = sizes.map((count) => generatePages(path.join(workDir, `pages-${count}`), count));
  // The assets the pages link to come from the client build (the same whatever the pages), already in dist/.
  const assets = distDir();
  // One untimed run first: schemas compile and the code warms up once, as in any long-running build.
  loadContentAndForms({ pagesDir: dirs[0]!, publicDir });
  const editedFile = path.join('industries', 'hvac-seo.json');
  for (const [i, dir] of dirs.entries()) {
    // Seven runs: the smaller site validates in about 20 ms, where one quiet moment more or less moves the ratio.
    record('validate', await fastest(7, () => loadContentAndForms({ pagesDir: dir, publicDir })));
    const content = loadContentAndForms({ pagesDir: dir, publicDir });
    const out = path.join(workDir, `dist-${sizes[i]}`);
    record(
      'prerender',
      await fastest(2, async () => {
        rmSync(out, { recursive: true, force: true });
        // The manifest is read from the client build; the HTML goes to a folder of its own.
        await prerenderSite(content.site!, content.rendered, {
          dist: out,
          serveConfigFile: path.join(workDir, 'serve.json'),
          assetsFrom: assets,
        });
      }),
    );
    // npm run seo: every page rendered and reported, the site's facts (titles, links) gathered once.
    const written = new Map(content.pages.map((p) => [p.path, p.page as unknown]));
    record('seo report', await fastest(2, () => siteReports(content.site!, content.rendered, written)));
    // An editor typing: 30 edits of the page's headline, checked one after another (one alone takes well
    // under a millisecond, too little to time on its own).
    const text = readFileSync(path.join(dir, editedFile), 'utf8');
    const edits = Array.from({ length: 30 }, (_, i) => text.replace('"title": "', `"title": "${'x'.repeat(i)}`));
    // The studio's index of the site: what the first check after a file changes on disk builds (the
    // studio keeps it per folder, so each run lets it go first).
    record(
      'studio index',
      await fastest(3, () => {
        releaseChecker(dir);
        checkEdit(editedFile, text, dir);
      }),
    );
    record('studio check', await fastest(5, () => edits.forEach((edit) => checkEdit(editedFile, edit, dir))));
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}

let failed = false;
console.log(
  `How cost grows from ${sizes[0]} to ${sizes[1]} pages (fastest run of each; linear is ${sizes[1] / sizes[0]}x, the gate ${maxRatio}x):`,
);
for (const [step, [small, large]] of times) {
  const ratio = large! / small!;
  const over = ratio > maxRatio;
  failed ||= over;
  console.log(
    `  ${step.padEnd(13)} ${Math.round(small!)} ms -> ${Math.round(large!)} ms  ${ratio.toFixed(1)}x${over ? `  FAILS: more than ${maxRatio}x` : ''}`,
  );
}
if (failed) {
  console.log(
    'The pipeline grows faster than the number of pages. Profile the step above (node --cpu-prof) and remove the step that is quadratic.',
  );
  process.exit(1);
}
console.log('Every step grows linearly or better.');

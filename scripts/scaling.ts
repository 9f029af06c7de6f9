// The scaling gate: the pipeline's cost must grow with the number of pages, not faster. Validation, the
// build (full, and again after one page changed), the SEO report, the studio's index of the site and its
// check of one edit each run on a small and a ten-times larger generated site
// in this one process; the gate fails when the larger costs more than `maxRatio` times the smaller
// (linear growth is 10x, and the fixed costs every run pays keep it lower). A ratio of two sizes measured
// side by side holds on a slow or busy machine, where an absolute time limit would not.
import { cpSync, mkdirSync, mkdtempSync, rmSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generatePages } from '../src/tooling/generate-pages.ts';
import { manifestFile, publicDir, root } from '../src/tooling/paths.ts';
import type { BuildOptions } from '../src/tooling/build/site-build.ts';

// React's production build, as the build renders with it.
process.env.NODE_ENV = 'production';
const { loadContentAndForms } = await import('../src/tooling/content/index.ts');
const { buildSite } = await import('../src/tooling/build/site-build.ts');
const { runTool } = await import('../src/tooling/build/tools.ts');
const { checkEdit } = await import('../src/studio/engine/pages.ts');
const { checkerFor, releaseChecker } = await import('../src/studio/local/server/checking.ts');
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

type Step = 'validate' | 'full build' | 'one page rebuilt' | 'studio index' | 'studio check' | 'seo report';
const times = new Map<Step, number[]>();
const record = (step: Step, ms: number) => times.set(step, [...(times.get(step) ?? []), ms]);

try {
  const dirs = sizes.map((count) => generatePages(path.join(workDir, `pages-${count}`), count));
  // The client build is the same whatever the pages: Vite runs once, and each build copies its files.
  const client = path.join(workDir, 'client');
  await runTool(path.join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], {
    cwd: root,
    env: { ...process.env, DIST_DIR: client },
  });
  // One untimed run first: schemas compile and the code warms up once, as in any long-running build.
  loadContentAndForms({ pagesDir: dirs[0]!, publicDir });
  const editedFile = path.join('industries', 'hvac-seo.json');
  for (const [i, dir] of dirs.entries()) {
    // Seven runs: the smaller site validates in about 20 ms, where one quiet moment more or less moves the ratio.
    record('validate', await fastest(7, () => loadContentAndForms({ pagesDir: dir, publicDir })));
    const content = loadContentAndForms({ pagesDir: dir, publicDir });
    const out = path.join(workDir, `build-${sizes[i]}`);
    // The build as npm run build runs it, rendering in this thread (the workers' start would hide what grows).
    const build: BuildOptions = {
      root,
      pagesDir: dir,
      publicDir,
      dist: path.join(out, 'dist'),
      serveConfigFile: path.join(out, 'serve.json'),
      cacheDir: path.join(out, 'cache'),
      renderCacheDir: path.join(out, 'renders'),
      env: process.env,
      workers: 0,
      codeKey: 'scaling',
      tools: { client: copyClient(client), studio: async () => undefined },
      print: () => undefined,
    };
    record(
      'full build',
      await fastest(2, async () => {
        rmSync(out, { recursive: true, force: true });
        await buildSite(build);
      }),
    );
    // An editor's change to one page: that page is rendered again, and the rest come from the cache.
    const edited = path.join(dir, editedFile);
    const original = readFileSync(edited, 'utf8');
    let round = 0;
    record(
      'one page rebuilt',
      await fastest(3, async () => {
        const page = JSON.parse(original);
        page.blocks[0].title = `${page.blocks[0].title} ${'x'.repeat(++round)}`;
        writeFileSync(edited, JSON.stringify(page, null, 2));
        const report = await buildSite(build);
        if (report.rendered !== 1) throw new Error(`One page changed, but the build rendered ${report.rendered}.`);
      }),
    );
    writeFileSync(edited, original);
    // npm run seo: every page rendered and reported, the site's facts (titles, links) gathered once.
    const written = new Map(content.pages.map((p) => [p.path, p.page as unknown]));
    record('seo report', await fastest(2, () => siteReports(content.site!, content.rendered, written)));
    // An editor typing: 30 edits of the page's headline, checked one after another (one alone takes well
    // under a millisecond, too little to time on its own).
    const text = readFileSync(path.join(dir, editedFile), 'utf8');
    const edits = Array.from({ length: 30 }, (_, i) => text.replace('"title": "', `"title": "${'x'.repeat(i)}`));
    checkEdit(checkerFor(dir), editedFile, text);
    // The studio's index of the site: what the first check after a file changes on disk builds (the
    // studio keeps it per folder, so each run lets it go first).
    record(
      'studio index',
      await fastest(3, () => {
        releaseChecker(dir);
        checkEdit(checkerFor(dir), editedFile, text);
      }),
    );
    record('studio check', await fastest(5, () => edits.forEach((edit) => checkEdit(checkerFor(dir), editedFile, edit))));
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}

/** Copies the one client build into the folder a build asks for. */
function copyClient(from: string) {
  return async (outDir: string) => {
    rmSync(outDir, { recursive: true, force: true });
    cpSync(from, outDir, { recursive: true });
    mkdirSync(path.dirname(manifestFile(outDir)), { recursive: true });
    cpSync(manifestFile(from), manifestFile(outDir));
  };
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

// Benchmark of the page pipeline: how validation and the static build scale with the number of pages,
// and what a visitor downloads. Generates page files in a temp folder; never touches pages/ or dist/.
// Prints a table and writes bench-results/pipeline.json; then Lighthouse measures home and an industry page
// beside their zero-JavaScript floor (bench-results/floor.json; skip with --no-lighthouse), npm run serve
// under load, the studio's typing (bench-results/typing.json and the typing table of docs/performance.md), also on a
// generated page of 200 sections, in the form and in the preview (bench-results/large-page.json), a page's
// history of 200 versions, and a save of a page that gained hundreds of sections.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkEdit } from '../src/studio/engine/pages.ts';
import { checkerFor } from '../src/studio/local/server/checking.ts';
import { measureBuild, type BuildWeights } from '../src/tooling/budgets.ts';
import { generatePages as generateSite } from '../src/tooling/generate-pages.ts';
import { defaultPagesDir, root } from '../src/tooling/paths.ts';
import { photosDir as projectPhotosDir } from '../src/tooling/photos/folders.ts';
import { buildCacheDir } from '../src/tooling/build/site-build.ts';
import { describePhotoBuild, measurePhotoBuild } from '../src/tooling/photo-bench.ts';
import { describeLoad, loadTestServe } from '../src/tooling/serve-load.ts';
import { measureTyping, recordTyping, typingTable } from '../src/tooling/typing-bench.ts';
import { largePageTable, measureLargePage, recordLargePage } from '../src/tooling/large-page-bench.ts';
import { describeHostedStudio, measureHostedStudio } from '../src/tooling/hosted-studio-bench.ts';
import { describeHistory, measureHistory } from '../src/tooling/history-bench.ts';
import { describeSave, measureSave } from '../src/tooling/save-bench.ts';
import { describeReportTiming, timeStudioReports } from '../src/studio/local/server/seo-timing.ts';

/** A script of the project as its npm script runs it: Node with tsx's loader, or bundled (scripts/run.mjs: build and validate). */
const script = (file: string, ...args: string[]): [string, string[]] => [process.execPath, ['--import', 'tsx', file, ...args]];
const bundled = (file: string): [string, string[]] => [process.execPath, [path.join('scripts', 'run.mjs'), file]];
const workDir = mkdtempSync(path.join(tmpdir(), 'bench-'));
// The project's photos beside the generated pages, where the studio looks for a pages folder's photos: without
// them every generated page's photo is missing, and the studio's index times 10,000 problems no real site has.
cpSync(projectPhotosDir, path.join(workDir, 'photos'), { recursive: true });

/** The real pages plus generated industry pages up to `count` pages, in the bench's own folder. */
const generatePages = (count: number) => generateSite(path.join(workDir, `pages-${count}`), count);

function timed(command: string, args: string[], env: Record<string, string>): { ms: number; output: string } {
  const started = performance.now();
  const output = execFileSync(command, args, { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8', stdio: 'pipe' });
  return { ms: Math.round(performance.now() - started), output };
}

/** `npm run build` as an editor or a deploy runs it, npm's own start included. */
const build = (env: Record<string, string>) => timed('npm', ['run', '--silent', 'build'], env);

/** What a visitor downloads for one page of a build (/hvac-seo has no island: none), from the same measurement as the budgets. */
function pageWeight(weights: BuildWeights, file: string) {
  const page = weights.pages.find((p) => p.file === file);
  if (!page) throw new Error(`The build has no ${file}`);
  const hash = createHash('sha256');
  for (const script of page.scripts) hash.update(script);
  return { jsKbGz: page.jsKb, cssKbGz: page.cssKb, jsHash: hash.digest('hex').slice(0, 16) };
}

function htmlSizes(weights: BuildWeights) {
  const zipped = weights.pages.filter((p) => p.file.endsWith('index.html')).map((p) => p.htmlKb);
  return { htmlKbGzAvg: Math.round((zipped.reduce((a, b) => a + b, 0) / zipped.length) * 10) / 10, htmlKbGzMax: Math.max(...zipped) };
}

/**
 * What the editor waits for after a keystroke: one edited page checked as npm run validate would check it
 * with the edit saved. The first check builds the studio's index of the site (as after a file changes on
 * disk); the figure is the median of `runs` checks after it.
 */
function editorCheck(pagesDir: string, runs = 7): { editorCheckMs: number; editorIndexMs: number } {
  const file = path.join('industries', 'hvac-seo.json');
  const text = readFileSync(path.join(pagesDir, file), 'utf8').replace('"blocks"', '"blocks" ');
  const first = performance.now();
  checkEdit(checkerFor(pagesDir), file, text);
  const editorIndexMs = Math.round(performance.now() - first);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    checkEdit(checkerFor(pagesDir), file, text);
    times.push(performance.now() - started);
  }
  return { editorCheckMs: Math.round(times.sort((a, b) => a - b)[Math.floor(runs / 2)]! * 10) / 10, editorIndexMs };
}

/** In-process validation time, as validate prints it. */
const validateMs = (output: string) => Number(/\((\d+) ms\)/.exec(output)?.[1]);

/**
 * The SEO report as the studio makes it (the SEO panel's code: render + checks) of the folder's first 60
 * pages, each the median of 9 runs: the median page and the worst, by the clock and by CPU time, beside
 * the machine's load average.
 */
function seoReportTime(pagesDir: string) {
  const timing = timeStudioReports(pagesDir, { runs: 9, limit: 60 });
  console.log(describeReportTiming(timing));
  return timing;
}

const results: Record<string, number | string>[] = [];
for (const count of [40, 1000, 10000]) {
  const pagesDir = generatePages(count);
  const validate = timed(...bundled('scripts/validate.ts'), { PAGES_DIR: pagesDir, NO_COLOR: '1' });
  // Again, with each file's own check kept from the first run (as after any earlier validation or build).
  const validateAgain = timed(...bundled('scripts/validate.ts'), { PAGES_DIR: pagesDir, NO_COLOR: '1' });
  const dist = path.join(workDir, `dist-${count}`);
  const env = { PAGES_DIR: pagesDir, DIST_DIR: dist };
  // npm run build without its cache (a full build: the client build, the studio and every page), then with
  // nothing changed, then after a one-word change to one page (the cache is the build's own, by dist's path).
  rmSync(buildCacheDir(root, dist), { recursive: true, force: true });
  const fullBuild = build(env);
  const unchangedBuild = build(env);
  // The one-page figure is the faster of the change and its undoing, which leaves the pages as they were.
  const edited = path.join(pagesDir, 'industries', 'hvac-seo.json');
  const original = readFileSync(edited, 'utf8');
  const page = JSON.parse(original);
  page.blocks[0].title = `${page.blocks[0].title} Today`;
  writeFileSync(edited, `${JSON.stringify(page, null, 2)}\n`);
  const onePageChanged = build(env);
  writeFileSync(edited, original);
  const onePageBuild = { ms: Math.min(onePageChanged.ms, build(env).ms) };
  const weights = measureBuild(dist);
  const row = {
    pages: count,
    validateWallMs: validate.ms,
    validateInProcessMs: validateMs(validate.output),
    validateKeptMs: validateMs(validateAgain.output),
    ...editorCheck(pagesDir),
    ...seoReportTime(pagesDir),
    buildMs: fullBuild.ms,
    unchangedBuildMs: unchangedBuild.ms,
    onePageBuildMs: onePageBuild.ms,
    ...pageWeight(weights, path.join('hvac-seo', 'index.html')),
    jsWithFormKbGz: pageWeight(weights, path.join('contact', 'index.html')).jsKbGz,
    formChunkKbGz: weights.formJsKb,
    ...htmlSizes(weights),
  };
  // Later sizes only need the build's figures; the bigger folders (and their caches) go as soon as they are measured.
  if (count > 40) {
    rmSync(dist, { recursive: true, force: true });
    rmSync(buildCacheDir(root, dist), { recursive: true, force: true });
  }
  results.push(row);
  console.log(JSON.stringify(row));
}

const ms = (value: number | string) => `${Number(value).toLocaleString('en-US')} ms`;
const pipelineTable = [
  '| pages | validate, in-process: first run, then with checks kept | `npm run validate` | studio check of one edit (index build) | studio SEO report a page: median, worst (load) | `npm run build`: full, nothing changed, one page changed |',
  '| --- | --- | --- | --- | --- | --- |',
  ...results.map(
    (r) =>
      `| ${r.pages!.toLocaleString('en-US')} | ${ms(r.validateInProcessMs!)}, ${ms(r.validateKeptMs!)} | ${ms(r.validateWallMs!)} | ${r.editorCheckMs} ms (${ms(r.editorIndexMs!)}) | ${r.seoReportMs} ms, ${r.seoReportWorstMs} ms (${r.load}) | ${ms(r.buildMs!)}, ${ms(r.unchangedBuildMs!)}, ${ms(r.onePageBuildMs!)} |`,
  ),
].join('\n');
console.log(`\n${pipelineTable}\n`);
mkdirSync(path.join(root, 'bench-results'), { recursive: true });
writeFileSync(path.join(root, 'bench-results', 'pipeline.md'), `${pipelineTable}\n`);
// docs/performance.md shows the last figures between its bench markers.
const readmeFile = path.join(root, 'docs', 'performance.md');
const readme = readFileSync(readmeFile, 'utf8');
const marked = /(<!-- bench:pipeline -->\n)[\s\S]*?(<!-- \/bench:pipeline -->)/;
if (marked.test(readme)) writeFileSync(readmeFile, readme.replace(marked, `$1${pipelineTable}\n$2`));
// --pipeline: the table above only.
if (process.argv.includes('--pipeline')) process.exit(0);

// The zero-JavaScript floor, side by side: every route of the smallest build (the real pages), each
// beside the same HTML without its scripts, in one Lighthouse session (bench-results/floor.json).
if (!process.argv.includes('--no-lighthouse')) {
  console.log('\nLighthouse, mobile, median of 3: every route beside its zero-JavaScript floor');
  execFileSync(...script('scripts/lighthouse.ts', '--floor', '--all'), {
    cwd: root,
    env: { ...process.env, DIST_DIR: path.join(workDir, 'dist-40'), PAGES_DIR: defaultPagesDir },
    stdio: 'inherit',
  });
  // Each page with a hero photo beside the same page without it: what the photo costs the largest paint.
  console.log('\nLighthouse, mobile, 5 runs: each page with a hero photo beside the same page without it');
  execFileSync(...script('scripts/lighthouse.ts', '--photo'), {
    cwd: root,
    env: { ...process.env, DIST_DIR: path.join(workDir, 'dist-40'), PAGES_DIR: defaultPagesDir },
    stdio: 'inherit',
  });
}
// npm run serve under load on the 40-page build: loopback, 50 connections, 20 s without and with brotli.
const serveLoad = await loadTestServe({ dist: path.join(workDir, 'dist-40') });
console.log(`\n${describeLoad(serveLoad)}`);
// The studio's typing: its browser test, 60 keys into a field of the HVAC page (its site server serves the 40-page build).
console.log('\nPage studio, key to field over 60 keys (npm run studio, Chromium):');
const typing = measureTyping({ DIST_DIR: path.join(workDir, 'dist-40') });
recordTyping(typing);
console.log(typingTable(typing));
// A generated page of 200 sections: opening it, then typing in the form and in the preview (bench-results/large-page.json).
console.log('\nPage studio, a page of 200 sections: opening, then key to text over 60 keys in the form and in the preview (Chromium):');
const largePageFigures = measureLargePage({ DIST_DIR: path.join(workDir, 'dist-40') });
recordLargePage(largePageFigures);
console.log(largePageTable(largePageFigures));
// The studio on the web: opening /studio/ signed in, to the HVAC page taking a key, over the GitHub API stand-in (the 40-page
// build, which built the studio from the real site's config, as the stand-in's repository holds the real site's pages).
const hostedStudio = await measureHostedStudio(path.join(workDir, 'dist-40'));
console.log(`\n${describeHostedStudio(hostedStudio)}`);
// A page's history with 200 live versions: its first page of versions, from git and over the GitHub API stand-in.
const history = await measureHistory();
console.log(`\n${describeHistory(history)}`);
// A save of a page that gained 100, 400 and 520 sections (the last about 850 KB): what the studio writes over its file.
const save = measureSave();
console.log(`\n${describeSave(save)}`);
// The build's photo step: 20 camera-sized photos with an empty cache, then with the cache it left.
const photoBuild = await measurePhotoBuild(20);
console.log(`\n${describePhotoBuild(photoBuild)}`);
writeFileSync(path.join(root, 'bench-results', 'photo-build.json'), `${JSON.stringify(photoBuild, null, 2)}\n`);
rmSync(workDir, { recursive: true, force: true });
console.log('\npages   validate (wall / in-process)   editor check   npm run build     JS gz/page   CSS gz   HTML gz avg/max JS hash');
// "JS gz/page" is a page without an island (/hvac-seo: 0); the form line below is /contact.
for (const r of results) {
  const cells = [
    String(r.pages).padEnd(7),
    `${r.validateWallMs} ms / ${r.validateInProcessMs} ms`.padEnd(30),
    // One edited page checked against the studio's index of the site (the editor's answer to a keystroke), median of 7.
    (r.editorCheckMs !== undefined ? `${r.editorCheckMs} ms` : '-').padEnd(14),
    (r.buildMs ? `${r.buildMs} ms` : '-').padEnd(17),
    (r.jsKbGz ? `${r.jsKbGz} KB` : '-').padEnd(12),
    (r.cssKbGz ? `${r.cssKbGz} KB` : '-').padEnd(8),
    (r.htmlKbGzAvg ? `${r.htmlKbGzAvg} / ${r.htmlKbGzMax} KB` : '-').padEnd(15),
    String(r.jsHash ?? '-'),
  ];
  console.log(cells.join(' '));
}
const built = results.filter((r) => r.jsHash);
for (const r of built)
  console.log(
    `${r.pages} pages: a page without an island loads ${r.jsKbGz} KB gz of JavaScript; /contact, with its form and results tabs, ${r.jsWithFormKbGz} KB in all; the form code of both forms together is ${r.formChunkKbGz} KB.`,
  );
console.log(
  `\nJS a page loads is ${new Set(built.map((r) => r.jsHash)).size === 1 ? 'byte-identical' : 'DIFFERENT'} at ${built.map((r) => r.pages).join(' and ')} pages.`,
);
mkdirSync(path.join(root, 'bench-results'), { recursive: true });
writeFileSync(
  path.join(root, 'bench-results', 'pipeline.json'),
  `${JSON.stringify({ date: new Date().toISOString(), results, serveLoad, typing, largePage: largePageFigures, hostedStudio, history, save }, null, 2)}\n`,
);

// Benchmark of the page pipeline: how validation and the static build scale with the number of pages,
// and what a visitor downloads. Generates page files in a temp folder; never touches pages/ or dist/.
// Prints a table and writes bench-results/pipeline.json.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { defaultPagesDir, root } from './lib/paths.ts';

const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const vite = path.join(root, 'node_modules', '.bin', 'vite');
const workDir = mkdtempSync(path.join(tmpdir(), 'bench-'));

/** The real pages plus generated industry pages (unique path, title and copy) up to `count` pages. */
function generatePages(count: number): string {
  const dir = path.join(workDir, `pages-${count}`);
  cpSync(defaultPagesDir, dir, { recursive: true });
  const template = JSON.parse(readFileSync(path.join(defaultPagesDir, 'industries', 'hvac-seo.json'), 'utf8'));
  const existing = readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.json') && !String(f).includes('_site')).length;
  mkdirSync(path.join(dir, 'generated'), { recursive: true });
  for (let i = 0; i < count - existing; i++) {
    const page = structuredClone(template);
    page.$schema = '../../schema/page.schema.json';
    page.path = `/generated-industry-${i}-seo`;
    page.meta.title = `Generated Industry ${i} SEO: Book More Jobs | RankHarbor`;
    page.meta.description = `SEO for generated industry ${i}: more booked jobs from local search, with map-pack rankings, reviews and service pages built for how customers search.`.padEnd(150, '.');
    // Generated pages stay out of menus and the sitemap (no card, noindex): menus listing thousands of
    // entries would measure the menu, not the pipeline. They are validated and rendered in full.
    delete page.card;
    page.meta.noindex = true;
    page.blocks[0].title = `SEO for Generated Industry ${i}`;
    writeFileSync(path.join(dir, 'generated', `industry-${i}.json`), JSON.stringify(page, null, 2));
  }
  return dir;
}

function timed(command: string, args: string[], env: Record<string, string>): { ms: number; output: string } {
  const started = performance.now();
  const output = execFileSync(command, args, { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8', stdio: 'pipe' });
  return { ms: Math.round(performance.now() - started), output };
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** What the browser downloads for a page before it is interactive: the scripts and stylesheets its HTML names. */
function pageWeight(dist: string, htmlFile: string) {
  const html = readFileSync(htmlFile, 'utf8');
  const js = [...html.matchAll(/<script type="module" src="([^"]+)"|<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1] ?? m[2]!);
  const css = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
  const hash = createHash('sha256');
  for (const file of js) hash.update(readFileSync(path.join(dist, file)));
  return {
    jsKbGz: kb(js.reduce((sum, f) => sum + gz(path.join(dist, f)), 0)),
    cssKbGz: kb(css.reduce((sum, f) => sum + gz(path.join(dist, f)), 0)),
    jsHash: hash.digest('hex').slice(0, 16),
  };
}

function htmlSizes(dist: string) {
  const files = readdirSync(dist, { recursive: true }).map(String).filter((f) => f.endsWith('index.html'));
  const raw = files.map((f) => readFileSync(path.join(dist, f)).length);
  const zipped = files.map((f) => gz(path.join(dist, f)));
  const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  return { htmlKbAvg: kb(avg(raw)), htmlKbGzAvg: kb(avg(zipped)), htmlKbGzMax: kb(Math.max(...zipped)) };
}

const results: Record<string, unknown>[] = [];
for (const count of [40, 1000, 10000]) {
  const pagesDir = generatePages(count);
  const validate = timed(tsx, ['scripts/validate.ts'], { PAGES_DIR: pagesDir, NO_COLOR: '1' });
  const inProcess = Number(/\((\d+) ms\)/.exec(validate.output)?.[1]);
  const row: Record<string, unknown> = { pages: count, validateWallMs: validate.ms, validateInProcessMs: inProcess };
  if (count <= 1000) {
    const dist = path.join(workDir, `dist-${count}`);
    const env = { PAGES_DIR: pagesDir, DIST_DIR: dist };
    const clientBuild = timed(vite, ['build', '--logLevel', 'error'], env);
    const prerender = timed(tsx, ['scripts/prerender.ts'], env);
    Object.assign(row, {
      buildMs: clientBuild.ms + prerender.ms,
      clientBuildMs: clientBuild.ms,
      prerenderMs: prerender.ms,
      ...pageWeight(dist, path.join(dist, 'hvac-seo', 'index.html')),
      jsWithFormKbGz: pageWeight(dist, path.join(dist, 'contact', 'index.html')).jsKbGz,
      formChunkKbGz: kb(readdirSync(path.join(dist, 'assets')).filter((f) => f.startsWith('LeadForm')).reduce((sum, f) => sum + gz(path.join(dist, 'assets', f)), 0)),
      ...htmlSizes(dist),
    });
  }
  results.push(row);
  console.log(JSON.stringify(row));
}

rmSync(workDir, { recursive: true, force: true });
console.log('\npages   validate (wall / in-process)   build+prerender   JS gz/page   CSS gz   HTML avg (gz)   JS hash');
// "JS gz/page" is a page without a form (/hvac-seo); the form line below is /contact.
for (const r of results) {
  const cells = [
    String(r.pages).padEnd(7),
    `${r.validateWallMs} ms / ${r.validateInProcessMs} ms`.padEnd(30),
    (r.buildMs ? `${r.buildMs} ms` : '-').padEnd(17),
    (r.jsKbGz ? `${r.jsKbGz} KB` : '-').padEnd(12),
    (r.cssKbGz ? `${r.cssKbGz} KB` : '-').padEnd(8),
    (r.htmlKbAvg ? `${r.htmlKbAvg} KB (${r.htmlKbGzAvg} KB)` : '-').padEnd(15),
    String(r.jsHash ?? '-'),
  ];
  console.log(cells.join(' '));
}
const built = results.filter((r) => r.jsHash);
for (const r of built) console.log(`${r.pages} pages: form chunk ${r.formChunkKbGz} KB gz; a page with a form loads ${r.jsWithFormKbGz} KB gz, one without ${r.jsKbGz} KB gz.`);
console.log(`\nJS a page loads is ${new Set(built.map((r) => r.jsHash)).size === 1 ? 'byte-identical' : 'DIFFERENT'} at ${built.map((r) => r.pages).join(' and ')} pages.`);
mkdirSync(path.join(root, 'bench-results'), { recursive: true });
writeFileSync(path.join(root, 'bench-results', 'pipeline.json'), `${JSON.stringify({ date: new Date().toISOString(), results }, null, 2)}\n`);

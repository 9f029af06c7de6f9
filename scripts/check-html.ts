// Checks every HTML file of the build (pages, 404 pages, case studies, redirect stubs) and every copy of an
// experimenting page (from the local server's rules; never files of the build, so written to a temporary
// folder as <page>.<copy>.html) with the W3C Nu HTML Checker and exits 1 on any error, printing each as
// file:line:col, message and source extract.
//   npm run build && npm run check-html
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkHtml, htmlFiles } from '../src/tooling/html-check.ts';
import { displayPath, distDir, serveConfigFile } from '../src/tooling/paths.ts';
import type { ServeConfig } from '../src/tooling/static-server.ts';

const dist = distDir();
let files: string[];
try {
  files = htmlFiles(dist);
} catch {
  console.error(`No build in ${displayPath(dist)}: run npm run build first.`);
  process.exit(1);
}
if (!files.length) {
  console.error(`No HTML files in ${displayPath(dist)}: run npm run build first.`);
  process.exit(1);
}

// The experiments' copies, checked like the pages.
const copiesDir = mkdtempSync(path.join(tmpdir(), 'experiment-copies-'));
process.on('exit', () => rmSync(copiesDir, { recursive: true, force: true }));
// Every build writes the rules beside its folder: without them the copies could not be found, and would go unchecked.
if (!existsSync(serveConfigFile())) {
  console.error(`No local server rules beside ${displayPath(dist)} (${displayPath(serveConfigFile())}): run npm run build first.`);
  process.exit(1);
}
const experiments = (JSON.parse(readFileSync(serveConfigFile(), 'utf8')) as ServeConfig).experiments ?? [];
for (const page of experiments)
  for (const arm of page.arms) {
    const file = path.join(copiesDir, `${page.path.slice(1).replaceAll('/', '_') || 'index'}.${arm.variant}.html`);
    writeFileSync(file, arm.html);
    files.push(file);
  }

const started = performance.now();
try {
  const errors = await checkHtml(files);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  for (const e of errors) console.error(`${displayPath(e.file)}:${e.line}:${e.col}  ${e.message}${e.extract ? `  (${e.extract})` : ''}`);
  if (errors.length) {
    const inFiles = new Set(errors.map((e) => e.file)).size;
    console.error(`\n${errors.length} HTML error(s) in ${inFiles} of ${files.length} files (W3C Nu HTML Checker, ${seconds} s).`);
    process.exit(1);
  }
  const copies = experiments.reduce((total, page) => total + page.arms.length, 0);
  console.log(
    `HTML valid: ${files.length - copies} files in ${displayPath(dist)} and ${copies} experiment copies, 0 errors (W3C Nu HTML Checker, ${seconds} s).`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

// Checks every HTML file of the build (pages, 404 pages, case studies, redirect stubs) with the W3C
// Nu HTML Checker and exits 1 on any error, printing each as file:line:col, message and source extract.
//   npm run build && npm run check-html
import { checkHtml, htmlFiles } from '../src/tooling/html-check.ts';
import { displayPath, distDir } from '../src/tooling/paths.ts';

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
  console.log(`HTML valid: ${files.length} files in ${displayPath(dist)}, 0 errors (W3C Nu HTML Checker, ${seconds} s).`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

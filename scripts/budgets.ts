// Checks the build in dist/ against the size budgets (src/tooling/budgets.ts): prints the figures,
// writes them to bench-results/budgets.json, and exits 1 naming every page over a budget.
//   npm run build && npm run budgets
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ServeConfig } from '../src/tooling/static-server.ts';
import { budgetFailures, budgets, experimentScriptFailures, measureBuild, scriptsOf } from '../src/tooling/budgets.ts';
import { floorFailures, measureFloors } from '../src/tooling/floor-cost.ts';
import { distDir, root, serveConfigFile } from '../src/tooling/paths.ts';

const weights = measureBuild(distDir());
const max = (values: number[]) => Math.max(0, ...values);
const staticPages = weights.pages.filter((p) => !p.islands.length);
const islandPages = weights.pages.filter((p) => p.islands.length);
const rows: [string, number, number][] = [
  [`JS, page without an island (${staticPages.length} pages)`, max(staticPages.map((p) => p.jsKb)), budgets.staticPageJsKb],
  [
    `JS besides form code, page with islands (${islandPages.length})`,
    max(islandPages.map((p) => Math.round((p.jsKb - p.formJsKb) * 10) / 10)),
    budgets.pageJsKb,
  ],
  ['form code, both forms (pages load their own)', weights.formJsKb, budgets.formJsKb],
  ['CSS (largest page)', max(weights.pages.map((p) => p.cssKb)), budgets.cssKb],
  ['HTML (largest page)', max(weights.pages.map((p) => p.htmlKb)), budgets.htmlKb],
];
const rawHtml = max(weights.pages.map((p) => p.htmlRawKb));
console.log(`${'budget'.padEnd(46)} ${'KB gz'.padStart(7)} ${'limit'.padStart(6)}`);
for (const [name, value, limit] of rows)
  console.log(`${name.padEnd(46)} ${value.toFixed(1).padStart(7)} ${String(limit).padStart(6)}  ${value <= limit ? 'ok' : 'OVER'}`);
console.log(
  `${'HTML uncompressed (largest page), KB'.padEnd(46)} ${rawHtml.toFixed(1).padStart(7)} ${String(budgets.htmlRawKb).padStart(6)}  ${rawHtml <= budgets.htmlRawKb ? 'ok' : 'OVER'}`,
);
console.log(
  `(${weights.pages.length} HTML files; island loader ${weights.loaderJsKb} KB, Preact (preact/compat) and hydration shared by the other islands ${weights.sharedJsKb} KB)`,
);
console.log(
  'Pages with a form, all their JavaScript / of it form code, KB gz:',
  weights.pages
    .filter((p) => p.hasForm)
    .map((p) => `${p.file} ${p.jsKb} / ${p.formJsKb}`)
    .join(', '),
);
console.log(
  weights.studio
    ? `Page studio on the web (/studio/, no site page loads it), JS KB gz: sign-in screen ${weights.studio.signInJsKb}, all of it ${weights.studio.jsKb}`
    : 'Page studio on the web: not in this build (the site config has no "studio").',
);
console.log(
  "Each island's own code, KB gz:",
  Object.entries(weights.islandJsKb)
    .map(([name, size]) => `${name} ${size}`)
    .join(', '),
);

// The lead pages against their zero-JavaScript floor, in bytes as the local server sends them (brotli, with headers).
const floors = await measureFloors(distDir(), JSON.parse(readFileSync(serveConfigFile(), 'utf8')), budgets.floor);
console.log(
  `\n${'page vs its floor (bytes as served)'.padEnd(36)} ${'floor'.padStart(7)} ${'+scripts'.padStart(9)} ${'document'.padStart(9)} ${'requests'.padStart(9)} ${'ratio'.padStart(6)} ${'limit'.padStart(6)}`,
);
for (const cost of floors) {
  const limit = budgets.floor.find((t) => t.route === cost.route)!.ratio;
  console.log(
    `${cost.route.padEnd(36)} ${String(cost.floorBytes).padStart(7)} ${String(cost.scriptBytes).padStart(9)} ${`+${cost.document.page - cost.document.floor}`.padStart(9)} ${String(cost.extraRequests).padStart(9)} ${cost.ratio.toFixed(3).padStart(6)} ${limit.toFixed(2).padStart(6)}  ${cost.ratio <= limit ? 'ok' : 'OVER'}`,
  );
  for (const script of cost.scripts) console.log(`  ${script.url.padEnd(46)} ${String(script.bytes).padStart(6)}`);
}

mkdirSync(path.join(root, 'bench-results'), { recursive: true });
const pages = weights.pages.map(({ scripts: _scripts, ...page }) => page);
writeFileSync(
  path.join(root, 'bench-results', 'budgets.json'),
  `${JSON.stringify({ budgets, loaderJsKb: weights.loaderJsKb, sharedJsKb: weights.sharedJsKb, islandJsKb: weights.islandJsKb, formJsKb: weights.formJsKb, studio: weights.studio, floors, pages }, null, 2)}\n`,
);

// An experiment's copies (never files of the build) run the very scripts of the page everyone else gets.
const experiments = (JSON.parse(readFileSync(serveConfigFile(), 'utf8')) as ServeConfig).experiments ?? [];
const plainHtml = (route: string) => readFileSync(path.join(distDir(), route, 'index.html'), 'utf8');
for (const page of experiments)
  console.log(
    `Experiment ${page.id} on ${page.path}: ${page.arms.length} copies, each running the plain page's ${scriptsOf(plainHtml(page.path)).length} script(s) and no other`,
  );
const failures = [...budgetFailures(weights), ...floorFailures(floors, budgets.floor), ...experimentScriptFailures(plainHtml, experiments)];
if (failures.length) {
  console.error(`\n${failures.length} budget(s) broken:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}

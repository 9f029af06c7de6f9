// Checks the build in dist/ against the size budgets (scripts/lib/budgets.ts): prints the figures,
// writes them to bench-results/budgets.json, and exits 1 naming every page over a budget.
//   npm run build && npm run budgets
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { budgetFailures, budgets, measureBuild } from './lib/budgets.ts';
import { distDir, root } from './lib/paths.ts';

const weights = measureBuild(distDir());
const max = (values: number[]) => Math.max(0, ...values);
const withoutForm = weights.pages.filter((p) => !p.hasForm);
const rows: [string, number, number][] = [
  ['first-load JS, page without a form (largest)', max(withoutForm.map((p) => p.jsKb)), budgets.pageJsKb],
  ['form code (loaded by pages with a form)', weights.formJsKb, budgets.formJsKb],
  ['CSS (largest page)', max(weights.pages.map((p) => p.cssKb)), budgets.cssKb],
  ['HTML (largest page)', max(weights.pages.map((p) => p.htmlKb)), budgets.htmlKb],
];
console.log(`${'budget'.padEnd(46)} ${'KB gz'.padStart(7)} ${'limit'.padStart(6)}`);
for (const [name, value, limit] of rows)
  console.log(`${name.padEnd(46)} ${value.toFixed(1).padStart(7)} ${String(limit).padStart(6)}  ${value <= limit ? 'ok' : 'OVER'}`);
console.log(`(${weights.pages.length} HTML files; entry JS ${weights.entryJsKb} KB)`);

mkdirSync(path.join(root, 'bench-results'), { recursive: true });
const pages = weights.pages.map(({ scripts: _scripts, ...page }) => page);
writeFileSync(
  path.join(root, 'bench-results', 'budgets.json'),
  `${JSON.stringify({ budgets, entryJsKb: weights.entryJsKb, formJsKb: weights.formJsKb, pages }, null, 2)}\n`,
);

const failures = budgetFailures(weights);
if (failures.length) {
  console.error(`\n${failures.length} budget(s) broken:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}

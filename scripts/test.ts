// npm test: every check of the project, one step after another, stopping at the first that fails, then
// each step's time and the whole run's beside the suite's budget (20 minutes on a 2-core machine).
//   npm test
// The steps are the package's own scripts, so each can be run alone (npm run validate, npx playwright test, …).
import { spawnSync } from 'node:child_process';
import { budgetMinutes, testSteps as steps } from '../src/tooling/test-steps.ts';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const times: [string, number, 'passed' | 'failed'][] = [];
const started = performance.now();
let failed: number | undefined;
for (const [name, script] of steps) {
  const stepStarted = performance.now();
  const run = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit' });
  const code = run.status ?? 1;
  times.push([name, performance.now() - stepStarted, code === 0 ? 'passed' : 'failed']);
  if (code !== 0) {
    failed = code;
    break;
  }
}
const total = performance.now() - started;
const width = Math.max(...steps.map(([name]) => name.length));
console.log('\nStep times');
for (const [name, ms, result] of times) console.log(`  ${name.padEnd(width)}  ${seconds(ms).padStart(8)}  ${result}`);
for (const [name] of steps.slice(times.length)) console.log(`  ${name.padEnd(width)}  ${'-'.padStart(8)}  not run`);
console.log(
  `  ${'Total'.padEnd(width)}  ${seconds(total).padStart(8)}  (${(total / 60_000).toFixed(1)} of ${budgetMinutes} minutes budgeted on 2 cores)`,
);
process.exit(failed ?? 0);

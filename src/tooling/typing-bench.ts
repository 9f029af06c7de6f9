// The studio's typing figure: the browser test that types 60 characters into a field of the HVAC page
// (tests/e2e/studio-typing.spec.ts) prints the time from each key to the field showing it;
// this runs that one test, reads its line and writes bench-results/typing.json and the table in docs/performance.md.
// Alone: tsx src/tooling/typing-bench.ts (the test's site server needs a build in dist/, or DIST_DIR).
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './paths.ts';

export interface TypingFigure {
  medianMs: number;
  p95Ms: number;
  worstMs: number;
  keys: number;
  /** The machine's load average over the last minute when the test started. */
  load: number;
}

/** Reads the line the typing test prints: "Key to field: median 8.6 ms, 95th percentile 72.2 ms, worst 204.6 ms (key 8) over 60 keys". */
export function parseTypingLine(output: string): Omit<TypingFigure, 'load'> {
  const found = /Key to field: median ([\d.]+) ms, 95th percentile ([\d.]+) ms, worst ([\d.]+) ms \(key \d+\) over (\d+) keys/.exec(output);
  if (!found) throw new Error(`The typing test printed no figure:\n${output.slice(-2000)}`);
  return { medianMs: Number(found[1]), p95Ms: Number(found[2]), worstMs: Number(found[3]), keys: Number(found[4]) };
}

/** Runs the typing test once (it starts the studio, built for production, over a copy of the fixture site). */
export function measureTyping(env: Record<string, string> = {}): TypingFigure {
  const load = Math.round(loadavg()[0]! * 10) / 10;
  const output = execFileSync(
    path.join(root, 'node_modules', '.bin', 'playwright'),
    ['test', 'tests/e2e/studio-typing.spec.ts', '--project=typing', '--no-deps', '--reporter=list', '-g', 'into a field of the HVAC page'],
    { cwd: root, env: { ...process.env, ...env, CI: '' }, encoding: 'utf8', stdio: 'pipe' },
  );
  return { ...parseTypingLine(output), load };
}

export const typingTable = (figure: TypingFigure) =>
  [
    '| keys | median | 95th percentile | worst | load average (2 cores) |',
    '| --- | --- | --- | --- | --- |',
    `| ${figure.keys} | ${figure.medianMs} ms | ${figure.p95Ms} ms | ${figure.worstMs} ms | ${figure.load} |`,
  ].join('\n');

/** Writes the figure to bench-results/typing.json and between the typing markers of docs/performance.md. */
export function recordTyping(figure: TypingFigure): void {
  mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  writeFileSync(
    path.join(root, 'bench-results', 'typing.json'),
    `${JSON.stringify({ date: new Date().toISOString(), ...figure }, null, 2)}\n`,
  );
  const readmeFile = path.join(root, 'docs', 'performance.md');
  const readme = readFileSync(readmeFile, 'utf8');
  const marked = /(<!-- bench:typing -->\n)[\s\S]*?(<!-- \/bench:typing -->)/;
  if (marked.test(readme)) writeFileSync(readmeFile, readme.replace(marked, `$1${typingTable(figure)}\n$2`));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figure = measureTyping();
  recordTyping(figure);
  console.log(typingTable(figure));
}

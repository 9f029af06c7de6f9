import { readFileSync } from 'node:fs';
import type { Problem } from './content.ts';
import { withoutBom } from './json-source.ts';

/** file:line:col, the JSON pointer, the message, and the offending line with a caret under the column. */
export function formatProblem(problem: Problem, color = false): string {
  const red = (s: string) => (color ? `\x1b[31m${s}\x1b[0m` : s);
  const dim = (s: string) => (color ? `\x1b[2m${s}\x1b[0m` : s);
  let line = '';
  try {
    line = withoutBom(readFileSync(problem.file, 'utf8')).split('\n')[problem.line - 1] ?? '';
  } catch {
    // The frame is a convenience; the location above it is enough.
  }
  const gutter = `${problem.line} | `;
  const frame = line
    ? `\n${dim(gutter)}${line.replace(/\t/g, ' ')}\n${' '.repeat(gutter.length + problem.col - 1)}${red('^')}`
    : '';
  return `${problem.file}:${problem.line}:${problem.col}  ${red('error')}  ${problem.message}  ${dim(`(at ${problem.pointer || '/'})`)}${frame}`;
}

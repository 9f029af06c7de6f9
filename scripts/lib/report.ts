import { readFileSync } from 'node:fs';
import type { Problem } from './content/problems.ts';
import { withoutBom } from './json-source.ts';

/** file:line:col, the JSON pointer, the message, and the offending line with a caret under the column. */
export function formatProblem(problem: Problem, color = false, severity: 'error' | 'warning' = 'error'): string {
  // Red for what fails validation, yellow for what does not fail it but needs doing before going live.
  const red = (s: string) => (color ? `\x1b[${severity === 'error' ? 31 : 33}m${s}\x1b[0m` : s);
  const dim = (s: string) => (color ? `\x1b[2m${s}\x1b[0m` : s);
  let line = '';
  try {
    line = withoutBom(readFileSync(problem.file, 'utf8')).split('\n')[problem.line - 1] ?? '';
  } catch {
    // The frame is a convenience; the location above it is enough.
  }
  const gutter = `${problem.line} | `;
  const { text, caret } = frameWindow(line.replace(/\t/g, ' '), problem.col - 1);
  const frame = text ? `\n${dim(gutter)}${text}\n${' '.repeat(gutter.length + caret)}${red('^')}` : '';
  return `${problem.file}:${problem.line}:${problem.col}  ${red(severity)}  ${problem.message}  ${dim(`(at ${problem.pointer || '/'})`)}${frame}`;
}

const frameWidth = 120;

/** A long line (a minified file, or thousands of brackets) is cut to the part around the column, so the frame stays one screen line. */
function frameWindow(line: string, caret: number): { text: string; caret: number } {
  if (line.length <= frameWidth) return { text: line, caret };
  const start = Math.max(0, Math.min(caret - frameWidth / 2, line.length - frameWidth));
  const before = start > 0 ? '…' : '';
  const after = start + frameWidth < line.length ? '…' : '';
  return { text: `${before}${line.slice(start, start + frameWidth)}${after}`, caret: caret - start + before.length };
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Problem } from '../core/content/problems.ts';
import { withoutBom } from '../core/json-source.ts';
import { photoFileName } from '../core/photos/naming.ts';
import { root } from './paths.ts';
import { plural } from '../core/words.ts';

/** How a problem is reported: as an error (the run fails) or as a warning. */
export type ProblemSeverity = 'error' | 'warning';

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharacters = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
const named: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/**
 * Text from a page file made safe to print: each control character is written as an escape (\n, \u001b),
 * so a value can neither start a line of its own (which GitHub Actions would read as a workflow command)
 * nor send escape sequences to a terminal.
 */
export function visible(text: string): string {
  return text.replace(controlCharacters, (c) => named[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** file:line:col, the JSON pointer, the message, and the offending line with a caret under the column. */
export function formatProblem(problem: Problem, color = false, severity: ProblemSeverity = 'error'): string {
  // Red for what fails validation, yellow for what does not fail it but needs doing before going live.
  const red = (s: string) => (color ? `\x1b[${severity === 'error' ? 31 : 33}m${s}\x1b[0m` : s);
  const dim = (s: string) => (color ? `\x1b[2m${s}\x1b[0m` : s);
  let line = '';
  // A photo's bytes are not a line to show, nor has it a place inside.
  const photo = photoFileName.test(problem.file);
  if (!photo)
    try {
      line = withoutBom(readFileSync(problem.file, 'utf8')).split('\n')[problem.line - 1] ?? '';
    } catch {
      // The frame is a convenience; the location above it is enough.
    }
  const gutter = `${problem.line} | `;
  // One column per character, so the caret stays under it: a tab is a space, any other control character a �.
  const { text, caret } = frameWindow(line.replace(/\t/g, ' ').replace(controlCharacters, '\uFFFD'), problem.col - 1);
  const frame = text ? `\n${dim(gutter)}${text}\n${' '.repeat(gutter.length + caret)}${red('^')}` : '';
  const where = photo ? visible(problem.file) : `${visible(problem.file)}:${problem.line}:${problem.col}`;
  const at = photo ? '' : `  ${dim(`(at ${visible(problem.pointer) || '/'})`)}`;
  return `${where}  ${red(severity)}  ${visible(problem.message)}${at}${frame}`;
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

// GitHub Actions: workflow commands put each problem on its line of the pull request's changed files,
// and the step summary lists them all (GitHub shows at most 10 annotations of each kind per step).

/**
 * A workflow command's message: %, CR and LF are escaped, so a message stays one command, and other
 * control characters (an escape sequence would colour or hide the log) are written as escapes.
 */
export function escapeData(text: string): string {
  return text
    .replace(/%/g, '%25')
    .replace(/\r/g, '%0D')
    .replace(/\n/g, '%0A')
    .replace(controlCharacters, (c) => visible(c));
}

/** A workflow command's property value: the message's escapes, plus the : and , that separate properties. */
export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/**
 * A problem's file as GitHub names it: relative to the repository root, with forward slashes. Problems
 * carry paths relative to the working directory (displayPath); a file outside the repository stays absolute.
 */
export function repoPath(file: string, repoRoot = root, cwd = process.cwd()): string {
  const absolute = path.resolve(cwd, file);
  const relative = path.relative(repoRoot, absolute);
  const shown = relative === '' || relative.startsWith('..') || path.isAbsolute(relative) ? absolute : relative;
  return shown.split(path.sep).join('/');
}

/** `::error file=…,line=…,col=…,title=…::message`, the line GitHub turns into an annotation on the file. */
export function githubAnnotation(problem: Problem, severity: ProblemSeverity = 'error'): string {
  const title = `Validation ${severity}${problem.pointer ? ` at ${problem.pointer}` : ''}`;
  const properties = { file: repoPath(problem.file), line: problem.line, col: problem.col, title };
  const list = Object.entries(properties)
    .map(([name, value]) => `${name}=${escapeProperty(String(value))}`)
    .join(',');
  return `::${severity} ${list}::${escapeData(problem.message)}`;
}

/** The step summary's heading, also used when validation stops before it has a list of problems. */
export const summaryHeading = '## Page validation';

/** A Markdown table cell: | would end the cell and a line break the row; HTML shows as text. */
function cell(text: string): string {
  return text
    .split(/\r?\n|\r/)
    .map((part) => visible(part).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\|/g, '\\|'))
    .join('<br>');
}

/** Rows per table: GitHub refuses a step summary over 1 MiB, and the log has every problem anyway. */
export const summaryRows = 500;

function table(problems: Problem[]): string {
  const rows = problems.slice(0, summaryRows).map((p) => `| ${cell(repoPath(p.file))} | ${p.line} | ${cell(p.message)} |`);
  const more = problems.length > summaryRows ? `\n\n…and ${problems.length - summaryRows} more, listed in the step's log.` : '';
  return `${['| File | Line | Problem |', '| --- | --- | --- |', ...rows].join('\n')}${more}`;
}

/** The Markdown that npm run validate appends to $GITHUB_STEP_SUMMARY: the verdict, every problem, the warnings. */
export function stepSummary(result: { problems: Problem[]; warnings: Problem[]; pages: number; caseStudies?: number }): string {
  const { problems, warnings, pages, caseStudies } = result;
  const parts = [summaryHeading];
  if (problems.length) {
    parts.push(`${plural(problems.length, 'problem')} found in ${pages} valid page files and the site config.`, table(problems));
  } else {
    const studies = caseStudies === undefined ? '' : `, ${caseStudies} case studies`;
    parts.push(`All ${pages} pages${studies} and the site config are valid.`);
  }
  if (warnings.length) parts.push(`### ${plural(warnings.length, 'warning')}`, table(warnings));
  return `${parts.join('\n\n')}\n`;
}

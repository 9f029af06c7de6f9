// Text from a page file reaches the terminal and GitHub Actions' log inside messages: no control
// character in it may start a line of its own (a workflow command) or reach the terminal as one.
/* eslint-disable no-control-regex -- the assertions look for control characters */
import { describe, expect, it } from 'vitest';
import { formatProblem, githubAnnotation, stepSummary, visible } from '../../src/tooling/report.ts';
import { fixturePage, problemsFor } from './helpers.ts';

const hostile = 'hero\n::warning file=x.json::Looks fine\u001b[2K\r\u0007\u2028';
const page = fixturePage('hostile').replace('"type": "hero"', `"type": ${JSON.stringify(hostile)}`);

describe('control characters in messages', () => {
  const problems = problemsFor({ 'hostile.json': page });
  const problem = problems.find((p) => p.message.includes('::warning'))!;

  it('the problem quotes the value as written', () => {
    expect(problem.message).toContain(hostile);
  });

  it('the terminal line escapes them: one line per problem, no escape sequence', () => {
    for (const color of [false, true]) {
      const printed = formatProblem(problem, color);
      const [first] = printed.split('\n');
      expect(first).toContain('hero\\n::warning file=x.json::Looks fine\\u001b[2K\\r\\u0007\\u2028');
      // The colours are the report's own; no other escape character is printed.
      expect(printed.replace(/\x1b\[(\d+)m/g, '')).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028]/);
      expect(printed.split('\n').some((line) => line.startsWith('::'))).toBe(false);
    }
  });

  it('the GitHub annotation stays one command with no raw control character', () => {
    const annotation = githubAnnotation(problem);
    expect(annotation.split('\n')).toHaveLength(1);
    expect(annotation).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028]/);
    expect(annotation).toContain('hero%0A::warning file=x.json::Looks fine\\u001b[2K%0D\\u0007\\u2028');
  });

  it('the step summary keeps each problem on one row, escaped', () => {
    const summary = stepSummary({ problems: [problem], warnings: [], pages: 1 });
    const row = summary.split('\n').find((line) => line.includes('::warning'))!;
    expect(row).toContain('hero<br>::warning file=x.json::Looks fine\\u001b[2K<br>\\u0007\\u2028');
  });

  it('visible() names the common ones and writes the rest as \\u escapes', () => {
    expect(visible('a\tb\nc\rd\u001be\u0085f')).toBe('a\\tb\\nc\\rd\\u001be\\u0085f');
    expect(visible('plain café ✓')).toBe('plain café ✓');
  });
});

import { describe, expect, it } from 'vitest';
import { parseTypingLine, typingTable } from '../../src/tooling/typing-bench.ts';

describe("the bench's typing figure", () => {
  it("reads the line the typing browser test prints, among the reporter's other lines", () => {
    const output = [
      'Running 1 test using 1 worker',
      'Key to field: median 8.6 ms, 95th percentile 72.2 ms, worst 204.6 ms (key 8) over 60 keys',
      'Main thread while typing: 1085 tasks, the busiest used 9.0 ms of CPU over 11.2 ms',
      '  ✓  1 [chromium] › tests/e2e/studio.spec.ts:98:1 › typing keeps up (15.0s)',
    ].join('\n');
    expect(parseTypingLine(output)).toEqual({ medianMs: 8.6, p95Ms: 72.2, worstMs: 204.6, keys: 60 });
    expect(typingTable({ medianMs: 8.6, p95Ms: 72.2, worstMs: 204.6, keys: 60, load: 3.4 }).split('\n').at(-1)).toBe(
      '| 60 | 8.6 ms | 72.2 ms | 204.6 ms | 3.4 |',
    );
  });

  it('fails, with the end of the output, when the test printed no figure (it failed before measuring)', () => {
    expect(() => parseTypingLine('  ✘  1 [chromium] › typing keeps up\n  1 failed')).toThrow(/printed no figure[\s\S]*1 failed/);
  });
});

import { describe, expect, it } from 'vitest';
import { parseTypingLine, typingTable } from '../../src/tooling/typing-bench.ts';
import { largePage, largePageTable, parseLargePage } from '../../src/tooling/large-page-bench.ts';

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

describe('the bench on a page of 200 sections', () => {
  const source = {
    meta: { title: 'T', description: 'D' },
    blocks: [
      { type: 'hero', title: 'Hello' },
      { type: 'faq', id: 'questions', title: 'Q', items: [{ question: 'Why?', answer: 'Because.' }] },
      { type: 'cta', title: 'Call' },
    ],
  };

  it('makes the page from a real one: its hero once, then its other sections over and over, anchors dropped', () => {
    const page = largePage(source, 200);
    expect(page.blocks).toHaveLength(200);
    expect(page.blocks.map((b) => b.type).slice(0, 5)).toEqual(['hero', 'faq', 'cta', 'faq', 'cta']);
    expect(page.blocks.filter((b) => b.type === 'hero')).toHaveLength(1);
    expect(page.blocks.some((b) => 'id' in b)).toBe(false);
    // Each copy is its own: editing one section leaves the others.
    expect(page.blocks[1]).not.toBe(page.blocks[3]);
    expect(source.blocks[1]).toHaveProperty('id', 'questions');
  });

  it("reads the test's lines among the reporter's, and puts the load average beside the figures", () => {
    const output = [
      'Running 1 test using 1 worker',
      "Large page, 200 sections: opened in 812 ms (the form ready in 420 ms, the preview drawn in 812 ms); the page's main thread used 605 ms of CPU, its busiest task 230 ms",
      'Form, key to text: median 10.4 ms, worst 41.7 ms over 60 keys; the busiest task used 29.0 ms of CPU',
      'Preview, key to text: median 6.1 ms, worst 21.0 ms over 60 keys; the busiest task used 8.5 ms of CPU',
      'Drag, a section in the list of sections: median frame 16.7 ms (60 fps), worst frame 33.4 ms over 95 frames; the busiest task used 11.2 ms of CPU',
      '  ✓  1 [typing] › tests/e2e/studio-typing.spec.ts:164:1 › a page of 200 sections (42.2s)',
    ].join('\n');
    const figures = parseLargePage(output);
    expect(figures).toEqual({
      sections: 200,
      openMs: 812,
      openCpuMs: 605,
      openBusiestCpuMs: 230,
      form: { medianMs: 10.4, worstMs: 41.7, keys: 60, busiestCpuMs: 29 },
      preview: { medianMs: 6.1, worstMs: 21, keys: 60, busiestCpuMs: 8.5 },
      drag: { medianFrameMs: 16.7, fps: 60, worstFrameMs: 33.4, frames: 95, busiestCpuMs: 11.2 },
    });
    const table = largePageTable({ ...figures, load: 1.2 }).split('\n');
    expect(table.at(-2)).toBe('| typing in the preview | | 6.1 ms | 21 ms | 8.5 ms | 1.2 |');
    expect(table.at(-1)).toBe(
      '| dragging a section in the list (median frame, 60 fps; worst frame) | | 16.7 ms | 33.4 ms | 11.2 ms | 1.2 |',
    );
    expect(() => parseLargePage(`${output.split('\n')[1]}\n  1 failed`)).toThrow(/no figure for the form/);
    expect(() => parseLargePage(output.replace(/Drag, .*\n/, ''))).toThrow(/no figure for the drag/);
  });
});

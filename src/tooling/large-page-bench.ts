// The studio on a 200-section page: a page made of the sections of a real page, repeated, then opened in the studio and typed into, in the form and in the preview, and a section dragged in its list of sections (the second test of
// tests/e2e/studio-typing.spec.ts prints the figures); this runs that test, reads its lines and writes
// bench-results/large-page.json, with the machine's load average beside the figures.
// Alone: tsx src/tooling/large-page-bench.ts (the test's site server needs a build in dist/, or DIST_DIR).
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { root } from './paths.ts';

type Block = { type: string } & Record<string, unknown>;
type PageLike = { meta: Record<string, unknown>; blocks: Block[] } & Record<string, unknown>;

/** A page of `sections` sections: the page's hero, then its other sections over and over, without their anchors (an anchor is unique on a page). */
export function largePage(page: PageLike, sections: number): PageLike {
  const [hero, ...rest] = page.blocks;
  if (!hero || !rest.length) throw new Error('The page needs a hero and at least one other section');
  const blocks: Block[] = [hero];
  for (let i = 1; i < sections; i++) {
    const { id: _anchor, ...block } = rest[(i - 1) % rest.length]!;
    blocks.push(structuredClone(block) as Block);
  }
  return { ...page, blocks };
}

export interface LargePageFigures {
  sections: number;
  /** From the click on the page's name to the form ready (its first field focused) and the preview drawn. */
  openMs: number;
  /** The CPU the studio's main thread used meanwhile (what the studio costs, whatever else the machine runs), and its busiest task's. */
  openCpuMs: number;
  openBusiestCpuMs: number;
  form: { medianMs: number; worstMs: number; keys: number; busiestCpuMs: number };
  preview: { medianMs: number; worstMs: number; keys: number; busiestCpuMs: number };
  /** A section dragged by mouse in the list of sections: the intervals between the frames drawn meanwhile, and the busiest task. */
  drag: { medianFrameMs: number; fps: number; worstFrameMs: number; frames: number; busiestCpuMs: number };
  /** The machine's load average over the last minute when the test started (2 cores). */
  load: number;
}

/**
 * Reads the lines the test prints: "Large page, 200 sections: opened in 640 ms (…); the page's main thread used 410 ms of CPU, its
 * busiest task 180 ms", then one per place typed into, then the drag's.
 */
export function parseLargePage(output: string): Omit<LargePageFigures, 'load'> {
  const opened =
    /Large page, (\d+) sections: opened in ([\d.]+) ms .*; the page's main thread used ([\d.]+) ms of CPU, its busiest task ([\d.]+) ms/.exec(
      output,
    );
  const typed = (where: string) => {
    const found = new RegExp(
      `${where}, key to text: median ([\\d.]+) ms, worst ([\\d.]+) ms over (\\d+) keys; the busiest task used ([\\d.]+) ms of CPU`,
    ).exec(output);
    if (!found) throw new Error(`The large-page test printed no figure for the ${where.toLowerCase()}:\n${output.slice(-2000)}`);
    return { medianMs: Number(found[1]), worstMs: Number(found[2]), keys: Number(found[3]), busiestCpuMs: Number(found[4]) };
  };
  if (!opened) throw new Error(`The large-page test printed no opening time:\n${output.slice(-2000)}`);
  const [form, preview] = [typed('Form'), typed('Preview')];
  const dragged =
    /Drag, a section in the list of sections: median frame ([\d.]+) ms \((\d+) fps\), worst frame ([\d.]+) ms over (\d+) frames; the busiest task used ([\d.]+) ms of CPU/.exec(
      output,
    );
  if (!dragged) throw new Error(`The large-page test printed no figure for the drag:\n${output.slice(-2000)}`);
  const drag = {
    medianFrameMs: Number(dragged[1]),
    fps: Number(dragged[2]),
    worstFrameMs: Number(dragged[3]),
    frames: Number(dragged[4]),
    busiestCpuMs: Number(dragged[5]),
  };
  return {
    sections: Number(opened[1]),
    openMs: Number(opened[2]),
    openCpuMs: Number(opened[3]),
    openBusiestCpuMs: Number(opened[4]),
    form,
    preview,
    drag,
  };
}

export const largePageTable = (f: LargePageFigures) =>
  [
    `| ${f.sections} sections | opening | median a key | worst key | busiest task (CPU) | load average (2 cores) |`,
    '| --- | --- | --- | --- | --- | --- |',
    `| typing in the form | ${f.openMs} ms (CPU ${f.openCpuMs} ms, busiest task ${f.openBusiestCpuMs} ms) | ${f.form.medianMs} ms | ${f.form.worstMs} ms | ${f.form.busiestCpuMs} ms | ${f.load} |`,
    `| typing in the preview | | ${f.preview.medianMs} ms | ${f.preview.worstMs} ms | ${f.preview.busiestCpuMs} ms | ${f.load} |`,
    `| dragging a section in the list (median frame, ${f.drag.fps} fps; worst frame) | | ${f.drag.medianFrameMs} ms | ${f.drag.worstFrameMs} ms | ${f.drag.busiestCpuMs} ms | ${f.load} |`,
  ].join('\n');

/** Runs the large-page test once (it starts the studio, built for production, over a copy of the fixture site). */
export function measureLargePage(env: Record<string, string> = {}): LargePageFigures {
  const load = Math.round(loadavg()[0]! * 10) / 10;
  const output = execFileSync(
    path.join(root, 'node_modules', '.bin', 'playwright'),
    ['test', 'tests/e2e/studio-typing.spec.ts', '--project=typing', '--no-deps', '--reporter=list', '-g', 'sections'],
    { cwd: root, env: { ...process.env, ...env, CI: '' }, encoding: 'utf8', stdio: 'pipe' },
  );
  return { ...parseLargePage(output), load };
}

export function recordLargePage(figures: LargePageFigures): void {
  mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  writeFileSync(
    path.join(root, 'bench-results', 'large-page.json'),
    `${JSON.stringify({ date: new Date().toISOString(), ...figures }, null, 2)}\n`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = measureLargePage();
  recordLargePage(figures);
  console.log(largePageTable(figures));
}

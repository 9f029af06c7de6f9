// Typing in the studio, measured: 60 characters into a field of the HVAC page, from each key to the frame
// that shows it; the same typed into a text of the preview; and both on a page of 200 sections. The Playwright config runs this file as a project of its own after every other browser
// test, so it types on a machine with nothing else running: a bound on the worst key then measures the
// studio. (Traced while other tests ran on the same 2-core machine, the slowest keys were tasks that used
// 2-8 ms of CPU and waited the rest for a core.)
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { largePage } from '../../src/tooling/large-page-bench.ts';
import { expect, test } from './local-studio.ts';
import { leaveEditedPage, openPage, settled, studio, trackPendingWork } from './studio-page.ts';

// No trace: it records the page at every step, which slows the typing measured here several times over.
test.use({ trace: 'off' });
// One at a time, in one worker: each measures the studio alone. (Not serial: a failure does not skip the others.)
test.describe.configure({ mode: 'default' });
// Each measurement starts on a settled studio: what it has put off is counted from the page's first script.
test.beforeEach(({ page }) => trackPendingWork(page));

interface TraceEvent {
  name: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { type?: string } };
}

/** The tasks of the thread that handled the key presses (or other events), and the one that used the most CPU (wall and CPU time in ms). */
function mainThreadWork(events: TraceEvent[], handled = 'keydown') {
  const keyed = events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === handled);
  expect(keyed, `the timeline holds the ${handled} events`).toBeTruthy();
  const tasks = events.filter((e) => e.pid === keyed!.pid && e.tid === keyed!.tid && e.name === 'RunTask' && e.dur !== undefined);
  expect(tasks.length, "the timeline holds the main thread's tasks").toBeGreaterThan(0);
  const busiest = tasks.reduce((a, b) => ((b.tdur ?? 0) > (a.tdur ?? 0) ? b : a), tasks[0]!);
  return { tasks: tasks.length, busiest: { cpuMs: (busiest.tdur ?? 0) / 1000, wallMs: (busiest.dur ?? 0) / 1000 } };
}

/** The CPU the studio's main thread used over a timeline (the one whose tasks used the most), in all and in its busiest task, in ms. */
function openingWork({ traceEvents: events }: { traceEvents: TraceEvent[] }) {
  const threads = new Map<string, TraceEvent[]>();
  for (const e of events)
    if (e.name === 'RunTask' && e.dur !== undefined) {
      const key = `${e.pid}:${e.tid}`;
      threads.set(key, [...(threads.get(key) ?? []), e]);
    }
  const cpu = (tasks: TraceEvent[]) => tasks.reduce((sum, t) => sum + (t.tdur ?? 0), 0) / 1000;
  const main = [...threads.values()].reduce((a, b) => (cpu(b) > cpu(a) ? b : a), []);
  expect(main.length, "the timeline holds the main thread's tasks").toBeGreaterThan(0);
  return { cpuMs: cpu(main), busiestCpuMs: Math.max(...main.map((t) => t.tdur ?? 0)) / 1000 };
}

/** From each key press to the first frame drawn after the text changed, in the studio or in its preview: the editor's wait. */
async function recordKeyTimes(page: Page, inPreview: boolean) {
  await page.evaluate((inPreview) => {
    const frame = document.querySelector<HTMLIFrameElement>('iframe[title^="Page preview"]');
    const win = inPreview ? frame!.contentWindow! : window;
    const times: number[] = [];
    let pressed = 0;
    win.document.addEventListener('keydown', (event) => (pressed = event.timeStamp), true);
    win.document.addEventListener(
      'input',
      () => {
        const at = pressed;
        win.requestAnimationFrame(() => times.push(win.performance.now() - at));
      },
      true,
    );
    (window as unknown as { keyTimes: number[] }).keyTimes = times;
  }, inPreview);
}

/** Types `typed` a key every 90 ms, under Chromium's timeline: each key's wait (sorted, and in order) and the main thread's busiest task. */
/**
 * Drags the handle by mouse from where it is `distance` pixels down, a move every 16 ms (a mouse reports
 * about as often as a screen draws), under Chromium's timeline, then drops it: the intervals between the
 * frames drawn while dragging (sorted) and the main thread's busiest task meanwhile.
 */
async function dragMeasured(page: Page, handle: Locator, distance: number) {
  await handle.scrollIntoViewIfNeeded();
  const box = (await handle.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  const browser = page.context().browser()!;
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  // Each frame's interval, from the frame before the press to the release.
  await page.evaluate(() => {
    const frames: number[] = [];
    const state = { frames, on: true };
    let last = 0;
    const frame = (now: number) => {
      frames.push(now - last);
      last = now;
      if (state.on) requestAnimationFrame(frame);
    };
    requestAnimationFrame((now) => ((last = now), requestAnimationFrame(frame)));
    (window as unknown as { dragFrames: typeof state }).dragFrames = state;
  });
  await page.mouse.down();
  const steps = Math.round(distance / 6);
  for (let i = 1; i <= steps; i++) {
    await page.mouse.move(x, y + (distance * i) / steps);
    // A move a frame: a mouse reports about as often as a screen draws.
    await page.evaluate(() => new Promise(requestAnimationFrame));
  }
  // While dragging: the drop that follows is an edit of the page like any other.
  const frames: number[] = await page.evaluate(() => {
    const state = (window as unknown as { dragFrames: { frames: number[]; on: boolean } }).dragFrames;
    state.on = false;
    return state.frames;
  });
  const timeline = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  await page.mouse.up();
  const sorted = frames.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { frames: sorted, median, worst: sorted.at(-1)!, ...mainThreadWork(timeline.traceEvents, 'pointermove') };
}

async function typeMeasured(page: Page, typed: string) {
  const browser = page.context().browser()!;
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await page.keyboard.type(typed, { delay: 90 });
  const timeline = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  const inOrder: number[] = await page.evaluate(() => (window as unknown as { keyTimes: number[] }).keyTimes);
  const times = inOrder.toSorted((a, b) => a - b);
  expect(times).toHaveLength(typed.length);
  const middle = times.length / 2;
  return {
    times,
    inOrder,
    median: (times[middle - 1]! + times[middle]!) / 2,
    worst: times.at(-1)!,
    ...mainThreadWork(timeline.traceEvents),
  };
}

test('typing keeps up: 60 characters into a field of the HVAC page, each shown within a frame or two of its key', async ({ page }) => {
  await openPage(page, /HVAC SEO/);
  // The page has opened and its preview is drawn: the editor starts typing into a settled studio.
  await expect(page.frameLocator('iframe[title^="Page preview"]').locator('h1')).toBeVisible();
  await settled(page);
  const field = page.locator('#root_meta_description');
  await field.click();
  // The description is a box that grows over several lines: Ctrl+End goes to the end of its text.
  await field.press('Control+End');
  // From each key press (the event's own time stamp, taken when the browser received it) to the first frame
  // drawn after the field changed: what the editor sees.
  await page.evaluate(() => {
    const times: number[] = [];
    let pressed = 0;
    document.addEventListener('keydown', (event) => (pressed = event.timeStamp), true);
    document.addEventListener(
      'input',
      () => {
        const at = pressed;
        requestAnimationFrame(() => times.push(performance.now() - at));
      },
      true,
    );
    (window as unknown as { keyTimes: number[] }).keyTimes = times;
  });
  const typed = ' Book more jobs in every season, with calls from nearby home';
  expect(typed).toHaveLength(60);
  // Chromium's own timeline of the typing: each task of the page's main thread, its wall time and the CPU it used.
  const browser = page.context().browser()!;
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await page.keyboard.type(typed, { delay: 90 });
  const timeline = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  await expect(field).toHaveValue(new RegExp(`${typed}$`));
  const inOrder: number[] = await page.evaluate(() => (window as unknown as { keyTimes: number[] }).keyTimes);
  const times = inOrder.toSorted((a, b) => a - b);
  expect(times).toHaveLength(60);
  const median = (times[29]! + times[30]!) / 2;
  // Printed so a run shows the figure, not only whether it passed.
  console.log(
    `Key to field: median ${median.toFixed(1)} ms, 95th percentile ${times[56]!.toFixed(1)} ms, worst ${times.at(-1)!.toFixed(1)} ms (key ${inOrder.indexOf(times.at(-1)!) + 1}) over ${times.length} keys`,
  );
  expect(median).toBeLessThanOrEqual(16);
  expect(times.at(-1)!).toBeLessThanOrEqual(50);
  // And what the studio itself controls, whatever else the machine runs: no task of the page's main thread
  // while typing (a key's handler, React's render of the field, a frame) uses more than 50 ms of CPU.
  const { busiest, tasks } = mainThreadWork(timeline.traceEvents);
  console.log(
    `Main thread while typing: ${tasks} tasks, the busiest used ${busiest.cpuMs.toFixed(1)} ms of CPU over ${busiest.wallMs.toFixed(1)} ms`,
  );
  expect(tasks).toBeGreaterThan(60);
  expect(busiest.cpuMs).toBeLessThanOrEqual(50);
  // Then the form and the check catch up.
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /to save/ })).toHaveText(/^Fix \d+ problems? to save\.$/);
  await leaveEditedPage(page);
});

test('typing in the preview keeps up: 60 characters into a benefit of the HVAC page, each shown within a frame or two of its key', async ({
  page,
}) => {
  await openPage(page, /HVAC SEO/);
  const preview = page.frameLocator('iframe[title^="Page preview"]');
  await expect(preview.locator('h1')).toBeVisible();
  await settled(page);
  const sentence = preview.getByText('Cooling pages rank before the first heatwave', { exact: false });
  await sentence.click();
  await expect(sentence).toHaveAttribute('data-studio-editing');
  await page.keyboard.press('Control+End');
  await recordKeyTimes(page, true);
  const typed = ' Book more jobs in every season, with calls from nearby home';
  const { times, inOrder, median, worst, busiest, tasks } = await typeMeasured(page, typed);
  await expect(sentence).toHaveText(new RegExp(`${typed}$`));
  console.log(
    `Key to text in the preview: median ${median.toFixed(1)} ms, 95th percentile ${times[56]!.toFixed(1)} ms, worst ${worst.toFixed(1)} ms (key ${inOrder.indexOf(worst) + 1}) over ${times.length} keys`,
  );
  console.log(
    `Main thread while typing in the preview: ${tasks} tasks, the busiest used ${busiest.cpuMs.toFixed(1)} ms of CPU over ${busiest.wallMs.toFixed(1)} ms`,
  );
  expect(median).toBeLessThanOrEqual(16);
  expect(worst).toBeLessThanOrEqual(50);
  // Typing in the preview renders nothing of the page's: no task comes near the form's bound.
  expect(busiest.cpuMs).toBeLessThanOrEqual(25);
  // The form's field follows.
  await expect(page.locator('#root_blocks_1_items_2_description')).toHaveValue(new RegExp(`${typed}$`));
  await page.keyboard.press('Enter');
  await leaveEditedPage(page);
});

test('a page of 200 sections: opening it, typing in the form and in the preview, and dragging a section in its list', async ({ page }) => {
  test.setTimeout(180_000);
  const sections = 200;
  const pages = path.join(process.env.STUDIO_REPO!, 'pages');
  const file = path.join(pages, 'services', 'large-page.json');
  const source = JSON.parse(readFileSync(path.join(pages, 'services', 'ai-seo-services.json'), 'utf8')) as Parameters<typeof largePage>[0];
  const large = largePage(source, sections);
  large.meta = {
    ...large.meta,
    title: `A page of ${sections} sections`,
    description: `Every section of the AI SEO page, again and again, to ${sections} sections.`,
  };
  // In the test's own repository, which goes with the test (local-studio.ts): a file removed here while the
  // studio still reads it (the start screen's list after leaving) would make it fail to read it.
  writeFileSync(file, `${JSON.stringify(large, null, 2)}\n`);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto(studio());
  const link = page.getByRole('link', { name: / \/services\/large-page / });
  await expect(link).toBeVisible({ timeout: 30_000 });
  // From the click to the first frame with the form ready (its first field focused) and the preview drawn,
  // under Chromium's timeline: what the studio's own code and the browser's drawing used of the CPU meanwhile.
  const browser = page.context().browser()!;
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  const opened = await link.evaluate(
    (a: HTMLElement) =>
      new Promise<{ form: number; preview: number }>((resolve) => {
        const started = performance.now();
        let form = 0;
        let preview = 0;
        a.click();
        const frame = () => {
          const now = performance.now() - started;
          const drawn = document.querySelector<HTMLIFrameElement>('iframe[title^="Page preview"]')?.contentDocument;
          if (!form && document.activeElement?.matches('.studio-form form input, .studio-form form textarea')) form = now;
          if (!preview && drawn?.querySelector('[data-block-index="199"]')) preview = now;
          if (form && preview) resolve({ form, preview });
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
  const opening = openingWork(JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] });
  const openMs = Math.max(opened.form, opened.preview);
  console.log(
    `Large page, ${sections} sections: opened in ${openMs.toFixed(0)} ms (the form ready in ${opened.form.toFixed(0)} ms, the preview drawn in ${opened.preview.toFixed(0)} ms); the page's main thread used ${opening.cpuMs.toFixed(0)} ms of CPU, its busiest task ${opening.busiestCpuMs.toFixed(0)} ms`,
  );
  await expect(page.getByRole('status').filter({ hasText: /to save|Ready to save/ })).toHaveText(
    /No changes to save\.|Fix \d+ problems? to save\./,
  );
  // Opening within a second is what the studio aims at; on this 2-core machine, shared with other work
  // (a load average of 13 to 20 while these figures were taken), the wall time measures the machine as much
  // as the studio: 2.7 to 3.4 s, where the page took 3.5 s before the form stopped walking every section and
  // the first check stopped waiting. What the studio controls is the CPU its main thread uses meanwhile: 1.14
  // to 1.2 s of it, from 1.6 s before, under the same load (the bench records both, with the load average).
  expect(opening.cpuMs).toBeLessThanOrEqual(1500);
  await settled(page);

  const typed = ' Book more jobs in every season, with calls from nearby home';
  const field = page.locator('#root_meta_description');
  await field.click();
  await field.press('Control+End');
  await recordKeyTimes(page, false);
  const form = await typeMeasured(page, typed);
  await expect(field).toHaveValue(new RegExp(`${typed}$`));
  console.log(
    `Form, key to text: median ${form.median.toFixed(1)} ms, worst ${form.worst.toFixed(1)} ms over ${form.times.length} keys; the busiest task used ${form.busiest.cpuMs.toFixed(1)} ms of CPU`,
  );
  await settled(page);

  const preview = page.frameLocator('iframe[title^="Page preview"]');
  const text = preview.locator('[data-block-index="150"] [data-studio-field]').first();
  await text.scrollIntoViewIfNeeded();
  await text.click();
  await expect(text).toHaveAttribute('data-studio-editing');
  await page.keyboard.press('Control+End');
  await recordKeyTimes(page, true);
  const inline = await typeMeasured(page, typed);
  await expect(text).toHaveText(new RegExp(`${typed}$`));
  console.log(
    `Preview, key to text: median ${inline.median.toFixed(1)} ms, worst ${inline.worst.toFixed(1)} ms over ${inline.times.length} keys; the busiest task used ${inline.busiest.cpuMs.toFixed(1)} ms of CPU`,
  );
  await page.keyboard.press('Enter');
  await settled(page);

  // A section dragged by mouse in the list of sections, from third place over about twenty places down (the list follows under the pointer).
  const list = page.locator('.studio-section-list li');
  const dragged = await dragMeasured(page, list.nth(2).locator('[data-drag-handle]'), 600);
  console.log(
    `Drag, a section in the list of sections: median frame ${dragged.median.toFixed(1)} ms (${(1000 / dragged.median).toFixed(0)} fps), worst frame ${dragged.worst.toFixed(1)} ms over ${dragged.frames.length} frames; the busiest task used ${dragged.busiest.cpuMs.toFixed(1)} ms of CPU`,
  );
  await expect(page.getByTestId('studio-moves-said')).toHaveText(/moved to position \d+ of 200\./);
  // The frames' intervals follow the machine's load; what the studio controls is each step's work: none
  // comes near the typing bound (the pick-up redrew all 200 rows of the list before, 47 ms under a profile).
  expect(dragged.busiest.cpuMs).toBeLessThanOrEqual(50);
  // What the studio controls whatever else the machine runs: no task of a key uses more than 50 ms of CPU, in either place.
  expect(form.busiest.cpuMs).toBeLessThanOrEqual(50);
  expect(inline.busiest.cpuMs).toBeLessThanOrEqual(50);
  await leaveEditedPage(page);
});

// Where a growth chart's line, ticks and labels go, in SVG units, for one drawing size. Kept apart from
// the component so the arithmetic is tested on its own.
import type { CaseStudyChart } from '../../generated/case-studies.ts';

export interface ChartSize {
  width: number;
  height: number;
  /** Text size in SVG units; each size is drawn so that this comes out at 12 to 14 CSS pixels. */
  font: number;
}

export const formatFigure = (value: number, unit?: string) => `${new Intl.NumberFormat('en-US').format(value)}${unit ?? ''}`;

/** The smallest round number (1, 2, 2.5 or 5 times a power of ten) times `steps` that is at least `max`. */
export function niceStep(max: number, steps: number): number {
  if (max <= 0) return 1;
  const raw = max / steps;
  const power = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 2.5, 5, 10].map((m) => m * power).find((step) => step >= raw)!;
}

const textWidth = (text: string, font: number) => text.length * font * 0.6;

export function chartGeometry(chart: CaseStudyChart, { width, height, font }: ChartSize) {
  const values = chart.points.map((p) => p.value);
  // Headroom above the highest figure, so its callout never leaves the drawing; of 3 to 5 gridlines, the
  // count whose round top wastes the least height.
  const highest = Math.max(...values) * 1.08;
  const { ticks, step } = [3, 4, 5]
    .map((count) => ({ ticks: count, step: niceStep(highest, count) }))
    .reduce((best, next) => (next.step * next.ticks < best.step * best.ticks ? next : best));
  const top = step * ticks;
  const tickLabels = Array.from({ length: ticks + 1 }, (_, i) => ({ value: i * step, text: formatFigure(i * step, chart.unit) }));
  const left = Math.ceil(Math.max(...tickLabels.map((t) => textWidth(t.text, font)))) + font;
  const plot = { left, right: width - font * 1.5, top: font * 2.6, bottom: height - font * 3.6 };
  const last = chart.points.length - 1;
  const x = (i: number) => plot.left + ((plot.right - plot.left) * i) / last;
  const y = (value: number) => plot.bottom - ((plot.bottom - plot.top) * value) / top;
  const points = chart.points.map((p, i) => ({ ...p, x: x(i), y: y(p.value) }));
  // Every n-th label along the bottom, as many as fit side by side; the last one always shows.
  const spacing = (plot.right - plot.left) / last;
  const every = Math.max(1, Math.ceil((Math.max(...chart.points.map((p) => textWidth(p.label, font))) + font) / spacing));
  const shownLabels = points.filter((_, i) => i === last || (i % every === 0 && last - i >= every));
  return {
    plot,
    points,
    shownLabels,
    ticks: tickLabels.map((t) => ({ ...t, y: y(t.value) })),
    line: points.map((p, i) => `${i ? 'L' : 'M'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' '),
    area: `M${points[0]!.x.toFixed(1)},${plot.bottom} ${points.map((p) => `L${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ')} L${points[last]!.x.toFixed(1)},${plot.bottom} Z`,
  };
}

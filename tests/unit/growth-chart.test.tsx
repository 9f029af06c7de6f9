// The case-study chart: its scale, which labels fit along the bottom, and what a screen reader gets.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { chartGeometry, niceStep } from '../../src/blocks/caseStudy/chart-geometry.ts';
import { GrowthChart } from '../../src/blocks/caseStudy/GrowthChart.tsx';
import type { CaseStudyChart } from '../../src/generated/case-studies.ts';
import { schemaDir } from '../../src/tooling/paths.ts';

const edTech: CaseStudyChart = {
  title: 'Weekly organic clicks over the ten months of work',
  measure: 'Weekly clicks',
  period: 'Month of the work',
  points: [414, 468, 590, 810, 1140, 1620, 2240, 3010, 4080, 5256].map((value, i) => ({
    label: `M${i + 1}`,
    value,
  })) as CaseStudyChart['points'],
};

describe('the chart scale', () => {
  it('rounds the top to 1, 2, 2.5 or 5 times a power of ten, with the fewest wasted units', () => {
    expect(niceStep(5676, 3)).toBe(2000);
    expect(niceStep(118, 4)).toBe(50);
    expect(niceStep(4406, 5)).toBe(1000);
    const { ticks } = chartGeometry(edTech, { width: 340, height: 250, font: 13 });
    expect(ticks.map((t) => t.text)).toEqual(['0', '2,000', '4,000', '6,000']);
  });

  it('puts the first and last figures at the ends of the plot, higher figures higher', () => {
    const { plot, points } = chartGeometry(edTech, { width: 340, height: 250, font: 13 });
    expect(points[0]!.x).toBe(plot.left);
    expect(points.at(-1)!.x).toBe(plot.right);
    for (let i = 1; i < points.length; i++) expect(points[i]!.y).toBeLessThan(points[i - 1]!.y);
    expect(points.at(-1)!.y).toBeGreaterThan(plot.top);
  });

  it('shows every label along the bottom where they fit, every other one on a phone, always the last', () => {
    expect(chartGeometry(edTech, { width: 760, height: 340, font: 14 }).shownLabels.map((p) => p.label)).toHaveLength(10);
    expect(chartGeometry(edTech, { width: 340, height: 250, font: 13 }).shownLabels.map((p) => p.label)).toEqual([
      'M1',
      'M3',
      'M5',
      'M7',
      'M10',
    ]);
  });
});

describe('the chart as HTML', () => {
  const html = renderToStaticMarkup(<GrowthChart chart={edTech} />);

  it('is a figure captioned with its title, drawn without script, the drawings hidden from screen readers', () => {
    expect(html).toMatch(/^<figure[^>]*><figcaption[^>]*>Weekly organic clicks over the ten months of work<\/figcaption>/);
    expect(html.match(/<svg [^>]*aria-hidden="true"/g)).toHaveLength(2);
    expect(html).not.toContain('<script');
    // The start and end figures are called out in each drawing.
    expect(html.match(/>414<\/text>/g)).toHaveLength(2);
    expect(html.match(/>5,256<\/text>/g)).toHaveLength(2);
  });

  it('gives screen readers every figure in a table headed by what it counts', () => {
    const table = html.slice(html.indexOf('<table'), html.indexOf('</table>'));
    expect(table).toContain('class="sr-only"');
    expect(table).toContain('<th scope="col">Month of the work</th><th scope="col">Weekly clicks</th>');
    expect(table.match(/<tr><th scope="row">M\d+<\/th><td>[\d,]+<\/td><\/tr>/g)).toHaveLength(10);
    expect(table).toContain('<th scope="row">M10</th><td>5,256</td>');
  });
});

describe('the largest figures the schema takes', () => {
  const largest = (value: number): CaseStudyChart => ({
    ...edTech,
    points: edTech.points.map((p, i) => ({ ...p, value: i ? value : 0 })) as CaseStudyChart['points'],
  });

  it('draws a billion inside its canvas, with finite coordinates and labels in full', () => {
    for (const size of [
      { width: 340, height: 250, font: 13 },
      { width: 760, height: 340, font: 14 },
    ]) {
      const { plot, points, ticks, line } = chartGeometry(largest(1_000_000_000), size);
      expect(line).not.toMatch(/NaN|Infinity/);
      expect(plot.left).toBeLessThan(size.width / 2);
      for (const p of points) {
        expect(p.x).toBeGreaterThanOrEqual(plot.left);
        expect(p.y).toBeGreaterThanOrEqual(plot.top);
      }
      expect(ticks.at(-1)!.text).toMatch(/^[\d,]+$/);
    }
  });

  it('is what the schema allows: a figure over a billion, or an endless one, is refused', async () => {
    const { Ajv2020 } = await import('ajv/dist/2020.js');
    const schema = JSON.parse(readFileSync(path.join(schemaDir, 'case-studies.schema.json'), 'utf8'));
    const value = schema.$defs.study.properties.chart.properties.points.items.properties.value;
    const check = new Ajv2020({ strict: false }).compile(value);
    expect(check(1_000_000_000)).toBe(true);
    expect(check(1_000_000_001)).toBe(false);
    expect(check(1.7e308)).toBe(false);
  });
});

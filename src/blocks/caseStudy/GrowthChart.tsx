import type { CaseStudyChart } from '../../generated/case-studies.ts';
import { chartGeometry, formatFigure, type ChartSize } from './chart-geometry.ts';

// Drawn twice, each at the size it is shown at, so the text stays 12 to 14 px on a 375 px phone and on a wide screen alike.
const phone: ChartSize = { width: 340, height: 250, font: 13 };
const wide: ChartSize = { width: 760, height: 340, font: 14 };

/**
 * A case study's figures over time as a line chart, drawn at build time (no script), with the first and
 * last figures called out. Screen readers get the same figures as a table instead of the drawing.
 */
export function GrowthChart({ chart }: { chart: CaseStudyChart }) {
  return (
    <figure className="mt-10 max-w-3xl rounded-2xl bg-white p-4 ring-1 ring-ink-200 sm:p-6">
      <figcaption className="text-lg font-semibold text-ink-900">{chart.title}</figcaption>
      <ChartDrawing chart={chart} size={phone} className="mt-4 h-auto w-full sm:hidden" />
      <ChartDrawing chart={chart} size={wide} className="mt-4 hidden h-auto w-full sm:block" />
      <table className="sr-only">
        <thead>
          <tr>
            <th scope="col">{chart.period}</th>
            <th scope="col">{chart.measure}</th>
          </tr>
        </thead>
        <tbody>
          {chart.points.map((point) => (
            <tr key={point.label}>
              <th scope="row">{point.label}</th>
              <td>{formatFigure(point.value, chart.unit)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

function ChartDrawing({ chart, size, className }: { chart: CaseStudyChart; size: ChartSize; className: string }) {
  const { plot, points, shownLabels, ticks, line, area } = chartGeometry(chart, size);
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const { font } = size;
  return (
    <svg viewBox={`0 0 ${size.width} ${size.height}`} className={className} aria-hidden="true" fontSize={font}>
      <text x={0} y={font} className="fill-ink-600 font-semibold">
        {chart.measure}
      </text>
      {ticks.map((tick) => (
        <g key={tick.value}>
          <line x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} className="stroke-ink-200" />
          <text x={plot.left - font / 2} y={tick.y + font / 3} textAnchor="end" className="fill-ink-600">
            {tick.text}
          </text>
        </g>
      ))}
      {shownLabels.map((point) => (
        <text key={point.label} x={point.x} y={plot.bottom + font * 1.4} textAnchor="middle" className="fill-ink-600">
          {point.label}
        </text>
      ))}
      <text x={(plot.left + plot.right) / 2} y={size.height - font / 3} textAnchor="middle" className="fill-ink-600 font-semibold">
        {chart.period}
      </text>
      <path d={area} className="fill-brand-100" />
      <path d={line} fill="none" strokeWidth={3} strokeLinejoin="round" strokeLinecap="round" className="stroke-brand-700" />
      {[first, last].map((point) => (
        <circle key={point.label} cx={point.x} cy={point.y} r={5} strokeWidth={2.5} className="fill-white stroke-brand-700" />
      ))}
      <text x={first.x + font * 0.4} y={first.y - font * 0.9} className="fill-ink-900 font-bold" fontSize={font * 1.15}>
        {formatFigure(first.value, chart.unit)}
      </text>
      <text x={last.x - font * 0.8} y={last.y - font * 0.9} textAnchor="end" className="fill-brand-800 font-bold" fontSize={font * 1.3}>
        {formatFigure(last.value, chart.unit)}
      </text>
    </svg>
  );
}

// A small drawing of each kind of section for the "Add section" picker: its shape at a glance (a headline
// and button, a row of cards, a list of questions), drawn with a few boxes and lines, not a screenshot.
import type { ReactNode } from 'react';
import type { Block } from '../../../generated/page.ts';

/** A line of text: thick for a headline, thin for a sentence. */
const line = (x: number, y: number, w: number, heavy = false) => (
  <rect key={`l${x}-${y}`} x={x} y={y} width={w} height={heavy ? 4 : 2} rx={1} className={heavy ? 'sk-ink' : 'sk-soft'} />
);
/** A box: a card, a picture, a field. */
const box = (x: number, y: number, w: number, h: number, filled = false) => (
  <rect key={`b${x}-${y}`} x={x} y={y} width={w} height={h} rx={2} className={filled ? 'sk-accent' : 'sk-box'} />
);
const dot = (x: number, y: number, r = 2) => <circle key={`d${x}-${y}`} cx={x} cy={y} r={r} className="sk-accent" />;
const row = (n: number, draw: (x: number, w: number) => ReactNode[], gap = 3, from = 4, width = 56) => {
  const w = (width - gap * (n - 1)) / n;
  return Array.from({ length: n }, (_, i) => draw(from + i * (w + gap), w)).flat();
};

/** A kind of section an editor can add: every block type a page file may hold. */
export type SectionType = Block['type'];

// Typed by the page schema's block types, so a new block type does not type-check until it has its drawing.
const drawings: Record<SectionType, () => ReactNode[]> = {
  hero: () => [line(16, 6, 32, true), line(10, 13, 44, true), line(14, 21, 36), box(24, 28, 16, 6, true)],
  benefits: () => [line(18, 4, 28, true), ...[12, 20, 28].flatMap((y) => [dot(10, y + 1), line(15, y, 38)])],
  process: () => [line(18, 4, 28, true), ...row(3, (x, w) => [dot(x + 4, 16, 3), line(x, 23, w, true), line(x, 28, w - 2)])],
  pricing: () => [
    line(18, 3, 28, true),
    ...row(3, (x, w) => [box(x, 9, w, 28), line(x + 3, 13, w - 6, true), line(x + 3, 20, w - 8), box(x + 3, 30, w - 6, 4, true)]),
  ],
  faq: () => [line(18, 3, 28, true), ...[10, 18, 26, 34].flatMap((y) => [box(6, y, 52, 6), line(9, y + 2, 30)])],
  form: () => [line(18, 3, 28, true), box(12, 10, 40, 5), box(12, 17, 40, 5), box(12, 24, 40, 5), box(20, 32, 24, 5, true)],
  cta: () => [box(4, 6, 56, 28), line(14, 11, 36, true), line(18, 18, 28), box(24, 25, 16, 5, true)],
  richText: () => [line(6, 5, 30, true), line(6, 12, 52), line(6, 17, 50), line(6, 22, 52), line(6, 27, 40), line(6, 32, 48)],
  cards: () => [...row(3, (x, w) => [box(x, 6, w, 28), dot(x + 5, 12), line(x + 3, 19, w - 6, true), line(x + 3, 26, w - 8)])],
  logos: () => [...row(4, (x, w) => [box(x, 16, w, 8)])],
  resultsTabs: () => [
    line(18, 3, 28, true),
    ...row(3, (x, w) => [box(x, 9, w, 5, x < 10)]),
    box(4, 17, 56, 19),
    line(8, 21, 18, true),
    line(8, 28, 40),
  ],
  testimonials: () => [
    line(18, 3, 28, true),
    box(10, 10, 44, 22),
    line(14, 15, 36),
    line(14, 20, 32),
    dot(18, 27),
    line(23, 26, 16),
    dot(28, 36, 1.5),
    dot(32, 36, 1.5),
    dot(36, 36, 1.5),
  ],
  checklist: () => [line(6, 4, 24, true), ...[11, 17, 23, 29, 35].flatMap((y) => [box(6, y - 1, 4, 4), line(13, y, 40)])],
  table: () => [box(4, 5, 56, 30), line(4, 12, 56), line(4, 19, 56), line(4, 26, 56), box(22, 5, 1, 30), box(41, 5, 1, 30)],
  countdown: () => [box(4, 10, 56, 20, true), ...row(4, (x, w) => [box(x + 2, 14, w - 4, 12)], 3, 6, 52)],
  agenda: () => [line(6, 4, 24, true), ...[11, 18, 25, 32].flatMap((y) => [line(6, y, 8, true), line(18, y, 36)])],
  bonuses: () => [
    line(18, 3, 28, true),
    ...row(2, (x, w) => [box(x, 9, w, 18), line(x + 3, 14, w - 6, true), line(x + 3, 21, w - 10)]),
    box(4, 31, 56, 4),
    box(4, 31, 34, 4, true),
  ],
  pageIndex: () => [
    ...row(3, (x, w) => [box(x, 4, w, 14), line(x + 2, 10, w - 4)]),
    ...row(3, (x, w) => [box(x, 22, w, 14), line(x + 2, 28, w - 4)]),
  ],
  caseStudies: () => [...row(2, (x, w) => [box(x, 4, w, 16, true), line(x, 24, w, true), line(x, 31, w - 6)])],
};

export function Sketch({ type }: { type: string }) {
  // Never a stand-in drawing: the picker's kinds come from the schema the block types are generated from.
  const draw = Object.hasOwn(drawings, type) ? drawings[type as SectionType] : undefined;
  if (!draw) throw new Error(`No drawing for the section kind "${type}": add one to src/studio/app/sections/sketches.tsx.`);
  return (
    <svg className="studio-sketch" viewBox="0 0 64 40" width="96" height="60" aria-hidden="true" focusable="false">
      <rect width="64" height="40" rx="3" className="sk-page" />
      {draw()}
    </svg>
  );
}

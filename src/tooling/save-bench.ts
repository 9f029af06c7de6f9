// What a save writes over a page that gained many sections (formatLike, both studios): a real page with
// 100, 400 and 520 generated sections added in the middle (the last about 850 KB), each the median of 5 runs.
// The time grows as the page does; before formatLike was made one pass, 100 sections took seconds and 520
// minutes. Alone: tsx src/tooling/save-bench.ts
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { formatLike } from '../studio/shared/format-like.ts';
import { defaultPagesDir } from './paths.ts';

export interface SaveFigure {
  added: number;
  kb: number;
  medianMs: number;
}

export function measureSave(counts = [100, 400, 520], runs = 5): SaveFigure[] {
  const text = readFileSync(path.join(defaultPagesDir, 'services', 'ai-seo-services.json'), 'utf8');
  const page = JSON.parse(text) as { blocks: object[] };
  return counts.map((added) => {
    const blocks = [...page.blocks];
    for (let i = 0; i < added; i++)
      blocks.splice(1 + (i % blocks.length), 0, { ...page.blocks[i % page.blocks.length]!, id: `added-${i}` });
    const edited = { ...page, blocks };
    const times: number[] = [];
    let written = '';
    for (let i = 0; i < runs + 1; i++) {
      const started = performance.now();
      written = formatLike(text, edited);
      if (i) times.push(performance.now() - started);
    }
    const medianMs = Math.round(times.sort((a, b) => a - b)[Math.floor(runs / 2)]! * 10) / 10;
    return { added, kb: Math.round(Buffer.byteLength(written) / 1024), medianMs };
  });
}

export const describeSave = (figures: SaveFigure[]) =>
  `A save of a page that gained many sections (formatLike, median of 5):\n${figures
    .map((f) => `  ${f.added} sections added, ${f.kb} KB: ${f.medianMs} ms`)
    .join('\n')}`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(describeSave(measureSave()));

// What a save writes over a page file (formatLike), against the rule it had before it was made linear:
// the same text for the edits an editor makes, on every real page, and a time that grows with the page's
// size, not with the size times the number of sections added.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { applyEdits, modify, type JSONPath, type ModificationOptions } from 'jsonc-parser';
import { describe, expect, it } from 'vitest';
import { formatLike } from '../../src/studio/shared/format-like.ts';
import { root } from '../../src/tooling/paths.ts';

/** The earlier formatLike, change by change over the whole text: the reference for what a save writes. */
function formatLikeBefore(original: string | undefined, edited: unknown): string {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const isObject = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === 'object' && !Array.isArray(v);
  const formatting = { formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' } };
  const clean = JSON.parse(JSON.stringify(edited)) as unknown;
  let text = original?.replace(/^\uFEFF/, '');
  let before: unknown;
  try {
    before = text === undefined ? undefined : JSON.parse(text);
  } catch {
    text = undefined;
  }
  if (text === undefined) return `${JSON.stringify(clean, null, 2)}\n`;
  const apply = (path: JSONPath, value: unknown, options: Partial<ModificationOptions> = {}) => {
    text = applyEdits(text!, modify(text!, path, value, { ...formatting, ...options }));
  };
  const update = (was: unknown, now: unknown, path: JSONPath) => {
    if (same(was, now)) return;
    if (isObject(was) && isObject(now)) {
      for (const key of Object.keys(was)) if (!(key in now)) apply([...path, key], undefined);
      for (const [key, value] of Object.entries(now)) {
        if (key in was) update(was[key], value, [...path, key]);
        else apply([...path, key], value);
      }
    } else if (Array.isArray(was) && Array.isArray(now) && was.length === now.length) {
      now.forEach((value, i) => update(was[i], value, [...path, i]));
    } else if (Array.isArray(was) && Array.isArray(now) && now.length > was.length && was.every((v, i) => same(v, now[i]))) {
      for (let i = was.length; i < now.length; i++) apply([...path, i], now[i], { isArrayInsertion: true });
    } else {
      apply(path, now);
    }
  };
  update(before, clean, []);
  return text.endsWith('\n') ? text : `${text}\n`;
}

/** A seeded generator (mulberry32): the same edits on every run. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, below: (n: number) => Math.floor(next() * n), pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]! };
}

const pagesDir = path.join(root, 'pages');
const pageFiles = readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.json'))
  .sort();
const read = (file: string) => readFileSync(path.join(pagesDir, file), 'utf8');

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Rand = ReturnType<typeof random>;

/** Every place inside a value, as the path from it to that place. */
function places(value: Json, at: Array<string | number> = [], found: Array<Array<string | number>> = []) {
  found.push(at);
  if (Array.isArray(value)) value.forEach((v, i) => places(v, [...at, i], found));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) places(v, [...at, k], found);
  return found;
}
const get = (value: Json, at: Array<string | number>) => at.reduce<Json>((v, k) => (v as Record<string, Json>)[k]!, value);

/** A page's sections, or (the site file, the case studies) its longest list. */
const sections = (page: Json): Json[] =>
  places(page)
    .map((at) => get(page, at))
    .filter((v): v is Json[] => Array.isArray(v))
    .sort((a, b) => b.length - a.length)[0] ?? [];

/** The edits an editor makes, one at a time, on a copy of the page. */
const edits: Record<string, (page: Json, rand: Rand) => void> = {
  'a text changed': (page, rand) => {
    const texts = places(page).filter((at) => at.length && typeof get(page, at) === 'string');
    if (!texts.length) return;
    const at = rand.pick(texts);
    const parent = get(page, at.slice(0, -1)) as Record<string | number, Json>;
    parent[at.at(-1)!] = `${get(page, at) as string} edited ${rand.below(1000)}`;
  },
  'a number or a switch changed': (page, rand) => {
    const all = places(page).filter((p) => p.length);
    if (!all.length) return;
    const at = rand.pick(all);
    const parent = get(page, at.slice(0, -1)) as Record<string | number, Json>;
    parent[at.at(-1)!] = rand.pick([true, false, 7, 0, null]);
  },
  'a key removed': (page, rand) => {
    const owners = places(page).filter((at) => {
      const v = get(page, at);
      return v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length > 0;
    });
    if (!owners.length) return;
    const owner = get(page, rand.pick(owners)) as Record<string, Json>;
    delete owner[rand.pick(Object.keys(owner))];
  },
  'a key added': (page, rand) => {
    const owners = places(page).filter((at) => {
      const v = get(page, at);
      return v && typeof v === 'object' && !Array.isArray(v);
    });
    if (!owners.length) return;
    const owner = get(page, rand.pick(owners)) as Record<string, Json>;
    owner[`added${rand.below(100)}`] = rand.pick<Json>(['new', { title: 'T', items: [1, 2] }, [], {}, 3]);
  },
  'a section added at the end': (page, rand) => {
    const blocks = sections(page);
    if (!blocks.length) return;
    blocks.push(structuredClone(rand.pick(blocks)));
  },
  'sections added at the end': (page, rand) => {
    const blocks = sections(page);
    if (!blocks.length) return;
    for (let n = 1 + rand.below(6); n > 0; n--) blocks.push(structuredClone(rand.pick(blocks)));
  },
  'a section inserted in the middle': (page, rand) => {
    const blocks = sections(page);
    if (!blocks.length) return;
    blocks.splice(rand.below(blocks.length), 0, structuredClone(rand.pick(blocks)));
  },
  'a section removed': (page, rand) => {
    const blocks = sections(page);
    if (!blocks.length) return;
    blocks.splice(rand.below(blocks.length), 1);
  },
  'two sections swapped': (page, rand) => {
    const blocks = sections(page);
    if (!blocks.length) return;
    const [i, j] = [rand.below(blocks.length), rand.below(blocks.length)];
    [blocks[i], blocks[j]] = [blocks[j]!, blocks[i]!];
  },
  'an item added to a list': (page, rand) => {
    const lists = places(page).filter((at) => Array.isArray(get(page, at)) && (get(page, at) as Json[]).length > 0);
    if (!lists.length) return;
    const list = get(page, rand.pick(lists)) as Json[];
    list.push(structuredClone(rand.pick(list)));
  },
  'a list emptied and refilled': (page, rand) => {
    const owners = places(page).filter((at) => {
      const v = get(page, at);
      return v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length > 0;
    });
    if (!owners.length) return;
    const owner = get(page, rand.pick(owners)) as Record<string, Json>;
    for (const key of Object.keys(owner)) delete owner[key];
    owner.fresh = 'value';
  },
};

describe('what a save writes over a page file', () => {
  it.each(Object.keys(edits))('%s: the same text as before, on every real page', (kind) => {
    const rand = random(kind.length * 7919);
    for (const file of pageFiles) {
      const text = read(file);
      for (let run = 0; run < 4; run++) {
        const page = JSON.parse(text) as Json;
        edits[kind]!(page, rand);
        expect(formatLike(text, page), `${file}, run ${run}`).toBe(formatLikeBefore(text, page));
      }
    }
  });

  it('several edits at once, a new file, a byte order mark, no final newline and Windows line ends', () => {
    const rand = random(44);
    const kinds = Object.keys(edits);
    for (const file of pageFiles) {
      const text = read(file);
      const variants = [text, `\uFEFF${text}`, text.trimEnd(), text.replace(/\n/g, '\r\n')];
      for (const variant of variants) {
        const page = JSON.parse(text) as Json;
        for (let n = 1 + rand.below(4); n > 0; n--) edits[rand.pick(kinds)]!(page, rand);
        expect(formatLike(variant, page), file).toBe(formatLikeBefore(variant, page));
      }
      expect(formatLike(undefined, JSON.parse(text))).toBe(formatLikeBefore(undefined, JSON.parse(text)));
      expect(formatLike('not json', JSON.parse(text))).toBe(formatLikeBefore('not json', JSON.parse(text)));
    }
  });
});

describe('how long a save of a page that gained many sections takes', () => {
  const text = read('services/ai-seo-services.json');
  const page = JSON.parse(text) as { blocks: unknown[] };
  const grown = (added: number) => {
    const blocks = [...page.blocks];
    for (let i = 0; i < added; i++) blocks.splice(1 + (i % blocks.length), 0, structuredClone(page.blocks[i % page.blocks.length]));
    return { ...page, blocks: blocks.map((block, i) => ({ ...(block as object), id: `section-${i}` })) };
  };
  /**
   * The fastest of `runs` saves, in ms. What else the machine does (the other test worker) only ever adds
   * time, so the fastest run is the one closest to the save's own cost; a median moved with the load.
   */
  const fastest = (edited: unknown, runs = 9) => {
    let best = Infinity;
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      formatLike(text, edited);
      best = Math.min(best, performance.now() - started);
    }
    return best;
  };

  it('grows with the page, not with its size times the sections added (400 added: about the time of 100 times the size)', () => {
    const [small, large] = [grown(100), grown(400)];
    // Warm up on both sizes, so neither is timed while it is still being compiled.
    fastest(small, 3);
    fastest(large, 3);
    const [smallMs, largeMs] = [fastest(small), fastest(large)];
    const sizes = JSON.stringify(large).length / JSON.stringify(small).length;
    expect(sizes).toBeGreaterThan(3);
    // Linear: the time grows as the size does; twice that leaves room for a busy machine and still fails
    // the function before, which grew 14 times for these 3.7 times the size.
    expect(largeMs / smallMs).toBeLessThanOrEqual(sizes * 2);
  });
});

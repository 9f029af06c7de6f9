// Careless edits of every real page file, made at random with a fixed seed (so a failure repeats): keys
// deleted, values of the wrong type, huge texts, deep nesting, control and invisible characters, keys
// written twice, cut-off files and invalid UTF-8. Validation must answer each with problems an editor can
// act on (a file and a line for every one), never a stack trace, and none taking ten times as long as the usual case (a file under 1 MB).
// Most runs are in the process, over the real pages with one file's text replaced; a sample runs
// `npm run validate` itself for its exit code and what it prints.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { folderSource, listPageFiles, loadContentAndForms, nodeCore } from '../../src/tooling/content/index.ts';
import { pagesLeftOut } from '../../src/tooling/content/to-build.ts';
import { overlaySource } from '../../src/core/content/load.ts';
import { JsonSource } from '../../src/core/json-source.ts';
import { toPointer } from '../../src/core/json-pointer.ts';
import { fingerprint } from '../../src/studio/local/server/files.ts';
import { defaultPagesDir, displayPath, publicDir, root } from '../../src/tooling/paths.ts';
import { studioAnswer } from './helpers.ts';

/** A small, fast generator with a fixed seed (mulberry32): the same mutations on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n: number) => Math.floor(next() * n), pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]! };
}
type Random = ReturnType<typeof random>;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
/** Every object or array in a value, with how to replace one of its entries. */
function containers(value: Json): (Json[] | { [key: string]: Json })[] {
  const found: (Json[] | { [key: string]: Json })[] = [];
  const walk = (node: Json) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node) ? node.length : Object.keys(node).length) found.push(node);
    for (const child of Object.values(node)) walk(child);
  };
  walk(value);
  return found;
}

const hidden = ['\u0000', '\u202E', '\u200B', '\uFEFF', '\uD800', '\u0085', '\u2028', '\u0007'];
const wrongTypes: Json[] = [5, -1, 1.7e308, true, null, 'text', [], {}, [1, 2], { a: 1 }];

/** One careless edit of a page file's text, and what kind it was. */
function mutate(text: string, rng: Random): { kind: string; text: string } {
  const data = JSON.parse(text) as Json;
  const places = containers(data);
  const place = rng.pick(places);
  const keys = Array.isArray(place) ? place.map((_, i) => i) : Object.keys(place);
  const key = rng.pick(keys as (string | number)[]);
  const set = (value: Json) => ((place as Record<string, Json>)[key] = value);
  const kind = rng.pick(['delete', 'type', 'huge', 'deep', 'hidden', 'twice', 'cut', 'garble'] as const);
  switch (kind) {
    case 'delete':
      if (Array.isArray(place)) place.splice(key as number, 1);
      else delete place[key as string];
      return { kind, text: JSON.stringify(data, null, 2) };
    case 'type':
      set(rng.pick(wrongTypes));
      return { kind, text: JSON.stringify(data, null, 2) };
    case 'huge':
      set('x'.repeat(10_000 + rng.int(400_000)));
      return { kind, text: JSON.stringify(data, null, 2) };
    case 'deep': {
      const depth = 60 + rng.int(20_000);
      const marker = '"__deep__"';
      set('__deep__');
      return { kind, text: JSON.stringify(data, null, 2).replace(marker, `${'['.repeat(depth)}1${']'.repeat(depth)}`) };
    }
    case 'hidden': {
      const strings = containers(data).flatMap((node) =>
        Object.entries(node).flatMap(([k, v]) => (typeof v === 'string' ? [[node, k] as const] : [])),
      );
      const [node, k] = rng.pick(strings);
      const value = (node as Record<string, string>)[k]!;
      const at = rng.int(value.length + 1);
      (node as Record<string, Json>)[k] = value.slice(0, at) + rng.pick(hidden) + value.slice(at);
      return { kind, text: JSON.stringify(data, null, 2) };
    }
    case 'twice': {
      const objects = [...JSON.stringify(data, null, 2).matchAll(/\{\n(\s*)("[^"\n]+": [^\n]*?),?\n/g)];
      const out = JSON.stringify(data, null, 2);
      if (!objects.length) return { kind, text: out };
      const chosen = rng.pick(objects);
      const at = chosen.index! + chosen[0].length;
      return { kind, text: `${out.slice(0, at)}${chosen[1]}${chosen[2]!.replace(/,$/, '')},\n${out.slice(at)}` };
    }
    case 'cut':
      return { kind, text: text.slice(0, rng.int(text.length)) };
    case 'garble': {
      const at = rng.int(text.length);
      return { kind, text: text.slice(0, at) + rng.pick(['"', '{', ']', ',', ':', '\\', '\n', 'é', '\u0000']) + text.slice(at + 1) };
    }
  }
}

const files = listPageFiles(defaultPagesDir);
const base = folderSource(defaultPagesDir);
const rounds = 8;

describe(`${files.length} real page files, each edited carelessly ${rounds} times (seed 20261125)`, () => {
  const rng = random(20261125);
  const cases = files.flatMap((file) =>
    Array.from({ length: rounds }, () => ({ file, ...mutate(readFileSync(file, 'utf8'), rng) })).filter(
      ({ text }) => Buffer.byteLength(text) < 1024 * 1024,
    ),
  );

  it('gives a problem an editor can act on for each, with its file and line, none taking ten times the usual, and never throws', () => {
    // "Too slow" is measured in this run, on this machine as loaded now: a case taking more than ten times the
    // median case (and over 250 ms) shows a check that blows up on a careless edit (a regular expression that
    // backtracks, a walk that repeats), whatever the machine's speed.
    const load = (file: string, text: string) =>
      loadContentAndForms({ pagesDir: defaultPagesDir, publicDir, source: overlaySource(base, new Map([[file, text]])) });
    const timed = (run: () => unknown) => {
      const started = performance.now();
      run();
      return performance.now() - started;
    };
    const kinds = new Map<string, number>();
    const times: { ms: number; name: string }[] = [];
    const unplaced: string[] = [];
    for (const { file, kind, text } of cases) {
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
      const started = performance.now();
      const { problems } = load(file, text);
      const ms = performance.now() - started;
      const name = `${path.relative(defaultPagesDir, file)} (${kind}, ${text.length.toLocaleString('en-US')} characters)`;
      times.push({ ms, name });
      // What no editor sees is still found: a hidden character, or a key written twice.
      if (
        (kind === 'hidden' || (kind === 'twice' && text !== JSON.stringify(JSON.parse(readFileSync(file, 'utf8')), null, 2))) &&
        !problems.length
      )
        unplaced.push(`${name}: no problem reported`);
      for (const problem of problems) {
        if (!problem.file || !(problem.line >= 1) || !(problem.col >= 1) || !problem.message || problem.message.length > 2000)
          unplaced.push(`${name}: ${JSON.stringify(problem).slice(0, 300)}`);
      }
    }
    const median = times.map((t) => t.ms).sort((a, b) => a - b)[times.length >> 1]!;
    const limit = Math.max(10 * median, 250);
    // A case over the limit is timed once more: the first check of some kinds of breakage compiles what it
    // needs (a validator, a list of suggestions) once for all; a check that blows up is slow both times.
    const slow = times
      .map((t, i) => ({ ...t, again: t.ms > limit ? timed(() => load(cases[i]!.file, cases[i]!.text)) : 0 }))
      .filter((t) => t.again > limit)
      .map((t) => `${t.name}: ${Math.round(t.ms)} ms, then ${Math.round(t.again)} ms (median ${Math.round(median)} ms)`);
    expect(cases.length).toBeGreaterThan(250);
    expect(kinds.size).toBe(8);
    expect(unplaced).toEqual([]);
    expect(slow).toEqual([]);
  }, 300_000);

  it('npm run validate exits 0 or 1 for a sample of them, invalid UTF-8 included, and prints no stack trace', () => {
    const copy = mkdtempSync(path.join(tmpdir(), 'fuzz-pages-'));
    cpSync(defaultPagesDir, copy, { recursive: true });
    const sample = [...new Map(cases.map((c) => [c.kind, c])).values()];
    const utf8 = Buffer.from(readFileSync(files[0]!, 'utf8'));
    const broken = Buffer.concat([utf8.subarray(0, 40), Buffer.from([0xc3, 0x28, 0xff]), utf8.subarray(40)]);
    for (const { file, kind, bytes } of [
      ...sample.map((c) => ({ ...c, bytes: Buffer.from(c.text) })),
      { file: files[0]!, kind: 'invalid UTF-8', bytes: broken },
    ]) {
      const target = path.join(copy, path.relative(defaultPagesDir, file));
      const good = readFileSync(target);
      writeFileSync(target, bytes);
      const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'validate.ts')], {
        cwd: root,
        env: { ...process.env, PAGES_DIR: copy, NO_COLOR: '1', GITHUB_ACTIONS: '', GITHUB_STEP_SUMMARY: '' },
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      });
      writeFileSync(target, good);
      const output = `${run.stdout}${run.stderr}`;
      expect([0, 1], `${kind}: exit ${run.status}\n${output.slice(-2000)}`).toContain(run.status);
      expect(output, kind).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
      expect(output, kind).toMatch(/(problems? found|are valid) /);
    }
  }, 300_000);
});

/** Every text value in a page, with its path. */
function texts(value: Json, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [at];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => texts(child, [...at, Array.isArray(value) ? Number(key) : key]));
}

function setAt(data: Json, at: (string | number)[], value: Json): void {
  let node = data as Record<string | number, Json>;
  for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, Json>;
  node[at.at(-1)!] = value;
}

/** A section type that names no section: no text at all, or a text that is no type (unknown, or differing by case). */
const notTypes: Json[] = [
  null,
  -1,
  0,
  3,
  2.5,
  1e21,
  true,
  false,
  {},
  { type: 'hero' },
  [],
  ['hero'],
  'Hero',
  'HERO',
  'richtext',
  'FAQ',
  'heroes',
  '',
  ' hero',
];
/** Texts of blanks only: every kind of space, line break and zero-width character an editor may paste. */
const blankTexts = [
  ' ',
  '     ',
  '\t',
  '\n',
  '\r\n',
  '\u00A0',
  '\u2007',
  '\u202F',
  '\u3000',
  '\u2003',
  '\u200B',
  '\uFEFF',
  ' \u00A0\t\n\u3000',
];

describe('section types that are no type, and required texts of blanks only, in real page files (seed 20261126)', () => {
  const rng = random(20261126);
  const originals = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
  const shown = (file: string) => path.relative(defaultPagesDir, file);
  // The studio's save runs over a copy of the pages, so a save that went through changes nothing real.
  const copy = mkdtempSync(path.join(tmpdir(), 'fuzz-saves-'));
  const savedEnv = process.env.PAGES_DIR;
  beforeAll(() => {
    cpSync(defaultPagesDir, copy, { recursive: true });
    process.env.PAGES_DIR = copy;
  });
  afterAll(() => {
    if (savedEnv === undefined) delete process.env.PAGES_DIR;
    else process.env.PAGES_DIR = savedEnv;
  });

  const cases: { name: string; file: string; at: (string | number)[]; data: Json; blank: boolean }[] = [];
  for (const value of notTypes) {
    const file = rng.pick(files);
    const data = JSON.parse(originals.get(file)!) as { blocks: Json[] } & Json;
    const at = ['blocks', rng.int(data.blocks.length), 'type'];
    setAt(data, at, value);
    cases.push({ name: `${shown(file)} ${toPointer(at)} = ${JSON.stringify(value)}`, file, at, data, blank: false });
  }
  // Three places for each blank, each a text the schema requires words in.
  const validatePage = nodeCore.host.quickValidators().validatePage;
  for (const blank of blankTexts) {
    for (let n = 0; n < 3; n++) {
      const file = rng.pick(files);
      const original = JSON.parse(originals.get(file)!) as Json;
      // Free text that must not be empty: refused empty, taken with words (a choice from a list, an address
      // or a name with a pattern of its own is refused blank with its own message).
      const accepts = (at: (string | number)[], value: string) => {
        const changed = structuredClone(original);
        setAt(changed, at, value);
        return validatePage(changed);
      };
      const required = texts(original).filter(
        (at) => !accepts(at, '') && (accepts(at, 'Words') || accepts(at, 'Plain words written here by an editor')),
      );
      const at = rng.pick(required);
      const data = structuredClone(original);
      setAt(data, at, blank);
      cases.push({ name: `${shown(file)} ${toPointer(at)} = ${JSON.stringify(blank)}`, file, at, data, blank: true });
    }
  }

  it('each fails validation with a problem on its line, and no page disappears: each file is built or named', () => {
    const wrong: string[] = [];
    for (const { name, file, at, data, blank } of cases) {
      const text = `${JSON.stringify(data, null, 2)}\n`;
      const content = loadContentAndForms({ pagesDir: defaultPagesDir, publicDir, source: overlaySource(base, new Map([[file, text]])) });
      const pointer = toPointer(at);
      const { line } = new JsonSource(text).locate(pointer);
      const here = content.problems.filter((p) => p.file === displayPath(file) && p.pointer === pointer && p.line === line);
      const said = blank ? /is blank: write some words in it/ : /is not a block type|A block type must be one of the known types/;
      if (!here.some((p) => said.test(p.message))) wrong.push(`${name}: ${JSON.stringify(content.problems).slice(0, 400)}`);
      const leftOut = pagesLeftOut(files, content, displayPath);
      if (leftOut.length) wrong.push(`${name}: left out without a word: ${leftOut.map(shown).join(', ')}`);
      if (content.routes.length !== files.length - 1) wrong.push(`${name}: ${content.routes.length} pages built of ${files.length}`);
    }
    expect(cases.length).toBe(notTypes.length + 3 * blankTexts.length);
    expect(wrong).toEqual([]);
  }, 120_000);

  it("each is refused by the studio's save, with the problem on its field, and nothing is written", async () => {
    const wrong: string[] = [];
    for (const { name, file, at, data } of cases) {
      const target = path.join(copy, path.relative(defaultPagesDir, file));
      const before = readFileSync(target, 'utf8');
      const body = JSON.stringify({ file: path.relative(copy, target).split(path.sep).join('/'), data, base: fingerprint(before) });
      const answer = await studioAnswer<{ problems?: { pointer: string; message: string }[]; error?: string }>(
        Object.assign(
          (async function* () {
            yield Buffer.from(body);
          })(),
          {
            url: '/_editor/api/save',
            method: 'POST',
            headers: { host: '127.0.0.1:5173', origin: 'http://127.0.0.1:5173', 'content-type': 'application/json' },
            socket: { localPort: 5173 },
          },
        ),
      );
      if (answer.status !== 422) wrong.push(`${name}: saved with status ${answer.status}`);
      if (!answer.body.problems?.some((p) => p.pointer === toPointer(at)))
        wrong.push(`${name}: ${JSON.stringify(answer.body).slice(0, 300)}`);
      if (readFileSync(target, 'utf8') !== before) wrong.push(`${name}: the file was changed`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});

// Values an editor could get absurdly wrong, which a visitor would see: numbers and texts have limits in
// the schemas, page files must be UTF-8, and a page's HTML has a budget uncompressed as well as gzipped.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { budgetFailures, budgets, type BuildWeights } from '../../src/tooling/budgets.ts';
import { loadContentAndForms } from '../../src/tooling/content/index.ts';
import { publicDir, schemaDir } from '../../src/tooling/paths.ts';
import { decodeUtf8, InvalidUtf8Error } from '../../src/core/utf8.ts';
import { fixturePage, problemsFor, writePages } from './helpers.ts';

/** A valid page with one more block (as JSON text) after its hero. */
const withBlock = (block: string) => fixturePage('limits').replace(/(\{\s*"type": "hero",[^}]*\})/, `$1, ${block}`);

describe('limits in the schemas', () => {
  it.each([
    [
      'a count of claimed places of 1e300',
      '{ "type": "bonuses", "title": "Bonuses", "items": [{ "title": "A" }], "claimed": { "count": 1e300, "of": 1e308, "label": "spots claimed" } }',
      '/blocks/1/claimed/count',
      'Places taken must be at most 10000.',
    ],
    [
      'an image 1e21 pixels wide',
      '{ "type": "logos", "logos": [{ "src": "/favicon.svg", "alt": "A", "width": 1e21, "height": 10 }, { "src": "/favicon.svg", "alt": "B", "width": 10, "height": 10 }] }',
      '/blocks/1/logos/0/width',
      'Width in pixels must be at most 10000.',
    ],
    [
      'a 20,000-character intro',
      `{ "type": "benefits", "title": "Benefits", "intro": "${'word '.repeat(4000)}", "items": [{ "title": "A" }] }`,
      '/blocks/1/intro',
      'Introduction is too long: 20000 characters, at most 2000.',
    ],
  ])('%s is refused with the limit', (_, block, pointer, message) => {
    const problems = problemsFor({ 'limits.json': withBlock(block) });
    expect(problems.filter((p) => p.pointer === pointer).map((p) => p.message)).toContain(message);
  });
});

describe('every number a schema takes is bounded', () => {
  // A figure with no upper bound reaches the page as an endless axis or a plot drawn off its canvas.
  const unbounded: string[] = [];
  const walk = (node: unknown, at: string) => {
    if (Array.isArray(node)) return node.forEach((child, i) => walk(child, `${at}/${i}`));
    if (!node || typeof node !== 'object') return;
    const schema = node as Record<string, unknown>;
    const types = ([] as unknown[]).concat(schema.type ?? []);
    const numeric = types.includes('number') || types.includes('integer');
    if (numeric && schema.enum === undefined && schema.const === undefined) {
      const low = schema.minimum ?? schema.exclusiveMinimum;
      const high = schema.maximum ?? schema.exclusiveMaximum;
      if (low === undefined || high === undefined) unbounded.push(at);
    }
    for (const [key, child] of Object.entries(schema)) walk(child, `${at}/${key}`);
  };
  for (const file of readdirSync(schemaDir, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith('.json')))
    walk(JSON.parse(readFileSync(path.join(schemaDir, file), 'utf8')), file);

  it('has a lowest and a highest value', () => {
    expect(unbounded).toEqual([]);
  });
});

describe('page files are UTF-8', () => {
  it('an invalid byte is a problem with the file, line and column, not a silent U+FFFD', () => {
    const dir = writePages({});
    const text = fixturePage('bytes').replace('Welcome to bytes', 'Welcome to caf\u00e9 \uFFFD and X');
    const bytes = Buffer.from(text);
    // Latin-1 é (0xE9) where UTF-8 needs two bytes: what a file saved in another encoding holds.
    const at = bytes.indexOf('X');
    bytes[at] = 0xe9;
    writeFileSync(path.join(dir, 'bytes.json'), bytes);
    const problems = loadContentAndForms({ pagesDir: dir, publicDir, seoRules: false }).problems;
    const line = text.slice(0, text.indexOf('X')).split('\n').length;
    const col = text.indexOf('X') - text.lastIndexOf('\n', text.indexOf('X'));
    expect(problems).toEqual([
      {
        file: expect.stringMatching(/bytes\.json$/),
        line,
        col,
        pointer: '',
        message: `The file is not UTF-8 text from byte ${at} on: save it as UTF-8 in your editor (a character there was written in another encoding).`,
      },
    ]);
  });

  it('decodes valid UTF-8, a byte-order mark kept, and names the first bad byte', () => {
    expect(decodeUtf8(Buffer.from('\uFEFF{"a": "é"}'))).toBe('\uFEFF{"a": "é"}');
    const error = (() => {
      try {
        decodeUtf8(Buffer.from([0xef, 0xbb, 0xbf, 0x7b, 0x0a, 0x20, 0xc3]));
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(InvalidUtf8Error);
    expect(error).toMatchObject({ byte: 6, position: { line: 2, col: 2 } });
  });
});

describe('the uncompressed HTML budget', () => {
  const weights = (htmlKb: number, htmlRawKb: number): BuildWeights => ({
    pages: [{ file: 'index.html', hasForm: false, formJsKb: 0, islands: [], htmlKb, htmlRawKb, jsKb: 0, cssKb: 9, scripts: [] }],
    loaderJsKb: 2,
    sharedJsKb: 70,
    islandJsKb: {},
    formJsKb: 10,
  });

  it('fails a page that gzip shrinks under its budget but is huge uncompressed', () => {
    expect(budgets.htmlRawKb).toBe(300);
    expect(budgetFailures(weights(40, 21_000))).toEqual(['index.html: the HTML is 21000 KB uncompressed; the budget is 300 KB.']);
    expect(budgetFailures(weights(16, 77))).toEqual([]);
  });
});

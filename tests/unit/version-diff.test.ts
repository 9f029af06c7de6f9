// The differences between two versions of a page, as the history screen shows them: field by field in the
// form's words, with a section found at another place said to have moved.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bundledPageSchema } from '../../src/studio/build/bundled-schema.ts';
import { changeInWords, fieldChanges, versionSummary } from '../../src/studio/app/history/version-diff.ts';
import { sectionMoves } from '../../src/studio/engine/change-summary.ts';

const schema = bundledPageSchema();
const page = JSON.parse(readFileSync('pages/services/local-seo.json', 'utf8')) as { blocks: Record<string, unknown>[] } & Record<
  string,
  unknown
>;
const lines = (from: unknown, to: unknown) => fieldChanges(from, to, schema).map(changeInWords);

describe('the differences between two versions of a page', () => {
  it('names a changed text by its place in the form, with its words before and after', () => {
    const edited = structuredClone(page);
    edited.blocks[0]!.title = 'A new headline';
    expect(lines(page, edited)).toEqual([`Hero › Headline: “${String(page.blocks[0]!.title)}” → “A new headline”`]);
  });

  it('finds the same moves as the change summary the review was sent with, whatever else changed', () => {
    // A fixed sequence of shuffles, removals, additions and edits (a seeded generator: the same every run).
    let seed = 7;
    const next = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    let moves = 0;
    for (let run = 0; run < 200; run++) {
      const after = structuredClone(page);
      for (let step = 0, steps = 1 + next(4); step < steps; step++) {
        const at = next(after.blocks.length);
        const kind = next(4);
        if (kind === 0) after.blocks.splice(next(after.blocks.length), 0, ...after.blocks.splice(at, 1));
        else if (kind === 1 && after.blocks.length > 1) after.blocks.splice(at, 1);
        else if (kind === 2) after.blocks.splice(at, 0, { type: 'cta', title: `New ${run}` });
        else after.blocks[at] = { ...after.blocks[at], title: `Edited ${run}` };
      }
      const history = fieldChanges(page, after, schema).flatMap((change) =>
        change.moved ? [{ was: change.moved[0], now: change.moved[1] }] : [],
      );
      expect(history).toEqual(sectionMoves(page.blocks, after.blocks));
      moves += history.length;
    }
    expect(moves).toBeGreaterThan(50);
  });

  it('says a section found with the same content at another place moved, and nothing else', () => {
    const moved = structuredClone(page);
    const [first] = moved.blocks.splice(1, 1);
    moved.blocks.push(first!);
    const changes = fieldChanges(page, moved, schema);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ kind: 'moved', was: 'section 2', now: `section ${page.blocks.length}` });
  });

  it('says an address changed from one to the other, and a removed section by its words', () => {
    const renamed = { ...structuredClone(page), path: '/local-seo-near-me' };
    renamed.blocks.pop();
    const said = lines(page, renamed);
    expect(said).toContain('Address added: “/local-seo-near-me”');
    expect(said.some((line) => /section \d+ removed: “/.test(line))).toBe(true);
    expect(said.join('\n')).not.toMatch(/[{}]|\/blocks\//);
  });

  it('finds nothing between a page and itself', () => {
    expect(fieldChanges(page, structuredClone(page), schema)).toEqual([]);
  });
});

describe('what a version changed, as the history lists it', () => {
  const version = (before: unknown, after: unknown, routes: [string, string]) => ({
    id: 'a'.repeat(40),
    date: '2026-01-05T09:00:00Z',
    author: 'maya',
    text: JSON.stringify(after),
    route: routes[1],
    before: { text: JSON.stringify(before), route: routes[0] },
  });

  it('says a new address in full, from the old one to the new one', () => {
    const moved = { ...structuredClone(page), path: '/hvac-seo' };
    moved.blocks[0]!.title = 'Moved and renamed';
    expect(versionSummary(version({ ...page, path: '/hvac' }, moved, ['/hvac', '/hvac-seo']), schema)).toEqual([
      'Address changed from /hvac to /hvac-seo',
      'Hero › Headline changed',
    ]);
  });

  it('says the first version made the page', () => {
    const { before: _none, ...first } = version(page, page, ['/a', '/a']);
    expect(versionSummary(first, schema)).toEqual(['The page was made']);
  });
});

describe('a version that moved a section', () => {
  it('is said to have moved it, not to have changed every section of its kind', () => {
    const terms = JSON.parse(readFileSync('tests/fixtures/pages/terms.json', 'utf8')) as { blocks: unknown[] };
    const moved = structuredClone(terms);
    moved.blocks.push(moved.blocks.splice(1, 1)[0]);
    const summary = versionSummary(
      {
        id: 'b'.repeat(40),
        date: '',
        author: 'jo',
        text: JSON.stringify(moved),
        route: '/terms',
        before: { text: JSON.stringify(terms), route: '/terms' },
      },
      schema,
    );
    expect(summary).toEqual(['Text moved from section 2 to section 4']);
  });
});

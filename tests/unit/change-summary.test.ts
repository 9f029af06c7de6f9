// The change summary the send dialog, the commit and the pull request give (engine/change-summary.ts): a
// section moved is said to have moved, in History's words, alone or beside other changes.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bundledPageSchema } from '../../src/studio/build/bundled-schema.ts';
import { summarizeChanges } from '../../src/studio/engine/change-summary.ts';

const schema = bundledPageSchema();
type Page = { blocks: Record<string, unknown>[] } & Record<string, unknown>;
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Page;
const terms = read('tests/fixtures/pages/terms.json');
const home = read('pages/index.json');
const industry = read('pages/industries/dentist-seo.json');

describe('a change that moves a section', () => {
  it('alone reads as History reads it, not "Sections reordered"', () => {
    const moved = structuredClone(terms);
    moved.blocks.push(moved.blocks.splice(1, 1)[0]!);
    expect(summarizeChanges(terms, moved, schema)).toEqual(['Text moved from section 2 to section 4']);
  });

  it('with a section pasted says both: the move and the section added', () => {
    const testimonials = home.blocks.find((b) => b.type === 'testimonials')!;
    const changed = structuredClone(industry);
    // The call to action moves to the top of the sections after the hero, and the testimonials are pasted after Benefits.
    const cta = changed.blocks.findIndex((b) => b.type === 'cta');
    changed.blocks.splice(1, 0, changed.blocks.splice(cta, 1)[0]!);
    changed.blocks.splice(3, 0, structuredClone(testimonials));
    expect(summarizeChanges(industry, changed, schema)).toEqual([
      `Call to action moved from section ${cta + 1} to section 2`,
      'Testimonials section added',
    ]);
  });

  it('with a field changed elsewhere says the move and the field', () => {
    const changed = structuredClone(industry);
    changed.blocks.push(changed.blocks.splice(1, 1)[0]!);
    changed.blocks[0]!.title = 'A new headline';
    expect(summarizeChanges(industry, changed, schema)).toEqual([
      `Benefits moved from section 2 to section ${industry.blocks.length}`,
      'Hero › Headline changed',
    ]);
  });

  it('a pasted section alone shifts the others without moving them', () => {
    const changed = structuredClone(industry);
    changed.blocks.splice(2, 0, structuredClone(home.blocks.find((b) => b.type === 'testimonials')!));
    expect(summarizeChanges(industry, changed, schema)).toEqual(['Testimonials section added']);
  });
});

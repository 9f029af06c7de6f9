// Every problem the checks raise on a badly broken page, as the studio words it: where (the section and
// field as the form names them) and what, with no JSON pointer, quoted property name or line number.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledPageSchema } from '../../src/studio/build/bundled-schema.ts';
import { checkEdit } from '../../src/studio/engine/pages.ts';
import { checkerFor } from '../../src/studio/local/server/checking.ts';
import { fieldPlace } from '../../src/studio/shared/schema-helpers.ts';
import { messageInWords, messageUnderField, problemInWords } from '../../src/studio/shared/problem-words.ts';
import { fixturePagesDir } from './helpers.ts';

const placeInWords = fieldPlace(bundledPageSchema());

/** The HVAC page with something wrong in every part an editor touches. */
function brokenPage() {
  const page = JSON.parse(readFileSync(path.join(fixturePagesDir, 'industries', 'hvac-seo.json'), 'utf8'));
  page.meta.title = 'HVAC SEO Services That Keep Your Trucks Busy in Every Season, Summer and Winter | RankHarbor';
  page.meta.description = 'TODO: describe the page';
  page.card.icon = 'no-such-icon';
  page.card.order = 'first';
  page.blocks[0].title = '';
  page.blocks[0].colour = 'blue';
  page.blocks[0].actions[0].href = '/nowhere';
  page.blocks[1].items.push({ title: '' }, { text: 'A benefit without its title' });
  page.blocks[2].secondary = { label: 'Read the [offer](/offers/50%-off)', href: 'mailto:' };
  page.blocks.push(
    { type: 'hero', title: 'A second main headline' },
    { type: 'heor', title: 'Misspelt' },
    { type: 'faq', title: 'Questions' },
  );
  return page;
}

describe('problems in the editor words', () => {
  const page = brokenPage();
  const { problems } = checkEdit(checkerFor(fixturePagesDir), 'industries/hvac-seo.json', JSON.stringify(page, null, 2));

  it('the broken page raises many kinds of problem', () => {
    expect(problems.length).toBeGreaterThanOrEqual(10);
  });

  it.each(problems.map((p) => [`${p.pointer}: ${p.message}`, p] as const))('%s', (_, problem) => {
    const { where, what } = problemInWords(problem, page, placeInWords);
    for (const words of [where, what]) {
      expect(words).not.toMatch(/\/(blocks|meta|card)\b|\/\d+\b/);
      expect(words).not.toMatch(/"[a-z][A-Za-z0-9]*"/);
      expect(words).not.toMatch(/\bline \d+/i);
    }
  });

  it('names a field by its section, item and label, as the form does', () => {
    expect(placeInWords('/blocks/1/items/2/title', page)).toBe('Benefits › Benefit 3 › Benefit');
    expect(placeInWords('/blocks/0/title', page)).toBe('Hero › Headline');
    expect(placeInWords('/meta/title', page)).toBe('Search and share › Title');
    expect(messageInWords('"title" must not be empty.')).toBe('Title must not be empty.');
    // Technical names read as the form labels them.
    expect(placeInWords('/blocks/0/id', page)).toBe('Hero › Link name for this section');
    expect(placeInWords('/blocks/0/actions/0/href', page)).toBe('Hero › Button 1 › Goes to');
    // A field the form does not have (a misspelt one) is still named in words.
    expect(messageInWords('"colour" is not a field here.')).toBe('Colour is not a field here.');
  });

  it('the checks name a field by its label, and a missing one is the problem of that field', () => {
    const empty = problems.find((p) => p.pointer === '/blocks/0/title');
    expect(empty?.message).toBe('Headline must not be empty.');
    const missing = problems.find((p) => p.pointer === '/blocks/1/items/9/title');
    expect(missing?.message).toMatch(/^Benefit is required\. It is: The benefit in a few words\.$/);
    // Under its field, whose help is just above, the message does not repeat the help.
    expect(messageUnderField(missing!.message)).toBe('Benefit is required.');
    expect(messageUnderField(empty!.message)).toBe('Headline must not be empty.');
  });
});

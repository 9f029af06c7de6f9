// AUTHORING's walk-through of a new industry page says what the studio gives: the number of texts still
// to write and their names as the list shows them, and the send dialog's line for the new page.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledPageSchema } from '../../src/studio/build/bundled-schema.ts';
import { fieldPlace, withFieldLabels } from '../../src/studio/shared/schema-helpers.ts';
import { startFrom } from '../../src/studio/engine/new-page-start.ts';
import { summarizeChanges } from '../../src/studio/engine/change-summary.ts';
import { plural } from '../../src/core/words.ts';
import { pagesDir } from '../../src/tooling/paths.ts';
import { planPage } from '../../src/tooling/new-page.ts';

const authoring = readFileSync('AUTHORING.md', 'utf8').replace(/\s+/g, ' ');
const schema = withFieldLabels(bundledPageSchema());
const hvac = JSON.parse(readFileSync(path.join(pagesDir(), 'industries', 'hvac-seo.json'), 'utf8')) as Record<string, unknown>;

describe('AUTHORING’s walk-through of a new page (Roofing SEO from HVAC SEO)', () => {
  const planned = planPage('industry', 'roofing-seo');
  if ('error' in planned) throw new Error(planned.error);
  const { page, placeholders } = startFrom(schema, planned.page, hvac, 'Roofing SEO');
  const toWrite = Object.keys(placeholders).map((pointer) => fieldPlace(schema)(pointer, page));

  it('counts the texts still to write as the studio does, and names the first of each kind', () => {
    expect(authoring).toContain(`says "${plural(toWrite.length, 'text')} still to write."`);
    for (const name of new Set(
      toWrite.map((words) => words.replace(/ [23] › /, ' 1 › ').replace(/(Benefit|Paragraph|Question) [23]/, '$1 1')),
    ))
      expect(authoring, name).toContain(name.split(' › ').slice(0, 2).join(' › '));
  });

  it('gives the send dialog’s line for the new page, with its sections', () => {
    const [line] = summarizeChanges(undefined, page, schema);
    expect(authoring).toContain(`("${line}")`);
  });
});

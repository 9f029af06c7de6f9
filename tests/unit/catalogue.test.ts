import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { authoringFile, catalogue, withCatalogue } from '../../src/tooling/block-catalogue.ts';
import { schemaDir } from '../../src/tooling/paths.ts';

describe('the block catalogue in AUTHORING.md', () => {
  it('is exactly what the schemas produce (run npm run catalogue after changing a schema)', () => {
    const text = readFileSync(authoringFile, 'utf8');
    expect(text).toBe(withCatalogue(text));
  });

  it('covers every block type and every top-level field, with its description', () => {
    const generated = catalogue();
    for (const file of readdirSync(path.join(schemaDir, 'blocks'))) {
      const schema = JSON.parse(readFileSync(path.join(schemaDir, 'blocks', file), 'utf8'));
      expect(generated).toContain(`### \`${schema.properties.type.const}\``);
      for (const [name, field] of Object.entries<{ description?: string }>(schema.properties)) {
        expect(generated, `${file} ${name}`).toContain(`| \`${name}\` | ${schema.required.includes(name) ? 'yes' : 'no'} |`);
        if (field.description) expect(generated).toContain(field.description.replace(/\s+/g, ' ').replace(/\|/g, '\\|'));
      }
    }
  });
});

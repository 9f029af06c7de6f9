import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatedDir, generateTypes, pageSchemaFile, pageSchemaText } from '../../scripts/gen-types.ts';

describe('schema/page.schema.json', () => {
  it('lists every block schema in its block union (run npm run gen-types after adding one)', () => {
    expect(readFileSync(pageSchemaFile, 'utf8')).toBe(pageSchemaText());
  });
});

describe('src/generated/', () => {
  it('matches the schemas (run npm run gen-types after changing a schema)', async () => {
    for (const [file, expected] of Object.entries(await generateTypes())) {
      expect(readFileSync(path.join(generatedDir, file), 'utf8'), `src/generated/${file} is stale`).toBe(expected);
    }
  });
});

describe('src/generated/forms/', () => {
  it('matches the form schemas (run npm run compile-forms after changing schema/forms)', async () => {
    const { compileFormValidators, formValidatorsDir } = await import('../../scripts/compile-form-validators.ts');
    for (const [file, expected] of Object.entries(compileFormValidators())) {
      expect(readFileSync(path.join(formValidatorsDir, file), 'utf8'), `src/generated/forms/${file} is stale`).toBe(expected);
    }
  });
});

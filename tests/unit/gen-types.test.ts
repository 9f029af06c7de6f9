import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseTree, type Node } from 'jsonc-parser';
import { describe, expect, it } from 'vitest';
import { generatedDir, generateTypes, pageSchemaFile, pageSchemaText } from '../../src/tooling/gen-types.ts';
import { schemaDir } from '../../src/tooling/paths.ts';

/** Every `title` and `typeName` in the page, block, site and case-study schemas, with where it sits. */
function namedNodes(): { at: string; title?: unknown; typeName?: unknown }[] {
  const found: { at: string; title?: unknown; typeName?: unknown }[] = [];
  const walk = (node: unknown, at: string) => {
    if (!node || typeof node !== 'object') return;
    const { title, typeName } = node as Record<string, unknown>;
    if (typeof title === 'string' || typeName !== undefined) found.push({ at, title, typeName });
    for (const [key, child] of Object.entries(node)) {
      // Values, not schemas: a default may well hold a "title" of its own.
      if (!['default', 'examples', 'const', 'enum'].includes(key)) walk(child, `${at}/${key}`);
    }
  };
  const files = readdirSync(schemaDir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.schema.json') && !f.startsWith('forms'));
  for (const file of files) walk(JSON.parse(readFileSync(path.join(schemaDir, file), 'utf8')), `schema/${file}#`);
  return found;
}

describe('the schema files', () => {
  it('hold no key twice in one object (JSON.parse keeps the last silently, so the first rule written is lost)', () => {
    const twice: string[] = [];
    const walk = (node: Node, file: string) => {
      if (node.type === 'object') {
        const keys = (node.children ?? []).map((property) => String(property.children![0]!.value));
        for (const [i, key] of keys.entries()) if (keys.indexOf(key) < i) twice.push(`${file}: "${key}" at offset ${node.offset}`);
      }
      for (const child of node.children ?? []) walk(child, file);
    };
    const files = readdirSync(schemaDir, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) walk(parseTree(readFileSync(path.join(schemaDir, file), 'utf8'))!, file);
    expect(twice).toEqual([]);
  });
});

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

  it('names types by "typeName", while "title" stays words for the people editing pages', () => {
    const nodes = namedNodes();
    expect(nodes.length).toBeGreaterThan(50);
    for (const { at, title, typeName } of nodes) {
      // The page studio heads its forms with titles: HeroBlock or PageMeta there would be a type name.
      expect(title, `${at}: a title is what editors read; put the type name in "typeName"`).not.toMatch(/^[A-Z][a-z0-9]*[A-Z]\w*$/);
      if (typeName !== undefined) expect(typeName, `${at}: typeName`).toMatch(/^[A-Z][A-Za-z0-9]*$/);
    }
  });
});

describe('src/generated/forms/', () => {
  it('matches the form schemas (run npm run compile-forms after changing schema/forms)', async () => {
    const { compileFormValidators, formValidatorsDir } = await import('../../src/tooling/form-validators.ts');
    for (const [file, expected] of Object.entries(compileFormValidators())) {
      expect(readFileSync(path.join(formValidatorsDir, file), 'utf8'), `src/generated/forms/${file} is stale`).toBe(expected);
    }
  });
});

// Writes TypeScript types for the page and site schemas into src/generated/, so components and scripts
// are checked against exactly what validation accepts.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compile } from 'json-schema-to-typescript';
import { root, schemaDir } from './lib/paths.ts';

export const generatedDir = path.join(root, 'src', 'generated');

const targets = [
  { schema: 'page.schema.json', output: 'page.ts' },
  { schema: 'site.schema.json', output: 'site.ts' },
  { schema: 'case-studies.schema.json', output: 'case-studies.ts' },
];

export const pageSchemaFile = path.join(schemaDir, 'page.schema.json');

/**
 * page.schema.json with its block union listing exactly the files in schema/blocks/, so a new block type
 * needs no line there: listed blocks keep their order (the authoring guide's), new ones come last. The
 * union stays written out in the file because editors' autocomplete reads the file, not this script.
 */
export function pageSchemaText(): string {
  const page = JSON.parse(readFileSync(pageSchemaFile, 'utf8'));
  const files = readdirSync(path.join(schemaDir, 'blocks'))
    .filter((f) => f.endsWith('.schema.json'))
    .sort()
    .map((f) => `blocks/${f}`);
  const listed = (page.$defs.block.oneOf as { $ref: string }[]).map((entry) => entry.$ref).filter((ref) => files.includes(ref));
  page.$defs.block.oneOf = [...listed, ...files.filter((ref) => !listed.includes(ref))].map(($ref) => ({ $ref }));
  return `${JSON.stringify(page, null, 2)}\n`;
}

/** The generated files' contents, keyed by file name. */
export async function generateTypes(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const { schema, output } of targets) {
    const json = JSON.parse(readFileSync(path.join(schemaDir, schema), 'utf8'));
    out[output] = await compile(json, json.typeName ?? json.title, {
      cwd: schemaDir,
      // Types are named by each schema's `typeName`; its `title` is the heading editors read in the page studio.
      customName: (node) => (node as { typeName?: string }).typeName,
      bannerComment: `/* Generated from schema/${schema} by \`npm run gen-types\`. Do not edit by hand. */`,
      additionalProperties: false,
      unreachableDefinitions: false,
      maxItems: -1,
      style: { singleQuote: true, printWidth: 120 },
    });
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const pageSchema = pageSchemaText();
  if (pageSchema !== readFileSync(pageSchemaFile, 'utf8')) {
    writeFileSync(pageSchemaFile, pageSchema);
    console.log('wrote the block list of schema/page.schema.json');
  }
  mkdirSync(generatedDir, { recursive: true });
  for (const [file, content] of Object.entries(await generateTypes())) {
    writeFileSync(path.join(generatedDir, file), content);
    console.log(`wrote src/generated/${file}`);
  }
}

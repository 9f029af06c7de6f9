// Writes TypeScript types for the page and site schemas into src/generated/, so components and scripts
// are checked against exactly what validation accepts.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compile } from 'json-schema-to-typescript';
import { root, schemaDir } from './lib/paths.ts';

export const generatedDir = path.join(root, 'src', 'generated');

const targets = [
  { schema: 'page.schema.json', output: 'page.ts' },
  { schema: 'site.schema.json', output: 'site.ts' },
  { schema: 'case-studies.schema.json', output: 'case-studies.ts' },
];

/** The generated files' contents, keyed by file name. */
export async function generateTypes(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const { schema, output } of targets) {
    const json = JSON.parse(readFileSync(path.join(schemaDir, schema), 'utf8'));
    out[output] = await compile(json, json.title, {
      cwd: schemaDir,
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
  mkdirSync(generatedDir, { recursive: true });
  for (const [file, content] of Object.entries(await generateTypes())) {
    writeFileSync(path.join(generatedDir, file), content);
    console.log(`wrote src/generated/${file}`);
  }
}

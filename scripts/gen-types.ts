// npm run gen-types: writes the schemas' TypeScript types and the list of the blocks' build parts into
// src/generated/, and the block list of schema/page.schema.json (src/tooling/gen-types.ts).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generatedDir, generateTypes, pageSchemaFile, pageSchemaText } from '../src/tooling/gen-types.ts';

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

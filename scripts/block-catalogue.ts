// npm run catalogue: writes the block catalogue in AUTHORING.md from the schemas (src/tooling/block-catalogue.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { authoringFile, withCatalogue } from '../src/tooling/block-catalogue.ts';

writeFileSync(authoringFile, withCatalogue(readFileSync(authoringFile, 'utf8')));
console.log('Wrote the block catalogue in AUTHORING.md');

// The page schema as the studio's form reads it: every schema file of schema/ (the lead forms' apart) in
// one document, for the local studio's server and the studio on the web's build alike.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { schemaDir } from '../../tooling/paths.ts';

type Schema = Record<string, unknown>;

/** The page-level schema files (the lead forms' apart), by their path in schema/ with forward slashes, sorted. */
export const pageSchemaFiles = (): string[] =>
  readdirSync(schemaDir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.schema.json') && !f.startsWith('forms'))
    .map((f) => f.split(path.sep).join('/'))
    .sort();

/** Every schema file as one document: each file under $defs, every $ref rewritten to point inside it. */
export function bundledPageSchema(): Schema {
  const files = pageSchemaFiles();
  const key = (file: string) => file.replace(/\.schema\.json$/, '').replace(/[^A-Za-z0-9]+/g, '_');
  const defs: Record<string, Schema> = {};
  const rewrite = (node: unknown, from: string): unknown => {
    if (Array.isArray(node)) return node.map((n) => rewrite(n, from));
    if (!node || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) {
      // Editor-only annotations are not for the form library; the discriminator stays, so the form picks a
      // section's fields by its type, even while the section is incomplete.
      if (k === 'patternErrorMessage' || k === 'errorMessage' || k === '$schema' || k === 'typeName') continue;
      if (k === '$ref' && typeof v === 'string') {
        const [target = '', pointer = ''] = v.split('#');
        const file = target ? path.posix.normalize(path.posix.join(path.posix.dirname(from), target)) : from;
        out.$ref = `#/$defs/${key(file)}${pointer}`;
      } else out[k] = rewrite(v, from);
    }
    return out;
  };
  for (const file of files) defs[key(file)] = rewrite(JSON.parse(readFileSync(path.join(schemaDir, file), 'utf8')), file) as Schema;
  return { $ref: '#/$defs/page', $defs: defs };
}

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import { schemaDir } from './paths.ts';

export type JsonSchema = Record<string, unknown>;

export interface SchemaSet {
  validatePage: ValidateFunction;
  validateSite: ValidateFunction;
  /** The file URL a schema object (or any object nested in it) was loaded from, for resolving its $refs. */
  baseOf: WeakMap<object, string>;
  /** Looks a schema up by absolute URL (with or without a #/json/pointer fragment). */
  resolve(ref: string, base: string): JsonSchema | undefined;
}

function listSchemaFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.schema.json'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

function indexObjects(node: unknown, base: string, into: WeakMap<object, string>): void {
  if (node === null || typeof node !== 'object') return;
  into.set(node, base);
  for (const child of Object.values(node)) indexObjects(child, base, into);
}

let cached: SchemaSet | undefined;

/** Compiles every schema under schema/ once; each file's $id is its own file URL, so relative $refs work as in editors. */
export function loadSchemas(): SchemaSet {
  if (cached) return cached;
  const ajv = new Ajv2020({
    allErrors: true,
    verbose: true,
    discriminator: true,
    useDefaults: true,
    strict: true,
    // `required` of the discriminator tag sits beside oneOf, where strict mode cannot see the branch properties.
    strictRequired: false,
  });
  // Annotations read by editors (VS Code shows them inline) and by our own messages.
  ajv.addKeyword({ keyword: 'patternErrorMessage', schemaType: 'string' });
  ajv.addKeyword({ keyword: 'errorMessage', schemaType: 'string' });

  const baseOf = new WeakMap<object, string>();
  const byId = new Map<string, JsonSchema>();
  for (const file of listSchemaFiles(schemaDir)) {
    const id = pathToFileURL(file).href;
    const schema = { ...(JSON.parse(readFileSync(file, 'utf8')) as JsonSchema), $id: id };
    indexObjects(schema, id, baseOf);
    byId.set(id, schema);
    ajv.addSchema(schema);
  }
  const get = (name: string) => {
    const fn = ajv.getSchema(pathToFileURL(path.join(schemaDir, name)).href);
    if (!fn) throw new Error(`schema/${name} is missing`);
    return fn;
  };
  const resolve = (ref: string, base: string): JsonSchema | undefined => {
    const url = new URL(ref, base);
    const fragment = decodeURIComponent(url.hash.replace(/^#/, ''));
    url.hash = '';
    let node: unknown = byId.get(url.href);
    for (const part of fragment.split('/').filter(Boolean)) node = (node as Record<string, unknown> | undefined)?.[part];
    return node as JsonSchema | undefined;
  };
  cached = { validatePage: get('page.schema.json'), validateSite: get('site.schema.json'), baseOf, resolve };
  return cached;
}

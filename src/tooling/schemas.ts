import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type Ajv2020 from 'ajv/dist/2020.js';
import type { Options } from 'ajv/dist/2020.js';
import type standaloneCodeFn from 'ajv/dist/standalone/index.js';
import type { JsonSchema, SchemaSet } from '../core/content/host.ts';
import { root, schemaDir } from './paths.ts';

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

// ajv's compiler is loaded only when a schema must be compiled: a run over valid files never needs it.
const requireLazily = createRequire(import.meta.url);

function createAjv(options: Options): { ajv: Ajv2020; byId: Map<string, JsonSchema>; baseOf: WeakMap<object, string> } {
  const Ajv = (requireLazily('ajv/dist/2020.js') as { default: typeof Ajv2020 }).default;
  const ajv = new Ajv({
    discriminator: true,
    useDefaults: true,
    strict: true,
    // `required` of the discriminator tag sits beside oneOf, where strict mode cannot see the branch properties.
    strictRequired: false,
    ...options,
  });
  // Annotations read by editors (VS Code shows them inline) and by our own messages.
  ajv.addKeyword({ keyword: 'patternErrorMessage', schemaType: 'string' });
  ajv.addKeyword({ keyword: 'errorMessage', schemaType: 'string' });
  // The TypeScript name npm run gen-types gives a schema; its `title` is for the people editing pages.
  ajv.addKeyword({ keyword: 'typeName', schemaType: 'string' });
  const baseOf = new WeakMap<object, string>();
  const byId = new Map<string, JsonSchema>();
  for (const file of listSchemaFiles(schemaDir)) {
    const id = pathToFileURL(file).href;
    const schema = { ...(JSON.parse(readFileSync(file, 'utf8')) as JsonSchema), $id: id };
    indexObjects(schema, id, baseOf);
    byId.set(id, schema);
    ajv.addSchema(schema);
  }
  return { ajv, byId, baseOf };
}

const schemaId = (name: string) => pathToFileURL(path.join(schemaDir, name)).href;

export interface QuickValidators {
  validatePage: (data: unknown) => boolean;
  validateSite: (data: unknown) => boolean;
  validateCaseStudies: (data: unknown) => boolean;
  validateRedirect: (data: unknown) => boolean;
}

let quick: QuickValidators | undefined;

/**
 * Validators that only answer valid or not (and fill in defaults), precompiled to a module cached under
 * node_modules/.cache and keyed by the schemas' contents: most runs check only valid files, and then
 * neither compiling the schemas nor loading ajv's compiler is paid for. A failing file is checked again
 * with loadSchemas() for the full messages.
 */
export function loadQuickValidators(): QuickValidators {
  if (quick) return quick;
  const hash = createHash('sha256');
  hash.update(readFileSync(path.join(root, 'node_modules', 'ajv', 'package.json')));
  for (const file of listSchemaFiles(schemaDir)) hash.update(file).update(readFileSync(file));
  const file = path.join(root, 'node_modules', '.cache', 'page-validators', `${hash.digest('hex').slice(0, 20)}.cjs`);
  if (!existsSync(file)) {
    const { ajv } = createAjv({ code: { source: true, esm: false } });
    const standaloneCode = (requireLazily('ajv/dist/standalone/index.js') as { default: typeof standaloneCodeFn }).default;
    const code = standaloneCode(ajv, {
      validatePage: schemaId('page.schema.json'),
      validateSite: schemaId('site.schema.json'),
      validateCaseStudies: schemaId('case-studies.schema.json'),
      validateRedirect: schemaId('redirect.schema.json'),
    });
    mkdirSync(path.dirname(file), { recursive: true });
    // Written under a temporary name first, so a parallel run never loads half a file.
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, code);
    renameSync(partial, file);
  }
  quick = requireLazily(file) as QuickValidators;
  return quick;
}

let cached: SchemaSet | undefined;

/**
 * Compiles every schema under schema/ once, reporting every error with its schema; each file's $id is its own
 * file URL, so relative $refs work as in editors. The content host's schema set (src/core/content/host.ts).
 */
export function loadSchemas(): SchemaSet {
  if (cached) return cached;
  const { ajv, byId, baseOf } = createAjv({ allErrors: true, verbose: true });
  const get = (name: string) => {
    const fn = ajv.getSchema(schemaId(name));
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
  cached = {
    validatePage: get('page.schema.json'),
    validateSite: get('site.schema.json'),
    validateCaseStudies: get('case-studies.schema.json'),
    validateRedirect: get('redirect.schema.json'),
    baseOf,
    resolve,
    roots: {
      validatePage: byId.get(schemaId('page.schema.json')),
      validateSite: byId.get(schemaId('site.schema.json')),
      validateCaseStudies: byId.get(schemaId('case-studies.schema.json')),
    },
  };
  return cached;
}

// Writes TypeScript types for the page and site schemas into src/generated/, so components and scripts
// are checked against exactly what validation accepts, and the list of the blocks' build parts, so a new
// block's build.ts needs no line anywhere else.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from 'json-schema-to-typescript';
import { root, schemaDir } from './paths.ts';

export const generatedDir = path.join(root, 'src', 'generated');

const targets = [
  { schema: 'page.schema.json', output: 'page.ts' },
  { schema: 'site.schema.json', output: 'site.ts' },
  { schema: 'case-studies.schema.json', output: 'case-studies.ts' },
];

export const pageSchemaFile = path.join(schemaDir, 'page.schema.json');

const blocksDir = path.join(root, 'src', 'blocks');

/**
 * src/generated/block-builds.ts: every block folder's build.ts, each exporting `<type>Build`, in one list
 * that the content core is handed (it never imports a block itself). tsc checks each part against its type.
 */
export function blockBuildsText(): string {
  const types = readdirSync(blocksDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(blocksDir, entry.name, 'build.ts')))
    .map((entry) => entry.name)
    .sort();
  return [
    '/* Generated from src/blocks/<type>/build.ts by `npm run gen-types`. Do not edit by hand. */',
    "import type { BlockBuilds } from '../core/block-build.ts';",
    ...types.map((type) => `import { ${type}Build } from '../blocks/${type}/build.ts';`),
    '',
    "/** Each block type's build part, as its folder's build.ts declares it; a type without one is not listed. */",
    'export const blockBuilds = {',
    ...types.map((type) => `  ${type}: ${type}Build,`),
    '} satisfies BlockBuilds;',
    '',
  ].join('\n');
}

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

/**
 * A schema without the titles of nodes that have no typeName: a title is the words editors read in the
 * page studio ("Benefit", "Link name"), and the type generator would otherwise name a type after it.
 */
export function withoutEditorTitles(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutEditorTitles);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  const named = 'typeName' in node;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'title' && !named && typeof value === 'string') continue;
    // Values, not schemas: a default or an example may hold a "title" of its own.
    out[key] = ['default', 'examples', 'const', 'enum'].includes(key) ? value : withoutEditorTitles(value);
  }
  return out;
}

/** Reads the schema files the generator follows $refs into, without their editor titles. */
const schemaFileReader = {
  order: 1,
  canRead: (file: { url: string }) => /\.json$/.test(file.url),
  read: (file: { url: string }) =>
    JSON.stringify(
      withoutEditorTitles(JSON.parse(readFileSync(file.url.startsWith('file:') ? fileURLToPath(file.url) : file.url, 'utf8'))),
    ),
};

/** The generated files' contents, keyed by file name (the schemas' types and the blocks' build parts). */
export async function generateTypes(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const { schema, output } of targets) {
    const json = withoutEditorTitles(JSON.parse(readFileSync(path.join(schemaDir, schema), 'utf8'))) as { typeName?: string };
    out[output] = await compile(json as Parameters<typeof compile>[0], json.typeName!, {
      cwd: schemaDir,
      $refOptions: { resolve: { schemaFiles: schemaFileReader } },
      // Types are named by each schema's `typeName`; its `title` is the heading editors read in the page studio.
      customName: (node) => (node as { typeName?: string }).typeName,
      bannerComment: `/* Generated from schema/${schema} by \`npm run gen-types\`. Do not edit by hand. */`,
      additionalProperties: false,
      unreachableDefinitions: false,
      maxItems: -1,
      style: { singleQuote: true, printWidth: 120 },
    });
  }
  out['block-builds.ts'] = blockBuildsText();
  return out;
}
